import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkPages, closeThemedPages, themedPages, themes, type ThemedPages } from './axe.js';
import { signInAs, signUpOverHttp, startTarget, type Account } from './fixtures.js';

// The public pages and the documentation are checked in a11y-site.spec.ts.

let account: Account;
const targets: Awaited<ReturnType<typeof startTarget>>[] = [];
let monitorId = '';
let incidentId = '';

test.beforeAll(async ({ browser }) => {
  account = await signUpOverHttp(test.info().project.use.baseURL!);
  const [up, down] = [await startTarget(), await startTarget()];
  down.state.healthy = false;
  targets.push(up, down);
  // One monitor up and one failing its first check, so the list, the detail page and the
  // incident pages show real data, and a channel for the channels tab.
  // These requests change things, so they say they come from the instance, as a page would.
  const context = await browser.newContext({
    extraHTTPHeaders: { origin: test.info().project.use.baseURL! },
  });
  await context.addCookies(account.cookies);
  const create = async (name: string, url: string) => {
    const response = await context.request.post('/api/v1/monitors', {
      data: { type: 'http', name, url, intervalSeconds: 10, timeoutSeconds: 5, confirmations: 1 },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  monitorId = await create('Checkout API', down.url);
  await create('Shop', up.url);
  // One channel to list, and one per theme to delete for a toast.
  for (const name of ['On-call mail', ...themes.map((theme) => `Pager ${theme}`)]) {
    const channel = await context.request.post('/api/v1/channels', {
      data: { kind: 'email', name, config: { to: ['oncall@example.com'] } },
    });
    expect(channel.status(), await channel.text()).toBe(201);
  }
  // The failing monitor's first check opens an incident within its 10 s interval.
  await expect
    .poll(
      async () => {
        const response = await context.request.get('/api/v1/incidents');
        incidentId = ((await response.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
        return incidentId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await context.close();
});

test.afterAll(async () => {
  await Promise.all(targets.map((target) => target.stop()));
});

/** The dashboard's pages, by a name for the test and the address once the data exists. */
const dashboardPages: [string, () => string][] = [
  ['the monitors', () => '/dashboard'],
  ['a new monitor', () => '/dashboard/monitors/new'],
  ['a failing monitor', () => `/dashboard/monitors/${monitorId}`],
  ['editing a monitor', () => `/dashboard/monitors/${monitorId}/edit`],
  ['the incidents', () => '/dashboard/incidents'],
  ['an open incident', () => `/dashboard/incidents/${incidentId}`],
  ['analytics', () => '/dashboard/analytics'],
  ['the notifications', () => '/dashboard/notifications'],
  ['the channels', () => '/dashboard/notifications?tab=channels'],
  ['maintenance', () => '/dashboard/maintenance'],
  ['testing', () => '/dashboard/testing'],
  ['settings', () => '/dashboard/settings'],
  ['billing', () => '/dashboard/billing'],
  ['fixing a subscription', () => '/dashboard/fix-subscription'],
];

test.describe('axe: no serious or critical violations, light and dark, desktop', () => {
  // The signed-in user's pages, kept from one test to the next.
  let pages: ThemedPages | undefined;
  test.beforeAll(async ({ browser }) => {
    pages = await themedPages(browser, { account });
  });
  test.afterAll(() => closeThemedPages(pages));

  for (const [name, path] of dashboardPages) {
    test(`on ${name}, with monitors, an incident and a channel`, async () => {
      await checkPages(pages!, [path()]);
    });
  }

  test('on the open user menu', async () => {
    await checkPages(pages!, [
      {
        path: '/dashboard',
        state: 'user menu open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open user menu' }).click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      },
    ]);
  });

  test('on the Add channel dialog and a toast', async () => {
    await checkPages(pages!, [
      {
        path: '/dashboard/notifications?tab=channels',
        state: 'Add channel dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Add channel' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
      {
        path: '/dashboard/notifications?tab=channels',
        state: 'toast',
        open: async (page, theme) => {
          await page.getByRole('button', { name: `Delete Pager ${theme}` }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'Delete channel' }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
          await expect(
            page.getByRole('listitem').filter({ hasText: 'Channel deleted' }),
          ).toBeVisible();
        },
      },
    ]);
  });
});

/** Presses Tab and expects focus on `target`. */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('keyboard', () => {
  test('Tab reaches the skip link, the header links, the theme control and the user menu, which arrow keys walk and Escape closes', async ({
    page,
  }) => {
    await signInAs(page, account);
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    const avatar = header.getByRole('button', { name: 'Open user menu' });
    await expect(avatar).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await tabTo(page, header.getByRole('link', { name: 'Tocsin' }));
    await tabTo(page, header.getByRole('link', { name: 'Monitors' }));
    await tabTo(page, header.getByRole('link', { name: 'Analytics' }));
    await tabTo(page, header.getByRole('link', { name: /^Notifications/ }));
    await tabTo(page, header.getByRole('button', { name: 'Switch to dark theme' }));
    await tabTo(page, avatar);

    const menu = page.getByRole('menu');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Billing' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test('the skip link moves the keyboard past the header to the page content', async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens, its links are reached with Tab, Escape closes it and Enter follows a link', async ({
      page,
    }) => {
      await page.goto('/features');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeVisible();
      await tabTo(page, page.getByRole('link', { name: 'Skip to content' }));
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Tocsin' }));
      await tabTo(page, toggle);

      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole('link', { name: 'Pricing' }));
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.keyboard.press('Space');
      await tabTo(page, menu.getByRole('link', { name: 'Pricing' }));
      await tabTo(page, menu.getByRole('link', { name: 'Log In' }));
      await tabTo(page, menu.getByRole('link', { name: 'Get Started' }));
      await page.keyboard.press('Shift+Tab');
      await expect(menu.getByRole('link', { name: 'Log In' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(menu).toBeHidden();
    });
  });

  test('the login form is filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeVisible();
    // Through the header to the first field; a handful of stops, never the mouse.
    for (
      let stops = 0;
      stops < 10 && !(await email.evaluate((el) => el === document.activeElement));
      stops += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(account.password);
    await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await tabTo(page, page.getByRole('link', { name: 'Forgot your password?' }));
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  });
});
