import { expect, test } from '@playwright/test';
import { apiAs, createMonitor, signInAs, signUpOverHttp, startTarget } from './fixtures.js';

/** How a field is named in the data: camelCase, snake_case or a dotted path. */
const internal = /[a-z][A-Z]|_|\.|\[redacted\]/;

test('the audit log names each changed field as a person would, and no secret or internal name', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOverHttp(baseURL!);
  const api = await apiAs(baseURL!, owner);
  const ok = async (response: Awaited<ReturnType<typeof api.post>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const group = await ok(await api.post('/api/v1/monitor-groups', { data: { name: 'Core' } }));
  const target = await startTarget();
  const monitorId = await createMonitor(api, {
    name: 'Checkout',
    url: `${target.url}?token=hunter2-audit-token`,
  });
  await ok(
    await api.post('/api/v1/monitors/bulk', {
      data: { action: 'move', ids: [monitorId], groupId: group.id },
    }),
  );
  await ok(
    await api.post('/api/v1/channels', {
      data: {
        kind: 'slack',
        name: '#ops',
        config: { webhookUrl: 'https://hooks.slack.com/services/T0/B0/auditSecret0123456789' },
      },
    }),
  );
  const statusPage = await ok(
    await api.post('/api/v1/status-pages', {
      data: {
        name: 'Acme status',
        slug: `audit-${Date.now()}`,
        customDomain: `status-${Date.now()}.example.com`,
      },
    }),
  );
  await ok(
    await api.put(`/api/v1/status-pages/${statusPage.id}/password`, {
      data: { password: 'visitors only 2026' },
    }),
  );

  await signInAs(page, owner);
  await page.goto('/dashboard/audit');
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row', { name: /Moved monitor “Checkout”/ })).toContainText(
    'Group: (none) → Core',
  );
  await expect(
    table.getByRole('row', { name: /Set a password on status page “Acme status”/ }),
  ).toContainText('Password set');
  await expect(table.getByRole('row', { name: /Created channel “#ops”/ })).toContainText(
    'Webhook URL set',
  );
  await expect(table.getByRole('row', { name: /Created monitor “Checkout”/ })).toContainText(
    'Check every (seconds): (none) → 10',
  );
  await expect(table.getByRole('row', { name: /Created status page “Acme status”/ })).toContainText(
    'Custom domain: (none) → status-',
  );

  const text = await table.innerText();
  for (const name of ['passwordHash', 'domainToken', 'groupId', 'webhookUrl', 'intervalSeconds'])
    expect(text).not.toContain(name);
  for (const secret of ['hunter2-audit-token', 'auditSecret0123456789', 'visitors only 2026'])
    expect(text).not.toContain(secret);
  // Each change starts with the field's name: none reads as a name in the data.
  const changes = await table.locator('tbody li').allInnerTexts();
  expect(changes.length).toBeGreaterThan(10);
  for (const change of changes) {
    const field = change.split(/: | (?:set|changed|removed)$/)[0]!;
    expect(field, change).not.toMatch(internal);
  }
});
