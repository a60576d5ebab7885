import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The helper servers sit at fixed offsets from E2E_PORT, so two runs with different ports can
// share a machine.
const mailHttpPort = port + 25;
const mailSmtpPort = port + 26;

// A second Tocsin with billing on, against the local Stripe API stand-in, for billing.spec: the
// other specs run on a self-hosted instance, whose limits are none.
const billingPort = port + 1;
const billingURL = `http://127.0.0.1:${billingPort}`;
const stripePort = port + 27;
const stripeBilling = {
  STRIPE_SECRET_KEY: 'sk_test_tocsinBrowserTests0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_tocsinBrowserTestsSigningSecret',
  STRIPE_PRICE_STARTER: 'price_starterMonthly',
  STRIPE_PRICE_STARTER_YEARLY: 'price_starterYearly',
  STRIPE_PRICE_PRO: 'price_proMonthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_proYearly',
  STRIPE_PRICE_ENTERPRISE: 'price_enterpriseMonthly',
  STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_enterpriseYearly',
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Two spec files at a time: many wait on checks that run every few seconds, so two share the
  // cores well (bench/RESULTS.md). The tests of a file run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per action) costs much of the suite's
    // time (bench/RESULTS.md), and CI keeps only what the run prints.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
    {
      command: 'npx tsx apps/server/src/test/stripe-api-server.ts',
      port: stripePort,
      env: {
        STRIPE_API_PORT: String(stripePort),
        STRIPE_SECRET_KEY: stripeBilling.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: stripeBilling.STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICES: [
          'price_starterMonthly:month:1500',
          'price_starterYearly:year:14400',
          'price_proMonthly:month:3900',
          'price_proYearly:year:38400',
          'price_enterpriseMonthly:month:9900',
          'price_enterpriseYearly:year:94800',
        ].join(','),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/server/dist/main.js serve',
      url: `${billingURL}/readyz`,
      env: {
        PORT: String(billingPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: billingURL,
        DATA_DIR: path.join(os.tmpdir(), `tocsin-e2e-billing-${Date.now()}`),
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        LOG_LEVEL: 'warn',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        ...stripeBilling,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
  metadata: {
    mailSink: `http://127.0.0.1:${mailHttpPort}`,
    billingURL,
    stripeApi: `http://127.0.0.1:${stripePort}`,
  },
});
