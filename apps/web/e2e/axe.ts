import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { isServerPage } from '../../../packages/contract/src/site.js';
import type { Account } from './fixtures.js';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Violations a person would hit: axe's serious and critical ones. */
const blocking = new Set(['serious', 'critical']);

/**
 * Waits until the session, the route module and the page's data have loaded. A page may load a
 * large module first (the API reference's renderer is 1.5 MB of script), which a busy two-core
 * machine takes well over the usual 10 s to parse and run.
 */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await animationsDone(page);
}

/**
 * Entrance fades must end, or colour contrast is measured on half-transparent text. Endless
 * (spinners) and long (a toast's countdown) animations are not fades.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) < 2000)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
}

/**
 * Runs axe on the page and returns one readable line per serious or critical violation. The dark
 * theme changes colours only, not the markup, so there only the colour rules run again.
 */
export async function violations(page: Page, label: string, theme: Theme): Promise<string[]> {
  // Details of passing checks are not read, and collecting them is much of axe's time. Set
  // before the rules: `options` replaces what withTags and withRules chose. Legacy mode runs axe
  // in the page itself instead of finishing each run in a new blank page, which took half of
  // every run's 1.5 s here; it only skips cross-origin frames, and Tocsin's pages have none.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (theme === 'light') axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  else axe.withRules(['color-contrast', 'link-in-text-block']);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}\n` +
          `    ${violation.help}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
      ),
    );
}

/**
 * Checks the page as it stands in both themes: the light one with every rule, then, reloaded with
 * the dark theme stored, the colour rules; the light theme is stored again after. `reopen` brings
 * back what a reload closes (a dialog) before the dark theme is checked.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  reopen?: (page: Page) => Promise<void>,
) {
  const problems: string[] = [];
  for (const theme of themes) {
    if (theme !== 'light') {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      if (reopen) {
        await settle(page);
        await reopen(page);
        await animationsDone(page);
      }
    }
    await settle(page);
    problems.push(...(await violations(page, label, theme)));
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await settle(page);
  expect(problems, problems.join('\n')).toEqual([]);
}

/** A page to check, and what to open on it first (a menu, a dialog) if not the page itself. */
export interface Visit {
  path: string;
  state?: string;
  open?: (page: Page, theme: Theme) => Promise<void>;
}

export interface CheckOptions {
  account?: Account;
  viewport?: { width: number; height: number };
}

/** One page per theme, each in a context of its own. */
export type ThemedPages = Record<Theme, Page>;

/**
 * A page per theme whose context stores the theme before any script runs, as a returning
 * visitor's has, on a system in the same colour scheme: the pages the server makes follow the
 * system's. The pages are meant to be kept for many checks: a page that has loaded the app keeps
 * its scripts cached, and a new context would load and compile them all again.
 */
export async function themedPages(
  browser: Browser,
  { account, viewport }: CheckOptions = {},
): Promise<ThemedPages> {
  const open = async (theme: Theme) => {
    const context = await browser.newContext({
      colorScheme: theme,
      ...(viewport ? { viewport } : {}),
    });
    if (account) await context.addCookies(account.cookies);
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    return context.newPage();
  };
  const [light, dark] = await Promise.all([open('light'), open('dark')]);
  return { light, dark };
}

export async function closeThemedPages(pages: ThemedPages | undefined) {
  if (pages) await Promise.all(themes.map((theme) => pages[theme].context().close()));
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

/**
 * Checks each visit in both themes, in the order given, the two themes side by side on `pages`.
 * Callers check a page or two per test, so a slow machine stretches each test a little rather
 * than one test past its timeout.
 */
export async function checkPages(pages: ThemedPages, visits: (string | Visit)[]) {
  const problems: string[] = [];
  await Promise.all(
    themes.map(async (theme) => {
      for (const visit of visits) {
        problems.push(
          ...(await checkVisit(
            pages[theme],
            typeof visit === 'string' ? { path: visit } : visit,
            theme,
          )),
        );
      }
    }),
  );
  expect(problems, problems.join('\n')).toEqual([]);
}
