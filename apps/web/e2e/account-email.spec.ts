import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { logInThroughForm, signInAs, signUpOverHttp } from './fixtures.js';
import { urlsInText } from './links.js';
import { waitForMail, type Mail } from './mail.js';

/** The one link of `mail` that leads to `path`. */
function linkTo(mail: Mail, path: string) {
  const links = urlsInText(mail.text).filter((url) => new URL(url).pathname === path);
  expect(links, `one link to ${path} in "${mail.subject}"`).toHaveLength(1);
  return links[0]!;
}

test('the links mailed to confirm an address and to change it work in a browser', async ({
  page,
  baseURL,
}) => {
  const account = await signUpOverHttp(baseURL!, { confirmEmail: false });
  await signInAs(page, account);
  const banner = page.getByText(`Confirm your email address, ${account.email}.`);

  await test.step('the confirmation link from sign-up ends the banner', async () => {
    await page.goto('/dashboard');
    await expect(banner).toBeVisible();
    const mail = await waitForMail(account.email, /^Confirm your email address for Tocsin$/);
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`${account.email} is confirmed`);
    await expectAccessible(page, 'email address confirmed');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  const newEmail = `moved-${account.email}`;
  await test.step('a new address is asked for in Settings; the old one is told', async () => {
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Email address' });
    await expect(card).toContainText('It is confirmed.');
    await card.getByLabel('New email address').fill(newEmail);
    await card.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(card.getByText(`We sent a link to ${newEmail}`)).toBeVisible();
    await expect(card).toContainText(`You sign in with ${account.email}`);
    await waitForMail(account.email, /^A change of your Tocsin email address was requested$/);
  });

  await test.step('the link mailed to the new address makes the change', async () => {
    const mail = await waitForMail(newEmail, /^Confirm your new email address for Tocsin$/);
    await page.goto(linkTo(mail, '/confirm-email-change'));
    await expect(
      page.getByRole('heading', { name: 'Confirm your new email address' }),
    ).toBeVisible();
    await expectAccessible(page, 'confirm a new email address');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
    await waitForMail(account.email, /^Your Tocsin email address was changed$/);
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await expect(page.getByRole('region', { name: 'Email address' })).toContainText(
      `You sign in with ${newEmail}`,
    );
  });

  await test.step('the new address signs in; the link does not work twice', async () => {
    const mail = await waitForMail(newEmail, /^Confirm your new email address for Tocsin$/);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/login');
    await logInThroughForm(page, { ...account, email: newEmail });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(linkTo(mail, '/confirm-email-change'));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your email address was not changed' }),
    ).toBeVisible();
  });
});
