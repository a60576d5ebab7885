import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, type APIRequestContext, type Cookie, type Page } from '@playwright/test';

/**
 * A site on a random local port: 200 while `state.healthy`, 503 otherwise, answering after
 * `state.delayMs`; `stop` closes it, so checks fail to connect.
 */
export async function startTarget() {
  const state = { healthy: true, delayMs: 0 };
  const server = http.createServer((_request, response) => {
    const answer = () => {
      response.writeHead(state.healthy ? 200 : 503, {
        'content-type': 'text/plain',
        connection: 'close',
      });
      response.end(state.healthy ? 'ok' : 'unavailable');
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
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

/** Posts to one of Better Auth's routes as the signup and login forms do; answers the cookies. */
async function authOverHttp(baseURL: string, path: string, data: object): Promise<Cookie[]> {
  const api = await request.newContext({ baseURL });
  try {
    // Better Auth refuses a request that names no trusted origin.
    const response = await api.post(path, { data, headers: { origin: baseURL } });
    expect(response.status(), await response.text()).toBe(200);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
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
  const cookies = await authOverHttp(baseURL, '/api/auth/sign-up/email', person);
  return { email: person.email, password: person.password, cookies };
}

/** Signs `account` in again over HTTP, as the login form does: a new session. */
export async function signInOverHttp(baseURL: string, account: Account): Promise<Account> {
  const { email, password } = account;
  const cookies = await authOverHttp(baseURL, '/api/auth/sign-in/email', { email, password });
  return { ...account, cookies };
}

/**
 * The API as `account`, for setting things up and reading them back. Its requests say they come
 * from the instance, as the app's own pages do.
 */
export function apiAs(baseURL: string, account: Account): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: { cookies: account.cookies, origins: [] },
  });
}

/** Fills the login form the page shows with `account` and submits it. */
export async function logInThroughForm(page: Page, account: Account) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the page's browser in as `account`, without a form. */
export async function signInAs(page: Page, account: Account) {
  await page.context().addCookies(account.cookies);
}

export interface WebhookEvent {
  headers: http.IncomingHttpHeaders;
  body: { type: string; data: Record<string, unknown> };
}

/** The customer's own endpoint: records what Tocsin posts to it. */
export async function startWebhookReceiver() {
  const events: WebhookEvent[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      events.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()) as WebhookEvent['body'],
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/tocsin`,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Creates an HTTP monitor checked every 10 s that goes down at its first failure. */
export async function createMonitor(
  api: APIRequestContext,
  input: { name: string; url: string; degradedThresholdMs?: number },
): Promise<string> {
  const response = await api.post('/api/v1/monitors', {
    data: { type: 'http', intervalSeconds: 10, timeoutSeconds: 5, confirmations: 1, ...input },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits for the open incident of `monitorId` and answers its id. */
export async function openIncidentOf(api: APIRequestContext, monitorId: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/v1/incidents', {
          params: { status: 'open', monitorId },
        });
        const { items } = (await response.json()) as { items: { id: string }[] };
        id = items[0]?.id ?? '';
        return id;
      },
      { timeout: 45_000, message: `an open incident on monitor ${monitorId}` },
    )
    .not.toBe('');
  return id;
}
