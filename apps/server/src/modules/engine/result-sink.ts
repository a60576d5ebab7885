import type { CheckRecord, CheckResult, RegionResult } from '@tocsin/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Exec, Tx } from '../../db/client.js';
import { checkMinutes, monitorLastChecks } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import {
  MINUTE_MS,
  OpenMinute,
  type MinuteParts,
  type MinuteRow,
  type UnsavedMinutes,
} from '../results/index.js';

export interface CheckedMonitor {
  id: string;
  seq: number;
  /** How often it is checked: the longest stretch one check can stand for. */
  intervalMs: number;
  createdAt: Date;
}

/**
 * Where results go. Checks finish one by one; the database wants them in batches. A result checked
 * from several regions is stored twice over: the monitor's verdict under its own seq, and what each
 * region saw under that region's series (region_series), so either can be read back as history.
 */
export interface ResultSink {
  write(monitor: CheckedMonitor, result: CheckResult, consecutiveFailures: number): void;
  /**
   * These monitors' minutes not in the database yet (open ones, and any being written). A property,
   * not a method: the monitors API holds on to it apart from the sink.
   */
  unsaved: UnsavedMinutes;
  /** Writes everything buffered; resolves when it is stored. */
  flush(): Promise<void>;
  /** Drops what is held for a deleted monitor. */
  forget(seq: number): void;
  /** Closes every open minute and writes it. */
  close(): Promise<void>;
  /** Checks dropped, since the process started, because the database refused them too long. */
  readonly dropped: number;
}

/**
 * A check started in a minute may finish up to its timeout (60 s at most) later; after this long
 * past its end a minute gets no more checks and is written.
 */
const CLOSE_AFTER_MS = 65_000;
// Minutes per statement: a few megabytes of arrays at most.
const ROWS_PER_STATEMENT = 5_000;

/** Each phase's bounds as a PostgreSQL array literal, for a text[] parameter; null: not known. */
const realArray = (values: MinuteRow['minMs']) =>
  values && `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/**
 * A stored minute's bounds with those of more checks of it, phase by phase (`least` ignores a
 * phase one side did not measure); not known when either side's are not.
 */
const mergedBounds = (merge: 'least' | 'greatest', column: 'min_ms' | 'max_ms') =>
  sql.raw(`case when check_minutes.${column} is not null and excluded.${column} is not null then
    array(select ${merge}(a, b) from unnest(check_minutes.${column}, excluded.${column})
      with ordinality as t(a, b, i) order by i) end`);
/**
 * Minutes held for the database while it cannot take them (down, restarting, failing over):
 * at 10,000 monitors a minute each, 10 minutes of results, about 50 MB. Past it the oldest are
 * dropped and counted.
 */
const HELD_MINUTES_MAX = 100_000;

/** The checks of one series: a monitor's own verdicts, or what one region saw of it. */
interface Tracked {
  seq: number;
  region: string | null;
  /** A region's series seq, once known. */
  series?: number;
  lastAtMs: number | null;
  open: OpenMinute | null;
}

/** Tracked series by key: the monitor's seq for its own, `seq region` for a region's. */
const regionKey = (seq: number, region: string) => `${seq} ${region}`;
const seriesKey = (seq: number, region: string | null) =>
  region === null ? seq : regionKey(seq, region);

interface Latest {
  id: string;
  result: CheckResult;
  failures: number;
}

/** What one region saw, in the stored form; null when it did not answer. */
function regionRecord(r: RegionResult): CheckRecord | null {
  if (r.status === null || r.timings === null || r.checkedAt === null) return null;
  return {
    checkedAt: r.checkedAt,
    status: r.status,
    errorKind: r.errorKind,
    statusCode: r.statusCode,
    timings: r.timings,
    message: r.status === 'up' ? null : r.message,
  };
}

/** The stored form of a result: the fields the recent-checks list shows. */
export function toCheckRecord(result: CheckResult): CheckRecord {
  return {
    checkedAt: result.checkedAt,
    status: result.status,
    errorKind: result.errorKind,
    statusCode: result.statusCode,
    timings: result.timings,
    // A passing check's message says nothing the status does not.
    message: result.status === 'up' ? null : result.message,
  };
}

/**
 * Stores the latest checks `v` holds (monitor_id, checked_at, result), each unless a later one is
 * stored already or its monitor was deleted meanwhile; answers the ids stored.
 */
const upsertLastChecks = (v: SQL) => sql`
  insert into ${monitorLastChecks} as l (monitor_id, checked_at, result)
  select v.monitor_id, v.checked_at, v.result from ${v}
  where exists (select 1 from monitors m where m.id = v.monitor_id)
  on conflict (monitor_id) do update set checked_at = excluded.checked_at, result = excluded.result
    where l.checked_at <= excluded.checked_at
  returning l.monitor_id`;

/** Stores a monitor's latest check, as the sink would (see upsertLastChecks). */
export async function storeLastCheck(exec: Exec, monitorId: string, result: CheckResult) {
  await exec.execute(
    upsertLastChecks(sql`(select ${monitorId}::text, ${result.checkedAt}::timestamptz,
      ${JSON.stringify(result)}::jsonb) as v(monitor_id, checked_at, result)`),
  );
}

/** What the sink holds between flushes. */
export interface SinkState {
  /** The series checks were added to lately, each with its open minute. */
  tracked: Map<number | string, Tracked>;
  /** Each region's series seq by key, once stored; and the key of each series seq. */
  seriesSeqs: Map<string, number>;
  seriesKeys: Map<number, string>;
  /** Minutes closed and not yet handed to the database. */
  closed: OpenMinute[];
  /** Each checked monitor's latest check since the last flush. */
  latest: Map<string, Latest>;
  /** Minutes handed to the database and not yet committed, so readers still see them. */
  writing: Set<OpenMinute>;
  /** The write under way; the next one waits for it. */
  flushing: Promise<void>;
  /** Checks dropped because the database refused them too long. */
  dropped: number;
}

interface SinkEnv {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  heldMax: number;
}

/** Adds a result to its monitor's minute, and what each region saw to the region's. */
export function record(
  state: SinkState,
  monitor: CheckedMonitor,
  result: CheckResult,
  failures: number,
) {
  addToMinute(state, monitor, null, toCheckRecord(result));
  for (const r of result.regions ?? []) {
    const checked = regionRecord(r);
    if (checked) addToMinute(state, monitor, r.region, checked);
  }
  state.latest.set(monitor.id, { id: monitor.id, result, failures });
}

/** Adds a check to its series' open minute, closing the one before; a late check goes apart. */
export function addToMinute(
  state: SinkState,
  monitor: CheckedMonitor,
  region: string | null,
  checked: CheckRecord,
) {
  const atMs = Date.parse(checked.checkedAt);
  const minute = Math.floor(atMs / MINUTE_MS);
  const key = seriesKey(monitor.seq, region);
  let t = state.tracked.get(key);
  if (!t) {
    t = { seq: monitor.seq, region, lastAtMs: null, open: null };
    state.tracked.set(key, t);
  }
  const since = t.lastAtMs ?? Math.max(monitor.createdAt.getTime(), atMs - monitor.intervalMs);
  const coveredMs = Math.max(0, Math.min(atMs - since, monitor.intervalMs));
  if (t.open && t.open.minute < minute) {
    state.closed.push(t.open);
    t.open = null;
  }
  if (t.open && t.open.minute > minute) {
    // Older than the open minute (a slow check overtaken): stored as its own part of its minute.
    const late = new OpenMinute(t.seq, minute, region);
    late.add(checked, coveredMs);
    state.closed.push(late);
  } else {
    t.open ??= new OpenMinute(t.seq, minute, region);
    t.open.add(checked, coveredMs);
  }
  t.lastAtMs = Math.max(t.lastAtMs ?? atMs, atMs);
}

/** The seq a minute is stored under; undefined for a region whose series is not known yet. */
const storedSeq = (state: SinkState, m: { seq: number; region: string | null }) =>
  m.region === null ? m.seq : state.seriesSeqs.get(regionKey(m.seq, m.region));

/**
 * Finds or creates the series of each region these minutes, and the open minutes, are of. A
 * statement of its own ahead of the write, so a series is known only once it is committed; a
 * monitor deleted meanwhile gets none, and its regions' minutes are let go.
 */
export async function resolveSeries(state: SinkState, db: Db, minutes: OpenMinute[]) {
  const wanted = new Map<string, { seq: number; region: string }>();
  const want = (m: { seq: number; region: string | null }) => {
    if (m.region !== null && storedSeq(state, m) === undefined) {
      wanted.set(regionKey(m.seq, m.region), { seq: m.seq, region: m.region });
    }
  };
  for (const m of minutes) want(m);
  for (const t of state.tracked.values()) {
    if (t.region === null || t.series !== undefined) continue;
    t.series = storedSeq(state, t);
    if (t.series === undefined) want(t);
  }
  if (wanted.size === 0) return;
  const values = [...wanted.values()].map((w) => sql`(${w.seq}::int, ${w.region}::text)`);
  const result: unknown = await db.execute(sql`
    insert into region_series (monitor_seq, region)
    select v.monitor_seq, v.region from (values ${sql.join(values, sql`, `)}) as v(monitor_seq, region)
    where exists (select 1 from monitors m where m.seq = v.monitor_seq)
    on conflict (monitor_seq, region) do update set region = excluded.region
    returning seq, monitor_seq, region`);
  const rows = (result as { rows: { seq: number; monitor_seq: number; region: string }[] }).rows;
  for (const row of rows) {
    const key = regionKey(row.monitor_seq, row.region);
    state.seriesSeqs.set(key, row.seq);
    state.seriesKeys.set(row.seq, key);
  }
}

/** Closes the minutes no check can still fall in (all of them with `all`); forgets silent series. */
export function closeStale(state: SinkState, nowMs: number, all: boolean) {
  const cutoff = nowMs - CLOSE_AFTER_MS;
  for (const [key, t] of state.tracked) {
    if (t.open && (all || (t.open.minute + 1) * MINUTE_MS <= cutoff)) {
      state.closed.push(t.open);
      t.open = null;
    }
    // A monitor long silent (paused, deleted) is forgotten; its next check starts afresh.
    if (!t.open && t.lastAtMs !== null && t.lastAtMs < cutoff - 24 * 3_600_000) {
      state.tracked.delete(key);
    }
  }
}

/**
 * Each column travels as one array parameter and is unnested in the database: building a
 * statement with a parameter per value cost more CPU than the checks it stored.
 */
const column = <T>(rows: readonly T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));

type StoredMinute = MinuteRow & { monitorSeq: number };

/** Adds minutes to those stored, a statement per ROWS_PER_STATEMENT of them. */
async function insertMinutes(tx: Tx, minuteRows: StoredMinute[]) {
  for (let i = 0; i < minuteRows.length; i += ROWS_PER_STATEMENT) {
    const chunk = minuteRows.slice(i, i + ROWS_PER_STATEMENT);
    const ints = (pick: (row: (typeof chunk)[number]) => number) =>
      sql`${column(chunk, pick)}::int[]`;
    await tx.execute(sql`
      insert into ${checkMinutes}
        (monitor_seq, minute, down_ms, observed_ms, checks, failures, degraded, hist, min_ms,
          max_ms, raw)
      select seq, minute, down_ms, observed_ms, checks, failures, degraded, hist::int[],
        min_ms::real[], max_ms::real[], raw
      from unnest(${ints((r) => r.monitorSeq)}, ${ints((r) => r.minute)},
        ${ints((r) => r.downMs)}, ${ints((r) => r.observedMs)}, ${ints((r) => r.checks)},
        ${ints((r) => r.failures)}, ${ints((r) => r.degraded)},
        ${column(chunk, (r) => `{${r.hist.join(',')}}`)}::text[],
        ${column(chunk, (r) => realArray(r.minMs))}::text[],
        ${column(chunk, (r) => realArray(r.maxMs))}::text[],
        ${column(chunk, (r) => r.raw)}::bytea[])
        as r(seq, minute, down_ms, observed_ms, checks, failures, degraded, hist, min_ms,
          max_ms, raw)
      on conflict (monitor_seq, minute) do update set
        checks = check_minutes.checks + excluded.checks,
        failures = check_minutes.failures + excluded.failures,
        degraded = check_minutes.degraded + excluded.degraded,
        down_ms = check_minutes.down_ms + excluded.down_ms,
        observed_ms = check_minutes.observed_ms + excluded.observed_ms,
        hist = tocsin_hist_merge(check_minutes.hist, excluded.hist),
        min_ms = ${mergedBounds('least', 'min_ms')},
        max_ms = ${mergedBounds('greatest', 'max_ms')},
        raw = check_minutes.raw || excluded.raw`);
  }
}

/**
 * Stores every latest check; the failures in a row only where they changed, as a status change
 * already wrote them: monitor_state is logged, monitor_last_checks not. A check older than the
 * one stored (a transition written meanwhile) changes neither.
 */
async function storeStates(tx: Tx, states: Latest[]) {
  await tx.execute(sql`
    with v as (
      select * from unnest(${column(states, (s) => s.id)}::text[],
        ${column(states, (s) => s.result.checkedAt)}::timestamptz[],
        ${column(states, (s) => JSON.stringify(s.result))}::jsonb[],
        ${column(states, (s) => s.failures)}::int[])
        as v(monitor_id, checked_at, result, failures)
    ), stored as (${upsertLastChecks(sql`v`)})
    update monitor_state as s set consecutive_failures = v.failures
    from v join stored using (monitor_id)
    where s.monitor_id = v.monitor_id and s.consecutive_failures <> v.failures`);
}

/** Writes minutes and latest states in one transaction, once their series are known. */
export async function store(state: SinkState, db: Db, minutes: OpenMinute[], states: Latest[]) {
  await resolveSeries(state, db, minutes);
  const minuteRows = minutes.flatMap((m) => {
    const seq = storedSeq(state, m);
    return seq === undefined ? [] : [{ ...m.toRow(), monitorSeq: seq }];
  });
  await db.transaction(async (tx) => {
    await insertMinutes(tx, minuteRows);
    if (states.length > 0) await storeStates(tx, states);
  });
}

/** Hands what closed, and the latest states, to the database, after the write before it. */
export function flush(state: SinkState, env: SinkEnv, all = false): Promise<void> {
  closeStale(state, env.clock.now(), all);
  if (state.closed.length === 0 && state.latest.size === 0) return state.flushing;
  const minutes = state.closed;
  const states = [...state.latest.values()];
  state.closed = [];
  state.latest = new Map();
  for (const m of minutes) state.writing.add(m);
  // One write at a time, in order: a slow database slows flushing, not checking.
  state.flushing = state.flushing.then(() =>
    store(state, env.db, minutes, states)
      .catch((err: unknown) => {
        env.log.error(
          { err, minutes: minutes.length },
          'storing check results failed; kept to retry',
        );
        holdBack(state, env, minutes, states);
      })
      .finally(() => {
        for (const m of minutes) state.writing.delete(m);
      }),
  );
  return state.flushing;
}

/**
 * Keeps what the database refused for the next flush (the transaction wrote none of it), ahead
 * of what came since; past `heldMax` minutes the oldest are dropped and their checks counted.
 */
export function holdBack(state: SinkState, env: SinkEnv, minutes: OpenMinute[], states: Latest[]) {
  state.closed = [...minutes, ...state.closed];
  const excess = state.closed.length - env.heldMax;
  if (excess > 0) {
    const lost = state.closed.splice(0, excess).reduce((n, m) => n + m.counts.checks, 0);
    state.dropped += lost;
    env.log.error(
      { checks: lost, dropped: state.dropped },
      'the database refused check results too long; dropped',
    );
  }
  // A later state of the same monitor, taken meanwhile, wins.
  for (const s of states) if (!state.latest.has(s.id)) state.latest.set(s.id, s);
}

/** These series' minutes not in the database yet: being written, closed, or open. */
export function unsaved(state: SinkState, seqs: ReadonlySet<number>, parts: MinuteParts) {
  const rows: MinuteRow[] = [];
  const add = (m: OpenMinute, seq: number) => rows.push({ ...m.toRow(parts), seq });
  for (const held of [state.writing, state.closed]) {
    for (const m of held) {
      const seq = storedSeq(state, m);
      if (seq !== undefined && seqs.has(seq)) add(m, seq);
    }
  }
  for (const seq of seqs) {
    const open = state.tracked.get(state.seriesKeys.get(seq) ?? seq)?.open;
    if (open) add(open, seq);
  }
  return rows;
}

/** Drops what is held for a deleted monitor. */
export function forget(state: SinkState, seq: number) {
  for (const [key, t] of state.tracked) if (t.seq === seq) state.tracked.delete(key);
  state.closed = state.closed.filter((m) => m.seq !== seq);
}

/**
 * Gathers each monitor's checks into its minute (rollup counts, latency histogram, packed raw
 * checks) and writes, once a second and in one transaction, the minutes that closed and every
 * checked monitor's latest state.
 */
export function createDatabaseResultSink(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  clock?: Clock;
  /** At most this many minutes are held while the database refuses them. */
  heldMax?: number;
}): ResultSink {
  const { db, log, intervalMs = 1_000, clock = systemClock, heldMax = HELD_MINUTES_MAX } = options;
  const env: SinkEnv = { db, log, clock, heldMax };
  const state: SinkState = {
    tracked: new Map(),
    seriesSeqs: new Map(),
    seriesKeys: new Map(),
    closed: [],
    latest: new Map(),
    writing: new Set(),
    flushing: Promise.resolve(),
    dropped: 0,
  };
  const stopFlushing = clock.every(intervalMs, () => void flush(state, env));
  return {
    write: (monitor, result, failures) => record(state, monitor, result, failures),
    unsaved: (seqs, parts = 'all') => unsaved(state, seqs, parts),
    forget: (seq) => forget(state, seq),
    flush: () => flush(state, env),
    get dropped() {
      return state.dropped;
    },
    async close() {
      stopFlushing();
      await flush(state, env, true);
    },
  };
}
