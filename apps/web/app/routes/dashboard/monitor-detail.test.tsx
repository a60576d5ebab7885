import {
  DEFAULT_ALERT_RULES,
  monitorInput,
  type CheckRecord,
  type Incident,
  type MeResponse,
  type Latency,
  type Uptime,
} from '@tocsin/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-mock';
import {
  checkResult,
  groupsOf,
  monitorFixture,
  regionResultFixture,
} from '@/test/monitor-fixtures';
import { memberWithRole, renderRoutes } from '@/test/render-app';
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

const uptime = (range: string, overrides: Partial<Uptime> = {}): Uptime => ({
  range: range as Uptime['range'],
  from: '2026-02-28T12:00:00.000Z',
  to: '2026-03-01T12:00:00.000Z',
  checks: 1440,
  failures: 1,
  degraded: 0,
  uptimePercent: 99.982,
  downtimeSeconds: 16,
  observedSeconds: 86_400,
  slotSeconds: 900,
  slots: [],
  ...overrides,
});
const dayStart = Date.parse('2026-02-28T12:00:00.000Z') / 1000;
const slot = (index: number, checks: number, failures = 0, uptimePercent: number | null = 100) => ({
  start: dayStart + index * 900,
  checks,
  failures,
  uptimePercent: checks === 0 ? null : uptimePercent,
  downtimeSeconds: failures * 60,
});
const uptimes: Record<string, Uptime> = {
  '24h': uptime('24h', { slots: [slot(0, 0), slot(1, 15), slot(2, 15, 9, 40)] }),
  '7d': uptime('7d', { checks: 10_080, failures: 0, uptimePercent: 100, downtimeSeconds: 0 }),
  '30d': uptime('30d', {
    checks: 43_200,
    uptimePercent: 99.5,
    downtimeSeconds: 3 * 3600 + 36 * 60,
  }),
  '90d': uptime('90d', { checks: 0, failures: 0, uptimePercent: null, downtimeSeconds: 0 }),
};

const start = Date.parse('2026-03-01T11:56:00.000Z') / 1000;
const latency = (range: string, checks = [1, 1, 0, 1]): Latency => ({
  range: range as Latency['range'],
  from: '2026-03-01T11:56:00.000Z',
  to: '2026-03-01T12:00:00.000Z',
  bucketSeconds: 60,
  times: [start, start + 60, start + 120, start + 180],
  checks,
  phases: {
    dns: { p50: [12, 11, null, 13], p95: [14, 12, null, 15], p99: [15, 13, null, 16] },
    total: { p50: [180, 175, null, 190], p95: [240, 230, null, 260], p99: [300, 290, null, 330] },
  },
  summary: {
    dns: { p50: 12, p95: 14.4, p99: 15.6 },
    total: { p50: 181, p95: 252, p99: 318 },
  },
});

function renderDetail({
  emptyRanges = [] as string[],
  monitor = shop,
  session = undefined as MeResponse | undefined,
} = {}) {
  const resultPages = [
    {
      items: [check('2026-03-01T11:59:00.000Z', 'Expected 2xx, got 503', 503)],
      nextBefore: '2026-03-01T11:59:00.000Z',
    },
    { items: [check('2026-03-01T11:58:00.000Z', null)], nextBefore: null },
  ];
  const fetch = stubFetch({
    'GET /api/v1/monitors/m1': () => jsonResponse(200, monitor),
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
    'GET /api/v1/monitors/m1/results': (_init, url) => {
      const region = url.searchParams.get('region');
      if (region === null) return jsonResponse(200, resultPages.shift());
      const seen = check('2026-03-01T11:59:30.000Z', `Refused from ${region}`, 0);
      return jsonResponse(200, { items: [seen], nextBefore: null });
    },
    'GET /api/v1/monitors/m1/uptime': (_init, url) =>
      jsonResponse(200, uptimes[url.searchParams.get('range') ?? '']),
    'GET /api/v1/monitors/m1/latency': (_init, url) => {
      const range = url.searchParams.get('range') ?? '';
      return jsonResponse(
        200,
        latency(range, emptyRanges.includes(range) ? [0, 0, 0, 0] : undefined),
      );
    },
    'POST /api/v1/monitors/m1/pause': () => jsonResponse(200, { ...shop, paused: true }),
    'GET /api/v1/monitors/m1/alerts': () => jsonResponse(200, DEFAULT_ALERT_RULES),
    'GET /api/v1/monitors/m1/badge': () => jsonResponse(200, { badge: null }),
    'GET /api/v1/channels': () => jsonResponse(200, { items: [] }),
    'GET /api/v1/monitor-groups': () =>
      jsonResponse(200, groupsOf([{ id: 'g-pay', name: 'Payments', counts: { down: 1 } }])),
  });
  const { router } = renderRoutes(
    [{ path: '/dashboard/monitors/:id', Component: MonitorDetailPage }],
    '/dashboard/monitors/m1',
    { session },
  );
  const requested = (path: string) =>
    fetch.mock.calls
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === path);
  return { fetch, requested, router };
}

describe('monitor detail page', () => {
  it('names the group it is filed in, linking to that group in the list', async () => {
    renderDetail({ monitor: { ...shop, groupId: 'g-pay' } });
    const status = await screen.findByRole('region', { name: 'Current status' });
    const link = await within(status).findByRole('link', { name: 'Payments' });
    expect(link).toHaveAttribute('href', '/dashboard?view=groups&groupId=g-pay');
  });

  it('shows the status, the last answer and its certificate', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('https://m1.example.com/')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current status' })).toHaveTextContent('Down');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/monitors/m1/edit',
    );
    expect(screen.getByText('Response time', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '42 ms',
    );
    expect(screen.getByText('Status code').nextSibling).toHaveTextContent('503');
    const cert = screen.getByRole('region', { name: 'Certificate' });
    expect(cert).toHaveTextContent('CN=shop.example.com');
    expect(cert).toHaveTextContent("CN=R11, O=Let's Encrypt");
    expect(within(cert).getByText('Days remaining').nextSibling).toHaveTextContent('31');
    expect(within(cert).getByText('Trusted').nextSibling).toHaveTextContent('Yes');
  });

  it('shows what each region saw of the last check', async () => {
    renderDetail({
      monitor: {
        ...shop,
        status: 'degraded',
        lastResult: {
          ...shop.lastResult!,
          status: 'degraded',
          message: 'Failing from eu only (1 of 2 regions; down takes 2): Connection refused',
          regions: [
            regionResultFixture('ap', null, null),
            regionResultFixture('eu', 'down', 3),
            regionResultFixture('us', 'up', 41),
          ],
        },
      },
    });
    const regions = await screen.findByRole('region', { name: 'Last check by region' });
    const items = within(regions).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'apNo answer—No probe of this region answered in time',
      'euDown3 msConnection refused',
      'usUp41 ms · 200',
    ]);
  });

  it('shows a heartbeat waiting for its first ping, with its push URL and no response times', async () => {
    const pushUrl = 'http://localhost:3000/api/push/abc123';
    renderDetail({
      monitor: monitorFixture({
        id: 'm1',
        name: 'Nightly backup',
        type: 'heartbeat',
        target: 'push',
        status: 'pending',
        lastCheckedAt: null,
        lastResult: null,
        pushUrl,
        createdAt: '2026-03-01T11:00:00.000Z',
        config: monitorInput.parse({
          type: 'heartbeat',
          name: 'Nightly backup',
          periodSeconds: 3600,
          graceSeconds: 300,
        }),
      }),
    });
    const status = await screen.findByRole('region', { name: 'Current status' });
    expect(status).toHaveTextContent('Waiting for the first ping');
    expect(screen.getByText('Last ping').nextSibling).toHaveTextContent('None yet');
    const due = screen.getByText('Next ping expected by').nextSibling as HTMLElement;
    expect(due.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T12:05:00.000Z');
    expect(due).toHaveTextContent('Every 1 h, 5 min grace');
    expect(screen.getByRole('region', { name: 'Push URL' })).toHaveTextContent(pushUrl);
    expect(screen.queryByRole('region', { name: 'Response time' })).toBeNull();
    expect(screen.queryByText('Status code')).toBeNull();
  });

  it("tells a viewer that a heartbeat's push URL is shown only to those who may change it", async () => {
    renderDetail({
      session: memberWithRole('viewer'),
      monitor: monitorFixture({
        id: 'm1',
        name: 'Nightly backup',
        type: 'heartbeat',
        target: 'push',
        status: 'up',
        pushUrl: null,
        config: monitorInput.parse({
          type: 'heartbeat',
          name: 'Nightly backup',
          periodSeconds: 3600,
        }),
      }),
    });
    expect(
      await screen.findByText(/shown only to members who may change monitors/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Push URL' })).toBeNull();
    expect(screen.queryByText(/\/api\/push\//)).toBeNull();
  });

  it('shows the uptime, response times and checks of the region chosen, and remembers it in the address', async () => {
    const { requested, router } = renderDetail({
      monitor: {
        ...shop,
        lastResult: {
          ...shop.lastResult!,
          regions: [regionResultFixture('us', 'up', 41), regionResultFixture('eu', 'down', 3)],
        },
      },
    });
    const picker = await screen.findByRole('radiogroup', { name: 'Show the history of' });
    const options = within(picker).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual(['All regions', 'eu', 'us']);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/the monitor’s verdicts, all regions together/)).toBeInTheDocument();
    await within(await screen.findByRole('table', { name: 'Recent checks' })).findByText(
      'Expected 2xx, got 503',
    );
    const regionsAsked = (path: string) =>
      requested(`/api/v1/monitors/m1/${path}`).map((url) => url.searchParams.get('region'));
    expect(regionsAsked('latency')).toEqual([null]);

    await userEvent.click(within(picker).getByRole('radio', { name: 'eu' }));
    expect(
      await within(screen.getByRole('table', { name: 'Recent checks' })).findByText(
        'Refused from eu',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Uptime, response times and checks below are what eu saw.'),
    ).toBeVisible();
    await waitFor(() => expect(regionsAsked('latency')).toEqual([null, 'eu']));
    expect(regionsAsked('uptime').filter((r) => r === 'eu')).toHaveLength(4);
    expect(regionsAsked('results')).toContain('eu');
    expect(router.state.location.search).toBe('?region=eu');
    expect(
      screen.getByRole('img', { name: /Response time from eu over the last 24 hours/ }),
    ).toBeInTheDocument();
  });

  it('shows the uptime, downtime and checks of the last 24 hours, 7, 30 and 90 days', async () => {
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Uptime' });
    const tile = (label: string) => within(section).getByText(label).parentElement!;
    await waitFor(() => expect(tile('24 hours')).toHaveTextContent('99.98%'));
    expect(tile('24 hours')).toHaveTextContent('16 s down · 1,440 checks');
    await waitFor(() => expect(tile('7 days')).toHaveTextContent('100%'));
    expect(tile('7 days')).toHaveTextContent('No downtime · 10,080 checks');
    await waitFor(() => expect(tile('30 days')).toHaveTextContent('99.50%'));
    expect(tile('30 days')).toHaveTextContent('3 h 36 min down · 43,200 checks');
  });

  it('shows a dash for a range with no checks instead of an uptime', async () => {
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Uptime' });
    const tile = within(section).getByText('90 days').parentElement!;
    await waitFor(() => expect(tile).toHaveTextContent('—'));
    expect(tile).toHaveTextContent('No checks in this range yet');
    expect(tile).not.toHaveTextContent('%');
  });

  it('charts the last 24 hours by default, with a line per measured phase and the range percentiles', async () => {
    const { requested } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Response time' });
    expect(within(section).getByRole('radio', { name: '24h' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const legend = await within(section).findByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DNS p50', 'Total p50', 'Total p95', 'Down']);
    // The open incident started at 11:50: the chart shades it, and says so.
    expect(
      within(section).getByRole('img', {
        name: 'Response time over the last 24 hours, with the times it was down shaded',
      }),
    ).toBeInTheDocument();
    const summary = within(section).getByRole('table', { name: /percentiles/ });
    expect(within(summary).getByRole('row', { name: /DNS/ })).toHaveTextContent(
      'DNS12 ms14 ms16 ms',
    );
    expect(within(summary).getByRole('row', { name: /Total/ })).toHaveTextContent(
      'Total181 ms252 ms318 ms',
    );
    expect(
      requested('/api/v1/monitors/m1/latency').map((url) => url.searchParams.get('range')),
    ).toEqual(['24h']);
  });

  it('asks for the range picked with a click or the arrow keys', async () => {
    const { requested } = renderDetail();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Response time' });
    await within(section).findByRole('list', { name: 'Legend' });
    const ranges = () =>
      requested('/api/v1/monitors/m1/latency').map((url) => url.searchParams.get('range'));

    await user.click(within(section).getByRole('radio', { name: '7d' }));
    expect(within(section).getByRole('radio', { name: '7d' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(section).getByRole('radio', { name: '24h' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await waitFor(() => expect(ranges()).toEqual(['24h', '7d']));

    await user.keyboard('{ArrowRight}');
    expect(within(section).getByRole('radio', { name: '30d' })).toHaveFocus();
    expect(within(section).getByRole('radio', { name: '30d' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() => expect(ranges()).toEqual(['24h', '7d', '30d']));
    await waitFor(() =>
      expect(
        within(section).getByRole('img', { name: /^Response time over the last 30 days/ }),
      ).toBeInTheDocument(),
    );
  });

  it('says so when no check ran in the chosen range', async () => {
    renderDetail({ emptyRanges: ['1h'] });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Response time' });
    await within(section).findByRole('list', { name: 'Legend' });
    await user.click(within(section).getByRole('radio', { name: '1h' }));
    expect(await within(section).findByText('No checks in this range yet')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the range as an uptime strip with a marker opening each incident in it', async () => {
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Uptime' });
    expect(within(section).getByRole('radio', { name: '24h' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const strip = await within(section).findByRole('img', {
      name: 'Uptime over the last 24 hours: 99.98%, 1 incident',
    });
    const slots = [...strip.children] as HTMLElement[];
    expect(slots.map((s) => s.className.match(/bg-\S+/)?.[0])).toEqual([
      'bg-slate-200',
      'bg-emerald-500',
      'bg-red-500',
    ]);
    expect(slots[2]?.title).toMatch(/: 40\.00% up, 15 checks, 9 min down$/);
    // The resolved incident of February is outside the range; the open one is marked.
    const markers = within(section).getByRole('list', { name: 'Incidents in this range' });
    const marker = within(markers).getByRole('link');
    expect(marker).toHaveAccessibleName(/^Incident started .+, ongoing for 9 min$/);
    expect(marker).toHaveAttribute('href', '/dashboard/incidents/i2');
  });

  it('offers a monitor created ten minutes ago the ranges its life fills, starting with the last hour', async () => {
    const createdAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const { requested } = renderDetail({ monitor: { ...shop, createdAt } });
    const response = await screen.findByRole('region', { name: 'Response time' });
    const ranges = within(response).getByRole('radiogroup', { name: 'Response time range' });
    expect(
      within(ranges)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['1h', '24h']);
    expect(within(ranges).getByRole('radio', { name: '1h' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() =>
      expect(
        requested('/api/v1/monitors/m1/latency').map((url) => url.searchParams.get('range')),
      ).toEqual(['1h']),
    );
    const uptimeRanges = within(screen.getByRole('region', { name: 'Uptime' })).getByRole(
      'radiogroup',
      { name: 'Uptime range' },
    );
    expect(
      within(uptimeRanges)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['24h', '7d']);
  });

  it('heads a certificate monitor with its days left, coloured by urgency, and lists its chain', async () => {
    const chain = [
      { subject: 'shop.example.com', issuer: "R11 (Let's Encrypt)" },
      { subject: 'R11', issuer: 'ISRG Root X1 (Internet Security Research Group)' },
      { subject: 'ISRG Root X1', issuer: 'ISRG Root X1 (Internet Security Research Group)' },
    ].map((names) => ({
      ...names,
      validFrom: certificate.validFrom,
      validTo: certificate.validTo,
    }));
    renderDetail({
      monitor: monitorFixture({
        id: 'm1',
        name: 'Shop certificate',
        type: 'tls-cert',
        target: 'shop.example.com:443',
        status: 'degraded',
        config: monitorInput.parse({
          type: 'tls-cert',
          name: 'Shop certificate',
          host: 'shop.example.com',
          expiryThresholdDays: 14,
        }),
        lastResult: {
          ...checkResult,
          status: 'degraded',
          errorKind: 'cert-expiring',
          statusCode: null,
          message: 'The certificate expires in 9 days (2026-03-10); renew it',
          certificate: {
            ...certificate,
            daysRemaining: 9,
            validTo: new Date(Date.now() + 9.5 * 86_400_000).toISOString(),
            chain,
          },
        },
      }),
    });
    const days = await screen.findByText('Days left');
    expect(days.nextSibling).toHaveTextContent('9 days');
    expect(days.nextSibling).toHaveClass('text-amber-700');
    expect(days.parentElement).toHaveTextContent('warns 14 days before');
    expect(screen.queryByText('Status code')).toBeNull();
    const list = screen.getByRole('list', { name: 'Chain' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Server: shop.example.com', 'Intermediate: R11', 'Root: ISRG Root X1']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      'Issued by ISRG Root X1 (Internet Security Research Group)',
    );
    const table = await screen.findByRole('table', { name: 'Recent checks' });
    expect(within(table).queryByRole('columnheader', { name: 'Code' })).toBeNull();
  });

  it('shows a TCP monitor its connect time, port and last error, without status codes', async () => {
    renderDetail({
      monitor: monitorFixture({
        id: 'm1',
        name: 'Database',
        type: 'tcp',
        target: 'db.example.com:5432',
        config: monitorInput.parse({
          type: 'tcp',
          name: 'Database',
          host: 'db.example.com',
          port: 5432,
        }),
        lastResult: {
          ...checkResult,
          statusCode: null,
          timings: { dns: 3, connect: 14, total: 18 },
        },
      }),
    });
    expect((await screen.findByText('Connect time')).nextSibling).toHaveTextContent('14 ms');
    expect(screen.getByText('Port').nextSibling).toHaveTextContent('5432');
    // Up now: the last error is the cause of the latest incident.
    await waitFor(() =>
      expect(screen.getByText('Last error').nextSibling).toHaveTextContent('Expected 2xx, got 503'),
    );
    expect(screen.queryByText('Status code')).toBeNull();
    expect(screen.queryByText('Response time', { selector: 'dt' })).toBeNull();
  });

  it('shows a DNS monitor the records answered, its resolver and whether the expected value was there', async () => {
    const dnsMonitor = (errorKind: 'dns-mismatch' | null) =>
      monitorFixture({
        id: 'm1',
        name: 'Mail records',
        type: 'dns',
        target: 'example.com',
        config: monitorInput.parse({
          type: 'dns',
          name: 'Mail records',
          hostname: 'example.com',
          recordType: 'MX',
          expectedValue: 'mail.example.com',
          resolver: '9.9.9.9',
        }),
        lastResult: {
          ...checkResult,
          status: errorKind ? 'down' : 'up',
          errorKind,
          statusCode: null,
          timings: { dns: 21, total: 22 },
          details: {
            recordType: 'MX',
            records: ['10 mail.example.com', '20 backup.example.com'],
            resolver: '9.9.9.9',
          },
        },
      });
    renderDetail({ monitor: dnsMonitor(null) });
    const records = await screen.findByRole('region', { name: 'Records answered' });
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MX10 mail.example.com', 'MX20 backup.example.com']);
    expect(screen.getByText('Resolver').nextSibling).toHaveTextContent('9.9.9.9');
    expect(screen.getByText('Query time').nextSibling).toHaveTextContent('21 ms');
    expect(screen.getByText('Expected value').nextSibling).toHaveTextContent('Found');
    expect(screen.queryByText('Status code')).toBeNull();
    cleanup();
    renderDetail({ monitor: dnsMonitor('dns-mismatch') });
    expect((await screen.findByText('Expected value')).nextSibling).toHaveTextContent('Not found');
  });

  it('shows a ping monitor its round trips and packet loss', async () => {
    renderDetail({
      monitor: monitorFixture({
        id: 'm1',
        name: 'Router',
        type: 'ping',
        target: 'router.example.com',
        status: 'degraded',
        config: monitorInput.parse({ type: 'ping', name: 'Router', host: 'router.example.com' }),
        lastResult: {
          ...checkResult,
          status: 'degraded',
          errorKind: 'ping-loss',
          statusCode: null,
          timings: { total: 12.4 },
          details: { sent: 3, received: 2, loss: 33.3, min: 0.4, avg: 12.4, max: 24.1 },
        },
      }),
    });
    const average = (await screen.findByText('Round trip (average)')).parentElement!;
    expect(average).toHaveTextContent('12 ms');
    expect(average).toHaveTextContent('Min 0.4 ms · max 24 ms');
    const loss = screen.getByText('Packet loss').parentElement!;
    expect(loss).toHaveTextContent('33.3%');
    expect(loss).toHaveTextContent('2 of 3 replies');
    expect(screen.queryByText('Status code')).toBeNull();
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

  it('links to the incidents of this monitor and shows its alert rules', async () => {
    renderDetail();
    const incidents = await screen.findByRole('region', { name: 'Incidents' });
    expect(
      within(incidents).getByRole('link', {
        name: 'All incidents of this monitor, with their alerts',
      }),
    ).toHaveAttribute('href', '/dashboard/incidents?monitorId=m1');
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(await within(alerts).findByRole('form', { name: 'Alert rules' })).toBeInTheDocument();
    expect(within(alerts).getByRole('link', { name: 'Add a channel' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
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
    // On a phone, the same checks as cards.
    const cards = within(screen.getByRole('list', { name: 'Recent checks' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('120 ms · 503');
    expect(cards[0]).toHaveTextContent('Expected 2xx, got 503');
  });

  it('says when the plan paused the monitor or slowed it, and where to find more room', async () => {
    renderDetail({ monitor: { ...shop, paused: true, pausedByPlan: true, status: 'paused' } });
    const paused = await screen.findByText(/^Paused by your plan/);
    expect(paused).toHaveTextContent('it resumes by itself on a plan with room for it');
    expect(within(paused).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    cleanup();
    renderDetail({ monitor: { ...shop, intervalSeconds: 300, intervalBeforePlan: 30 } });
    expect(await screen.findByText(/^Checked every 5 minutes/)).toHaveTextContent(
      'the shortest interval your plan allows; you chose every 30 seconds',
    );
  });

  it('says nothing of the plan when it changed nothing', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Shop', level: 1 });
    expect(screen.queryByText(/your plan/)).not.toBeInTheDocument();
  });

  it('pauses the monitor from the header', async () => {
    const { requested } = renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(requested('/api/v1/monitors/m1/pause')).toHaveLength(1));
  });
});

describe('monitor detail page for a viewer', () => {
  it('shows the monitor and its alert rules without a way to change them', async () => {
    renderDetail({ session: memberWithRole('viewer') });
    const rules = await screen.findByRole('form', { name: 'Alert rules' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(
      within(rules).queryByRole('button', { name: 'Save alert rules' }),
    ).not.toBeInTheDocument();
    expect(
      within(rules).getByText(/can read these alert rules but not change them/),
    ).toBeInTheDocument();
    expect(within(rules).getByRole('radio', { name: 'All members' })).toBeDisabled();
  });
});
