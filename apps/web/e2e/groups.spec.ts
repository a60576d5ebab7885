import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { apiAs, createMonitor, signInAs, signUpOverHttp, startTarget } from './fixtures.js';

/** Planned check within the 10 s interval, and the list updating from the event stream. */
const statusChange = { timeout: 25_000 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const screens = [
  { label: 'on a desktop', viewport: { width: 1280, height: 900 } },
  { label: 'on a phone, 390 px wide', viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of screens) {
  test.describe(label, () => {
    test.use({ viewport });

    test('monitors are filed in a group from the form and the bulk bar, fold to a summary, and stay when the group goes', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const target = await startTarget();
      try {
        const account = await signUpOverHttp(baseURL!);
        const api = await apiAs(baseURL!, account);
        await createMonitor(api, { name: 'Checkout', url: target.url });
        await createMonitor(api, { name: 'Blog', url: target.url });
        await signInAs(page, account);
        await page.goto('/dashboard');

        const payments = page.getByRole('region', { name: 'Payments' });
        const noGroup = page.getByRole('region', { name: 'No group' });
        const header = page.getByRole('button', { name: /^Payments/ });
        // Table rows on a desktop, cards on a phone: whichever shows.
        const shown = (name: string) =>
          page.getByRole('link', { name, exact: true }).filter({ visible: true });

        await test.step('show the list by group and create a group', async () => {
          await page.getByRole('radio', { name: 'By group' }).click();
          await expect(noGroup).toBeVisible();
          await page.getByRole('button', { name: 'New group' }).click();
          const dialog = page.getByRole('dialog', { name: 'New group' });
          await dialog.getByRole('textbox', { name: 'Group name' }).fill('Payments');
          await dialog.getByRole('button', { name: 'Create group' }).click();
          await expect(dialog).toBeHidden();
          await expect(payments).toContainText('No monitors in this group yet');
          await expectNoSidewaysScroll(page);
        });

        await test.step('file a monitor in it from its settings', async () => {
          await noGroup
            .getByRole('button', { name: 'Actions for Checkout' })
            .filter({ visible: true })
            .click();
          await page.getByRole('menuitem', { name: 'Edit' }).click();
          // Exactly: until the form is on screen, the list's "Filter by group" would match too.
          await page
            .getByRole('combobox', { name: 'Group', exact: true })
            .selectOption({ label: 'Payments' });
          await page.getByRole('button', { name: 'Save changes' }).click();
          await expect(page).toHaveURL(/\/dashboard$/);
          // The list opens by group again, as last chosen.
          await expect(
            payments.getByRole('link', { name: 'Checkout' }).filter({ visible: true }),
          ).toBeVisible();
        });

        await test.step('file another from the bulk bar', async () => {
          await noGroup
            .getByRole('checkbox', { name: 'Select Blog' })
            .filter({ visible: true })
            .check();
          const bar = page.getByRole('region', { name: 'Bulk actions' });
          await bar.getByRole('button', { name: 'Move to group' }).click();
          await page.getByRole('menuitem', { name: 'Payments' }).click();
          await expect(
            payments.getByRole('link', { name: 'Blog' }).filter({ visible: true }),
          ).toBeVisible();
          await expect(noGroup).toBeHidden();
          await expectNoSidewaysScroll(page);
        });

        await test.step('the group header counts its monitors as their checks come in, live', async () => {
          await expect(header).toContainText('2 up', statusChange);
          await expect(shown('Checkout')).toBeVisible();
        });

        await test.step('fold the group to its summary, which this browser remembers', async () => {
          await header.click();
          await expect(header).toHaveAttribute('aria-expanded', 'false');
          await expect(payments.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
          await expect(header).toContainText('2 up');
          await page.reload();
          await expect(header).toHaveAttribute('aria-expanded', 'false');
          await expectNoSidewaysScroll(page);
          await header.click();
          await expect(header).toHaveAttribute('aria-expanded', 'true');
          await expect(shown('Checkout')).toBeVisible();
          await expect(shown('Blog')).toBeVisible();
        });

        await test.step('when its monitors go down, the summary says so, live', async () => {
          target.state.healthy = false;
          await expect(header).toContainText('2 down', statusChange);
        });

        await test.step('the list by group is accessible in both themes', async () => {
          await expectAccessible(page, `monitors by group ${label}`);
        });

        await test.step('delete the group: its monitors stay, in no group', async () => {
          await page.getByRole('button', { name: 'Actions for the group Payments' }).click();
          await page.getByRole('menuitem', { name: 'Delete group' }).click();
          const dialog = page.getByRole('dialog', { name: 'Delete the group Payments?' });
          await expect(dialog).toContainText('Its 2 monitors stay');
          await dialog.getByRole('button', { name: 'Delete group' }).click();
          await expect(payments).toBeHidden();
          await expect(
            noGroup.getByRole('link', { name: 'Checkout' }).filter({ visible: true }),
          ).toBeVisible();
          await expect(
            noGroup.getByRole('link', { name: 'Blog' }).filter({ visible: true }),
          ).toBeVisible();
          await expectNoSidewaysScroll(page);
        });
      } finally {
        await target.stop();
      }
    });
  });
}
