import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { rollupMarks } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { COUNT_BITS, MAX_COUNT } from './histogram.js';
import { MINUTE_MS } from './minute.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A level of rollup: its table and column, and the level it sums. */
const levels = {
  hour: {
    table: 'check_hours',
    column: 'hour',
    source: 'check_minutes',
    sourceColumn: 'minute',
    per: 60,
    ms: HOUR_MS,
  },
  day: {
    table: 'check_days',
    column: 'day',
    source: 'check_hours',
    sourceColumn: 'hour',
    per: 24,
    ms: DAY_MS,
  },
} as const;
export type RollupLevel = keyof typeof levels;

/**
 * Minutes are written at most 65 s after they end (engine/result-sink.ts); an hour is summed once
 * all its minutes are in, a day once all its hours are.
 */
const SETTLE_MS = 2 * MINUTE_MS;

export type RollupMarks = Record<RollupLevel, number | null>;

/** Every unit of each level before this one is rolled up. */
export async function readMarks(db: Db): Promise<RollupMarks> {
  const rows = await db.select().from(rollupMarks);
  const mark = (level: RollupLevel) => rows.find((r) => r.level === level)?.until ?? null;
  const marks = { hour: mark('hour'), day: mark('day') };
  knownMarks.set(db, { marks, readAt: Date.now() });
  return marks;
}

/**
 * How long readers trust marks read before. Marks only move forward, and a reader with an older
 * mark reads finer rows that are still kept (minutes live for days), so the answer is the same,
 * only read from more rows; this process's own rollups drop what it knew at once.
 */
const MARKS_TRUSTED_MS = 60_000;
const knownMarks = new WeakMap<Db, { marks: RollupMarks; readAt: number }>();

/** The marks as last read in this process, or read now when older than a minute. */
export async function recentMarks(db: Db): Promise<RollupMarks> {
  const known = knownMarks.get(db);
  if (known && Date.now() - known.readAt < MARKS_TRUSTED_MS) return known.marks;
  return readMarks(db);
}

/**
 * Monitors summed per statement. The embedded database runs one statement at a time, and one
 * statement for an hour of 10,000 monitors held it for seconds (bench/RESULTS.md); in pieces,
 * requests and stored results get their turn in between.
 */
const MONITORS_PER_STATEMENT = 1_000;

/**
 * Sums one unit (an hour of minutes, a day of hours) for every monitor: counts add up,
 * histograms merge entry by entry. Idempotent: a unit rolled again is replaced.
 */
async function rollUnit(db: Db, level: RollupLevel, unit: number) {
  const l = levels[level];
  const [from, to] = [unit * l.per, (unit + 1) * l.per];
  const inUnit = `${l.sourceColumn} >= ${from} and ${l.sourceColumn} < ${to}`;
  const bounds: unknown = await db.execute(
    sql`select min(monitor_seq) as lo, max(monitor_seq) as hi from ${sql.raw(l.source)}
      where ${sql.raw(inUnit)}`,
  );
  const { lo, hi } = (bounds as { rows: { lo: number | null; hi: number | null }[] }).rows[0]!;
  if (lo === null || hi === null) return;
  for (let first = lo; first <= hi; first += MONITORS_PER_STATEMENT) {
    const last = first + MONITORS_PER_STATEMENT;
    await rollMonitors(
      db,
      level,
      unit,
      `${inUnit} and monitor_seq >= ${first} and monitor_seq < ${last}`,
    );
  }
}

async function rollMonitors(db: Db, level: RollupLevel, unit: number, where: string) {
  const l = levels[level];
  const summed = sumRows(l.source, sql.raw(where), sql`${unit}::int`);
  await db.execute(sql`
    insert into ${sql.raw(l.table)}
      (monitor_seq, ${sql.raw(l.column)}, down_ms, observed_ms, checks, failures, degraded, hist,
        min_ms, max_ms)
    select seq, unit, down_ms, observed_ms, checks, failures, degraded, hist, min_ms, max_ms
    from (${summed}) as summed
    on conflict (monitor_seq, ${sql.raw(l.column)}) do update set
      down_ms = excluded.down_ms, observed_ms = excluded.observed_ms, checks = excluded.checks,
      failures = excluded.failures, degraded = excluded.degraded, hist = excluded.hist,
      min_ms = excluded.min_ms, max_ms = excluded.max_ms`);
}

/**
 * The rows of `source` that match `where`, summed per monitor and `unit` (an expression of each
 * row) in the database: counts add up, histograms merge entry by entry, each phase's bounds by
 * min and max. Columns: seq, unit, down_ms, observed_ms, checks, failures, degraded, hist, min_ms,
 * max_ms, and with `listMinutes` the minutes each sum holds. `entries` keeps only the histogram
 * entries it matches (as `e`); `false` leaves histograms out (an empty `hist`, no bounds).
 */
export function sumRows(
  source: string,
  where: SQL,
  unit: SQL,
  options: { entries?: SQL | false | null; listMinutes?: boolean } = {},
) {
  const { entries, listMinutes = false } = options;
  // Bounds are known only where every row with times has them (rows of before they were kept
  // have none).
  const counts = sql`
      select monitor_seq as seq, ${unit} as unit, sum(down_ms)::int as down_ms,
        sum(observed_ms)::int as observed_ms, sum(checks)::int as checks,
        sum(failures)::int as failures, sum(degraded)::int as degraded,
        bool_and(min_ms is not null or cardinality(hist) = 0) as bounded
        ${listMinutes ? sql`, array_agg(minute) as minutes` : sql``}
      from ${sql.raw(source)} where ${where} group by 1, 2`;
  if (entries === false) {
    return sql`select c.*, '{}'::int[] as hist, null::real[] as min_ms, null::real[] as max_ms
      from (${counts}) as c`;
  }
  return sql`
    select c.seq, c.unit, c.down_ms, c.observed_ms, c.checks, c.failures, c.degraded,
      coalesce(h.hist, '{}') as hist, case when c.bounded then b.min_ms end as min_ms,
      case when c.bounded then b.max_ms end as max_ms${listMinutes ? sql`, c.minutes` : sql``}
    from (${counts}) as c
    left join (
      select seq, unit,
        array_agg((k << ${sql.raw(String(COUNT_BITS))}) | least(n, ${sql.raw(String(MAX_COUNT))})::int
          order by k) as hist
      from (
        select monitor_seq as seq, ${unit} as unit, e >> ${sql.raw(String(COUNT_BITS))} as k,
          sum(e & ${sql.raw(String(MAX_COUNT))}) as n
        from ${sql.raw(source)}, unnest(hist) as e
        where ${where} ${entries ? sql`and ${entries}` : sql``}
        group by 1, 2, 3
      ) as entries
      group by seq, unit
    ) as h using (seq, unit)
    left join (
      select seq, unit, array_agg(low order by phase) as min_ms,
        array_agg(high order by phase) as max_ms
      from (
        select monitor_seq as seq, ${unit} as unit, phase, min(low) as low, max(high) as high
        from ${sql.raw(source)}, unnest(min_ms, max_ms) with ordinality as b(low, high, phase)
        where ${where}
        group by 1, 2, 3
      ) as phases
      group by seq, unit
    ) as b using (seq, unit)`;
}

/** Rolls every settled unit of a level not rolled yet; returns how many it rolled. */
async function rollLevel(db: Db, level: RollupLevel, nowMs: number) {
  const l = levels[level];
  const settledBefore = Math.floor((nowMs - SETTLE_MS) / l.ms);
  const marks = await readMarks(db);
  let next = marks[level];
  if (next === null) {
    const first: unknown = await db.execute(
      sql`select min(${sql.raw(l.sourceColumn)}) as v from ${sql.raw(l.source)}`,
    );
    const v = (first as { rows: { v: number | null }[] }).rows[0]?.v;
    next = v === null || v === undefined ? settledBefore : Math.floor(v / l.per);
  }
  // Days wait for their hours: a day is summed only once its last hour is.
  const until =
    level === 'day' && marks.hour !== null
      ? Math.min(settledBefore, Math.floor(marks.hour / 24))
      : settledBefore;
  let rolled = 0;
  for (let unit = next; unit < until; unit += 1) {
    // The mark moves only once the whole unit is in; stopped half-way, it is rolled again.
    await rollUnit(db, level, unit);
    await db
      .insert(rollupMarks)
      .values({ level, until: unit + 1 })
      .onConflictDoUpdate({ target: rollupMarks.level, set: { until: unit + 1 } });
    rolled += 1;
  }
  if (rolled === 0 && marks[level] === null) {
    await db.insert(rollupMarks).values({ level, until: next }).onConflictDoNothing();
  }
  // Readers in this process see the new marks at once.
  if (rolled > 0) knownMarks.delete(db);
  return rolled;
}

/** Rolls up closed hours and days. */
export async function rollUp(db: Db, nowMs = Date.now()) {
  const hours = await rollLevel(db, 'hour', nowMs);
  const days = await rollLevel(db, 'day', nowMs);
  return { hours, days };
}

/**
 * How long raw checks are kept: the same number of days for every monitor (a self-hosted
 * instance), or by the plan each workspace is on, with `days` for a workspace whose plan is not
 * known yet.
 */
export interface Retention {
  days: number;
  byPlan?: Readonly<Record<string, number>>;
}

/** Deletes minutes (with their raw checks) older than the retention; hours and days stay. */
export async function pruneMinutes(
  db: Db,
  retention: Retention,
  nowMs = Date.now(),
  batch = PRUNE_BATCH,
) {
  const marks = await readMarks(db);
  // Never a minute whose hour is not summed yet.
  if (marks.hour === null) return 0;
  const summedUntil = marks.hour * 60;
  const before = (days: number) =>
    Math.min(Math.floor((nowMs - days * DAY_MS) / MINUTE_MS), summedUntil);
  const plans = Object.entries(retention.byPlan ?? {});
  if (!plans.length) {
    return count(
      await db.execute(sql`
        with gone as (delete from check_minutes where minute < ${before(retention.days)} returning 1)
        select count(*)::int as n from gone`),
    );
  }
  // Each workspace's own cutoff, read monitor by monitor (and each of its regions' series) along
  // the primary key (monitor_seq, minute): the fence (offset 0) keeps the planner from joining the
  // whole table instead, so an hour's deletes cost what they delete, however much the longer plans
  // keep. In batches, so a downgrade that drops months of checks does not hold them all in one
  // array.
  const cutoff = sql`case w.enforced_plan ${sql.join(
    plans.map(([plan, days]) => sql`when ${plan} then ${before(days)}::int`),
    sql` `,
  )} else ${before(retention.days)}::int end`;
  let total = 0;
  for (;;) {
    const n = count(
      await db.execute(sql`
        with gone as (
          delete from check_minutes where ctid = any(array(
            select c.ctid
            from monitors m
            join workspaces w on w.id = m.workspace_id
            cross join lateral (
              select m.seq union all select seq from region_series r where r.monitor_seq = m.seq
            ) as s(seq)
            cross join lateral (
              select ctid from check_minutes c
              where c.monitor_seq = s.seq and c.minute < ${cutoff}
              offset 0
            ) c
            limit ${batch}))
          returning 1)
        select count(*)::int as n from gone`),
    );
    total += n;
    if (n < batch) return total;
  }
}

const PRUNE_BATCH = 50_000;
const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;

/** Summarises new pages into the BRIN indexes and, with `analyze`, refreshes the statistics. */
export async function refreshTimeIndexes(db: Db, analyze: boolean) {
  await db.execute(sql`select brin_summarize_new_values('check_minutes_minute_idx'),
    brin_summarize_new_values('check_hours_hour_idx')`);
  if (analyze) await db.execute(sql`analyze check_minutes, check_hours, check_days`);
}

/**
 * Keeps history summarised and bounded: rolls up each hour and day once it is closed and, once an
 * hour, deletes minutes past the retention.
 *
 * The rollups find an hour's minutes through BRIN indexes on the time column. A BRIN index only
 * covers pages it has summarised, and PostgreSQL summarises new pages when it vacuums, so each
 * pass summarises them first; without that every rollup and prune reads the whole table. Where no
 * autovacuum runs (`ownVacuum`: the embedded database) this also keeps the planner's statistics
 * fresh with ANALYZE once an hour (without them it does not know rows arrive in time order and
 * scans everything), reclaims the space of pruned minutes with VACUUM, and vacuums the tables of
 * each monitor's state and latest check once an hour.
 */
export function startHistoryMaintenance(options: {
  db: Db;
  log: FastifyBaseLogger;
  retention: Retention;
  ownVacuum: boolean;
  everyMs?: number;
  clock?: Clock;
}) {
  const { db, log, retention, ownVacuum, everyMs = MINUTE_MS, clock = systemClock } = options;
  let lastHour = -1;
  let running: Promise<void> = Promise.resolve();

  async function run() {
    const started = performance.now();
    const hour = Math.floor(clock.now() / HOUR_MS);
    const hourly = hour !== lastHour;
    lastHour = hour;
    await refreshTimeIndexes(db, hourly && ownVacuum);
    // Rewritten on every check or status change: small, but they would only grow unvacuumed.
    if (hourly && ownVacuum) await db.execute(sql`vacuum monitor_state, monitor_last_checks`);
    const rolled = await rollUp(db, clock.now());
    let pruned = 0;
    if (hourly) {
      pruned = await pruneMinutes(db, retention, clock.now());
      if (pruned > 0 && ownVacuum) await db.execute(sql`vacuum check_minutes`);
    }
    if (rolled.hours + rolled.days + pruned > 0) {
      log.info(
        { ...rolled, pruned, ms: Math.round(performance.now() - started) },
        'history rolled up',
      );
    }
  }

  const tick = () => {
    running = running
      .then(run)
      .catch((err: unknown) => log.error({ err }, 'rolling up history failed'));
  };
  tick();
  const cancel = clock.every(everyMs, tick);
  return {
    async stop() {
      cancel();
      await running;
    },
  };
}
