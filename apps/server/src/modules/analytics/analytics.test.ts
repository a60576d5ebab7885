import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  checkDays,
  checkHours,
  checkMinutes,
  incidents,
  monitors,
  rollupMarks,
} from '../../db/schema.js';
import { describeEachDatabase, signUpCookie, type Harness } from '../../test/harness.js';
import { timeoutCause } from '../../test/incidents.js';
import { bucketOf, bucketValue, Histogram } from '../results/histogram.js';
import { MINUTE_MS } from '../results/minute.js';
import { uptimeOf } from '../results/queries.js';
import { DAY_MS, HOUR_MS, readMarks } from '../results/rollups.js';
import { workspaceAnalytics } from './service.js';

/** What one stored minute of a monitor holds; `ms` is the total response time of every check. */
interface Fact {
  at: number;
  checks: number;
  failures: number;
  downMs: number;
  observedMs: number;
  ms: number | null;
}
const t = (iso: string) => Date.parse(`${iso}Z`);
const up = (at: string, ms: number, checks = 1): Fact => ({
  at: t(at),
  checks,
  failures: 0,
  downMs: 0,
  observedMs: checks * MINUTE_MS,
  ms,
});
const down = (at: string, ms: number | null = null): Fact => ({
  at: t(at),
  checks: 1,
  failures: 1,
  downMs: MINUTE_MS,
  observedMs: MINUTE_MS,
  ms,
});
/** A response time as the histograms give it back. */
const read = (ms: number) => Math.round(bucketValue(bucketOf(ms)) * 100) / 100;

function sumOf(facts: Fact[]) {
  const hist = new Histogram();
  for (const f of facts)
    for (let i = 0; f.ms !== null && i < f.checks; i++) hist.add('total', f.ms);
  return {
    checks: facts.reduce((n, f) => n + f.checks, 0),
    failures: facts.reduce((n, f) => n + f.failures, 0),
    degraded: 0,
    downMs: facts.reduce((n, f) => n + f.downMs, 0),
    observedMs: facts.reduce((n, f) => n + f.observedMs, 0),
    hist: hist.entries(),
  };
}

function groupBy(facts: Fact[], unitMs: number) {
  const groups = new Map<number, Fact[]>();
  for (const f of facts) {
    const unit = Math.floor(f.at / unitMs);
    groups.set(unit, [...(groups.get(unit) ?? []), f]);
  }
  return groups;
}

/**
 * Stores facts as the rollups would have: minutes kept for the last two days, every hour before
 * the hour mark and every day before the day mark summed, and the marks set there.
 */
async function seed(db: Db, seq: number, facts: Fact[], nowMs: number) {
  const hourMark = Math.floor(nowMs / HOUR_MS);
  const dayMark = Math.floor(nowMs / DAY_MS);
  for (const [minute, group] of groupBy(facts, MINUTE_MS)) {
    if (minute * MINUTE_MS < nowMs - 2 * DAY_MS) continue;
    await db
      .insert(checkMinutes)
      .values({ monitorSeq: seq, minute, ...sumOf(group), raw: new Uint8Array() });
  }
  for (const [hour, group] of groupBy(facts, HOUR_MS)) {
    if (hour < hourMark)
      await db.insert(checkHours).values({ monitorSeq: seq, hour, ...sumOf(group) });
  }
  for (const [day, group] of groupBy(facts, DAY_MS)) {
    if (day < dayMark) await db.insert(checkDays).values({ monitorSeq: seq, day, ...sumOf(group) });
  }
  for (const [level, until] of [
    ['hour', hourMark],
    ['day', dayMark],
  ] as const) {
    await db
      .insert(rollupMarks)
      .values({ level, until })
      .onConflictDoUpdate({ target: rollupMarks.level, set: { until } });
  }
  await readMarks(db);
}

async function newMonitor(h: Harness, cookie: string, name: string) {
  const { id } = (
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: { type: 'http', name, url: 'https://93.184.215.14/' },
    })
  ).json();
  const [row] = await h.db
    .select({ seq: monitors.seq, workspaceId: monitors.workspaceId })
    .from(monitors)
    .where(eq(monitors.id, id));
  return { id: id as string, ...row! };
}

async function addIncident(
  db: Db,
  monitor: { id: string; workspaceId: string },
  startedAt: string,
  resolvedAt: string | null,
) {
  await db.insert(incidents).values({
    id: crypto.randomUUID(),
    workspaceId: monitor.workspaceId,
    monitorId: monitor.id,
    status: resolvedAt ? 'resolved' : 'open',
    startedAt: new Date(t(startedAt)),
    confirmedAt: new Date(t(startedAt) + 1000),
    resolvedAt: resolvedAt ? new Date(t(resolvedAt)) : null,
    cause: timeoutCause(new Date(t(startedAt)), null),
  });
}

// Ranges ending here start at 2026-11-09T12:30 (24 h, to the minute), 11-03T12:00 (7 d, on the
// hour), 10-11T12:00 (30 d) and 08-12T12:00 (90 d).
const NOW = t('2026-11-10T12:30:20');

/** Each fact sits just inside or just outside a range's start. */
const shopFacts = [
  down('2026-08-12T11:30'),
  down('2026-08-12T12:00'),
  down('2026-10-11T11:59'),
  down('2026-10-11T12:00'),
  down('2026-11-03T11:59'),
  down('2026-11-03T12:00'),
  up('2026-11-05T08:00', 100, 1440),
  down('2026-11-09T12:29'),
  down('2026-11-09T12:30', 200),
  up('2026-11-10T12:30', 300),
];

describeEachDatabase('workspace analytics over stored rollups', (h) => {
  /** The service's dependencies as the app gives them: the engine holds no unsaved check here. */
  const deps = () => ({ db: h().db, unsaved: h().services.sink.unsaved });

  async function workspaceWithHistory() {
    const cookie = await signUpCookie(h().app);
    const shop = await newMonitor(h(), cookie, 'Shop');
    const api = await newMonitor(h(), cookie, 'API');
    const blog = await newMonitor(h(), cookie, 'Blog');
    await seed(h().db, shop.seq, shopFacts, NOW);
    await seed(h().db, api.seq, [up('2026-11-10T12:00', 50, 30)], NOW);
    await addIncident(h().db, shop, '2026-11-03T11:59:00', '2026-11-03T12:01:00');
    await addIncident(h().db, shop, '2026-11-09T12:29:00', '2026-11-09T12:35:00');
    await addIncident(h().db, shop, '2026-11-09T12:30:00', '2026-11-09T12:40:00');
    await addIncident(h().db, shop, '2026-11-10T12:00:00', null);

    // Another workspace, down all along, with an incident of its own.
    const strangerCookie = await signUpCookie(h().app);
    const stranger = await newMonitor(h(), strangerCookie, 'Stranger');
    await seed(
      h().db,
      stranger.seq,
      shopFacts.map((f) => ({ ...f, failures: f.checks, downMs: f.observedMs })),
      NOW,
    );
    await addIncident(h().db, stranger, '2026-11-10T10:00:00', '2026-11-10T11:00:00');
    return { cookie, shop, api, blog, stranger };
  }

  it('sums exactly the rows each range covers, as each monitor’s own uptime does', async () => {
    const { shop, api, blog, stranger } = await workspaceWithHistory();
    const expected = {
      '24h': {
        checks: 2,
        failures: 1,
        downtimeSeconds: 60,
        observedSeconds: 120,
        uptimePercent: 50,
      },
      '7d': {
        checks: 1444,
        failures: 3,
        downtimeSeconds: 180,
        observedSeconds: 86_640,
        uptimePercent: 99.792,
      },
      '30d': {
        checks: 1446,
        failures: 5,
        downtimeSeconds: 300,
        observedSeconds: 86_760,
        uptimePercent: 99.654,
      },
      '90d': {
        checks: 1448,
        failures: 7,
        downtimeSeconds: 420,
        observedSeconds: 86_880,
        uptimePercent: 99.517,
      },
    } as const;
    for (const range of ['24h', '7d', '30d', '90d'] as const) {
      const answer = await workspaceAnalytics(deps(), shop.workspaceId, range, NOW);
      expect(
        answer.monitors.map((m) => m.name),
        range,
      ).toEqual(['API', 'Blog', 'Shop']);
      expect(answer.monitors.map((m) => m.id)).not.toContain(stranger.id);
      const byId = new Map(answer.monitors.map((m) => [m.id, m]));
      expect(byId.get(shop.id), range).toMatchObject(expected[range]);
      const own = await uptimeOf(h().db, undefined, shop.seq, range, NOW);
      expect(byId.get(shop.id), range).toMatchObject({
        uptimePercent: own.uptimePercent,
        downtimeSeconds: own.downtimeSeconds,
        checks: own.checks,
      });
      expect(answer.from, range).toBe(own.from);
      expect(byId.get(api.id), range).toMatchObject({
        checks: 30,
        failures: 0,
        downtimeSeconds: 0,
        observedSeconds: 1800,
        uptimePercent: 100,
      });
      expect(byId.get(blog.id), range).toMatchObject({
        checks: 0,
        uptimePercent: null,
        responseTime: null,
        incidents: 0,
      });
      // The workspace pools observed time: the other workspace's downtime is nowhere.
      const shopFigures = expected[range];
      const observed = shopFigures.observedSeconds + 1800;
      expect(answer.summary, range).toMatchObject({
        monitors: 3,
        checks: shopFigures.checks + 30,
        failures: shopFigures.failures,
        downtimeSeconds: shopFigures.downtimeSeconds,
        observedSeconds: observed,
        uptimePercent: Math.round((1 - shopFigures.downtimeSeconds / observed) * 100_000) / 1000,
      });
    }
    const day = await workspaceAnalytics(deps(), shop.workspaceId, '24h', NOW);
    expect(day.from).toBe('2026-11-09T12:30:00.000Z');
    expect(day.to).toBe('2026-11-10T12:30:20.000Z');
    expect(day.summary.uptimePercent).toBe(96.875);
  });

  it('counts the incidents that started in the range and their mean time to recovery', async () => {
    const { shop, api } = await workspaceWithHistory();
    const figures = async (range: '24h' | '7d' | '30d') => {
      const answer = await workspaceAnalytics(deps(), shop.workspaceId, range, NOW);
      const perMonitor = Object.fromEntries(answer.monitors.map((m) => [m.id, m.incidents]));
      return { ...answer.summary, shop: perMonitor[shop.id], api: perMonitor[api.id] };
    };
    expect(await figures('24h')).toMatchObject({
      incidents: 2,
      openIncidents: 1,
      resolvedIncidents: 1,
      mttrSeconds: 600,
      shop: 2,
      api: 0,
    });
    expect(await figures('7d')).toMatchObject({
      incidents: 3,
      resolvedIncidents: 2,
      mttrSeconds: 480,
      shop: 3,
    });
    expect(await figures('30d')).toMatchObject({
      incidents: 4,
      resolvedIncidents: 3,
      mttrSeconds: 360,
      shop: 4,
    });
  });

  it('gives each monitor an uptime per slot, the first starting at the range', async () => {
    const { shop, api, blog } = await workspaceWithHistory();
    const day = await workspaceAnalytics(deps(), shop.workspaceId, '24h', NOW);
    expect(day.slotSeconds).toBe(3600);
    expect(day.slotTimes).toHaveLength(25);
    expect(day.slotTimes[0]).toBe(t('2026-11-09T12:30') / 1000);
    expect(day.slotTimes[1]).toBe(t('2026-11-09T13:00') / 1000);
    expect(day.slotTimes.at(-1)).toBe(t('2026-11-10T12:00') / 1000);
    const slots = (id: string, answer = day) => answer.monitors.find((m) => m.id === id)!.slots;
    expect(slots(shop.id)).toEqual([0, ...Array<null>(23).fill(null), 100]);
    expect(slots(api.id)).toEqual([...Array<null>(24).fill(null), 100]);
    expect(slots(blog.id).every((s) => s === null)).toBe(true);

    const week = await workspaceAnalytics(deps(), shop.workspaceId, '7d', NOW);
    expect(week.slotSeconds).toBe(6 * 3600);
    expect(week.slotTimes).toHaveLength(29);
    const shopWeek = slots(shop.id, week);
    expect(shopWeek[0]).toBe(0);
    expect(shopWeek[7]).toBe(100);
    expect(shopWeek[24]).toBe(0);
    expect(shopWeek[28]).toBe(100);
    expect(shopWeek.filter((s) => s !== null)).toHaveLength(4);
  });

  it('reports response times of the checks that measured one, pooled for the workspace', async () => {
    const { shop, api } = await workspaceWithHistory();
    const day = await workspaceAnalytics(deps(), shop.workspaceId, '24h', NOW);
    const byId = new Map(day.monitors.map((m) => [m.id, m]));
    expect(byId.get(api.id)!.responseTime).toMatchObject({ p50: read(50), p95: read(50) });
    expect(byId.get(api.id)!.responseTime!.avg).toBeCloseTo(read(50), 1);
    expect(byId.get(shop.id)!.responseTime).toMatchObject({ p50: read(200), p95: read(300) });
    expect(byId.get(shop.id)!.responseTime!.avg).toBeCloseTo((read(200) + read(300)) / 2, 1);
    // 30 checks at 50 ms, one at 200 and one at 300: the 31st of 32 is the p95.
    const summary = day.summary.responseTime!;
    expect(summary.p50).toBe(read(50));
    expect(summary.p95).toBe(read(200));
    expect(summary.avg).toBeCloseTo((30 * read(50) + read(200) + read(300)) / 32, 1);

    // The chart's buckets start after the range's first five minutes: 12:30 is not in them.
    expect(Object.keys(day.latency.phases)).toEqual(['total']);
    expect(day.latency.checks.reduce((a, b) => a + b, 0)).toBe(31);
    expect(day.latency.bucketSeconds).toBe(300);
  });

  it('counts the checks the engine holds and has not stored yet', async () => {
    const { shop, api } = await workspaceWithHistory();
    const hist = new Histogram();
    for (const ms of [400, 400]) {
      hist.add('dns', 5);
      hist.add('total', ms);
    }
    const open = {
      seq: api.seq,
      minute: Math.floor(NOW / MINUTE_MS),
      checks: 2,
      failures: 1,
      degraded: 0,
      downMs: 10_000,
      observedMs: 20_000,
      hist: hist.entries(),
      ...hist.bounds(),
      raw: new Uint8Array(),
    };
    const unsaved = (seqs: ReadonlySet<number>) => (seqs.has(api.seq) ? [open] : []);
    const day = await workspaceAnalytics({ db: h().db, unsaved }, shop.workspaceId, '24h', NOW);
    expect(day.monitors.find((m) => m.id === api.id)).toMatchObject({
      checks: 32,
      failures: 1,
      downtimeSeconds: 10,
      observedSeconds: 1820,
    });
    expect(day.monitors.find((m) => m.id === api.id)!.responseTime!.p95).toBe(read(400));
    // Only the total is pooled, though the open minute holds every phase.
    expect(Object.keys(day.latency.phases)).toEqual(['total']);
    expect(day.latency.checks.reduce((a, b) => a + b, 0)).toBe(33);
  });
});

describeEachDatabase('GET /api/v1/analytics', (h) => {
  async function storeMinutes(seq: number, facts: Fact[]) {
    for (const [minute, group] of groupBy(facts, MINUTE_MS)) {
      await h()
        .db.insert(checkMinutes)
        .values({ monitorSeq: seq, minute, ...sumOf(group), raw: new Uint8Array() });
    }
  }
  const minutesAgo = (n: number) => new Date(Math.floor(Date.now() / MINUTE_MS - n) * MINUTE_MS);
  const at = (n: number) => minutesAgo(n).toISOString().slice(0, 19);

  it("answers the signed-in workspace's monitors only, as their own pages do", async () => {
    const cookie = await signUpCookie(h().app);
    const shop = await newMonitor(h(), cookie, 'Shop');
    await storeMinutes(shop.seq, [up(at(30), 120), down(at(20))]);
    const strangerCookie = await signUpCookie(h().app);
    const stranger = await newMonitor(h(), strangerCookie, 'Stranger');
    await storeMinutes(stranger.seq, [down(at(25)), down(at(15)), down(at(10))]);
    await addIncident(h().db, stranger, at(25), null);

    const res = await h().app.inject({
      method: 'GET',
      url: '/api/v1/analytics?range=24h',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toBe('24h');
    expect(body.monitors.map((m: { id: string }) => m.id)).toEqual([shop.id]);
    expect(body.summary).toMatchObject({
      monitors: 1,
      checks: 2,
      failures: 1,
      uptimePercent: 50,
      incidents: 0,
    });
    const own = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${shop.id}/uptime?range=24h`,
        headers: { cookie },
      })
    ).json();
    expect(body.monitors[0]).toMatchObject({
      name: 'Shop',
      target: 'https://93.184.215.14/',
      status: 'pending',
      uptimePercent: own.uptimePercent,
      downtimeSeconds: own.downtimeSeconds,
      checks: own.checks,
    });

    const theirs = (
      await h().app.inject({
        method: 'GET',
        url: '/api/v1/analytics?range=7d',
        headers: { cookie: strangerCookie },
      })
    ).json();
    expect(theirs.monitors.map((m: { id: string }) => m.id)).toEqual([stranger.id]);
    expect(theirs.summary).toMatchObject({ checks: 3, uptimePercent: 0, incidents: 1 });
  });

  it('answers a workspace without monitors with empty figures, over 7 days by default', async () => {
    const cookie = await signUpCookie(h().app);
    const res = await h().app.inject({
      method: 'GET',
      url: '/api/v1/analytics',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.range).toBe('7d');
    expect(body.monitors).toEqual([]);
    expect(body.summary).toMatchObject({
      monitors: 0,
      checks: 0,
      uptimePercent: null,
      incidents: 0,
      mttrSeconds: null,
      responseTime: null,
    });
    expect(body.latency.checks.every((n: number) => n === 0)).toBe(true);
  });

  it('refuses an unknown range with a clear error, and a caller who is not signed in', async () => {
    const cookie = await signUpCookie(h().app);
    const res = await h().app.inject({
      method: 'GET',
      url: '/api/v1/analytics?range=1y',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-failed', message: /range/ });
    const anonymous = await h().app.inject({ method: 'GET', url: '/api/v1/analytics' });
    expect(anonymous.statusCode).toBe(401);
  });
});
