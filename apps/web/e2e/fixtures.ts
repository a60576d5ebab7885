import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';

/**
 * A site on a random local port: 200 while `state.healthy`, 503 otherwise; `stop` closes it, so
 * checks fail to connect.
 */
export async function startTarget() {
  const state = { healthy: true };
  const server = http.createServer((_request, response) => {
    response.writeHead(state.healthy ? 200 : 503, {
      'content-type': 'text/plain',
      connection: 'close',
    });
    response.end(state.healthy ? 'ok' : 'unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { state, url: `http://127.0.0.1:${port}/health`, stop };
}

/** Signs a new person up through the form and lands on the dashboard. */
export async function signUp(page: Page) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(`grace.${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('compiler-a-0-1952');
  await page.getByLabel('Phone').fill('+1 202 555 0143');
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
