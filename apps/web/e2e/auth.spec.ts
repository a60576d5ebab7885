import { expect, test, type Page } from '@playwright/test';
import { signUpOverHttp } from './fixtures.js';
import { waitForMail } from './mail.js';

const password = 'analytical-engine-1843';

function newPerson() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    first: 'Ada',
    last: 'Lovelace',
    email: `ada.${id}@example.com`,
    phone: '+44 20 7946 0018',
  };
}

async function signUp(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Create a password (min 6 characters)',
  );
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logIn(page: Page, email: string, secret: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
}

test('sign up, log out, a wrong password, log in, and a deep link that returns after login', async ({
  page,
}) => {
  const person = newPerson();
  await signUp(page, person);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Ada Lovelace');
  await expect(page.getByRole('menu')).toContainText(person.email);
  await page.keyboard.press('Escape');

  await logOut(page);

  await page.goto('/login');
  await logIn(page, person.email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

  await logIn(page, person.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings/);
  await logIn(page, person.email, password);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByText(person.email).first()).toBeVisible();
});

test('the signup form shows the seed message for an email already registered', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await logOut(page);
  await page.goto('/signup');
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel(/^I agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This email is already registered. Please sign in instead.',
  );
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
});

test('forgot password: the mailed link sets a new password that then logs in', async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('link');

  const mail = await waitForMail(person.email, /Reset your Tocsin password/);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('difference-engine-1822');
  await page.getByLabel('Confirm password').fill('difference-engine-1822');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await waitForMail(person.email, /password was changed/);

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await logIn(page, person.email, password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, person.email, 'difference-engine-1822');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the dashboard code loads while the login form is filled, so signing in waits for data only', async ({
  page,
  baseURL,
}) => {
  const account = await signUpOverHttp(baseURL!);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  // Every module of the monitors page is fetched before "Sign in" is pressed.
  await expect.poll(() => scripts.some((path) => path.includes('/monitors-'))).toBe(true);
  // A module's own imports are asked for once it has been parsed, which on a busy machine can
  // leave the network quiet for longer than networkidle's half second: wait for 2 s without a
  // new script.
  let seen = -1;
  await expect
    .poll(
      () => {
        const quiet = scripts.length === seen;
        seen = scripts.length;
        return quiet;
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true);
  const before = scripts.length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
  // Only the header's account menus load after signing in, beside the list rather than before it.
  expect(scripts.slice(before).filter((path) => !/\/(bell|user)-menu-/.test(path))).toEqual([]);
});
