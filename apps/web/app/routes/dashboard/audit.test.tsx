import type { AuditEntry } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, setDisplayTimeZone } from '@/lib/date-format';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import AuditPage from './audit';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  at: '2026-11-20T09:30:00.000Z',
  actorType: 'user',
  actorId: 'u1',
  actorName: 'Ada Lovelace',
  ip: '203.0.113.9',
  action: 'monitor.updated',
  targetType: 'monitor',
  targetId: 'm1',
  targetName: 'API',
  changes: { name: { before: 'API', after: 'Public API' } },
  ...over,
});

const updated = entry({});
const byKey = entry({
  id: 'a2',
  actorType: 'key',
  actorId: 'k1',
  actorName: 'Deploy script',
  action: 'channel.updated',
  targetType: 'channel',
  targetName: '#ops',
  changes: { 'secret.webhookUrl': { before: '[redacted]', after: '[redacted]' } },
});
const moved = entry({
  id: 'a4',
  action: 'monitor.moved',
  changes: { groupId: { before: null, after: 'g1' } },
});
const passwordSet = entry({
  id: 'a5',
  action: 'status-page.password-set',
  targetType: 'status-page',
  targetName: 'Acme status',
  changes: { passwordHash: { before: null, after: '[redacted]' } },
});
const older = entry({ id: 'a3', action: 'monitor.created', targetName: 'Shop', changes: null });

function renderAudit(role: 'owner' | 'member', path = '/dashboard/audit') {
  const fetch = stubFetch({
    'GET /api/v1/session': () =>
      jsonResponse(200, {
        me: { ...signedInUser, workspace: { ...signedInUser.workspace, role } },
      }),
    'GET /api/v1/audit': (_init, url) =>
      url.searchParams.get('before') === 'a2'
        ? jsonResponse(200, { items: [older], next: null, names: {}, retentionDays: 90 })
        : jsonResponse(200, {
            items: [updated, byKey, moved, passwordSet],
            next: 'a2',
            names: { g1: 'Core services' },
            retentionDays: 90,
          }),
    'GET /api/v1/audit/actors': () =>
      jsonResponse(200, {
        items: [
          { type: 'user', id: 'u1', name: 'Ada Lovelace' },
          { type: 'key', id: 'k1', name: 'Deploy script' },
        ],
      }),
  });
  const view = renderRoutes([{ path: '/dashboard/audit', Component: AuditPage }], path);
  const auditCalls = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/audit');
  return { ...view, auditCalls, user: userEvent.setup() };
}

afterEach(() => setDisplayTimeZone(null));

describe('audit log page', () => {
  it('lists who changed what, in words, with the fields changed and the time in the chosen zone', async () => {
    setDisplayTimeZone('Asia/Tokyo');
    renderAudit('owner');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Updated monitor “API”')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Name: API → Public API');
    expect(rows[1]).toHaveTextContent(formatDateTime(updated.at));
    expect(formatDateTime(updated.at)).toMatch(/18:30|6:30:00 PM/);
    expect(rows[2]).toHaveTextContent('Deploy script');
    expect(within(rows[2]!).getByText('API key')).toBeVisible();
    expect(rows[2]).toHaveTextContent('Updated channel “#ops”');
    expect(rows[2]).toHaveTextContent('Webhook URL changed');
    expect(rows[3]).toHaveTextContent('Group: (none) → Core services');
    expect(rows[4]).toHaveTextContent('Set a password on status page “Acme status”');
    expect(rows[4]).toHaveTextContent('Password set');
    // No name of the data shows: not `groupId`, `passwordHash` or `secret.webhookUrl`.
    expect(table).not.toHaveTextContent(/groupId|passwordHash|webhookUrl|redacted/);
    expect(screen.getByText('Entries are kept for 90 days on your plan.')).toBeVisible();
  });

  it('reads the filters from the URL, sends them, and exports the same entries', async () => {
    const { auditCalls } = renderAudit(
      'owner',
      '/dashboard/audit?targetType=monitor&actorId=k1&from=2026-11-01&to=nonsense',
    );
    await screen.findByRole('table', { name: 'Audit log' });
    const sent = auditCalls()[0]!.searchParams;
    expect(sent.get('targetType')).toBe('monitor');
    expect(sent.get('actorId')).toBe('k1');
    expect(sent.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(sent.has('to')).toBe(false);
    expect(screen.getByLabelText('Kind')).toHaveValue('monitor');
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/v1\/audit\.csv\?/);
    const csvSearch = new URL(csv.getAttribute('href')!, 'http://localhost').searchParams;
    expect(csvSearch.get('targetType')).toBe('monitor');
    expect(csvSearch.get('actorId')).toBe('k1');
    expect(csvSearch.get('from')).toBe(sent.get('from'));
  });

  it('puts a chosen filter in the URL and loads older entries on request', async () => {
    const { auditCalls, router, user } = renderAudit('owner');
    await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Deploy script (API key)' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Person or API key'), 'k1');
    await waitFor(() => expect(router.state.location.search).toBe('?actorId=k1'));
    await waitFor(() => expect(auditCalls().at(-1)!.searchParams.get('actorId')).toBe('k1'));

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Created monitor “Shop”', { selector: 'td' })).toBeVisible();
    expect(auditCalls().at(-1)!.searchParams.get('before')).toBe('a2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('tells a member plainly that only admins and owners can see it, and asks nothing', async () => {
    const { auditCalls } = renderAudit('member');
    expect(await screen.findByText('Only admins and owners can see the audit log')).toBeVisible();
    expect(auditCalls()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
