import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { apiAs, signInAs, signUpOverHttp } from './fixtures.js';

const fixtures = new URL('../../server/src/modules/config/import/fixtures/', import.meta.url);
const fixture = (name: string) => fileURLToPath(new URL(name, fixtures));

test('an Uptime Kuma backup is previewed, imported, and its monitors are on the dashboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signUpOverHttp(baseURL!);
  await signInAs(page, account);
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Monitors from Uptime Kuma or UptimeRobot' });
  await expect(card).toBeVisible();
  /** Chooses the Kuma backup and presses Preview import, as a person would after a reload. */
  const preview = async () => {
    await card.getByRole('radio', { name: 'Uptime Kuma backup (JSON)' }).check();
    await card.getByLabel('File').setInputFiles(fixture('kuma-backup.json'));
    await card.getByRole('button', { name: 'Preview import' }).click();
    await expect(card.getByRole('status')).toBeVisible();
  };

  await test.step('a file that is not what was chosen is refused, next to the button', async () => {
    await card.getByRole('radio', { name: 'Uptime Kuma backup (JSON)' }).check();
    await card.getByLabel('File').setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from('this is not a backup'),
    });
    await card.getByRole('button', { name: 'Preview import' }).click();
    await expect(card.getByRole('alert')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  });

  await test.step('the preview lists what would be created and what cannot be', async () => {
    await preview();
    await expect(card.getByRole('status')).toHaveText(/will be created\.$/);
    const planned = card.getByRole('table', { name: 'Planned changes' });
    await expect(planned.getByRole('row', { name: /Website/ }).first()).toBeVisible();
    await expect(planned.getByRole('row', { name: /API health/ })).toBeVisible();
    const notImported = card.getByRole('region', { name: 'Not imported' });
    await expect(notImported).toContainText('Redis container');
    // The check reloads the page for the dark theme, and once more after: preview again each time.
    await expectAccessible(page, 'import preview', preview);
    await preview();
  });

  await test.step('nothing is created until Import is pressed', async () => {
    const api = await apiAs(baseURL!, account);
    const before = (await (await api.get('/api/v1/monitors')).json()) as { total: number };
    expect(before.total).toBe(0);
    await card.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(card.getByText(/^Imported: .* created\.$/)).toBeVisible();
    const after = (await (await api.get('/api/v1/monitors')).json()) as {
      total: number;
      items: { name: string }[];
    };
    expect(after.total).toBeGreaterThan(3);
    expect(after.items.map((m) => m.name)).toContain('API health');
    await api.dispose();
  });

  await test.step('the link leads to the imported monitors', async () => {
    await card.getByRole('link', { name: 'Go to your monitors' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'API health' })).toBeVisible();
  });

  await test.step('importing the same file again would change nothing', async () => {
    await page.goto('/dashboard/settings');
    await preview();
    await expect(card.getByRole('status')).toHaveText(
      'Importing this file would change nothing in this workspace.',
    );
  });
});
