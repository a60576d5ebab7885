import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const mailSmtpPort = 3126;
const mailHttpPort = 3125;

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx apps/server/src/test/mail-sink-server.ts',
      url: `http://127.0.0.1:${mailHttpPort}/messages`,
      env: { MAIL_SINK_SMTP_PORT: String(mailSmtpPort), MAIL_SINK_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/server/dist/main.js serve',
      url: `${baseURL}/readyz`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: path.join(os.tmpdir(), `tocsin-e2e-${Date.now()}`),
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        LOG_LEVEL: 'warn',
        // The e2e targets are local servers the specs start on 127.0.0.1, which the SSRF guard
        // refuses unless private targets are allowed.
        ALLOW_PRIVATE_TARGETS: 'true',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
  metadata: { mailSink: `http://127.0.0.1:${mailHttpPort}` },
});
