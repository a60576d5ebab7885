import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp, startTarget } from './fixtures.js';

// A Tocsin of this spec's own, so it can be stopped and started again mid-test.
const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tocsin-e2e-connection-'));
let server: ChildProcess | undefined;

async function startServer() {
  server = spawn(process.execPath, ['apps/server/dist/main.js', 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_TARGETS: 'true',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function stopServer() {
  const stopping = server;
  if (!stopping || stopping.exitCode !== null) return;
  const exited = new Promise((resolve) => stopping.once('exit', resolve));
  stopping.kill('SIGTERM');
  await exited;
}

test.use({ baseURL });
test.beforeAll(startServer);
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the dashboard says when Tocsin cannot be reached, keeps working, and catches up when it is back', async ({
  page,
}) => {
  const target = await startTarget();
  await signUp(page);
  const created = await page.request.post('/api/v1/monitors', {
    data: { type: 'http', name: 'Shop', url: target.url, intervalSeconds: 10, timeoutSeconds: 5 },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Shop' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Up', { timeout: 30_000 });
  // A full reload would drop this marker: it proves the app stayed on screen throughout.
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await test.step('the server stops: a banner, times instead of "ago", and pages still open', async () => {
    await stopServer();
    await page.getByRole('button', { name: /Down$/ }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Connection lost' });
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await page.getByRole('link', { name: 'Monitors' }).first().click();
    await expect(page).toHaveURL(/\/dashboard(\?.*)?$/);
    await expect(banner).toBeVisible();
    // What is shown is as of the last answer: a time, not "seconds ago".
    await expect(page.getByRole('row').filter({ hasText: 'Shop' })).toContainText(
      /at \d+\/\d+\/\d{4}/,
    );
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  await test.step('the server is back: the banner goes and the list is fresh again', async () => {
    await startServer();
    await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeHidden({
      timeout: 15_000,
    });
    await expect(page.getByRole('row').filter({ hasText: 'Shop' })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });
  await target.stop();
});
