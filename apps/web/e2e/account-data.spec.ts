import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.js';
import {
  apiAs,
  createMonitor,
  logInThroughForm,
  signInAs,
  signUpOverHttp,
  startTarget,
} from './fixtures.js';
import { waitForMail } from './mail.js';

test('exports the account through the mailed link, then deletes it for good', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await signUpOverHttp(baseURL!);
  const target = await startTarget();
  const api = await apiAs(baseURL!, account);
  await createMonitor(api, { name: 'Checkout page', url: target.url });
  await signInAs(page, account);

  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Export my data' }).click();
  await expect(
    card
      .getByRole('status')
      .filter({ hasText: /Your export is being prepared|Your export of .* is ready/ }),
  ).toBeVisible();

  const mail = await waitForMail(account.email, /data export is ready/);
  const link = /https?:\/\/\S+export=[\w-]+#your-data/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download your data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tocsin-export-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    account: { email: string };
    workspaces: { monitors: { name: string }[] }[];
  };
  expect(archive.format).toBe('tocsin-account-export/1');
  expect(archive.account.email).toBe(account.email);
  expect(archive.workspaces[0]!.monitors.map((m) => m.name)).toEqual(['Checkout page']);

  await card.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/your personal workspace/)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
  await confirm.click();

  await expect(page).toHaveURL(new URL('/', baseURL).href);
  // The visitor's header: the session is gone.
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  await waitForMail(account.email, /account was deleted/);

  await page.goto('/login');
  await logInThroughForm(page, account);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await target.stop();
});

test('the Your data card and its deletion dialog pass axe, light and dark', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, await signUpOverHttp(baseURL!));
  await page.goto('/dashboard/settings#your-data');
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Export my data' }).click();
  await expect(
    card
      .getByRole('status')
      .filter({ hasText: /Your export is being prepared|Your export of .* is ready/ }),
  ).toBeVisible();
  await expectAccessible(page, 'Settings, Your data');
  const open = async () => {
    await page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Loading…')).toHaveCount(0);
  };
  await open();
  await expectAccessible(page, 'Settings, delete account dialog', open);
});
