import { availableParallelism } from 'node:os';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { animationsDone, settle, themes, violations, type Theme } from './axe.js';
import { isServerPage, publicPages } from '../../../packages/contract/src/site.js';
import { signInAs, signUpOverHttp, startTarget, type Account } from './fixtures.js';

/**
 * Addresses that render the module of another page with the same markup (site-rules.spec checks
 * that they do): axe would only repeat that page's results, at a cost the suite feels.
 */
const aliases = new Set([
  '/help',
  '/community',
  '/webinars',
  '/case-studies',
  '/cookies',
  '/gdpr',
  '/security',
]);

/** A page to check, and what to open on it first (a menu, a dialog) if not the page itself. */
interface Visit {
  path: string;
  state?: string;
  open?: (page: Page, theme: Theme) => Promise<void>;
}

/**
 * A page whose context stores `theme` before any script runs, as a returning visitor's has, on a
 * system in the same colour scheme: the pages the server makes follow the system's.
 */
async function themedPage(
  browser: Browser,
  theme: Theme,
  { account, viewport }: CheckOptions,
): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: theme,
    ...(viewport ? { viewport } : {}),
  });
  if (account) await context.addCookies(account.cookies);
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context.newPage();
}

async function checkVisit(page: Page, visit: Visit, theme: Theme): Promise<string[]> {
  const label = `${visit.path}${visit.state ? ` (${visit.state})` : ''} [${theme}]`;
  return test.step(label, async () => {
    const problems: string[] = [];
    await page.goto(visit.path);
    await settle(page);
    // A page that drops the stored theme would be checked in the wrong colours. The app marks
    // its dark theme with a class; a page the server makes has only its background to tell.
    const dark = isServerPage(visit.path)
      ? await page.evaluate(() => {
          const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!;
          return Number(r) + Number(g) + Number(b) < 3 * 128;
        })
      : await page.evaluate(() => document.documentElement.classList.contains('dark'));
    if (dark !== (theme === 'dark')) {
      problems.push(`${label}: shows the ${dark ? 'dark' : 'light'} theme once loaded`);
    }
    if (visit.open) {
      await visit.open(page, theme);
      await animationsDone(page);
    }
    return [...problems, ...(await violations(page, label, theme))];
  });
}

interface CheckOptions {
  account?: Account;
  viewport?: { width: number; height: number };
}

/**
 * Checks every visit in both themes, a few pages side by side (axe is most of the suite's time):
 * one lane per spare core, each taking the next page and theme from a shared queue.
 */
async function checkPages(
  browser: Browser,
  visits: (string | Visit)[],
  options: CheckOptions = {},
) {
  const jobs = visits.flatMap((visit) =>
    themes.map((theme) => ({ visit: typeof visit === 'string' ? { path: visit } : visit, theme })),
  );
  const lanes = Math.min(jobs.length, Math.max(2, availableParallelism() - 1));
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const pages = new Map<Theme, Page>();
      try {
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          let page = pages.get(job.theme);
          if (!page) {
            page = await themedPage(browser, job.theme, options);
            pages.set(job.theme, page);
          }
          problems.push(...(await checkVisit(page, job.visit, job.theme)));
        }
      } finally {
        await Promise.all([...pages.values()].map((page) => page.context().close()));
      }
    }),
  );
  expect(problems, problems.join('\n')).toEqual([]);
}

/** The documentation topics and blog posts that /documentation and /blog link to. */
async function linkedArticles(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  const found = new Set<string>();
  try {
    for (const index of ['/documentation', '/blog']) {
      await page.goto(index);
      const links = page.locator(`main a[href^="${index}/"]`);
      for (const href of await links.evaluateAll((all) =>
        all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      )) {
        found.add(href);
      }
    }
  } finally {
    await page.close();
  }
  return [...found];
}

let account: Account;
const targets: Awaited<ReturnType<typeof startTarget>>[] = [];
let monitorId = '';

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
  await context.close();
});

test.afterAll(async () => {
  await Promise.all(targets.map((target) => target.stop()));
});

test.describe('axe: no serious or critical violations, light and dark, desktop', () => {
  test.describe.configure({ timeout: 150_000 });

  test('on every public page', async ({ browser }) => {
    await checkPages(
      browser,
      publicPages.filter((path) => !aliases.has(path)),
    );
  });

  test('on every documentation topic and blog post', async ({ browser }) => {
    await checkPages(browser, await linkedArticles(browser));
  });

  test('on every dashboard page, with monitors, an incident and a channel', async ({
    browser,
    page,
  }) => {
    await signInAs(page, account);
    // The failing monitor's first check opens an incident within its 10 s interval.
    let incident = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/v1/incidents');
          incident = ((await response.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
          return incident;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    await checkPages(
      browser,
      [
        '/dashboard',
        '/dashboard/monitors/new',
        `/dashboard/monitors/${monitorId}`,
        `/dashboard/monitors/${monitorId}/edit`,
        '/dashboard/incidents',
        `/dashboard/incidents/${incident}`,
        '/dashboard/analytics',
        '/dashboard/notifications',
        '/dashboard/notifications?tab=channels',
        '/dashboard/maintenance',
        '/dashboard/testing',
        '/dashboard/settings',
        '/dashboard/billing',
        '/dashboard/fix-subscription',
      ],
      { account },
    );
  });

  test('on the open user menu, a dialog, a toast and the mobile menu', async ({ browser }) => {
    await checkPages(
      browser,
      [
        {
          path: '/dashboard',
          state: 'user menu open',
          open: async (page) => {
            await page.getByRole('button', { name: 'Open user menu' }).click();
            await expect(page.getByRole('menu')).toBeVisible();
          },
        },
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
      ],
      { account },
    );
    await checkPages(
      browser,
      [
        {
          path: '/features',
          state: 'mobile menu open',
          open: async (page) => {
            await page.getByRole('button', { name: 'Open menu' }).click();
            await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
          },
        },
      ],
      { viewport: { width: 390, height: 844 } },
    );
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
