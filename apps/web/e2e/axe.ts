import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Violations a person would hit: axe's serious and critical ones. */
const blocking = new Set(['serious', 'critical']);

/** Waits until the session, the route module and the page's data have loaded. */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
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
