import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { expect, request, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { urlsInText } from './links.js';
import { waitForMail } from './mail.js';
import { later } from './wait.js';

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
    if (state.delayMs > 0) later(state.delayMs, answer);
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

const random = (below: number) => Math.floor(Math.random() * below);

/** The cookies `set-cookie` headers from `url` leave in a browser, as Playwright takes them. */
function cookiesOf(headers: string[], url: URL): Cookie[] {
  return headers.map((header) => {
    const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
    const attributes = new Map(
      rest.map((part) => {
        const [key = '', ...value] = part.split('=');
        return [key.toLowerCase(), value.join('=')] as const;
      }),
    );
    const maxAge = attributes.get('max-age');
    const sameSite = attributes.get('samesite')?.toLowerCase();
    return {
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      domain: url.hostname,
      path: attributes.get('path') || '/',
      expires: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge) : -1,
      httpOnly: attributes.has('httponly'),
      secure: attributes.has('secure'),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    };
  });
}

/**
 * POSTs JSON to `url` from another loopback address (all of 127.0.0.0/8 is this machine), as
 * from another computer, with the instance's Origin as its pages send it.
 */
function postFromAnotherAddress(url: URL, data: object) {
  const body = JSON.stringify(data);
  const localAddress = `127.${1 + random(254)}.${random(256)}.${1 + random(254)}`;
  const headers = { origin: url.origin, 'content-type': 'application/json' };
  return new Promise<{ status: number; text: string; cookies: Cookie[] }>((resolve, reject) => {
    const sent = http.request(url, { method: 'POST', localAddress, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          cookies: cookiesOf(response.headers['set-cookie'] ?? [], url),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Signs a new person up over HTTP, as the signup form does, and opens the confirmation link
 * mailed to them, as most people soon do: email alerts reach only a confirmed address.
 * `confirmEmail: false` leaves the address unconfirmed. Sign-up is limited per client address
 * and the whole suite shares one server, so each person signs up from a loopback address of
 * their own and leaves 127.0.0.1's allowance to the specs that use the form.
 */
export async function signUpOverHttp(
  baseURL: string,
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<Account> {
  const id = `${Date.now()}${random(1000)}`;
  const person = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${id}@example.com`,
    password: 'compiler-a-0-1952',
    phone: '+1 202 555 0143',
    acceptTerms: true,
  };
  const response = await postFromAnotherAddress(
    new URL('/api/auth/sign-up/email', baseURL),
    person,
  );
  expect(response.status, response.text).toBe(200);
  if (confirmEmail) {
    const mail = await waitForMail(person.email, /^Confirm your email address for Tocsin$/);
    const link = urlsInText(mail.text)
      .map((url) => new URL(url))
      .find((url) => url.pathname === '/verify-email')!;
    const confirmed = await postFromAnotherAddress(
      new URL('/api/v1/email-verification/confirm', baseURL),
      { token: link.searchParams.get('token') },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
  }
  return { email: person.email, password: person.password, cookies: response.cookies };
}

/** A new session of `account`, signed in over HTTP from a loopback address of its own. */
export async function signInOverHttp(baseURL: string, account: Account): Promise<Account> {
  const response = await postFromAnotherAddress(new URL('/api/auth/sign-in/email', baseURL), {
    email: account.email,
    password: account.password,
  });
  expect(response.status, response.text).toBe(200);
  return { ...account, cookies: response.cookies };
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

/** A real photo to upload: 600 × 400, half red, half blue. */
export function photo() {
  return sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 60, b: 200 } },
  })
    .composite([
      {
        input: {
          create: { width: 300, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}
