import {
  monitorStatusValues,
  type CheckResult,
  type Monitor,
  type MonitorCounts,
  type MonitorDaySummary,
} from '@tocsin/contract';

export const checkResult: CheckResult = {
  status: 'up',
  errorKind: null,
  message: null,
  statusCode: 200,
  timings: { dns: 12, connect: 25, tls: 40, ttfb: 80, total: 180 },
  bytesRead: 5120,
  remoteAddress: '93.184.216.34',
  checkedAt: '2026-03-01T11:59:00.000Z',
  certificate: null,
  details: null,
};

const hourlyMedians = [
  182, 176, 171, 169, 174, 180, 188, 195, 204, 210, 215, 208, 199, 192, 190, 186, 230, 184, 179,
  177, 181, 185, 183, 180,
];

/** A checked-every-minute day: one short outage in the 17th hour, the last hour half done. */
export const last24h: MonitorDaySummary = {
  uptimePercent: 99.93,
  latency: { p50: 186, p95: 241, p99: 312 },
  slots: hourlyMedians.map((p50, hour) =>
    hour === 16
      ? { uptimePercent: 98.33, checks: 60, failures: 1, p50 }
      : { uptimePercent: 100, checks: hour === 23 ? 35 : 60, failures: 0, p50 },
  ),
};

/** A monitor as the API returns it; the overrides name what a test cares about. */
export function monitorFixture(
  overrides: Partial<Monitor> & { id: string; name: string },
): Monitor {
  const url = `https://${overrides.id}.example.com/`;
  return {
    type: 'http',
    target: url,
    intervalSeconds: 60,
    timeoutSeconds: 30,
    confirmations: 2,
    tags: [],
    groupId: null,
    paused: false,
    pausedByPlan: false,
    intervalBeforePlan: null,
    status: 'up',
    statusChangedAt: '2026-03-01T10:00:00.000Z',
    lastCheckedAt: '2026-03-01T11:59:00.000Z',
    lastResult: checkResult,
    pushUrl: null,
    config: {
      type: 'http',
      name: overrides.name,
      url,
      intervalSeconds: 60,
      timeoutSeconds: 30,
      confirmations: 2,
      tags: overrides.tags ?? [],
      method: 'GET',
      headers: [],
      expectedStatus: ['2xx', '3xx'],
      followRedirects: true,
      maxRedirects: 5,
      verifyTls: true,
    },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    last24h,
    lastPingAt: null,
    ...overrides,
  };
}

/** A page of the monitors list; the counts are those of `items` unless given. */
export function listOf(items: Monitor[], total = items.length, counts?: Partial<MonitorCounts>) {
  const byStatus = Object.fromEntries(monitorStatusValues.map((s) => [s, 0])) as MonitorCounts;
  for (const m of items) byStatus[m.status] += 1;
  return { items, counts: { ...byStatus, ...counts }, total, page: 1, pageSize: 25 };
}

/** A region as GET /api/v1/regions lists it: live with one probe, or gone. */
export const regionFixture = (name: string, live: boolean) => ({
  name,
  live,
  probes: live ? 1 : 0,
  lastSeenAt: '2026-11-25T12:00:00.000Z',
});

/** What one region saw of a check: up, down (connection refused) or no answer (null). */
export const regionResultFixture = (
  region: string,
  status: 'up' | 'down' | null,
  total: number | null = status === null ? null : 5,
) => ({
  region,
  status,
  errorKind: status === 'down' ? ('connect' as const) : null,
  message:
    status === 'down'
      ? 'Connection refused'
      : status
        ? null
        : 'No probe of this region answered in time',
  statusCode: status === 'up' ? 200 : null,
  timings: total === null ? null : { total },
  checkedAt: total === null ? null : '2026-03-01T12:00:00.000Z',
});

/** The groups list as GET /api/v1/monitor-groups answers it; counts of none unless given. */
export function groupsOf(
  items: { id: string; name: string; counts?: Partial<MonitorCounts> }[],
  ungrouped: Partial<MonitorCounts> = {},
) {
  const none = Object.fromEntries(monitorStatusValues.map((s) => [s, 0])) as MonitorCounts;
  return {
    items: items.map(({ counts, ...group }) => {
      const all = { ...none, ...counts };
      return {
        ...group,
        createdAt: '2026-02-01T10:00:00.000Z',
        counts: all,
        total: Object.values(all).reduce((a, b) => a + b, 0),
      };
    }),
    ungrouped: { ...none, ...ungrouped },
  };
}
