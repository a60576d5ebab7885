import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CheckResult, Latency, Uptime } from '@tocsin/contract';
import { pino } from 'pino';
import type { Db } from '../../db/client.js';
import {
  checkDays,
  checkHours,
  checkMinutes,
  incidents,
  monitors,
  rollupMarks,
} from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { createDatabaseResultSink, type CheckedMonitor } from '../engine/result-sink.js';
import { latencyOf, recentChecks, regionSeriesSeq, uptimeOf } from '../results/queries.js';
import { pruneMinutes, readMarks, rollUp } from '../results/rollups.js';

const MINUTE = 60_000;

/** A passing check at `at`, with `result`'s fields over it. */
const checkAt = (at: number, result: Partial<CheckResult> = {}): CheckResult => ({
  status: 'up',
  errorKind: null,
  message: null,
  statusCode: 200,
  timings: { connect: 1.5, total: 100 },
  bytesRead: 2,
  remoteAddress: '93.184.215.14',
  checkedAt: new Date(at).toISOString(),
  certificate: null,
  details: null,
  ...result,
});

/** Writes checks through the real result sink, as the engine does, and stores them. */
async function storeChecks(
  db: Db,
  monitor: CheckedMonitor,
  checks: { at: number; result: Partial<CheckResult> }[],
) {
  const sink = createDatabaseResultSink({ db, log: pino({ level: 'silent' }) });
  for (const { at, result } of checks) sink.write(monitor, checkAt(at, result), 0);
  await sink.close();
}

const slotTotals = ({ slots }: Uptime) => ({
  checks: slots.reduce((n, slot) => n + slot.checks, 0),
  failures: slots.reduce((n, slot) => n + slot.failures, 0),
  downtimeSeconds: slots.reduce((n, slot) => n + slot.downtimeSeconds, 0),
});

describeEachDatabase('monitor history (results, uptime, latency, incidents)', (h) => {
  async function monitorWithHistory() {
    const cookie = await signUpCookie(h().app);
    const monitor = (
      await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: { type: 'http', name: 'API', url: 'https://93.184.215.14/' },
      })
    ).json();
    const [{ seq, workspaceId }] = (await h()
      .db.select({ seq: monitors.seq, workspaceId: monitors.workspaceId })
      .from(monitors)
      .where(eq(monitors.id, monitor.id))) as [{ seq: number; workspaceId: string }];
    const start = Date.parse('2026-11-01T00:00:00Z');
    await storeChecks(
      h().db,
      { id: monitor.id, seq, intervalMs: MINUTE, createdAt: new Date(start - MINUTE) },
      Array.from({ length: 7 }, (_, i) => ({
        at: start + i * MINUTE,
        result:
          i === 5
            ? {
                status: 'down' as const,
                errorKind: 'http-status' as const,
                statusCode: 503,
                message: 'Expected 2xx or 3xx, got 503',
                timings: { connect: 1.5, total: 15 },
              }
            : { timings: { connect: 1.5, total: 10 + i } },
      })),
    );
    const cause = {
      status: 'down' as const,
      errorKind: 'http-status' as const,
      message: 'Expected 2xx or 3xx, got 503',
      statusCode: 503,
      timings: { total: 15 },
      bytesRead: 11,
      remoteAddress: '93.184.215.14',
      checkedAt: new Date(start + 5 * 60_000).toISOString(),
      certificate: null,
      details: null,
    };
    await h()
      .db.insert(incidents)
      .values([
        {
          id: crypto.randomUUID(),
          workspaceId,
          monitorId: monitor.id,
          status: 'resolved',
          startedAt: new Date(start),
          confirmedAt: new Date(start + 1000),
          resolvedAt: new Date(start + 90_000),
          causeKind: 'timeout',
          cause,
        },
        {
          id: crypto.randomUUID(),
          workspaceId,
          monitorId: monitor.id,
          status: 'open',
          startedAt: new Date(start + 5 * 60_000),
          confirmedAt: new Date(start + 5 * 60_000 + 1000),
          causeKind: 'http-status',
          cause,
        },
      ]);
    return { cookie, id: monitor.id as string };
  }

  /** A new user's monitor with no history yet, and its seq. */
  async function newShop() {
    const cookie = await signUpCookie(h().app);
    const { id } = (
      await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: { type: 'http', name: 'Shop', url: 'https://93.184.215.14/' },
      })
    ).json<{ id: string }>();
    const [{ seq }] = (await h()
      .db.select({ seq: monitors.seq })
      .from(monitors)
      .where(eq(monitors.id, id))) as [{ seq: number }];
    return { cookie, id, seq };
  }

  it('pages through stored checks newest first, with phase timings and failure messages', async () => {
    const { cookie, id } = await monitorWithHistory();
    const first = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3`,
        headers: { cookie },
      })
    ).json();
    expect(first.items.map((r: { timings: { total: number } }) => r.timings.total)).toEqual([
      16, 15, 14,
    ]);
    expect(first.items[1]).toMatchObject({
      status: 'down',
      statusCode: 503,
      errorKind: 'http-status',
      message: 'Expected 2xx or 3xx, got 503',
    });
    expect(first.items[0].timings).toEqual({ connect: 1.5, total: 16 });
    const second = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3&before=${first.nextBefore}`,
        headers: { cookie },
      })
    ).json();
    expect(second.items.map((r: { timings: { total: number } }) => r.timings.total)).toEqual([
      13, 12, 11,
    ]);
    const last = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3&before=${second.nextBefore}`,
        headers: { cookie },
      })
    ).json();
    expect(last.items).toHaveLength(1);
    expect(last.nextBefore).toBeNull();
  });

  it('lists incidents open first, with durations', async () => {
    const { cookie, id } = await monitorWithHistory();
    const { items } = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/incidents`,
        headers: { cookie },
      })
    ).json();
    expect(items.map((i: { status: string }) => i.status)).toEqual(['open', 'resolved']);
    expect(items[1].durationSeconds).toBe(90);
    expect(items[0].cause.statusCode).toBe(503);
  });

  it("answers 404 for another workspace's monitor history", async () => {
    const { id } = await monitorWithHistory();
    const { cookie: stranger } = await monitorWithHistory();
    for (const path of ['results', 'incidents', 'uptime', 'latency']) {
      const res = await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/${path}`,
        headers: { cookie: stranger },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers uptime and latency from rollups, the same before and after hours and days roll up', async () => {
    const { cookie, id, seq } = await newShop();
    // 150 checks a minute apart ending now; ten in a row refused, 20 minutes in.
    const now = Date.now();
    const start = Math.floor(now / MINUTE) * MINUTE - 150 * MINUTE + 5_000;
    await storeChecks(
      h().db,
      { id, seq, intervalMs: MINUTE, createdAt: new Date(start - MINUTE) },
      Array.from({ length: 150 }, (_, i) => ({
        at: start + i * MINUTE,
        result:
          i >= 20 && i < 30
            ? {
                status: 'down' as const,
                errorKind: 'connect' as const,
                statusCode: null,
                message: 'Connection refused',
                timings: { total: 2 },
              }
            : {},
      })),
    );
    const expected = {
      checks: 150,
      failures: 10,
      degraded: 0,
      downtimeSeconds: 600,
      observedSeconds: 9_000,
      uptimePercent: 93.333,
    };
    const get = async (path: string) =>
      (
        await h().app.inject({
          method: 'GET',
          url: `/api/v1/monitors/${id}/${path}`,
          headers: { cookie },
        })
      ).json();

    for (const range of ['24h', '7d', '30d', '90d']) {
      expect(await get(`uptime?range=${range}`), range).toMatchObject({ range, ...expected });
    }
    // The strip's slots hold the same checks and downtime, each where it happened.
    const day: Uptime = await get('uptime?range=24h');
    expect(day.slotSeconds).toBe(900);
    expect(day.slots.length).toBeGreaterThanOrEqual(96);
    expect(slotTotals(day)).toEqual({ checks: 150, failures: 10, downtimeSeconds: 600 });
    const downSlots = day.slots.filter((slot) => slot.failures > 0);
    expect(downSlots.length).toBeGreaterThanOrEqual(1);
    expect(downSlots.length).toBeLessThanOrEqual(2);
    expect(downSlots[0]!.start * 1000).toBeLessThanOrEqual(start + 20 * MINUTE);
    expect(day.slots.at(-1)!.start * 1000).toBeLessThanOrEqual(now);
    expect(
      day.slots.filter((slot) => slot.checks === 0).every((s) => s.uptimePercent === null),
    ).toBe(true);
    const hour = await get('latency?range=1h');
    expect(hour.times).toHaveLength(60);
    expect(hour.bucketSeconds).toBe(60);
    expect(Object.keys(hour.phases).sort()).toEqual(['connect', 'total']);
    // Histogram buckets are 11 % wide: the percentile read back is within ~5.5 % of the truth.
    expect(hour.summary.total.p50).toBeGreaterThan(94);
    expect(hour.summary.total.p50).toBeLessThan(106);
    expect(hour.summary.connect.p99).toBeGreaterThan(1.4);
    expect(hour.summary.connect.p99).toBeLessThan(1.6);
    const lastBucket = hour.checks.length - 1;
    expect(hour.checks.slice(0, lastBucket).every((n: number) => n === 1)).toBe(true);

    const monitor = await h().app.inject({
      method: 'GET',
      url: `/api/v1/monitors/${id}`,
      headers: { cookie },
    });
    const { last24h } = monitor.json();
    expect(last24h.uptimePercent).toBe(93.333);
    expect(last24h.slots).toHaveLength(24);
    expect(
      last24h.slots.filter(Boolean).reduce((n: number, s: { checks: number }) => n + s.checks, 0),
    ).toBe(150);
    expect(last24h.latency.p50).toBeGreaterThan(94);

    // Hours roll up: the same answers, now from check_hours for the closed hours.
    const rolled = await rollUp(h().db, now);
    expect(rolled.hours).toBeGreaterThanOrEqual(2);
    const hours = await h().db.select().from(checkHours).where(eq(checkHours.monitorSeq, seq));
    expect(hours.reduce((n, r) => n + r.checks, 0)).toBeGreaterThan(60);
    for (const range of ['24h', '7d', '30d', '90d'] as const) {
      const rolledUptime = await uptimeOf(h().db, undefined, seq, range, now);
      expect(rolledUptime, range).toMatchObject(expected);
      expect(slotTotals(rolledUptime), range).toEqual({
        checks: 150,
        failures: 10,
        downtimeSeconds: 600,
      });
    }
    const week = await latencyOf(h().db, undefined, seq, '7d', now);
    expect(week.checks.reduce((a, b) => a + b, 0)).toBe(140 + 10);
    expect(week.summary.total!.p50).toBeCloseTo(hour.summary.total.p50, 5);

    // Three days on: every hour and the closed days are rolled up; minutes past a two-day
    // retention are deleted, the raw checks with them; uptime still answers from the rollups.
    const later = now + 3 * 86_400_000;
    await rollUp(h().db, later);
    expect(
      (await h().db.select().from(checkDays).where(eq(checkDays.monitorSeq, seq))).length,
    ).toBeGreaterThan(0);
    const pruned = await pruneMinutes(h().db, { days: 2 }, later);
    expect(pruned).toBeGreaterThan(0);
    expect((await recentChecks(h().db, undefined, seq, { limit: 10 })).items).toEqual([]);
    expect(await uptimeOf(h().db, undefined, seq, '90d', later)).toMatchObject(expected);
    const quarter = await latencyOf(h().db, undefined, seq, '90d', later);
    expect(quarter.checks.reduce((a, b) => a + b, 0)).toBe(150);
  });

  it('keeps what each region saw as its own history, read with ?region=, pruned and deleted with the monitor', async () => {
    const { cookie, id, seq } = await newShop();
    const monitor = { id, seq, intervalMs: MINUTE, createdAt: new Date(0) };
    // The test before rolled history up days ahead of now; this one starts with nothing rolled.
    await h().db.delete(rollupMarks);
    await readMarks(h().db);
    // 30 checks a minute apart ending now, from eu (10 ms), us (50 ms) and ap (100 ms), ap refused
    // for five of them: up by the majority every time.
    const now = Date.now();
    const start = Math.floor(now / MINUTE) * MINUTE - 30 * MINUTE + 5_000;
    const region = (name: string, at: number, total: number, down = false) => ({
      region: name,
      status: down ? ('down' as const) : ('up' as const),
      errorKind: down ? ('connect' as const) : null,
      message: down ? 'Connection refused' : null,
      statusCode: down ? null : 200,
      timings: down ? { total: 2 } : { connect: 1, total },
      checkedAt: new Date(at).toISOString(),
    });
    await storeChecks(
      h().db,
      monitor,
      Array.from({ length: 30 }, (_, i) => {
        const at = start + i * MINUTE;
        return {
          at,
          result: {
            timings: { connect: 1, total: 10 },
            regions: [
              region('eu', at, 10),
              region('us', at, 50),
              region('ap', at, 100, i >= 10 && i < 15),
            ],
          },
        };
      }),
    );
    const get = async (path: string) =>
      h().app.inject({ method: 'GET', url: `/api/v1/monitors/${id}/${path}`, headers: { cookie } });

    const ap = (await get('results?region=ap&limit=100')).json();
    expect(ap.items).toHaveLength(30);
    expect(ap.items.filter((c: { status: string }) => c.status === 'down')).toHaveLength(5);
    expect(ap.items[15]).toMatchObject({ status: 'down', message: 'Connection refused' });
    expect((await get('uptime?region=ap')).json()).toMatchObject({
      checks: 30,
      failures: 5,
      uptimePercent: 83.333,
    });
    // The monitor's own verdicts: up throughout.
    expect((await get('uptime')).json()).toMatchObject({ checks: 30, failures: 0 });
    const us = (await get('latency?range=1h&region=us')).json();
    expect(us.summary.total.p50).toBeGreaterThan(47);
    expect(us.summary.total.p50).toBeLessThan(53);
    expect(us.summary.connect.p50).toBeGreaterThan(0.9);
    const eu = (await get('latency?range=1h&region=eu')).json();
    expect(eu.summary.total.p50).toBeLessThan(11);

    // A region that never checked it reads empty; a malformed one is refused.
    expect((await get('results?region=sa')).json()).toEqual({ items: [], nextBefore: null });
    expect((await get('uptime?region=sa')).json()).toMatchObject({
      checks: 0,
      uptimePercent: null,
    });
    const bad = await get('latency?region=EU!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/region/);

    // A check still in the sink is read with the region's history once its series is known.
    const series = await regionSeriesSeq(h().db, seq, 'us');
    expect(series).not.toBeNull();
    const sink = createDatabaseResultSink({ db: h().db, log: pino({ level: 'silent' }) });
    sink.write(
      monitor,
      checkAt(now, { regions: [region('us', now, 50), region('jp', now, 80)] }),
      0,
    );
    await sink.flush();
    const unsavedUs = await latencyOf(h().db, sink.unsaved, [series!], '1h', now + 1);
    expect(unsavedUs.checks.reduce((a, b) => a + b, 0)).toBe(31);
    const jp = await regionSeriesSeq(h().db, seq, 'jp');
    expect(sink.unsaved(new Set([jp!])).map((m) => m.checks)).toEqual([1]);
    await sink.close();

    // Pruned by plan like the monitor's own minutes, then deleted with the monitor.
    const later = now + 3 * 86_400_000;
    await rollUp(h().db, later);
    await pruneMinutes(h().db, { days: 2, byPlan: { business: 365 } }, later);
    expect((await get('results?region=ap')).json().items).toEqual([]);
    const apSeries = (await regionSeriesSeq(h().db, seq, 'ap'))!;
    expect(await uptimeOf(h().db, undefined, apSeries, '7d', later)).toMatchObject({
      checks: 30,
      failures: 5,
    });
    expect(
      (
        await h().app.inject({
          method: 'DELETE',
          url: `/api/v1/monitors/${id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(204);
    const left = await h().db.execute(
      sql`select (select count(*) from region_series where monitor_seq = ${seq})::int
        + (select count(*) from check_hours where monitor_seq = ${series!})::int as n`,
    );
    expect((left as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('stores a message with quotes, backslashes and emoji exactly, in the history and the latest state', async () => {
    const { cookie, id, seq } = await newShop();
    const message = 'Expected "ok" in C:\\shop\\{index}, got ünïcødé 🚨 \'{}\' \\"';
    const at = Date.now() - 5_000;
    await storeChecks(h().db, { id, seq, intervalMs: MINUTE, createdAt: new Date(0) }, [
      { at, result: { status: 'down', errorKind: 'keyword', message } },
    ]);
    const get = async (path: string) =>
      (
        await h().app.inject({
          method: 'GET',
          url: `/api/v1/monitors/${id}${path}`,
          headers: { cookie },
        })
      ).json();
    expect((await get('/results')).items[0].message).toBe(message);
    expect((await get('')).lastResult.message).toBe(message);
  });

  it('refuses an unknown range with a clear error', async () => {
    const { cookie, id } = await monitorWithHistory();
    for (const path of ['uptime?range=1y', 'latency?range=2h']) {
      const res = await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/${path}`,
        headers: { cookie },
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toMatch(/range/);
    }
  });

  it('keeps response-time percentiles within the fastest and slowest check, from minutes, hours and days', async () => {
    const { cookie, id, seq } = await newShop();
    const monitor = { id, seq, intervalMs: MINUTE, createdAt: new Date(0) };
    await h().db.delete(rollupMarks);
    await readMarks(h().db);
    // 150 checks a minute apart ending now, of 8,005-8,039 ms: all in one histogram bucket,
    // (7,850-8,714] ms, whose middle (8,271 ms) is slower than any of them.
    const now = Date.now();
    const firstMinute = Math.floor(now / MINUTE) - 150;
    const start = firstMinute * MINUTE + 5_000;
    const slow = (i: number) => ({ timings: { connect: 1.5, total: 8005 + ((i * 13) % 35) } });
    await storeChecks(
      h().db,
      monitor,
      Array.from({ length: 150 }, (_, i) => ({ at: start + i * MINUTE, result: slow(i) })),
    );
    // Minutes 3 (8,009 ms) and 4 (8,022 ms) get another check each from a second writer, as after
    // a restart mid-minute: the stored minute takes its bounds too.
    await storeChecks(h().db, monitor, [
      { at: start + 3 * MINUTE + 30_000, result: { timings: { connect: 1.5, total: 8039 } } },
      { at: start + 4 * MINUTE + 30_000, result: { timings: { connect: 1.5, total: 8005 } } },
    ]);
    const bounds = await h()
      .db.select({ minute: checkMinutes.minute, min: checkMinutes.minMs, max: checkMinutes.maxMs })
      .from(checkMinutes)
      .where(
        and(
          eq(checkMinutes.monitorSeq, seq),
          inArray(
            checkMinutes.minute,
            [3, 4].map((m) => firstMinute + m),
          ),
        ),
      )
      .orderBy(checkMinutes.minute);
    expect(bounds.map(({ min, max }) => [min?.[4], max?.[4]])).toEqual([
      [8009, 8039],
      [8005, 8022],
    ]);
    expect(bounds[0]!.min).toEqual([null, 1.5, null, null, 8009]);

    const within = (what: string, ms: number | null | undefined) => {
      if (ms === null || ms === undefined) return;
      expect(ms, what).toBeGreaterThanOrEqual(8005);
      expect(ms, what).toBeLessThanOrEqual(8039);
    };
    const expectWithin = (what: string, latency: Latency) => {
      const { p50, p95, p99 } = latency.summary.total!;
      for (const [name, ms] of Object.entries({ p50, p95, p99 })) within(`${what} ${name}`, ms);
      for (const [name, series] of Object.entries(latency.phases.total!)) {
        series.forEach((ms, i) => within(`${what} ${name} of bucket ${i}`, ms));
      }
      expect(latency.summary.connect, what).toEqual({ p50: 1.5, p95: 1.5, p99: 1.5 });
    };
    const get = async (path: string) =>
      (await h().app.inject({ method: 'GET', url: path, headers: { cookie } })).json();

    // From the stored minutes, and with a check the sink still holds.
    for (const range of ['1h', '24h']) {
      expectWithin(range, await get(`/api/v1/monitors/${id}/latency?range=${range}`));
    }
    const { last24h } = await get(`/api/v1/monitors/${id}`);
    for (const [name, ms] of Object.entries(last24h.latency))
      within(`last 24 h ${name}`, ms as number);
    last24h.slots.forEach((slot: { p50: number } | null, i: number) =>
      within(`hour ${i}`, slot?.p50),
    );
    const analytics = await get('/api/v1/analytics?range=24h');
    const shop = analytics.monitors.find((m: { id: string }) => m.id === id);
    for (const [name, ms] of Object.entries(shop.responseTime))
      within(`analytics ${name}`, ms as number);
    const sink = createDatabaseResultSink({ db: h().db, log: pino({ level: 'silent' }) });
    sink.write(monitor, checkAt(now, slow(7)), 0);
    expectWithin('unsaved', await latencyOf(h().db, sink.unsaved, seq, '1h', now + 1));
    await sink.close();

    // From hours, then from days once minutes are pruned.
    await rollUp(h().db, now);
    const hourRows = await h().db.select().from(checkHours).where(eq(checkHours.monitorSeq, seq));
    expect(hourRows.length).toBeGreaterThanOrEqual(2);
    for (const row of hourRows) {
      within("an hour's fastest", row.minMs![4]);
      within("an hour's slowest", row.maxMs![4]);
    }
    expectWithin('7d', await latencyOf(h().db, undefined, seq, '7d', now));
    const later = now + 3 * 86_400_000;
    await rollUp(h().db, later);
    await pruneMinutes(h().db, { days: 2 }, later);
    const quarter = await latencyOf(h().db, undefined, seq, '90d', later);
    expect(quarter.checks.reduce((a, b) => a + b, 0)).toBe(153);
    expectWithin('90d', quarter);
  });
});
