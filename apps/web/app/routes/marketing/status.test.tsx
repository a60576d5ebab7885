import type { StatusDay, StatusResponse } from '@tocsin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-app';
import StatusPage from './status';

const MEASURED = '2026-11-23T12:00:00.000Z';
const DAY_MS = 86_400_000;

function days(each: (index: number) => Partial<StatusDay> = () => ({})): StatusDay[] {
  return Array.from({ length: 90 }, (_, i) => ({
    date: new Date(Date.parse('2026-11-23') - (89 - i) * DAY_MS).toISOString().slice(0, 10),
    status: 'operational',
    uptimePercent: 100,
    downMinutes: 0,
    laggingMinutes: 0,
    checks: 8_640,
    alertsDelivered: 0,
    ...each(i),
  }));
}

/** A healthy instance's answer; tests change the parts they are about. */
function healthy(overrides: Partial<StatusResponse> = {}): StatusResponse {
  return {
    status: 'operational',
    measuredAt: MEASURED,
    api: { status: 'operational', databaseMs: 1.4 },
    scheduler: {
      status: 'operational',
      windowSeconds: 300,
      samples: 1_200,
      p50Ms: 3,
      p95Ms: 12,
      maxMs: 41,
      waitingMs: 0,
      degradedMs: 1_000,
      downMs: 30_000,
    },
    checks: { status: 'operational', lastAt: '2026-11-23T11:59:48.000Z', droppedResults: 0 },
    alerts: { status: 'operational', lastDeliveredAt: '2026-11-23T11:57:00.000Z', overdueMs: 0 },
    regions: [],
    history: {
      days: days((i) =>
        i === 88 ? { status: 'degraded', uptimePercent: 99.93, downMinutes: 1 } : {},
      ),
      uptimePercent: 99.99,
    },
    ...overrides,
  };
}

function renderStatus(reply: () => Response | Promise<Response>) {
  const fetch = stubFetch({ 'GET /api/v1/status': reply });
  renderRoutes([{ path: '/status', Component: StatusPage }], '/status');
  return fetch;
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;

const bars = () =>
  within(screen.getByRole('list', { name: 'Uptime per day, oldest first' })).getAllByRole(
    'listitem',
  );

describe('the status page', () => {
  it('says all systems are operational, with each part and 90 days of history', async () => {
    renderStatus(() => jsonResponse(200, healthy()));
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(row('API')).toHaveTextContent('Answering; the database replies in 1 ms');
    expect(row('API')).toHaveTextContent('Operational');
    expect(row('Scheduler')).toHaveTextContent(
      'Lag over the last 5 min: p50 3 ms, p95 12 ms, max 41 ms',
    );
    expect(row('Checks')).toHaveTextContent('Last check 12 seconds ago');
    expect(row('Alerts')).toHaveTextContent('Last alert delivered 3 minutes ago');
    expect(bars()).toHaveLength(90);
    expect(bars()[89]).toHaveTextContent(/: 100% uptime$/);
    expect(bars()[88]).toHaveTextContent(/: 99\.93% uptime, 1 min down$/);
    expect(bars()[88]).toHaveAttribute('title', bars()[88]!.textContent);
    expect(bars()[88]).toHaveClass('bg-amber-400');
    expect(screen.getByText('99.99% uptime')).toBeInTheDocument();
  });

  it('says performance is degraded when the scheduler runs late, in words as well as colour', async () => {
    renderStatus(() =>
      jsonResponse(
        200,
        healthy({
          status: 'degraded',
          scheduler: {
            ...healthy().scheduler,
            status: 'degraded',
            p95Ms: 1_500,
            maxMs: 4_200,
            waitingMs: 2_000,
          },
          checks: {
            status: 'degraded',
            lastAt: '2026-11-23T11:59:48.000Z',
            droppedResults: 1_204,
          },
        }),
      ),
    );
    expect(await screen.findByText('Degraded performance')).toBeInTheDocument();
    expect(row('Scheduler')).toHaveTextContent('p95 1.5 s, max 4.2 s');
    expect(row('Scheduler')).toHaveTextContent('the oldest due check has waited 2.0 s');
    expect(row('Scheduler')).toHaveTextContent(/Degraded$/);
    expect(row('Checks')).toHaveTextContent(
      '1,204 check results could not be stored while the database was unavailable',
    );
    expect(row('API')).toHaveTextContent(/Operational$/);
  });

  it('shows each region, and one whose probes are gone as down with the others checking', async () => {
    renderStatus(() =>
      jsonResponse(
        200,
        healthy({
          status: 'degraded',
          regions: [
            { name: 'eu', status: 'down', probes: 0, lastSeenAt: '2026-11-23T11:58:00.000Z' },
            { name: 'us', status: 'operational', probes: 2, lastSeenAt: MEASURED },
          ],
        }),
      ),
    );
    expect(await screen.findByText('Degraded performance')).toBeInTheDocument();
    expect(row('Region eu')).toHaveTextContent(
      'No probe is reporting (last report 2 minutes ago); its monitors are checked from the other regions',
    );
    expect(row('Region eu')).toHaveTextContent(/Down$/);
    expect(row('Region us')).toHaveTextContent('2 probes checking from it');
    expect(row('Region us')).toHaveTextContent(/Operational$/);
  });

  it('shows a loading state first, then a major outage when the API does not answer', async () => {
    const answer = deferred<Response>();
    renderStatus(() => answer.promise);
    expect(screen.getByText("Checking Tocsin's status…")).toBeInTheDocument();
    expect(row('API')).toHaveTextContent('Checking');
    answer.resolve(new Response('Bad Gateway', { status: 502 }));
    expect(await screen.findByText('Major outage')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Tocsin's API is not answering");
    expect(row('API')).toHaveTextContent("Tocsin's API is not answering");
    expect(row('API')).toHaveTextContent(/Down$/);
    expect(row('Alerts')).toHaveTextContent(/Unknown$/);
  });

  it('says the same when the network fails outright', async () => {
    renderStatus(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Major outage')).toBeInTheDocument();
    expect(row('API')).toHaveTextContent("Tocsin's API is not answering");
  });

  it('greys out the days before the instance existed and says it has no data for them', async () => {
    const young = days((i) =>
      i < 85 ? { status: 'no-data', uptimePercent: null, checks: 0 } : {},
    );
    renderStatus(() =>
      jsonResponse(
        200,
        healthy({
          history: { days: young, uptimePercent: 100 },
          checks: { status: 'operational', lastAt: null, droppedResults: 0 },
          alerts: { status: 'operational', lastDeliveredAt: null, overdueMs: 0 },
        }),
      ),
    );
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(bars()[0]).toHaveTextContent(/: No data$/);
    expect(bars()[0]).toHaveClass('bg-slate-200');
    expect(bars()[84]).toHaveTextContent(/: No data$/);
    expect(bars()[85]).toHaveTextContent(/: 100% uptime$/);
    expect(bars()[85]).toHaveClass('bg-emerald-500');
    expect(row('Checks')).toHaveTextContent('No checks have run yet');
    expect(row('Alerts')).toHaveTextContent('No alerts delivered yet');
  });

  it('says when there is no history at all yet', async () => {
    renderStatus(() =>
      jsonResponse(
        200,
        healthy({
          history: {
            days: days(() => ({ status: 'no-data', uptimePercent: null })),
            uptimePercent: null,
          },
        }),
      ),
    );
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
    expect(bars().every((bar) => bar.textContent?.endsWith('No data'))).toBe(true);
  });
});
