import type { CheckRecord, Incident } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { checkResult, monitorFixture } from '@/test/monitor-fixtures';
import { renderRoutes } from '@/test/render-app';
import MonitorDetailPage from './monitor-detail';

const certificate = {
  subject: 'CN=shop.example.com',
  issuer: "CN=R11, O=Let's Encrypt",
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2026-04-01T00:00:00.000Z',
  daysRemaining: 31,
  fingerprint256: 'AB:CD',
  altNames: ['shop.example.com'],
  trusted: true,
  trustError: null,
};
const shop = monitorFixture({
  id: 'm1',
  name: 'Shop',
  status: 'down',
  lastResult: { ...checkResult, statusCode: 503, timings: { total: 42 }, certificate },
});

const down = { ...checkResult, status: 'down' as const, errorKind: 'http-status' as const };
const incident = (overrides: Partial<Incident> & { id: string }): Incident => ({
  monitorId: 'm1',
  status: 'resolved',
  startedAt: '2026-02-20T08:00:00.000Z',
  confirmedAt: '2026-02-20T08:00:01.000Z',
  resolvedAt: '2026-02-20T08:12:00.000Z',
  durationSeconds: 720,
  causeKind: 'timeout',
  cause: { ...down, message: 'No answer within 30 s' },
  ...overrides,
});
const check = (checkedAt: string, message: string | null, statusCode = 200): CheckRecord => ({
  checkedAt,
  status: statusCode === 200 ? 'up' : 'down',
  errorKind: statusCode === 200 ? null : 'http-status',
  statusCode,
  timings: { total: 120.4 },
  message,
});

function renderDetail() {
  const resultPages = [
    {
      items: [check('2026-03-01T11:59:00.000Z', 'Expected 2xx, got 503', 503)],
      nextBefore: '2026-03-01T11:59:00.000Z',
    },
    { items: [check('2026-03-01T11:58:00.000Z', null)], nextBefore: null },
  ];
  const fetch = stubFetch({
    'GET /api/v1/monitors/m1': () => jsonResponse(200, shop),
    'GET /api/v1/monitors/m1/incidents': () =>
      jsonResponse(200, {
        items: [
          incident({ id: 'i1' }),
          incident({
            id: 'i2',
            status: 'open',
            startedAt: '2026-03-01T11:50:00.000Z',
            resolvedAt: null,
            durationSeconds: 540,
            causeKind: 'http-status',
            cause: { ...down, message: 'Expected 2xx, got 503' },
          }),
        ],
      }),
    'GET /api/v1/monitors/m1/results': () => jsonResponse(200, resultPages.shift()),
    'POST /api/v1/monitors/m1/pause': () => jsonResponse(200, { ...shop, paused: true }),
  });
  renderRoutes(
    [{ path: '/dashboard/monitors/:id', Component: MonitorDetailPage }],
    '/dashboard/monitors/m1',
  );
  const requested = (path: string) =>
    fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === path);
  return { fetch, requested };
}

describe('monitor detail page', () => {
  it('shows the status, the last answer and its certificate', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('https://m1.example.com/')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current status' })).toHaveTextContent('Down');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m1/edit',
    );
    expect(screen.getByText('Response time').nextSibling).toHaveTextContent('42 ms');
    expect(screen.getByText('Status code').nextSibling).toHaveTextContent('503');
    const cert = screen.getByRole('region', { name: 'Certificate' });
    expect(cert).toHaveTextContent('CN=shop.example.com');
    expect(cert).toHaveTextContent("CN=R11, O=Let's Encrypt");
    expect(within(cert).getByText('Days remaining').nextSibling).toHaveTextContent('31');
    expect(within(cert).getByText('Trusted').nextSibling).toHaveTextContent('Yes');
  });

  it('lists the open incident before the resolved one, with duration and cause', async () => {
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Incidents' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ongoing');
    expect(items[0]).toHaveTextContent('Down for 9 min');
    expect(items[0]).toHaveTextContent('Expected 2xx, got 503');
    expect(items[1]).toHaveTextContent('Resolved');
    expect(items[1]).toHaveTextContent('Lasted 12 min');
    expect(items[1]).toHaveTextContent('No answer within 30 s');
  });

  it('shows the recent checks and loads older ones from nextBefore', async () => {
    const { requested } = renderDetail();
    const table = await screen.findByRole('table', { name: 'Recent checks' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('503');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('120 ms');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [first, second] = requested('/api/v1/monitors/m1/results');
    expect(first?.searchParams.has('before')).toBe(false);
    expect(second?.searchParams.get('before')).toBe('2026-03-01T11:59:00.000Z');
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('pauses the monitor from the header', async () => {
    const { requested } = renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(requested('/api/v1/monitors/m1/pause')).toHaveLength(1));
  });
});
