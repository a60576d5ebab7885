import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { formEnctypes, startAttacker } from './attacker.js';
import {
  apiAs,
  createMonitor,
  logInThroughForm,
  openIncidentOf,
  signUpOverHttp,
  startTarget,
  startWebhookReceiver,
  type Account,
} from './fixtures.js';

let account: Account;

test.beforeAll(async () => {
  account = await signUpOverHttp(test.info().project.use.baseURL!);
});

interface Post {
  url: string;
  /** A form's post, whose headers the browser reports in full; a fetch's it does not. */
  navigation: boolean;
  origin: string | undefined;
  cookie: string;
  status: number;
}

/** Every POST the browser sent to Tocsin and the answer, as it went over the wire. */
function recordPosts(context: BrowserContext, instance: string) {
  const posts: Promise<Post>[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().startsWith(instance)) return;
    const read = async (): Promise<Post> => {
      const headers = await request.allHeaders();
      return {
        url: request.url(),
        navigation: request.isNavigationRequest(),
        origin: headers['origin'],
        cookie: headers['cookie'] ?? '',
        status: response.status(),
      };
    };
    posts.push(read());
  });
  return () => Promise.all(posts);
}

async function readJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('a page on another port of the same host cannot pause a monitor, acknowledge an incident or send a channel test, and the app itself still can', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const instance = new URL(baseURL!).origin;
  const target = await startTarget();
  target.state.healthy = false;
  const receiver = await startWebhookReceiver();
  const attacker = await startAttacker();
  const api = await apiAs(baseURL!, account);
  // The person's browser: signed in to Tocsin while it shows the other page.
  const context = await browser.newContext({
    storageState: { cookies: account.cookies, origins: [] },
  });
  const posts = recordPosts(context, instance);
  const tests = () => receiver.events.filter((event) => event.body.type === 'test');
  try {
    const monitorId = await createMonitor(api, { name: 'Till', url: target.url });
    const created = await api.post('/api/v1/channels', {
      data: { kind: 'webhook', name: 'Ops endpoint', config: { url: receiver.url } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const channelId = ((await created.json()) as { id: string }).id;
    const incidentId = await openIncidentOf(api, monitorId);
    const actions = [
      `${instance}/api/v1/monitors/${monitorId}/pause`,
      `${instance}/api/v1/incidents/${incidentId}/acknowledge`,
      `${instance}/api/v1/channels/${channelId}/test`,
    ];
    const page = await context.newPage();

    await test.step('the other page fetches with the cookies: empty, text, form, multipart, JSON', async () => {
      await page.goto(attacker.fetchPage(actions));
      await expect(page.getByText('All attempts made')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('listitem')).toHaveCount(actions.length * 5);
    });

    await test.step('the other page submits forms that post by themselves', async () => {
      for (const action of actions) {
        for (const enctype of formEnctypes) {
          await page.goto(attacker.formPage(action, enctype));
          await expect(page).toHaveURL(action);
          await expect(page.locator('body')).toContainText('invalid-origin');
        }
      }
    });

    await test.step('nothing changed: not paused, not acknowledged, no test sent', async () => {
      // A test let through would be here by now, the dispatcher sends at once; and the one the
      // app sends below must then be the only one.
      expect(
        tests().map((event) => event.body.data['title']),
        'test alerts sent',
      ).toEqual([]);
      expect(await readJson(api, `/api/v1/monitors/${monitorId}`)).toMatchObject({
        paused: false,
      });
      expect(await readJson(api, `/api/v1/incidents/${incidentId}`)).toMatchObject({
        status: 'open',
        acknowledgedAt: null,
      });
    });

    await test.step('each attempt reached Tocsin with the session cookie and was refused', async () => {
      // Forms and simple fetches are sent; the JSON fetch stops at its preflight.
      const expected = actions.length * (formEnctypes.length + 4);
      await expect.poll(async () => (await posts()).length).toBe(expected);
      const sent = await posts();
      // The owner's session would be let do all three: 403 is the origin check's answer.
      for (const post of sent) expect(post.status, post.url).toBe(403);
      // Same site, so the browser sends the SameSite=Lax session cookie along.
      const forms = sent.filter((post) => post.navigation);
      expect(forms).toHaveLength(actions.length * formEnctypes.length);
      for (const post of forms) {
        expect(post.origin, post.url).toBe(attacker.origin);
        expect(post.cookie, post.url).toContain('better-auth.session_token=');
      }
    });

    await test.step('the app itself acknowledges, pauses and sends a test', async () => {
      await page.goto(`/dashboard/incidents/${incidentId}`);
      await page.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(page.getByText('Acknowledged by Grace Hopper (dashboard).')).toBeVisible();

      await page.goto(`/dashboard/monitors/${monitorId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
      expect(await readJson(api, `/api/v1/monitors/${monitorId}`)).toMatchObject({
        paused: true,
      });

      await page.goto('/dashboard/notifications?tab=channels');
      await page.getByRole('button', { name: 'Send test to Ops endpoint' }).click();
      await expect(page.getByText('Test delivered')).toBeVisible({ timeout: 30_000 });
      expect(tests()).toHaveLength(1);

      // The three went with the app's own Origin, and were let through.
      const answered = async () =>
        (await posts())
          .filter((post) => post.origin === instance && actions.includes(post.url))
          .map((post) => post.status)
          .sort();
      await expect.poll(answered).toEqual([200, 200, 202]);
    });
  } finally {
    await context.close();
    await api.dispose();
    await attacker.close();
    await receiver.close();
    await target.stop();
  }
});

test('opened at localhost while PUBLIC_URL says 127.0.0.1, the login form signs in and a monitor pauses', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const local = `http://localhost:${new URL(baseURL!).port}`;
  const target = await startTarget();
  const api = await apiAs(baseURL!, account);
  const context = await browser.newContext({ baseURL: local });
  try {
    const monitorId = await createMonitor(api, { name: 'Corner shop', url: target.url });
    const page = await context.newPage();
    await page.goto('/login');
    await logInThroughForm(page, account);
    await expect(page).toHaveURL(`${local}/dashboard`);

    await page.getByRole('link', { name: 'Corner shop' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Corner shop' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(page.getByText(/invalid origin|was refused/i)).toHaveCount(0);
    expect(page.url().startsWith(`${local}/dashboard/monitors/`)).toBe(true);
    expect(await readJson(api, `/api/v1/monitors/${monitorId}`)).toMatchObject({ paused: true });
  } finally {
    await context.close();
    await api.dispose();
    await target.stop();
  }
});
