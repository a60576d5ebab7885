import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { signInOverHttp, signUpOverHttp, type Account } from './fixtures.js';
import { waitForMail } from './mail.js';

/** A browser of its own, with a session of its own. */
async function signedInBrowser(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies((await signInOverHttp(baseURL, account)).cookies);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
  return page;
}

const security = (page: Page) => page.getByRole('region', { name: 'Security' });

test('changing the password in one browser signs the other one out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await signUpOverHttp(baseURL!);
  const first = await signedInBrowser(browser, baseURL!, account);
  const second = await signedInBrowser(browser, baseURL!, account);

  await first.goto('/dashboard/settings');
  const area = security(first);
  await area.getByLabel('Current password').fill(account.password);
  await area.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await area.getByLabel('Confirm new password').fill('a brand new passphrase');
  await area.getByRole('button', { name: 'Change password' }).click();
  await expect(area.getByRole('status').filter({ hasText: 'Your password was' })).toHaveText(
    'Your password was changed, and 2 other sessions were signed out.',
  );

  // This browser stays signed in; the other one lands on the login page at its next navigation.
  await first.reload();
  await expect(
    security(first).getByRole('table', { name: 'Your sessions' }).getByText('This device'),
  ).toBeVisible();
  await second.goto('/dashboard/settings');
  await expect(second).toHaveURL(/\/login/);

  const mail = await waitForMail(account.email, /Your Tocsin password was changed/);
  expect(mail.text).toContain('other sessions were signed out');
});

test('the sessions list marks this device and ends the other one', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const account = await signUpOverHttp(baseURL!);
  const first = await signedInBrowser(browser, baseURL!, account);
  const second = await signedInBrowser(browser, baseURL!, account);

  await second.goto('/dashboard/settings');
  const table = security(second).getByRole('table', { name: 'Your sessions' });
  // The sign-up's own session, and one for each browser.
  await expect(table.getByRole('row')).toHaveCount(4);
  const mine = table.getByRole('row').filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  // The newest sign-in is this browser's, listed first.
  await expect(table.getByRole('row').nth(1)).toContainText('This device');

  await expectAccessible(second, '/dashboard/settings (Security)');

  // End the other browser's session from the list, then the sign-up's.
  await security(second).getByRole('button', { name: 'End all other sessions' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'End other sessions' }).click();
  await expect(second.getByText('2 sessions ended').first()).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await first.goto('/dashboard/settings');
  await expect(first).toHaveURL(/\/login/);
});

test('ending one session from the list signs that browser out', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const account = await signUpOverHttp(baseURL!);
  const first = await signedInBrowser(browser, baseURL!, account);
  const second = await signedInBrowser(browser, baseURL!, account);

  await second.goto('/dashboard/settings');
  const table = security(second).getByRole('table', { name: 'Your sessions' });
  await expect(table.getByRole('row')).toHaveCount(4);
  // The row just below this device is the first browser's (the next most recent sign-in).
  await table.getByRole('row').nth(2).getByRole('button', { name: /^End/ }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await expect(second.getByText('Session ended').first()).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await first.goto('/dashboard/settings');
  await expect(first).toHaveURL(/\/login/);
});
