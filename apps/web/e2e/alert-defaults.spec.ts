import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';
import {
  apiAs,
  createMonitor,
  signInAs,
  signUpOverHttp,
  startTarget,
  startWebhookReceiver,
} from './fixtures.js';
import { waitForMail } from './mail.js';

interface Rules {
  channelIds: string[];
}

test('a default channel reaches new monitors; channels are set on many monitors at once; a test reaches your own email', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const target = await startTarget();
  const receiver = await startWebhookReceiver();
  const account = await signUpOverHttp(baseURL!);
  const api = await apiAs(baseURL!, account);
  const rulesOf = async (id: string) => {
    const response = await api.get(`/api/v1/monitors/${id}/alerts`);
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as Rules).channelIds;
  };
  const channelId = async (name: string) => {
    const list = (await (await api.get('/api/v1/channels')).json()) as {
      items: { id: string; name: string }[];
    };
    return list.items.find((c) => c.name === name)!.id;
  };
  try {
    await signInAs(page, account);

    await test.step('add a webhook channel that every new monitor alerts', async () => {
      await page.goto('/dashboard/notifications?tab=channels');
      await page.getByRole('button', { name: 'Add channel' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Kind').selectOption('webhook');
      await dialog.getByLabel('Name').fill('Ops endpoint');
      await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await dialog
        .getByRole('checkbox', { name: 'Alert through this channel for every new monitor' })
        .check();
      await dialog.getByRole('button', { name: 'Add channel' }).click();
      const secret = page.getByRole('dialog');
      await expect(secret.getByText(/whsec_/)).toBeVisible();
      await secret.getByRole('button', { name: 'Done' }).click();
      const row = page
        .getByRole('list', { name: 'Channels' })
        .getByRole('listitem')
        .filter({ hasText: 'Ops endpoint' });
      await expect(row.getByText('Default', { exact: true })).toBeVisible();

      const openEdit = async (p: Page) => {
        await p.getByRole('button', { name: 'Edit Ops endpoint' }).click();
        await expect(
          p
            .getByRole('dialog', { name: 'Edit Ops endpoint' })
            .getByRole('checkbox', { name: 'Alert through this channel for every new monitor' }),
        ).toBeChecked();
      };
      await openEdit(page);
      await expectAccessible(page, 'channel form, a default channel', openEdit);
    });

    let monitorId = '';
    await test.step('a new monitor starts with the default channel ticked, and keeps it', async () => {
      await page.goto('/dashboard/monitors/new');
      const alerts = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Alerts', exact: true }),
      });
      await expect(alerts.getByRole('checkbox', { name: /Ops endpoint/ })).toBeChecked();
      await expect(alerts.getByRole('radio', { name: 'All members' })).toBeChecked();
      await expectAccessible(page, 'new monitor form with its alerts');
      await page.getByRole('textbox', { name: 'Name' }).fill('Local shop');
      await page.getByRole('textbox', { name: 'URL' }).fill(target.url);
      await page.getByRole('button', { name: 'Create monitor' }).click();
      await expect(page.getByRole('heading', { name: 'Local shop' })).toBeVisible();
      const list = (await (
        await api.get('/api/v1/monitors', { params: { q: 'Local shop' } })
      ).json()) as {
        items: { id: string }[];
      };
      monitorId = list.items[0]!.id;
      expect(page.url()).toContain(monitorId);
      const rules = page.getByRole('form', { name: 'Alert rules' });
      await expect(rules.getByRole('checkbox', { name: /Ops endpoint/ }).first()).toBeChecked();
      expect(await rulesOf(monitorId)).toEqual([await channelId('Ops endpoint')]);
    });

    const others = [
      await createMonitor(api, { name: 'Checkout', url: target.url }),
      await createMonitor(api, { name: 'Search', url: target.url }),
    ];
    const created = await api.post('/api/v1/channels', {
      data: { kind: 'email', name: 'Team mail', config: { to: [account.email] } },
    });
    expect(created.status()).toBe(201);
    const ops = await channelId('Ops endpoint');
    const team = await channelId('Team mail');

    await test.step('add a channel to all monitors, after being told how many', async () => {
      await page.goto('/dashboard/notifications?tab=channels');
      const open = async (p: Page) => {
        await p.getByRole('button', { name: 'Add to all monitors (Team mail)' }).click();
        await expect(
          p.getByRole('dialog', { name: 'Add Team mail to all 3 monitors?' }),
        ).toBeVisible();
      };
      await open(page);
      await expectAccessible(page, 'add a channel to all monitors', open);
      await open(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Add to 3 monitors' }).click();
      await expect(page.getByText('Team mail added to 3 monitors', { exact: true })).toBeVisible();
      for (const id of [monitorId, ...others]) expect(await rulesOf(id)).toEqual([ops, team]);
    });

    await test.step('select monitors and replace their alert channels', async () => {
      await page.goto('/dashboard');
      const table = page.getByRole('table');
      await table.getByRole('checkbox', { name: 'Select Checkout' }).check();
      await table.getByRole('checkbox', { name: 'Select Search' }).check();
      const open = async (p: Page) => {
        if ((await p.getByRole('region', { name: 'Bulk actions' }).count()) === 0) {
          await p.getByRole('table').getByRole('checkbox', { name: 'Select Checkout' }).check();
          await p.getByRole('table').getByRole('checkbox', { name: 'Select Search' }).check();
        }
        await p
          .getByRole('region', { name: 'Bulk actions' })
          .getByRole('button', { name: 'Set alert channels' })
          .click();
        await expect(
          p
            .getByRole('dialog', { name: 'Set alert channels of 2 monitors' })
            .getByRole('checkbox', { name: /Team mail/ }),
        ).toBeVisible();
      };
      await open(page);
      await expectAccessible(page, 'set alert channels of selected monitors', open);
      await open(page);
      const dialog = page.getByRole('dialog', { name: 'Set alert channels of 2 monitors' });
      await dialog.getByRole('checkbox', { name: /Team mail/ }).check();
      await dialog
        .getByRole('radio', { name: "Replace each monitor's channels with these" })
        .check();
      await dialog.getByRole('button', { name: 'Replace channels' }).click();
      await expect(
        page.getByText('Alert channels set on 2 monitors', { exact: true }),
      ).toBeVisible();
      for (const id of others) expect(await rulesOf(id)).toEqual([team]);
      expect(await rulesOf(monitorId)).toEqual([ops, team]);
    });

    await test.step('send a test to your own email from the testing page and read it', async () => {
      await page.goto('/dashboard/testing');
      const own = page.getByRole('list', { name: 'Your own alerts' });
      const mail = own.getByRole('listitem').filter({ hasText: 'Your own email' });
      await expect(mail).toContainText(account.email);
      await expect(own.getByRole('listitem').filter({ hasText: 'Your SMS' })).toContainText(
        'Cannot be tested now',
      );
      await expectAccessible(page, 'testing page with your own alerts');
      await mail.getByRole('button', { name: 'Send test to your own email' }).click();
      await expect(mail.getByRole('region', { name: 'Test delivery' })).toContainText('Delivered', {
        timeout: 20_000,
      });
      const message = await waitForMail(account.email, /Test alert for your email/);
      expect(message.text).toContain('If you can read it, alerts reach you here.');
    });
  } finally {
    await api.dispose();
    await receiver.close();
    await target.stop();
  }
});
