import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiAs,
  createMonitor,
  signInAs,
  signUpOverHttp,
  startTarget,
  type Account,
} from './fixtures.js';

/** A status page of `account` with no components; answers its id. */
async function newStatusPage(api: APIRequestContext, name: string) {
  const response = await api.post('/api/v1/status-pages', {
    data: { name, slug: `editor-${Date.now()}-${Math.floor(Math.random() * 1000)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Adds `count` monitors to the top of the page, the first ones the editor offers. */
async function addComponents(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.getByLabel('Monitor to add to the top of the page').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add the monitor to the top of the page' }).click();
  }
  await expect(
    page.getByRole('list', { name: 'Components at the top of the page' }).getByRole('listitem'),
  ).toHaveCount(count);
}

/** The link back to the list above the page's heading (the first is the dashboard's menu). */
const backLink = (page: Page) => page.getByRole('link', { name: 'Status pages' }).last();

/** The WCAG contrast ratio of two CSS colours, as the browser paints them. */
function contrast(page: Page, foreground: string, background: string) {
  return page.evaluate(
    ([fg, bg]: [string, string]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const luminance = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [one, other] = [luminance(fg), luminance(bg)];
      return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
    },
    [foreground, background] as [string, string],
  );
}

test.describe('the status page editor', () => {
  test.setTimeout(120_000);

  let owner: Account;
  let api: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    owner = await signUpOverHttp(baseURL!);
    api = await apiAs(baseURL!, owner);
    const target = await startTarget();
    for (let i = 1; i <= 7; i++)
      await createMonitor(api, { name: `Service ${i}`, url: target.url });
  });

  test('asks before leaving with components not saved: staying keeps them, and once saved it lets go', async ({
    page,
  }) => {
    const id = await newStatusPage(api, 'Unsaved layout');
    await signInAs(page, owner);
    await page.goto('/dashboard/status-pages');
    await page.getByRole('link', { name: 'Unsaved layout' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Unsaved layout' })).toBeVisible();
    await addComponents(page, 7);
    const components = page
      .getByRole('list', { name: 'Components at the top of the page' })
      .getByRole('listitem');

    // The back link within the app: asked, and staying keeps the seven.
    await backLink(page).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/dashboard/status-pages/${id}$`));
    await expect(components).toHaveCount(7);

    // The browser's back button: asked too.
    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/status-pages/${id}$`));
    await expect(components).toHaveCount(7);

    // Closing the tab or reloading: the browser's own question, which staying answers.
    const unload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await unload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(components).toHaveCount(7);

    // Saved: leaving asks nothing, and the list counts the seven.
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved', { exact: true })).toBeVisible();
    await backLink(page).click();
    await expect(page).toHaveURL(/\/dashboard\/status-pages$/);
    await expect(ask).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Unsaved layout/ })).toContainText('7 components');
  });

  test('asks before leaving with settings not saved, and not after deleting the page', async ({
    page,
  }) => {
    const id = await newStatusPage(api, 'Unsaved settings');
    await signInAs(page, owner);
    await page.goto(`/dashboard/status-pages/${id}`);
    const settings = page.getByRole('form', { name: 'Page settings' });
    await settings.getByLabel('Footer text', { exact: false }).fill('Run by the ops team');
    await backLink(page).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(settings.getByLabel('Footer text', { exact: false })).toHaveValue(
      'Run by the ops team',
    );

    await addComponents(page, 1);
    await page.getByRole('button', { name: 'Delete page' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Unsaved settings?' })
      .getByRole('button', { name: 'Delete page' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/status-pages$/);
    await expect(ask).toHaveCount(0);
  });

  test('in the dark theme, component cards are dark and their labels read on them', async ({
    browser,
  }) => {
    const id = await newStatusPage(api, 'Dark cards');
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAs(page, owner);
    await page.goto(`/dashboard/status-pages/${id}`);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await addComponents(page, 1);
    const card = page
      .getByRole('list', { name: 'Components at the top of the page' })
      .getByRole('listitem')
      .first();
    const background = await card.evaluate((el) => getComputedStyle(el).backgroundColor);
    for (const label of [
      card.getByText('Public name', { exact: true }),
      card.getByText('When it fails', { exact: true }),
      card.getByText('Show its response time', { exact: true }),
      card.getByText('Monitor:', { exact: false }),
    ]) {
      const color = await label.evaluate((el) => getComputedStyle(el).color);
      expect(await contrast(page, color, background), `${color} on ${background}`).toBeGreaterThan(
        4.5,
      );
    }
    // The card is a dark surface, as the page around it is.
    expect(await contrast(page, background, '#000')).toBeLessThan(3);
    await context.close();
  });
});
