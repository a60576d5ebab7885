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
});
