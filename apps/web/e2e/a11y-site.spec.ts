import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkPages, closeThemedPages, themedPages, type ThemedPages } from './axe.js';
import { publicPages } from '../../../packages/contract/src/site.js';

// Each page is a test of its own, and none needs another's data, so both workers take them.
test.describe.configure({ mode: 'parallel' });

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

/** The addresses of the articles written in apps/web/content/<folder>, one per markdown file. */
function articles(folder: 'docs' | 'blog', index: string): string[] {
  return readdirSync(new URL(`../content/${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${index}/${file.replace(/\.md$/, '')}`)
    .sort();
}

const topics = articles('docs', '/documentation');
const posts = articles('blog', '/blog');

test.describe('axe: no serious or critical violations, light and dark, desktop', () => {
  // A visitor's pages, kept by each worker from one test to the next.
  let pages: ThemedPages | undefined;
  test.beforeAll(async ({ browser }) => {
    pages = await themedPages(browser);
  });
  test.afterAll(() => closeThemedPages(pages));

  for (const path of [...publicPages.filter((page) => !aliases.has(page)), ...topics, ...posts]) {
    test(`on ${path}`, async () => {
      await checkPages(pages!, [path]);
    });
  }
});

test('axe: no serious or critical violations on the open mobile menu, 390 px wide, light and dark', async ({
  browser,
}) => {
  const pages = await themedPages(browser, { viewport: { width: 390, height: 844 } });
  try {
    await checkPages(pages, [
      {
        path: '/features',
        state: 'mobile menu open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        },
      },
    ]);
  } finally {
    await closeThemedPages(pages);
  }
});

test('/documentation and /blog link to every article checked above, and to no other', async ({
  page,
}) => {
  for (const [index, written] of [
    ['/documentation', topics],
    ['/blog', posts],
  ] as const) {
    await page.goto(index);
    const linked = await page
      .locator(`main a[href^="${index}/"]`)
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect([...new Set(linked)].sort()).toEqual(written);
  }
});
