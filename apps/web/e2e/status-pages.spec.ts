import { expect, test, type Browser, type Page } from '@playwright/test';
import { violations, type Theme } from './axe.js';
import {
  apiAs,
  createMonitor,
  signInAs,
  signUpOverHttp,
  startTarget,
  type Account,
} from './fixtures.js';
import { urlsInText } from './links.js';
import { waitForMail } from './mail.js';

/** A visitor of the public page, in a browser of their own, in `theme` and with or without script. */
async function visitor(browser: Browser, options: { theme?: Theme; script?: boolean } = {}) {
  const context = await browser.newContext({
    colorScheme: options.theme ?? 'light',
    javaScriptEnabled: options.script ?? true,
  });
  return context.newPage();
}

/** Reloads the public page until it says `text`: a change reaches the page within a second or so. */
async function waitForText(page: Page, url: string, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto(url);
        return page.locator('main').first().innerText();
      },
      { timeout: 60_000, message: `the banner "${text}" at ${url}` },
    )
    .toContain(text);
}

test.describe('public status pages', () => {
  test.setTimeout(180_000);

  let owner: Account;
  test.beforeAll(async ({ baseURL }) => {
    owner = await signUpOverHttp(baseURL!);
  });

  test('a page is made in the dashboard, follows its monitor, and reads the same without script', async ({
    page,
    browser,
    baseURL,
  }) => {
    const target = await startTarget();
    const api = await apiAs(baseURL!, owner);
    await createMonitor(api, { name: 'Checkout backend', url: target.url });

    await signInAs(page, owner);
    await page.goto('/dashboard/status-pages');
    await page.getByRole('button', { name: 'New status page' }).first().click();
    const slug = `acme-${Date.now()}`;
    await page.getByLabel('Name').fill('Acme status');
    await page.getByLabel('Address').fill(slug);
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme status' })).toBeVisible();

    await page.getByLabel('Monitor to add to the top of the page').selectOption({
      label: 'Checkout backend',
    });
    await page.getByRole('button', { name: 'Add the monitor to the top of the page' }).click();
    const row = page.getByRole('listitem', { name: 'Checkout backend' });
    await row.getByLabel('Public name').fill('Checkout');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved', { exact: true })).toBeVisible();

    const url = `${baseURL}/s/${slug}`;
    const reader = await visitor(browser);
    await waitForText(reader, url, 'All systems operational');
    const body = await reader.content();
    expect(body).toContain('Checkout');
    // The monitor's own name and its target are the workspace's, never the public's.
    expect(body).not.toContain('Checkout backend');
    expect(body).not.toContain(target.url);

    target.state.healthy = false;
    await waitForText(reader, url, 'Major outage');
    const scriptless = await visitor(browser, { script: false });
    await scriptless.goto(url);
    await expect(scriptless.locator('main')).toContainText('Major outage');
    await expect(scriptless.getByText('Checkout', { exact: true })).toBeVisible();

    // The team tells the public: an incident, then an update, from the page's editor.
    await page.getByRole('button', { name: 'Post an incident' }).click();
    const incident = page.getByRole('form', { name: 'Post an incident' });
    await incident.getByLabel('Title').fill('Checkout is failing');
    await incident.getByRole('checkbox', { name: 'Checkout' }).check();
    await incident
      .getByLabel('Message')
      .fill('Payments **fail** for most people. <script>alert(1)</script>');
    await incident.getByRole('button', { name: 'Post the incident' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add an update to Checkout is failing' }).click();
    const update = page.getByRole('form', { name: 'Add an update to Checkout is failing' });
    await update.getByLabel('Status').selectOption({ label: 'Identified' });
    await update.getByLabel('Message').fill('A certificate expired; a new one is on its way.');
    await update.getByRole('button', { name: 'Post the update' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    for (const reading of [reader, scriptless]) {
      await waitForText(reading, url, 'A certificate expired; a new one is on its way.');
      const post = reading.locator('article', { hasText: 'Checkout is failing' });
      await expect(post).toContainText('A certificate expired; a new one is on its way.');
      await expect(post.locator('strong', { hasText: 'fail' })).toBeVisible();
      await expect(post).toContainText('Identified');
      await expect(post).toContainText('Investigating');
    }
    // Markup in the text is shown as text, never run.
    expect(await reader.locator('article script').count()).toBe(0);

    for (const theme of ['light', 'dark'] as const) {
      const themed = await visitor(browser, { theme });
      await themed.goto(url);
      expect(await violations(themed, `status page (${theme})`, theme)).toEqual([]);
      await themed.context().close();
    }
    await Promise.all([reader.context().close(), scriptless.context().close()]);
    await target.stop();
  });

  test("a visitor without script subscribes by email, confirms, gets the team's update and unsubscribes from its link", async ({
    page,
    browser,
    baseURL,
  }) => {
    const api = await apiAs(baseURL!, owner);
    const target = await startTarget();
    const monitorId = await createMonitor(api, { name: 'Search backend', url: target.url });
    const slug = `mail-${Date.now()}`;
    const made = await api.post('/api/v1/status-pages', { data: { name: 'Mailing status', slug } });
    expect(made.status(), await made.text()).toBe(201);
    const { id: pageId } = (await made.json()) as { id: string };
    const laid = await api.put(`/api/v1/status-pages/${pageId}/layout`, {
      data: { components: [{ monitorId, publicName: 'Search' }], sections: [] },
    });
    expect(laid.status(), await laid.text()).toBe(200);

    // The visitor finds the form from the page itself, with script off.
    const url = `${baseURL}/s/${slug}`;
    const email = `reader-${Date.now()}@example.com`;
    const visitorPage = await visitor(browser, { script: false });
    await visitorPage.goto(url);
    await visitorPage.getByRole('link', { name: 'Subscribe to updates' }).click();
    await visitorPage.getByLabel('Email address').fill(email);
    await visitorPage.getByRole('button', { name: 'Subscribe by email' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // Double opt-in: opening the link only shows a button; pressing it confirms.
    const confirmation = await waitForMail(email, /^Confirm your subscription to Mailing status/);
    const confirmUrl = urlsInText(confirmation.text).find((u) => u.includes('/subscribe/confirm'));
    expect(confirmUrl, confirmation.text).toBeTruthy();
    await visitorPage.goto(confirmUrl!);
    await visitorPage.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(
      visitorPage.getByText(`${email} receives Mailing status's status updates`),
    ).toBeVisible();

    await signInAs(page, owner);
    await page.goto(`/dashboard/status-pages/${pageId}`);
    const subscribers = page.getByRole('region', { name: 'Subscribers' });
    await expect(subscribers.getByRole('row', { name: new RegExp(email) })).toContainText(
      'Confirmed',
    );

    // The team posts; the subscriber's mail carries the text and a working unsubscribe link.
    const posted = await api.post(`/api/v1/status-pages/${pageId}/posts`, {
      data: {
        kind: 'incident',
        title: 'Search is slow',
        impact: 'minor',
        body: 'Results take **seconds** to show.',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const update = await waitForMail(email, /^\[Mailing status\] Search is slow/, 60_000);
    expect(update.text).toContain('Results take');
    expect(update.html).toContain('<strong>seconds</strong>');
    const links = urlsInText(update.text);
    expect(links).toContain(url);
    const unsubscribeUrl = links.find((u) => u.includes('/unsubscribe'));
    expect(unsubscribeUrl, update.text).toBeTruthy();
    await visitorPage.goto(unsubscribeUrl!);
    await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

    // The address is gone from the workspace's list, and the link has done its work.
    await page.reload();
    await expect(subscribers.getByText('Nobody has subscribed yet.')).toBeVisible();
    await visitorPage.goto(unsubscribeUrl!);
    await visitorPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      visitorPage.getByRole('heading', { name: 'This link does not work' }),
    ).toBeVisible();

    await visitorPage.context().close();
    await target.stop();
  });
});
