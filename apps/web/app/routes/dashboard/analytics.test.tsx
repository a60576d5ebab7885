import type { Analytics, AnalyticsMonitor, Latency } from '@tocsin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import AnalyticsPage from './analytics';

const start = Date.parse('2026-03-01T08:00:00.000Z') / 1000;
const latency = (range: Latency['range'], p50: number, p95: number): Latency => ({
  range,
  from: '2026-03-01T08:00:00.000Z',
  to: '2026-03-01T12:00:00.000Z',
  bucketSeconds: 3600,
  times: [start, start + 3600, start + 7200, start + 10_800],
  checks: [60, 60, 0, 60],
  phases: {
    total: { p50: [p50, p50, null, p50], p95: [p95, p95, null, p95], p99: [p95, p95, null, p95] },
  },
  summary: { total: { p50, p95, p99: p95 } },
});

function monitor(overrides: Partial<AnalyticsMonitor> & { id: string; name: string }) {
  return {
    type: 'http',
    target: `https://${overrides.id}.example.com/`,
    status: 'up',
    uptimePercent: 100,
    downtimeSeconds: 0,
    observedSeconds: 604_800,
    checks: 10_080,
    failures: 0,
    incidents: 0,
    responseTime: { avg: 120, p50: 110, p95: 210 },
    slots: [100, 100, 100, 100],
    ...overrides,
  } satisfies AnalyticsMonitor;
}

const shop = monitor({
  id: 'm1',
  name: 'Shop',
  uptimePercent: 99.5,
  downtimeSeconds: 3024,
  failures: 50,
  incidents: 2,
  responseTime: { avg: 180.4, p50: 170, p95: 320 },
  slots: [100, 97.2, null, 100],
});
const api = monitor({ id: 'm2', name: 'API' });
const blog = monitor({
  id: 'm3',
  name: 'Blog',
  uptimePercent: 98,
  downtimeSeconds: 12_096,
  incidents: 1,
  responseTime: { avg: 640, p50: 600, p95: 990 },
});
const fresh = monitor({
  id: 'm4',
  name: 'Admin',
  uptimePercent: null,
  observedSeconds: 0,
  checks: 0,
  responseTime: null,
  slots: [null, null, null, null],
});

function analytics(range: Analytics['range'], overrides: Partial<Analytics> = {}): Analytics {
  return {
    range,
    from: '2026-02-22T12:00:00.000Z',
    to: '2026-03-01T12:00:00.000Z',
    slotTimes: [start, start + 3600, start + 7200, start + 10_800],
    slotSeconds: 3600,
    summary: {
      monitors: 4,
      uptimePercent: 99.166,
      downtimeSeconds: 15_120,
      observedSeconds: 1_814_400,
      checks: 30_240,
      failures: 250,
      incidents: 3,
      openIncidents: 1,
      resolvedIncidents: 2,
      mttrSeconds: 1_500,
      responseTime: { avg: 313.2, p50: 180, p95: 900 },
    },
    monitors: [api, blog, fresh, shop],
    latency: latency(range, 180, 900),
    ...overrides,
  };
}

function renderAnalytics(answer: (range: string) => Response, path = '/dashboard/analytics') {
  const fetch = stubFetch({
    'GET /api/v1/analytics': (_init, url) => answer(url.searchParams.get('range') ?? ''),
    'GET /api/v1/monitors/m1/latency': (_init, url) =>
      jsonResponse(200, latency(url.searchParams.get('range') as Latency['range'], 170, 320)),
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/analytics', Component: AnalyticsPage },
      { path: '/dashboard/monitors/:id', Component: () => null },
    ],
    path,
  );
  const requested = (pathname: string) =>
    fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === pathname)
      .map((url) => url.searchParams.get('range'));
  return { ...view, fetch, requested };
}

const overview = () => screen.getByRole('region', { name: 'Overview' });
const figure = (label: string) => within(overview()).getByText(label).parentElement!;
const rowNames = () =>
  within(screen.getByRole('table', { name: /^Monitors over/ }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

describe('analytics page', () => {
  it("shows the workspace's uptime, downtime, incidents, recovery and response time", async () => {
    const { requested } = renderAnalytics((range) => jsonResponse(200, analytics(range as '7d')));
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await screen.findByRole('region', { name: 'Overview' });
    expect(requested('/api/v1/analytics')).toEqual(['7d']);
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveAttribute('aria-checked', 'true');

    expect(figure('Uptime')).toHaveTextContent('99.16%');
    expect(figure('Uptime')).toHaveTextContent('30,240 checks of 4 monitors');
    expect(figure('Downtime')).toHaveTextContent('4 h 12 min');
    expect(figure('Incidents')).toHaveTextContent('3');
    expect(figure('Incidents')).toHaveTextContent('1 still open');
    expect(figure('Mean time to recovery')).toHaveTextContent('25 min');
    expect(figure('Mean time to recovery')).toHaveTextContent('Over 2 resolved incidents');
    expect(figure('Average response')).toHaveTextContent('313 ms');
    expect(figure('Average response')).toHaveTextContent('p95 900 ms');
  });

  it('lists every monitor worst uptime first, each linking to its page', async () => {
    renderAnalytics((range) => jsonResponse(200, analytics(range as '7d')));
    const table = await screen.findByRole('table', { name: 'Monitors over the last 7 days' });
    // Never checked sorts last, whichever way.
    expect(rowNames()).toEqual(['Blog', 'Shop', 'API', 'Admin']);
    expect(within(table).getByRole('columnheader', { name: /Uptime/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const shopRow = within(table).getByRole('row', { name: /Shop/ });
    expect(within(shopRow).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m1',
    );
    expect(shopRow).toHaveTextContent('99.50%');
    expect(shopRow).toHaveTextContent('50 min');
    expect(shopRow).toHaveTextContent('180 ms');
    expect(shopRow).toHaveTextContent('p95 320 ms');
    expect(
      within(shopRow).getByRole('img', { name: 'Shop: 1 of 4 periods with downtime' }),
    ).toBeInTheDocument();
    const adminRow = within(table).getByRole('row', { name: /Admin/ });
    expect(adminRow).toHaveTextContent('—');
    expect(
      within(adminRow).getByRole('img', { name: 'Admin: no checks in this range' }),
    ).toBeInTheDocument();
  });

  it('sorts by the column chosen, a second click reversing it', async () => {
    const user = userEvent.setup();
    renderAnalytics((range) => jsonResponse(200, analytics(range as '7d')));
    await screen.findByRole('table', { name: /^Monitors over/ });

    await user.click(screen.getByRole('button', { name: 'Uptime' }));
    expect(rowNames()).toEqual(['API', 'Shop', 'Blog', 'Admin']);
    await user.click(screen.getByRole('button', { name: 'Monitor' }));
    expect(rowNames()).toEqual(['Admin', 'API', 'Blog', 'Shop']);
    await user.click(screen.getByRole('button', { name: 'Incidents' }));
    expect(rowNames()).toEqual(['Shop', 'Blog', 'Admin', 'API']);
    await user.click(screen.getByRole('button', { name: 'Avg response' }));
    expect(rowNames()).toEqual(['Blog', 'Shop', 'API', 'Admin']);
    expect(screen.getByRole('columnheader', { name: /Avg response/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks again for the range picked, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { requested, router } = renderAnalytics((range) =>
      jsonResponse(
        200,
        analytics(range as '30d', {
          summary: { ...analytics('30d').summary, uptimePercent: range === '30d' ? 99.9 : 99.166 },
        }),
      ),
    );
    await waitFor(() => expect(figure('Uptime')).toHaveTextContent('99.16%'));
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(figure('Uptime')).toHaveTextContent('99.90%'));
    expect(requested('/api/v1/analytics')).toEqual(['7d', '30d']);
    expect(router.state.location.search).toBe('?range=30d');
    expect(
      screen.getByRole('table', { name: 'Monitors over the last 30 days' }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '7 days' })).toHaveFocus();
    await waitFor(() => expect(figure('Uptime')).toHaveTextContent('99.16%'));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the range in the address', async () => {
    const { requested } = renderAnalytics(
      (range) => jsonResponse(200, analytics(range as '90d')),
      '/dashboard/analytics?range=90d',
    );
    await screen.findByRole('region', { name: 'Overview' });
    expect(requested('/api/v1/analytics')).toEqual(['90d']);
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveAttribute('aria-checked', 'true');
  });

  it('charts the pooled response time, or the chosen monitor’s, with a sentence to read', async () => {
    const user = userEvent.setup();
    const { requested } = renderAnalytics((range) => jsonResponse(200, analytics(range as '7d')));
    const section = await screen.findByRole('region', { name: 'Response time' });
    expect(
      within(section).getByRole('img', {
        name: 'Response time of every monitor over the last 7 days',
      }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'Over the last 7 days, half the checks of every monitor answered within 180 ms and 95% within 900 ms.',
    );
    expect(within(section).getByRole('table', { name: /percentiles/ })).toHaveTextContent(
      'Total180 ms900 ms900 ms',
    );

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Monitor' }), 'Shop');
    expect(
      await within(section).findByRole('img', {
        name: 'Response time of Shop over the last 7 days',
      }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('half the checks of Shop answered within 170 ms');
    expect(requested('/api/v1/monitors/m1/latency')).toEqual(['7d']);
  });

  it('says so when there are no monitors yet, with the way to add one', async () => {
    renderAnalytics((range) =>
      jsonResponse(
        200,
        analytics(range as '7d', {
          monitors: [],
          summary: {
            ...analytics('7d').summary,
            monitors: 0,
            uptimePercent: null,
            checks: 0,
            incidents: 0,
          },
        }),
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'No monitors to report on yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'New monitor' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the monitors have no checks in the range yet', async () => {
    renderAnalytics((range) =>
      jsonResponse(
        200,
        analytics(range as '7d', {
          monitors: [fresh],
          summary: {
            monitors: 1,
            uptimePercent: null,
            downtimeSeconds: 0,
            observedSeconds: 0,
            checks: 0,
            failures: 0,
            incidents: 0,
            openIncidents: 0,
            resolvedIncidents: 0,
            mttrSeconds: null,
            responseTime: null,
          },
          latency: {
            ...latency(range as '7d', 0, 0),
            checks: [0, 0, 0, 0],
            phases: {},
            summary: {},
          },
        }),
      ),
    );
    await screen.findByRole('region', { name: 'Overview' });
    expect(figure('Uptime')).toHaveTextContent('—');
    expect(figure('Uptime')).toHaveTextContent('No checks in this range yet');
    expect(figure('Mean time to recovery')).toHaveTextContent('No resolved incidents');
    expect(figure('Average response')).toHaveTextContent('No response times measured');
    expect(screen.getByText('No response times in this range yet')).toBeVisible();
  });

  it('shows an error with a way to try again when the analytics cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAnalytics((range) =>
      fail
        ? jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side' })
        : jsonResponse(200, analytics(range as '7d')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the analytics');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Uptime')).toHaveTextContent('99.16%'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
