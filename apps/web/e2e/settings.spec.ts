import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { apiAs, createMonitor, signInAs, signUpOverHttp, startTarget } from './fixtures.js';

// A browser in Paris, so "automatic" and a chosen zone differ visibly.
test.use({ timezoneId: 'Europe/Paris' });

/** `at` as the page writes a date and time, in `timeZone`, with the browser's own locale. */
function inZone(page: Page, at: string, timeZone: string) {
  return page.evaluate(
    ([iso, zone]) =>
      new Intl.DateTimeFormat(undefined, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
        timeZone: zone,
      }).format(new Date(iso!)),
    [at, timeZone],
  );
}

test('a time zone chosen in settings changes the times on the notifications page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const target = await startTarget();
  target.state.healthy = false;
  const account = await signUpOverHttp(baseURL!);
  const api = await apiAs(baseURL!, account);
  try {
    await test.step('a monitor that is down puts a notification in the inbox', async () => {
      await createMonitor(api, { name: 'Zoned shop', url: target.url });
      await expect
        .poll(
          async () =>
            ((await (await api.get('/api/v1/notifications')).json()) as { items: unknown[] }).items
              .length,
          { timeout: 45_000 },
        )
        .toBeGreaterThan(0);
    });

    await signInAs(page, account);
    await page.goto('/dashboard/notifications');
    const time = page.getByRole('list', { name: 'Notifications' }).locator('time').first();
    const at = (await time.getAttribute('datetime'))!;
    await expect(time).toHaveAttribute('title', await inZone(page, at, 'Europe/Paris'));

    await test.step('choose Tokyo in settings and save', async () => {
      await page.goto('/dashboard/settings');
      const select = page.getByRole('combobox', { name: 'Time zone' });
      await expect(select.locator('option').first()).toHaveText(
        'Automatic (your browser: Europe/Paris)',
      );
      await select.selectOption('Asia/Tokyo');
      await page.getByRole('button', { name: 'Save time zone' }).click();
      await expect(page.getByText('Saved: times are now shown in Asia/Tokyo.')).toBeVisible();
    });

    await page.goto('/dashboard/notifications');
    await expect(time).toHaveAttribute('title', await inZone(page, at, 'Asia/Tokyo'));
  } finally {
    await target.stop();
    await api.dispose();
  }
});

test('the SMS switch says why it cannot work, and a saved switch is confirmed', async ({
  page,
  baseURL,
}) => {
  const account = await signUpOverHttp(baseURL!);
  const api = await apiAs(baseURL!, account);
  const cleared = await api.patch('/api/v1/me', { data: { phone: '', phoneNumber: '' } });
  expect(cleared.status(), await cleared.text()).toBe(200);
  await api.dispose();
  await signInAs(page, account);
  await page.goto('/dashboard/settings');

  const sms = page.getByRole('switch', { name: 'SMS notifications' });
  await expect(sms).toHaveAccessibleDescription(/There is no phone number in your profile/);
  await expect(sms).toBeDisabled();
  // This instance has no SMS provider either: the person is told who can fix that.
  await expect(sms).toHaveAccessibleDescription(
    /This server cannot send SMS yet: an administrator has to set up a provider/,
  );
  await expect(page.getByRole('link', { name: 'How to set one up' }).first()).toHaveAttribute(
    'href',
    '/documentation/self-hosting#sms-and-phone-calls',
  );
  await page.getByRole('link', { name: 'Add one under Phone number for alerts' }).first().click();
  await expect(page).toHaveURL(/#phone-number$/);

  await page.getByRole('switch', { name: 'Email notifications' }).click();
  await expect(page.getByText('Saved: email notifications off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
});

test('the settings page is accessible in both themes', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInAs(page, await signUpOverHttp(baseURL!));
  await page.goto('/dashboard/settings');
  await expectAccessible(page, '/dashboard/settings');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings page fits 390 px without scrolling sideways', async ({ page, baseURL }) => {
    await signInAs(page, await signUpOverHttp(baseURL!));
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
