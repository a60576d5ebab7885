import { expect, test, type Page } from '@playwright/test';
import { URI } from 'otpauth';
import { expectAccessible } from './axe.js';
import { logInThroughForm, signUpOverHttp } from './fixtures.js';

/**
 * Chromium's virtual authenticator, standing in for a phone or a laptop's fingerprint reader:
 * it keeps passkeys and confirms the person (user verification) on every request.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a passkey is added from Settings, then signs in without the password or as the second step', async ({
  page,
  baseURL,
}) => {
  // Browsers refuse passkeys on a page at an IP address: the same server, at localhost.
  const local = baseURL!.replace('127.0.0.1', 'localhost');
  const account = await signUpOverHttp(baseURL!);
  const authenticator = await virtualAuthenticator(page);

  await test.step('sign in at localhost and add a passkey', async () => {
    await page.goto(`${local}/login`);
    await logInThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`${local}/dashboard/settings`);
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('No passkeys yet')).toBeVisible();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passkey added', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
    await expect(card).toContainText('Not used yet');
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectAccessible(page, 'settings with a passkey');
  });

  await test.step('sign out, and sign in with the passkey alone', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto(`${local}/login?redirect=%2Fdashboard%2Fsettings`);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card).toContainText('Last used');
  });

  await test.step('with two-factor on, the passkey answers the step after the password', async () => {
    const headers = { origin: local };
    const enabled = await page.request.post(`${local}/api/auth/two-factor/enable`, {
      headers,
      data: { password: account.password },
    });
    expect(enabled.status()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await page.request.post(`${local}/api/auth/two-factor/verify-totp`, {
      headers,
      data: { code: URI.parse(totpURI).generate() },
    });
    expect(confirmed.status()).toBe(200);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const secondStep = async (p: Page) => {
      await logInThroughForm(p, account);
      await expect(p.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    };
    await page.goto(`${local}/login`);
    await secondStep(page);
    // The check reloads the page, which starts the sign-in over: the password is given again.
    await expectAccessible(page, 'second step with a passkey', secondStep);
    await secondStep(page);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('at an IP address the page says where passkeys work', async () => {
    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  });
});
