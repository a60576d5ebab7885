import { expect, test } from '@playwright/test';
import { signUp, startTarget, startWebhookReceiver } from './fixtures.js';

test('a webhook channel on a monitor hears the outage; the inbox shows it; acknowledging it lands on the timeline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const target = await startTarget();
  const receiver = await startWebhookReceiver();
  // The page's timers run as usual until the test moves its clock on (a toast's 5 s).
  await page.clock.install();
  try {
    await signUp(page);

    await test.step('add a webhook channel', async () => {
      await page.goto('/dashboard/notifications');
      await page.getByRole('tab', { name: 'Channels' }).click();
      await page.getByRole('button', { name: 'Add channel' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Kind').selectOption('webhook');
      await dialog.getByLabel('Name').fill('Ops endpoint');
      await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await dialog.getByRole('button', { name: 'Add channel' }).click();
      // The generated signing secret is shown once.
      const secret = page.getByRole('dialog');
      await expect(secret.getByText(/whsec_/)).toBeVisible();
      await secret.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('list', { name: 'Channels' })).toContainText('Ops endpoint');
    });

    await test.step('create a monitor and alert the channel about it', async () => {
      await page.goto('/dashboard/monitors/new');
      await page.getByRole('textbox', { name: 'Name' }).fill('Local shop');
      await page.getByRole('textbox', { name: 'URL' }).fill(target.url);
      await page.getByLabel('Check interval (seconds)').fill('10');
      await page.getByLabel('Timeout (seconds)').fill('5');
      await page.getByRole('button', { name: 'Create monitor' }).click();
      await expect(page).toHaveURL(/\/dashboard\/monitors\/[^/]+$/);
      await expect(page.getByRole('heading', { name: 'Local shop' })).toBeVisible();
      const rules = page.getByRole('form', { name: 'Alert rules' });
      await rules
        .getByRole('checkbox', { name: /Ops endpoint/ })
        .first()
        .check();
      await rules.getByRole('button', { name: 'Save alert rules' }).click();
      await expect(rules.getByText(/saved/i)).toBeVisible();
    });

    await test.step('stop the site: the webhook receives the signed down alert', async () => {
      await target.stop();
      await expect
        .poll(() => receiver.events.map((e) => e.body.type), { timeout: 30_000 })
        .toContain('monitor.down');
      const down = receiver.events.find((e) => e.body.type === 'monitor.down')!;
      expect(down.headers['webhook-id']).toMatch(/^msg_/);
      expect(down.headers['webhook-signature']).toMatch(/^v1,/);
    });

    await test.step('the open page shows the outage in a toast that stays until closed', async () => {
      const toast = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Local shop is down' });
      await expect(toast).toBeVisible();
      await page.clock.fastForward(6_000); // Longer than a toast's default 5 s.
      await expect(toast).toBeVisible();
      await toast.getByRole('button', { name: 'Close notification' }).click();
      await expect(toast).toBeHidden();
    });

    await test.step('the bell opens the latest notifications in place', async () => {
      const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: /Local shop is down/ })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'All notifications' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('the bell and the inbox show the alert', async () => {
      await page.goto('/dashboard/notifications');
      await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
      await page.getByRole('link', { name: /Local shop is down/ }).click();
      await expect(page).toHaveURL(/\/dashboard\/incidents\//);
    });

    await test.step('acknowledge: the incident and its timeline say who did it', async () => {
      await page.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(page.getByText('Acknowledged by Grace Hopper (dashboard).')).toBeVisible();
      await expect(page.getByText(/Confirmed down after 2 failed checks in a row/)).toBeVisible();
      await expect(
        page.getByText('Down alert by webhook to Ops endpoint: delivered.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    });
  } finally {
    await receiver.close();
    await target.stop().catch(() => {});
  }
});
