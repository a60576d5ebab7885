import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  formPages,
  prerenderedPages,
  publicPages,
  serverPages,
} from '../../../packages/contract/src/site.js';
import { photo, signInAs, signInOverHttp, signUpOverHttp, type Account } from './fixtures.js';

// The seed's UI rules (spec sections 2, 4 and 9), checked as a person using the site notices them.

let account: Account;

test.beforeAll(async () => {
  account = await signUpOverHttp(test.info().project.use.baseURL!);
});

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

/** Two frames: the scroll event has been handled and React has rendered what it changed. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** Each link, found by its name, leads where it should. */
async function expectLinks(scope: Locator, links: [name: string, href: string][]) {
  for (const [name, href] of links) {
    await expect(scope.getByRole('link', { name }), name).toHaveAttribute('href', href);
  }
}

/**
 * Waits for the header to show the visitor's links: the app knows no one is signed in, or the
 * page is a visitor page.
 */
async function visitorReady(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
}

test.describe('header', () => {
  // /features runs the app; / is the visitor page with its own small script.
  for (const path of ['/features', '/']) {
    test(`is sticky, turns opaque with a blur past 12 px and transparent again only below 4 px (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await visitorReady(page);
      const bar = page.getByRole('banner');
      const transparent = 'rgba(0, 0, 0, 0)';
      await expect(bar).toHaveCSS('position', 'sticky');
      await expect(bar).toHaveAttribute('data-scrolled', 'false');
      await expect(bar).toHaveCSS('background-color', transparent);

      await scrollTo(page, 12);
      await nextFrames(page);
      await expect(bar).toHaveAttribute('data-scrolled', 'false');

      await scrollTo(page, 13);
      await expect(bar).toHaveAttribute('data-scrolled', 'true');
      await expect(bar).not.toHaveCSS('background-color', transparent);
      await expect(bar).toHaveCSS('backdrop-filter', /blur\(/);

      for (const y of [8, 4]) {
        await scrollTo(page, y);
        await nextFrames(page);
        await expect(bar, `still opaque at ${y} px`).toHaveAttribute('data-scrolled', 'true');
      }

      await scrollTo(page, 3);
      await expect(bar).toHaveAttribute('data-scrolled', 'false');
      await expect(bar).toHaveCSS('background-color', transparent);

      await scrollTo(page, 800);
      await expect(bar).toHaveAttribute('data-scrolled', 'true');
      expect((await bar.boundingBox())?.y).toBe(0);
    });
  }

  test('shows a skeleton until the session is known', async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/session', async (route) => {
      await answered;
      await route.continue();
    });
    // A page the browser renders (not prerendered), so the skeleton can only come from the app.
    await page.goto('/login');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('status', { name: 'Loading account' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    answer();
    await expect(bar.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(bar.getByRole('status', { name: 'Loading account' })).toHaveCount(0);
  });

  test('a visitor on a wide screen has Pricing, Login and Get Started', async ({ page }) => {
    await page.goto('/');
    await visitorReady(page);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await bar.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });

  test('signed in on a desktop: Monitors, Analytics, the bell, the theme control and the user menu', async ({
    page,
  }) => {
    await signInAs(page, account);
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Monitors' })).toHaveAttribute('href', '/dashboard');
    await expect(bar.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
    await expect(bar.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    await expect(bar.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    const main = page.getByRole('main');
    await expectLinks(main, [
      ['View Dashboard', '/dashboard'],
      ['Go to Dashboard', '/dashboard'],
      ['Upgrade Plan', '/dashboard/billing'],
    ]);
    await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
    await expect(main).not.toContainText('No credit card required • Cancel anytime');
  });
});

test('a visitor on the landing page gets its HTML and a few lines of inline script, not the app', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Never Miss a Site Downtime Again' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(2);
  await expectLinks(main, [
    ['View Pricing', '/pricing'],
    ['Compare Plans', '/pricing'],
  ]);
  for (const link of await main.getByRole('link', { name: 'Start Free Trial' }).all()) {
    await expect(link).toHaveAttribute('href', '/signup');
  }
  await expect(main).toContainText('14-day free trial • No credit card required • Cancel anytime');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // The next page is the app, as usual.
  await main.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('radiogroup', { name: /billing/i })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test.describe('mobile menu, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/features', '/']) {
    test(`a visitor gets Pricing, Log In and Get Started; Escape or following one closes the menu (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(bar.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await bar.getByRole('button', { name: 'Open menu' }).click();
      await expect(bar.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await menu.getByRole('link', { name: 'Pricing' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(bar.getByRole('button', { name: 'Open menu' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('link')).toHaveText(['Pricing', 'Log In', 'Get Started']);
      await expect(menu.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
      await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/signup',
      );
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(bar.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  }

  test('signed in: Monitors, Analytics, Notifications, Settings and Billing; following one closes the menu', async ({
    page,
  }) => {
    await signInAs(page, account);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText([
      'Monitors',
      'Analytics',
      'Notifications',
      'Settings',
      'Billing',
    ]);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/dashboard',
      '/dashboard/analytics',
      '/dashboard/notifications',
      '/dashboard/settings',
      '/dashboard/billing',
    ]);
    await menu.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('user menu', () => {
  test('opens on the avatar with a 0.1 s fade, shows who is signed in and the five items, and closes on Escape, outside clicks and a choice', async ({
    page,
  }) => {
    await signInAs(page, account);
    await page.goto('/dashboard');
    const avatar = page.getByRole('button', { name: 'Open user menu' });
    const menu = page.getByRole('menu');

    await avatar.click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS('animation-duration', '0.1s');
    await expect(menu).toContainText('Grace Hopper');
    await expect(menu).toContainText(account.email);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Settings',
      'Billing',
      'Notifications',
      'Log out',
    ]);
    for (const [item, href] of [
      ['Dashboard', '/dashboard'],
      ['Settings', '/dashboard/settings'],
      ['Billing', '/dashboard/billing'],
      ['Notifications', '/dashboard/notifications'],
    ]) {
      await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute('href', href!);
    }
    // Closing fades out over 0.1 s too; the browser reports each animation as it starts.
    await page.evaluate(() => {
      const started = new Promise<string>((resolve) =>
        document.addEventListener('animationstart', (event) => {
          if (event.animationName === 'fade-out')
            resolve(getComputedStyle(event.target as Element).animationDuration);
        }),
      );
      Object.assign(window, { fadeOut: started });
    });
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { fadeOut: Promise<string> }).fadeOut),
    ).toBe('0.1s');
    await expect(menu).toBeHidden();

    // Pressed again while it fades out, the avatar opens the menu, which then stays open.
    await avatar.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await avatar.click();
    // Once the fade-out has run its course, the menu is still open.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a instanceof CSSAnimation && a.animationName === 'fade-out').length,
        ),
      )
      .toBe(0);
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    await avatar.click();
    await menu.getByRole('menuitem', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('Log out signs out and brings the visitor header back', async ({ page, baseURL }) => {
    // A session of its own: signing out must not end the one the other tests share.
    await signInAs(page, await signInOverHttp(baseURL!, account));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await visitorReady(page);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('the avatar shows the photo, or up to two uppercase initials when it fails to load; U and User without a name', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, account);
    const avatar = page.getByRole('button', { name: 'Open user menu' });
    const updateProfile = async (data: Record<string, unknown>) =>
      expect(
        (await page.request.patch('/api/v1/me', { data, headers: { origin: baseURL! } })).status(),
      ).toBe(200);
    const headers = { origin: baseURL! };
    try {
      const uploaded = await page.request.put('/api/v1/me/avatar', {
        data: await photo(),
        headers: { ...headers, 'content-type': 'image/jpeg' },
      });
      expect(uploaded.status()).toBe(200);
      await page.goto('/dashboard');
      await expect(avatar.locator('img')).toBeVisible();
      await expect(avatar.getByText('GH', { exact: true })).toHaveCount(0);

      // The photo cannot load.
      await page.route('**/api/v1/avatars/**', (route) => route.abort());
      await updateProfile({ displayName: 'grace brewster hopper' });
      const failed = page.waitForEvent('requestfailed', (request) =>
        request.url().includes('/api/v1/avatars/'),
      );
      await page.goto('/dashboard');
      await failed;
      await expect(avatar.getByText('GB', { exact: true })).toBeVisible();
      await expect(avatar.locator('img')).toHaveCount(0);
    } finally {
      await page.unroute('**/api/v1/avatars/**');
      await updateProfile({ displayName: 'Grace Hopper' });
      expect((await page.request.delete('/api/v1/me/avatar', { headers })).status()).toBe(200);
    }

    // The server fills an empty display name from the account's name, so only a profile without
    // any name reaches this fallback; the answer is edited on its way to the page.
    await page.route('**/api/v1/session', async (route) => {
      const response = await route.fetch();
      const { me } = await response.json();
      await route.fulfill({
        response,
        json: { me: { ...me, profile: { ...me.profile, displayName: '' } } },
      });
    });
    await page.goto('/dashboard');
    await expect(avatar.getByText('U', { exact: true })).toBeVisible();
    await avatar.click();
    await expect(page.getByRole('menu').getByText('User', { exact: true })).toBeVisible();
  });
});

test.describe('theme', () => {
  /** Records <html>'s classes when the HTML has been parsed, before any module script has run. */
  async function recordClassBeforeScripts(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          Object.assign(window, { classBeforeScripts: document.documentElement.className });
        }
      });
    });
  }
  const classBeforeScripts = (page: Page) =>
    page.evaluate(() => (window as unknown as { classBeforeScripts: string }).classBeforeScripts);
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

  for (const path of ['/features', '/']) {
    test(`follows the operating system from the first paint, and live while it is System (${path})`, async ({
      page,
    }) => {
      const html = page.locator('html');
      await recordClassBeforeScripts(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      expect(await classBeforeScripts(page)).toMatch(/\bdark\b/);
      await visitorReady(page);
      await expect(html).toHaveClass(/\bdark\b/);
      await expect(html).toHaveCSS('color-scheme', 'dark');
      const choice = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' });
      await expect(choice.getByRole('radio', { name: 'System' })).toHaveAttribute(
        'aria-checked',
        'true',
      );

      await page.emulateMedia({ colorScheme: 'light' });
      await expect(html).not.toHaveClass(/\bdark\b/);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(html).toHaveClass(/\bdark\b/);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      expect(await classBeforeScripts(page)).not.toMatch(/\bdark\b/);
    });
  }

  test('the header toggle flips the theme, stores it, and the choice outlasts a reload and the OS', async ({
    page,
  }) => {
    const html = page.locator('html');
    const bar = page.getByRole('banner');
    await signInAs(page, account);
    await recordClassBeforeScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard');
    await bar.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await expect(bar.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.reload();
    expect(await classBeforeScripts(page)).toMatch(/\bdark\b/);
    await expect(bar.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'dark' });
    await bar.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('light');
    await page.reload();
    expect(await classBeforeScripts(page)).not.toMatch(/\bdark\b/);
    await expect(bar.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('the footer and Settings offer Light, Dark and System; System follows the OS again', async ({
    page,
  }) => {
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/features');
    const footerChoice = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' });
    await expect(footerChoice.getByRole('radio')).toHaveText(['Light', 'Dark', 'System']);
    await footerChoice.getByRole('radio', { name: 'Light' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('light');
    await footerChoice.getByRole('radio', { name: 'System' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('system');

    // The same on the visitor page, whose script works the control; the choice carries over.
    await footerChoice.getByRole('radio', { name: 'Light' }).click();
    await page.goto('/');
    const landingChoice = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' });
    await expect(landingChoice.getByRole('radio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(html).not.toHaveClass(/\bdark\b/);
    await landingChoice.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(landingChoice.getByRole('radio', { name: 'Dark' })).toBeFocused();
    await expect(landingChoice.getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await page.keyboard.press('ArrowRight');
    expect(await stored(page)).toBe('system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);

    await signInAs(page, account);
    await page.goto('/dashboard/settings');
    const settingsChoice = page
      .getByRole('region', { name: 'Appearance' })
      .getByRole('radiogroup', { name: 'Theme' });
    await expect(settingsChoice.getByRole('radio')).toHaveText(['Light', 'Dark', 'System']);
    await expect(settingsChoice.getByRole('radio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await settingsChoice.getByRole('radio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await stored(page)).toBe('dark');
    await settingsChoice.getByRole('radio', { name: 'System' }).click();
    expect(await stored(page)).toBe('system');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
  });
});

test.describe('footer', () => {
  const columns: Record<string, [string, string][]> = {
    Product: [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['API Documentation', '/api-docs'],
      ['Integrations', '/integrations'],
      ['Status Page', '/status'],
    ],
    Company: [
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Careers', '/careers'],
      ['Press Kit', '/press'],
      ['Contact', '/contact'],
    ],
    Resources: [
      ['Documentation', '/documentation'],
      ['Help Center', '/help'],
      ['Community', '/community'],
      ['Webinars', '/webinars'],
      ['Case Studies', '/case-studies'],
    ],
    Legal: [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['GDPR', '/gdpr'],
      ['Security', '/security'],
    ],
  };

  test('has the four columns, the contacts, the social links and the current year; the dashboard has none', async ({
    page,
  }) => {
    // A year the build never saw: the line must come from the visitor's clock.
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(
      '© 2031 Tocsin. All rights reserved.',
    );
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const [title, links] of Object.entries(columns)) {
      const column = footer.getByRole('navigation', { name: title });
      await expect(column.getByRole('heading')).toHaveText(title);
      await expect(column.getByRole('link')).toHaveText(links.map(([label]) => label));
      expect(
        await column.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
      ).toEqual(links.map(([, href]) => href));
    }
    await expect(footer.getByRole('link', { name: 'support@tocsin.app' })).toHaveAttribute(
      'href',
      'mailto:support@tocsin.app',
    );
    await expect(footer.getByRole('link', { name: /^\+[\d ]+$/ })).toHaveAttribute(
      'href',
      /^tel:\+\d+$/,
    );
    await expect(footer.locator('address')).toContainText('Berlin');
    await expect(footer.getByRole('link', { name: 'Tocsin on X' })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\//,
    );
    await expect(footer.getByRole('link', { name: 'Tocsin on LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\//,
    );
    await expect(footer.getByRole('link', { name: 'Tocsin on GitHub' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\//,
    );
    await expect(footer).toContainText('© 2031 Tocsin. All rights reserved.');

    // The server makes the status page: the link loads it rather than the app routing to it.
    await footer.getByRole('link', { name: 'Status Page' }).click();
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tocsin status');
    await expect(page.getByRole('status')).toHaveText(
      /^(All systems operational|Degraded performance|Partial outage|Major outage)$/,
    );

    await signInAs(page, account);
    for (const path of ['/dashboard', '/dashboard/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});

test('the aliases show their page under their own titles', async ({ page }) => {
  const aliases: [string, string, [string, string][]][] = [
    [
      '/documentation',
      'Documentation',
      [
        ['/help', 'Help Center'],
        ['/community', 'Community'],
        ['/webinars', 'Webinars'],
      ],
    ],
    ['/blog', 'Blog', [['/case-studies', 'Case Studies']]],
    [
      '/privacy',
      'Privacy Policy',
      [
        ['/cookies', 'Cookie Policy'],
        ['/gdpr', 'GDPR'],
        ['/security', 'Security'],
      ],
    ],
  ];
  // The page's sections (or, for the case studies, some of the blog's posts) under another name.
  const sections = () =>
    page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  for (const [path, title, others] of aliases) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Tocsin`);
    const original = await sections();
    expect(original.length, path).toBeGreaterThan(0);
    for (const [alias, aliasTitle] of others) {
      await page.goto(alias);
      await expect(page).toHaveTitle(`${aliasTitle} | Tocsin`);
      expect(new URL(page.url()).pathname).toBe(alias);
      const shown = await sections();
      expect(shown.length, alias).toBeGreaterThan(0);
      expect(original, alias).toEqual(expect.arrayContaining(shown));
    }
  }
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/features');
  await visitorReady(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a toast is announced, shows its time running out, and closes itself after 5 s', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, account);
  const created = await page.request.post('/api/v1/channels', {
    data: { kind: 'email', name: 'Night shift', config: { to: ['night@example.com'] } },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await page.clock.install();
  await page.goto('/dashboard/notifications?tab=channels');
  await page.getByRole('button', { name: 'Delete Night shift' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete channel' }).click();
  // Away from the corner: a pointer over the toasts pauses them.
  await page.mouse.move(0, 0);

  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Channel deleted' });
  await expect(toast).toBeVisible();
  const shownBy = await page.evaluate(() => Date.now());
  await expect(toast).toContainText('Night shift');
  await expect(page.getByRole('status').filter({ hasText: 'Channel deleted' })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  const progress = toast.locator('[data-toast-progress]');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveCSS('animation-duration', '5s');

  await page.clock.pauseAt(shownBy + 4_500);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(700);
  await expect(toast).toBeHidden();
});

test('every public page has its own title and a description', async ({ page, request }) => {
  const heads = new Map<string, { title: string; description: string }>();
  // Prerendered pages and those the server makes carry both in their HTML, which is what the
  // browser shows first.
  for (const path of [...prerenderedPages, ...serverPages]) {
    const html = await (await request.get(path)).text();
    heads.set(path, {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    });
  }
  // The pages built around a form get theirs once the app has drawn them.
  for (const path of formPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const description = page.locator('meta[name="description"]');
    await expect(description, path).toHaveCount(1);
    heads.set(path, {
      title: await page.title(),
      description: (await description.getAttribute('content')) ?? '',
    });
  }
  expect([...heads.keys()].sort()).toEqual([...publicPages].sort());
  const pathsByTitle = new Map<string, string[]>();
  for (const [path, { title, description }] of heads) {
    expect(title, path).toMatch(/Tocsin/);
    expect(description.length, `${path} description`).toBeGreaterThan(30);
    pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), path]);
  }
  const shared = [...pathsByTitle.values()].filter((paths) => paths.length > 1);
  expect(shared, 'pages sharing a title').toEqual([]);
});
