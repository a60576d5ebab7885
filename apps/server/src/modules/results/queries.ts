import {
  latencyPhases,
  type CheckRecord,
  type Latency,
  type LatencyPhase,
  type LatencyRange,
  type MonitorDaySummary,
  type Uptime,
  type UptimeRange,
} from '@tocsin/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { checkDays, checkHours, checkMinutes, regionSeries } from '../../db/schema.js';
import { Histogram, phaseEntries, type PhaseBounds } from './histogram.js';
import { MINUTE_MS, type RollupCounts, type UnsavedMinutes } from './minute.js';
import { unpackChecks } from './packed-checks.js';
import { DAY_MS, HOUR_MS, recentMarks, sumRows, type RollupLevel } from './rollups.js';

type Level = RollupLevel | 'minute';
const levelMs: Record<Level, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS };
const levelTable: Record<Level, string> = {
  day: 'check_days',
  hour: 'check_hours',
  minute: 'check_minutes',
};

/** A run of whole units of one level: units from..to-1. */
interface Span {
  level: Level;
  from: number;
  to: number;
}

/**
 * Splits [fromMs, toMs) into the coarsest rows that answer it: whole days rolled up, then whole
 * hours at either edge, then minutes at the very edges. A 90-day range reads ~90 day rows, ~46
 * hour rows and ~120 minute rows rather than 1.3 M raw checks.
 */
export function coverRange(
  fromMs: number,
  toMs: number,
  rolledUntil: Record<RollupLevel, number | null>,
  finest: readonly Level[],
): Span[] {
  const [level, ...rest] = finest;
  if (!level || fromMs >= toMs) return [];
  const unit = levelMs[level];
  if (level === 'minute') {
    return [{ level, from: Math.floor(fromMs / unit), to: Math.ceil(toMs / unit) }];
  }
  const from = Math.ceil(fromMs / unit);
  const to = Math.min(Math.floor(toMs / unit), rolledUntil[level] ?? -Infinity);
  if (from >= to) return coverRange(fromMs, toMs, rolledUntil, rest);
  return [
    ...coverRange(fromMs, from * unit, rolledUntil, rest),
    { level, from, to },
    ...coverRange(to * unit, toMs, rolledUntil, rest),
  ];
}

/** One rollup row as read: which monitor, where it starts, its counts, histogram and bounds. */
export interface HistoryRow extends RollupCounts, PhaseBounds {
  seq: number;
  startMs: number;
  hist: number[];
}

/** seq, level, unit, down_ms, observed_ms, checks, failures, degraded, hist, min_ms, max_ms, minutes */
type RawRow = [
  number,
  Level,
  number,
  number,
  number,
  number,
  number,
  number,
  number[],
  PhaseBounds['minMs'],
  PhaseBounds['maxMs'],
  number[] | null,
];

/**
 * The rollup rows of some monitors over a range, with what the sink has not written yet. Minutes
 * come summed `minuteGroup` at a time (groups aligned to multiples of it), which must divide the
 * caller's buckets: a list's 24-hour bars need one row per monitor for the current hour, not 60.
 */
export async function readHistory(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seqs: readonly number[],
  fromMs: number,
  toMs: number,
  options: {
    /** The levels to read, coarsest first. */
    finest: readonly Level[];
    minuteGroup?: number;
    /**
     * Which histogram entries to read: all, one phase's, or none (empty `hist`). Callers that need
     * less read less: uptime needs no histogram at all.
     */
    histogram?: 'all' | LatencyPhase | 'none';
  },
): Promise<HistoryRow[]> {
  const { finest, minuteGroup = 1, histogram = 'all' } = options;
  if (seqs.length === 0) return [];
  const spans = coverRange(fromMs, toMs, await recentMarks(db), finest);
  if (spans.length === 0) return [];
  const monitorsIn = sql.join(
    seqs.map((s) => sql`${s}::int`),
    sql`, `,
  );
  const range = histogram === 'all' || histogram === 'none' ? null : phaseEntries(histogram);
  const entries =
    histogram === 'none' ? false : range && sql`e >= ${range.from}::int and e < ${range.to}::int`;
  const selects: SQL[] = spans.map(({ level, from, to }) => {
    const where = sql`monitor_seq in (${monitorsIn}) and ${sql.raw(level)} >= ${from}
      and ${sql.raw(level)} < ${to}`;
    if (level === 'minute' && minuteGroup > 1) {
      const group = sql`minute / ${minuteGroup}::int * ${minuteGroup}::int`;
      const summed = sumRows('check_minutes', where, group, { entries, listMinutes: true });
      return sql`
        select seq, 'minute'::text as level, unit, down_ms, observed_ms, checks, failures,
          degraded, hist, min_ms, max_ms, minutes
        from (${summed}) as summed`;
    }
    const hist =
      entries === false
        ? sql`'{}'::int[] as hist, null::real[] as min_ms, null::real[] as max_ms`
        : entries
          ? sql`array(select e from unnest(hist) as e where ${entries}) as hist, min_ms, max_ms`
          : sql`hist, min_ms, max_ms`;
    return sql`
      select monitor_seq as seq, ${level}::text as level, ${sql.raw(level)} as unit, down_ms,
        observed_ms, checks, failures, degraded, ${hist}, null::int[] as minutes
      from ${sql.raw(levelTable[level])} where ${where}`;
  });
  // One JSON document rather than thousands of rows (see jsonRows).
  const result: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(seq, level, unit, down_ms, observed_ms, checks,
      failures, degraded, hist, min_ms, max_ms, minutes)), '[]') as rows
    from (${sql.join(selects, sql` union all `)}) as history`);
  const raw = jsonRows<RawRow>(result);
  const rows = raw.map(
    ([
      seq,
      level,
      unit,
      downMs,
      observedMs,
      checks,
      failures,
      degraded,
      hist,
      minMs,
      maxMs,
    ]): HistoryRow => ({
      seq,
      startMs: unit * levelMs[level],
      downMs,
      observedMs,
      checks,
      failures,
      degraded,
      hist,
      minMs,
      maxMs,
    }),
  );
  const minuteSpans = spans.filter((s) => s.level === 'minute');
  if (unsaved && minuteSpans.length > 0) {
    const stored = new Set<string>();
    for (const [seq, level, unit, , , , , , , , , minutes] of raw) {
      if (level !== 'minute') continue;
      for (const minute of minutes ?? [unit]) stored.add(`${seq}:${minute}`);
    }
    for (const m of unsaved(new Set(seqs), histogram === 'none' ? 'counts' : 'all')) {
      const inRange = minuteSpans.some((s) => m.minute >= s.from && m.minute < s.to);
      if (inRange && !stored.has(`${m.seq}:${m.minute}`)) {
        rows.push({ ...m, startMs: m.minute * MINUTE_MS });
      }
    }
  }
  return rows;
}

/** Counts and a histogram summed over many rows. */
export class Totals {
  readonly counts: RollupCounts = { checks: 0, failures: 0, degraded: 0, downMs: 0, observedMs: 0 };
  readonly hist = new Histogram();

  add(row: HistoryRow) {
    const c = this.counts;
    c.checks += row.checks;
    c.failures += row.failures;
    c.degraded += row.degraded;
    c.downMs += row.downMs;
    c.observedMs += row.observedMs;
    this.hist.addEntries(row.hist, row);
  }

  get uptimePercent(): number | null {
    const { observedMs, downMs } = this.counts;
    if (observedMs <= 0) return null;
    return Math.round((1 - downMs / observedMs) * 100_000) / 1000;
  }
}

const rangeMs: Record<UptimeRange | LatencyRange, number> = {
  '1h': HOUR_MS,
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

/** Where an uptime range ending at `nowMs` starts: to the minute for 24 h, else on the hour. */
export function uptimeFrom(range: UptimeRange, nowMs: number): number {
  const align = range === '24h' ? MINUTE_MS : HOUR_MS;
  return Math.floor((nowMs - rangeMs[range]) / align) * align;
}

/**
 * The slots of a range's strip: about 90 of them, read from rows no coarser than a slot (a day
 * row cannot be split into hours).
 */
const uptimeSlots: Record<UptimeRange, { ms: number; finest: Level[] }> = {
  '24h': { ms: 15 * MINUTE_MS, finest: ['minute'] },
  '7d': { ms: 2 * HOUR_MS, finest: ['hour', 'minute'] },
  '30d': { ms: 8 * HOUR_MS, finest: ['hour', 'minute'] },
  '90d': { ms: DAY_MS, finest: ['day', 'hour', 'minute'] },
};

/**
 * Uptime over a range ending now, whole and in slots. 24 h is exact to the minute; longer ranges
 * start on the hour (minutes are not kept for the whole of them).
 */
export async function uptimeOf(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seq: number | readonly number[],
  range: UptimeRange,
  nowMs = Date.now(),
): Promise<Uptime> {
  const fromMs = uptimeFrom(range, nowMs);
  const slot = uptimeSlots[range];
  const slotsFrom = Math.floor(fromMs / slot.ms) * slot.ms;
  const slots = Array.from(
    { length: Math.ceil((nowMs - slotsFrom) / slot.ms) },
    () => new Totals(),
  );
  const totals = new Totals();
  const seqs = typeof seq === 'number' ? [seq] : seq;
  const rows = await readHistory(db, unsaved, seqs, fromMs, nowMs, {
    finest: slot.finest,
    minuteGroup: Math.min(60, slot.ms / MINUTE_MS),
    histogram: 'none',
  });
  for (const row of rows) {
    totals.add(row);
    slots[Math.floor((row.startMs - slotsFrom) / slot.ms)]?.add(row);
  }
  return {
    range,
    from: new Date(fromMs).toISOString(),
    to: new Date(nowMs).toISOString(),
    ...totals.counts,
    downtimeSeconds: Math.round(totals.counts.downMs / 1000),
    observedSeconds: Math.round(totals.counts.observedMs / 1000),
    uptimePercent: totals.uptimePercent,
    slotSeconds: slot.ms / 1000,
    slots: slots.map((t, i) => ({
      start: (slotsFrom + i * slot.ms) / 1000,
      checks: t.counts.checks,
      failures: t.counts.failures,
      uptimePercent: t.uptimePercent,
      downtimeSeconds: Math.round(t.counts.downMs / 1000),
    })),
  };
}

/** Bucket size per range: about 60 to 170 points, read from rows no coarser than a bucket. */
const latencyBuckets: Record<LatencyRange, { ms: number; finest: Level[] }> = {
  '1h': { ms: MINUTE_MS, finest: ['minute'] },
  '24h': { ms: 5 * MINUTE_MS, finest: ['minute'] },
  '7d': { ms: HOUR_MS, finest: ['hour', 'minute'] },
  '30d': { ms: 6 * HOUR_MS, finest: ['hour', 'minute'] },
  '90d': { ms: DAY_MS, finest: ['day', 'hour', 'minute'] },
};

/**
 * Response-time percentiles per bucket and phase over a range ending now, of one monitor or of
 * several together (their checks pooled); `only` reads a single phase.
 */
export async function latencyOf(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seq: number | readonly number[],
  range: LatencyRange,
  nowMs = Date.now(),
  only?: LatencyPhase,
): Promise<Latency> {
  const bucket = latencyBuckets[range];
  const fromMs = Math.floor((nowMs - rangeMs[range]) / bucket.ms + 1) * bucket.ms;
  const count = Math.ceil((nowMs - fromMs) / bucket.ms);
  const buckets = Array.from({ length: count }, () => new Totals());
  const all = new Totals();
  const seqs = typeof seq === 'number' ? [seq] : seq;
  const rows = await readHistory(db, unsaved, seqs, fromMs, nowMs, {
    finest: bucket.finest,
    minuteGroup: Math.min(60, bucket.ms / MINUTE_MS),
    histogram: only ?? 'all',
  });
  for (const row of rows) {
    buckets[Math.floor((row.startMs - fromMs) / bucket.ms)]?.add(row);
    all.add(row);
  }
  const phases: Latency['phases'] = {};
  const summary: Latency['summary'] = {};
  // Minutes not stored yet hold every phase, whatever was read from the database.
  for (const phase of only ? [only] : latencyPhases) {
    const whole = all.hist.percentiles(phase);
    if (!whole) continue;
    summary[phase] = whole;
    const series = buckets.map((b) => b.hist.percentiles(phase));
    phases[phase] = {
      p50: series.map((p) => p?.p50 ?? null),
      p95: series.map((p) => p?.p95 ?? null),
      p99: series.map((p) => p?.p99 ?? null),
    };
  }
  return {
    range,
    from: new Date(fromMs).toISOString(),
    to: new Date(nowMs).toISOString(),
    bucketSeconds: bucket.ms / 1000,
    times: buckets.map((_, i) => (fromMs + i * bucket.ms) / 1000),
    checks: buckets.map((b) => b.counts.checks),
    phases,
    summary,
  };
}

const SLOTS = 24;

/** The 24-hour summary of each monitor in a list: 24 hourly slots, the last one in progress. */
export async function daySummaries(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seqs: readonly number[],
  nowMs = Date.now(),
): Promise<Map<number, MonitorDaySummary>> {
  const fromMs = (Math.floor(nowMs / HOUR_MS) - (SLOTS - 1)) * HOUR_MS;
  const slots = new Map(
    seqs.map((seq) => [seq, Array.from({ length: SLOTS }, () => new Totals())]),
  );
  const rows = await readHistory(db, unsaved, seqs, fromMs, nowMs, {
    finest: ['hour', 'minute'],
    minuteGroup: 60,
    histogram: 'total',
  });
  for (const row of rows) {
    slots.get(row.seq)?.[Math.floor((row.startMs - fromMs) / HOUR_MS)]?.add(row);
  }
  const summaries = new Map<number, MonitorDaySummary>();
  for (const [seq, hours] of slots) {
    const all = new Totals();
    for (const hour of hours) {
      all.counts.checks += hour.counts.checks;
      all.counts.downMs += hour.counts.downMs;
      all.counts.observedMs += hour.counts.observedMs;
      all.hist.merge(hour.hist);
    }
    summaries.set(seq, {
      uptimePercent: all.uptimePercent,
      latency: all.hist.percentiles('total'),
      slots: hours.map((h) =>
        h.counts.checks === 0
          ? null
          : {
              uptimePercent: h.uptimePercent ?? 100,
              checks: h.counts.checks,
              failures: h.counts.failures,
              p50: h.hist.percentiles('total')?.p50 ?? null,
            },
      ),
    });
  }
  return summaries;
}

/** Raw checks of one monitor, newest first, a page at a time (a cursor, so pages never shift). */
export async function recentChecks(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seq: number,
  query: { before?: string | undefined; limit: number },
): Promise<{ items: CheckRecord[]; nextBefore: string | null }> {
  const beforeMs = query.before ? Date.parse(query.before) : Infinity;
  const lastMinute = Number.isFinite(beforeMs) ? Math.floor(beforeMs / MINUTE_MS) : 2 ** 31 - 1;
  // Every stored minute holds at least one check, and only the first may hold checks at or after
  // `before`: limit + 2 minutes always hold a page and the sign of one more.
  const result: unknown = await db.execute(sql`
    select minute, raw from check_minutes
    where monitor_seq = ${seq} and minute <= ${lastMinute}
    order by minute desc limit ${query.limit + 2}`);
  const minutes = new Map<number, Uint8Array[]>();
  for (const r of (result as { rows: { minute: number; raw: Uint8Array }[] }).rows) {
    minutes.set(r.minute, [r.raw]);
  }
  for (const m of unsaved?.(new Set([seq])) ?? []) {
    if (m.minute > lastMinute) continue;
    // A minute stored and still open (a restart mid-minute) has both parts.
    minutes.set(m.minute, [...(minutes.get(m.minute) ?? []), m.raw]);
  }
  const newestMinutes = [...minutes.keys()].sort((a, b) => b - a).slice(0, query.limit + 2);
  const checks = newestMinutes
    .flatMap((minute) =>
      minutes.get(minute)!.flatMap((raw) => unpackChecks(minute * MINUTE_MS, raw)),
    )
    .filter((c) => Date.parse(c.checkedAt) < beforeMs)
    .sort((a, b) => b.checkedAt.localeCompare(a.checkedAt));
  const items = checks.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextBefore: checks.length > query.limit && last ? last.checkedAt : null,
  };
}

/** The seq of what one region saw of a monitor, or null when it has stored nothing. */
export async function regionSeriesSeq(db: Db, monitorSeq: number, region: string) {
  const [row] = await db
    .select({ seq: regionSeries.seq })
    .from(regionSeries)
    .where(and(eq(regionSeries.monitorSeq, monitorSeq), eq(regionSeries.region, region)));
  return row?.seq ?? null;
}

/** Removes every stored check and rollup of deleted monitors, and of their regions. */
export async function deleteHistory(db: Db, seqs: readonly number[]) {
  await db.transaction(async (tx) => {
    const regions = await tx
      .delete(regionSeries)
      .where(inArray(regionSeries.monitorSeq, [...seqs]))
      .returning({ seq: regionSeries.seq });
    const all = [...seqs, ...regions.map((r) => r.seq)];
    for (const table of [checkMinutes, checkHours, checkDays]) {
      await tx.delete(table).where(inArray(table.monitorSeq, all));
    }
  });
}

/**
 * Every monitor's counts over [fromMs, toMs), summed per monitor in the database from whole hours
 * and the minutes at the edges, with what the sink has not written yet: the figures `uptimeOf`
 * gives one monitor, for all of them in one statement (10,000 monitors are 10,000 rows, not the
 * 240,000 hours behind them). A stored minute the sink still holds is counted once, as there.
 */
export async function totalsBySeq(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seqs: readonly number[],
  fromMs: number,
  toMs: number,
): Promise<Map<number, Totals>> {
  const totals = new Map<number, Totals>();
  if (seqs.length === 0) return totals;
  const spans = coverRange(fromMs, toMs, await recentMarks(db), ['hour', 'minute']);
  const held = unsaved?.(new Set(seqs), 'counts') ?? [];
  // Only minutes from the oldest one held need listing to tell what is stored twice.
  const heldFrom = Math.min(...held.map((m) => m.minute), Math.ceil(toMs / MINUTE_MS));
  const selects = spans.map(({ level, from, to }) => {
    const recent =
      level === 'minute'
        ? sql`case when minute >= ${heldFrom}::int then minute end`
        : sql`null::int`;
    return sql`
      select monitor_seq as seq, down_ms, observed_ms, checks, failures, degraded, ${recent} as recent
      from ${sql.raw(levelTable[level])}
      where monitor_seq = any(${sql.param([...seqs])}::int[])
        and ${sql.raw(level)} >= ${from}::int and ${sql.raw(level)} < ${to}::int`;
  });
  for (const seq of seqs) totals.set(seq, new Totals());
  const stored = new Set<string>();
  if (selects.length > 0) {
    const result: unknown = await db.execute(sql`
      select coalesce(json_agg(json_build_array(seq, down_ms, observed_ms, checks, failures,
        degraded, recent)), '[]') as rows
      from (
        select seq, sum(down_ms)::float8 as down_ms, sum(observed_ms)::float8 as observed_ms,
          sum(checks)::int as checks, sum(failures)::int as failures,
          sum(degraded)::int as degraded, array_remove(array_agg(recent), null) as recent
        from (${sql.join(selects, sql` union all `)}) as spans
        group by seq
      ) as summed`);
    const rows = jsonRows<SummedRow>(result);
    for (const [seq, downMs, observedMs, checks, failures, degraded, recent] of rows) {
      totals.get(seq)?.add({
        seq,
        startMs: 0,
        downMs,
        observedMs,
        checks,
        failures,
        degraded,
        hist: [],
        minMs: null,
        maxMs: null,
      });
      for (const minute of recent) stored.add(`${seq}:${minute}`);
    }
  }
  const fromMinute = Math.floor(fromMs / MINUTE_MS);
  for (const m of held) {
    if (m.minute < fromMinute || m.minute * MINUTE_MS >= toMs) continue;
    if (!stored.has(`${m.seq}:${m.minute}`)) totals.get(m.seq)?.add({ ...m, startMs: 0, hist: [] });
  }
  return totals;
}

/** seq, down_ms, observed_ms, checks, failures, degraded, stored minutes from the oldest held */
type SummedRow = [number, number, number, number, number, number, number[]];
