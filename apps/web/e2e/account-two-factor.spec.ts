import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { animationsDone, expectAccessible, themes, violations } from './axe.js';
import { signInAs, signUpOverHttp } from './fixtures.js';

const STEP_MS = 30_000;
const usedSteps = new Map<string, number>();

/**
 * The code an authenticator app shows for the setup key: the current one, or, when that one was
 * used already, the next one (accepted a step early). Each code works once.
 */
function codeFor(setupKey: string) {
  const secret = Secret.fromBase32(setupKey.replace(/\s+/g, ''));
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (usedSteps.get(setupKey) ?? -Infinity) + 1);
  usedSteps.set(setupKey, step);
  return new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS });
}

async function startSetup(page: Page, password: string) {
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByRole('dialog').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan the QR code' })).toBeVisible();
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

test('turn on TOTP, then sign in with a code and with a recovery code', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await signUpOverHttp(baseURL!);
  await signInAs(page, account);
  await page.goto('/dashboard/settings');

  await startSetup(page, account.password);
  await expectAccessible(page, 'two-factor set-up', (p) => startSetup(p, account.password));
  await startSetup(page, account.password);
  const setup = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(setup.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible();
  const key = (await setup.getByLabel('Setup key').textContent())!;
  await setup.getByLabel('Code from the app').fill(codeFor(key));
  await setup.getByRole('button', { name: 'Turn on' }).click();

  const shown = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = (await shown.getByLabel('The recovery codes').textContent())!
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);
  expect(codes).toHaveLength(10);
  await expect(shown.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'download',
    'tocsin-recovery-codes.txt',
  );
  // Shown once: it cannot be opened again after a reload, so both themes are checked in place.
  await animationsDone(page);
  const problems: string[] = [];
  for (const theme of themes) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      theme === 'dark',
    );
    problems.push(...(await violations(page, 'recovery codes', theme)));
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  expect(problems, problems.join('\n')).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toContainText('On');

  await logOut(page);
  await passwordStep(page, account.email, account.password);
  await expectAccessible(page, 'sign-in second step', (p) =>
    passwordStep(p, account.email, account.password),
  );
  await passwordStep(page, account.email, account.password);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(/not right/);
  await page.getByLabel('Authentication code').fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page);
  await passwordStep(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
