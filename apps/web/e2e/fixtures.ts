import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, type Cookie, type Page } from '@playwright/test';

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

export interface Account {
  email: string;
  password: string;
  /** The session cookies of the signed-in person, for `context.addCookies`. */
  cookies: Cookie[];
}

/**
 * Signs a new person up over HTTP, as the signup form does. Sign-up is rate limited per address
 * and the whole suite shares one server, so a spec signs up once and reuses the account.
 */
export async function signUpOverHttp(baseURL: string): Promise<Account> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${id}@example.com`,
    password: 'compiler-a-0-1952',
    phone: '+1 202 555 0143',
    acceptTerms: true,
  };
  const api = await request.newContext({ baseURL });
  try {
    // Better Auth refuses a request that names no trusted origin.
    const response = await api.post('/api/auth/sign-up/email', {
      data: person,
      headers: { origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { cookies } = await api.storageState();
    return { email: person.email, password: person.password, cookies };
  } finally {
    await api.dispose();
  }
}

/** Signs the page's browser in as `account`, without a form. */
export async function signInAs(page: Page, account: Account) {
  await page.context().addCookies(account.cookies);
}
