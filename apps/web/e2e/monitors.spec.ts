import { expect, test } from '@playwright/test';
import { signUp, startTarget } from './fixtures.js';

/** Planned check within the 10 s interval, plus the 1 s re-check that confirms a failure. */
const statusChange = { timeout: 25_000 };

test('a monitor turns Down when its site returns 503 and recovers, live, with the incident on its page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const target = await startTarget();
  try {
    await signUp(page);

    await test.step('create an HTTP monitor checked every 10 s', async () => {
      await page.goto('/dashboard/monitors/new');
      await page.getByRole('textbox', { name: 'Name' }).fill('Local shop');
      await page.getByRole('textbox', { name: 'URL' }).fill(target.url);
      await page.getByLabel('Check interval (seconds)').fill('10');
      await page.getByLabel('Timeout (seconds)').fill('5');
      await page.getByRole('button', { name: 'Create monitor' }).click();
      // The new monitor's page, with a toast saying so; then the list.
      await expect(page).toHaveURL(/\/dashboard\/monitors\/[^/]+$/);
      await expect(page.getByText('Local shop created', { exact: true })).toBeVisible();
      await page.goto('/dashboard');
    });

    // A full reload would drop this marker, so its survival proves the page updated itself.
    await page.evaluate(() => Object.assign(window, { liveMarker: true }));
    const row = page.getByRole('row').filter({ hasText: 'Local shop' });
    const rowStatus = row.getByRole('cell').nth(1);

    await test.step('the row turns Up', async () => {
      await expect(rowStatus).toHaveText('Up', statusChange);
    });

    await test.step('the row shows the 24 h uptime bar', async () => {
      await expect(row.getByRole('img', { name: /^24 h uptime/ })).toBeVisible();
    });

    await test.step('the site returns 503 and the row turns Down', async () => {
      target.state.healthy = false;
      await expect(rowStatus).toHaveText('Down', statusChange);
    });

    await row.getByRole('link', { name: 'Local shop' }).click();
    await expect(page).toHaveURL(/\/dashboard\/monitors\/[^/]+$/);
    const status = page.getByRole('region', { name: 'Current status' });
    const latestIncident = page
      .getByRole('region', { name: 'Incidents' })
      .getByRole('listitem')
      .first();

    await test.step('the detail page shows the open incident and its cause', async () => {
      await expect(page.getByRole('heading', { name: 'Local shop', level: 1 })).toBeVisible();
      await expect(status.getByText('Down', { exact: true })).toBeVisible();
      await expect(latestIncident).toContainText('Ongoing');
      await expect(latestIncident).toContainText('got 503');
    });

    await test.step('the detail page shows the uptime tiles and the response-time ranges', async () => {
      const uptime = page.getByRole('region', { name: 'Uptime', exact: true });
      for (const range of ['24 hours', '7 days', '30 days', '90 days']) {
        await expect(uptime.getByText(range, { exact: true })).toBeVisible();
      }
      const ranges = page
        .getByRole('region', { name: 'Response time', exact: true })
        .getByRole('radiogroup', { name: 'Response time range' });
      // A monitor a minute old is offered the ranges its life fills, the last hour first.
      await expect(ranges.getByRole('radio')).toHaveText(['1h', '24h']);
      await expect(ranges.getByRole('radio', { name: '1h' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await ranges.getByRole('radio', { name: '24h' }).click();
      await expect(ranges.getByRole('radio', { name: '24h' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });

    await test.step('the site recovers and the page shows it without a reload', async () => {
      target.state.healthy = true;
      await expect(status.getByText('Up', { exact: true })).toBeVisible(statusChange);
      await expect(latestIncident).toContainText('Resolved');
    });

    expect(await page.evaluate(() => 'liveMarker' in window)).toBe(true);
  } finally {
    await target.stop();
  }
});
