import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settle, themes } from './axe.js';
import {
  apiAs,
  createMonitor,
  openIncidentOf,
  signInAs,
  signUpOverHttp,
  startTarget,
} from './fixtures.js';

const phone = { width: 390, height: 844 };
const longName = `Checkout${'x'.repeat(92)}`;

test.use({ viewport: phone });

/** A new person, signed in on `page`, and the API as them. */
async function signedIn(page: Page, baseURL: string) {
  const account = await signUpOverHttp(baseURL);
  await signInAs(page, account);
  return apiAs(baseURL, account);
}

/**
 * Whether anything on the page is wider than the screen, so the page scrolls sideways: nothing,
 * or the innermost elements that reach past its right edge, to say where.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // What a scrolling or clipping box holds cannot widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('body *')).filter(
      (el) =>
        el instanceof HTMLElement &&
        el.getBoundingClientRect().right > window.innerWidth + 0.5 &&
        !clipped(el),
    );
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`);
  });

test('every dashboard page fits a phone, in both themes, with a compact monitor list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const healthy = await startTarget();
  const failing = await startTarget();
  failing.state.healthy = false;
  try {
    const api = await signedIn(page, baseURL!);
    const ids: string[] = [];
    await test.step('create eight monitors, one named with 100 characters and no space', async () => {
      ids.push(
        await createMonitor(api, { name: longName, url: `${healthy.url}?${'q'.repeat(180)}` }),
      );
      for (const name of ['Shop', 'API', 'Docs', 'Blog', 'Status', 'Mail']) {
        ids.push(await createMonitor(api, { name, url: healthy.url }));
      }
      ids.push(await createMonitor(api, { name: 'Payments', url: failing.url }));
    });
    const incidentId = await openIncidentOf(api, ids.at(-1)!);
    const tomorrow = Date.now() + 24 * 3600_000;
    const maintenance = await api.post('/api/v1/maintenance-windows', {
      data: {
        kind: 'once',
        name: `Backup${'y'.repeat(94)}`,
        monitorIds: [ids[0]],
        startsAt: new Date(tomorrow).toISOString(),
        endsAt: new Date(tomorrow + 3600_000).toISOString(),
      },
    });
    expect(maintenance.status(), await maintenance.text()).toBe(201);

    await test.step('the first screen of the list shows at least five monitors', async () => {
      await page.goto('/dashboard');
      await settle(page);
      const rows = page.getByRole('list', { name: 'Monitors', exact: true }).getByRole('listitem');
      await expect(rows).toHaveCount(8);
      const onScreen = await rows.evaluateAll(
        (items) =>
          items.filter((item) => {
            const box = item.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }).length,
      );
      expect(onScreen).toBeGreaterThanOrEqual(5);
    });

    const pages = [
      '/dashboard',
      '/dashboard/monitors/new',
      `/dashboard/monitors/${ids[0]}`,
      `/dashboard/monitors/${ids[0]}/edit`,
      '/dashboard/analytics',
      '/dashboard/notifications',
      '/dashboard/settings',
      '/dashboard/billing',
      '/dashboard/fix-subscription',
      '/dashboard/testing',
      '/dashboard/incidents',
      `/dashboard/incidents/${incidentId}`,
      '/dashboard/maintenance',
    ];
    for (const path of pages) {
      await test.step(path, async () => {
        for (const theme of themes) {
          await page.goto(path);
          await page.evaluate((value) => localStorage.setItem('theme', value), theme);
          await page.reload();
          await settle(page);
          expect(await overflow(page), `${path} [${theme}] is wider than the screen`).toEqual([]);
        }
        await expectAccessible(page, path);
      });
    }
  } finally {
    await Promise.all([healthy.stop(), failing.stop()]);
  }
});

test('at 1280 px every row keeps its actions inside the monitors table', async ({
  page,
  baseURL,
}) => {
  const target = await startTarget();
  try {
    const api = await signedIn(page, baseURL!);
    await createMonitor(api, { name: longName, url: `${target.url}?${'q'.repeat(180)}` });
    await createMonitor(api, { name: 'Shop', url: target.url });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await settle(page);

    const frame = page.getByRole('table', { name: 'Monitors' }).locator('xpath=..');
    const inside = await frame.boundingBox();
    const actions = page.getByRole('button', { name: /^Actions for / });
    await expect(actions).toHaveCount(2);
    for (const button of await actions.all()) {
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(inside!.x);
      expect(box.x + box.width).toBeLessThanOrEqual(inside!.x + inside!.width);
    }
    // Nothing hides sideways behind the frame's scroll either.
    expect(await frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  } finally {
    await target.stop();
  }
});

test('a monitor form with two errors focuses the first on screen and clears it once fixed', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!);
  await page.goto('/dashboard/monitors/new');
  await page.getByRole('textbox', { name: 'URL' }).fill('not a url');
  const create = page.getByRole('button', { name: 'Create monitor' });
  await create.scrollIntoViewIfNeeded();
  await create.click();

  const name = page.getByRole('textbox', { name: 'Name' });
  const url = page.getByRole('textbox', { name: 'URL' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport({ ratio: 1 });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  await name.pressSequentially('Shop');
  // At the first key, not at the next submit; the other field keeps its message.
  await expect(name).not.toHaveAttribute('aria-invalid', { timeout: 1000 });
  await expect(name).toHaveAccessibleDescription('', { timeout: 1000 });
  await expect(url).toHaveAttribute('aria-invalid', 'true');
});
