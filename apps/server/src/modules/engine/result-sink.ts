import type { CheckRecord, CheckResult } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { checkMinutes } from '../../db/schema.js';
import { MINUTE_MS, OpenMinute, type MinuteRow } from '../results/minute.js';

export interface CheckedMonitor {
  id: string;
  seq: number;
  /** How often it is checked: the longest stretch one check can stand for. */
  intervalMs: number;
  createdAt: Date;
}

/**
 * Where results go. Checks finish one by one; the database wants them in batches. In one process
 * this writes to the database; probes in other regions will hand results over Redis instead.
 */
export interface ResultSink {
  write(monitor: CheckedMonitor, result: CheckResult, consecutiveFailures: number): void;
  /**
   * These monitors' minutes not in the database yet (open ones, and any being written). A property,
   * not a method: the monitors API holds on to it apart from the sink.
   */
  unsaved: (seqs: ReadonlySet<number>) => MinuteRow[];
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
// PostgreSQL takes at most 65,535 parameters a statement: 9 columns a row fits 7,000 rows.
const ROWS_PER_STATEMENT = 5_000;
/**
 * Minutes held for the database while it cannot take them (down, restarting, failing over):
 * at 10,000 monitors a minute each, 10 minutes of results, about 50 MB. Past it the oldest are
 * dropped and counted.
 */
const HELD_MINUTES_MAX = 100_000;

interface Tracked {
  seq: number;
  lastAtMs: number | null;
  open: OpenMinute | null;
}

interface Latest {
  id: string;
  result: CheckResult;
  failures: number;
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
 * Gathers each monitor's checks into its minute (rollup counts, latency histogram, packed raw
 * checks) and writes, once a second and in one transaction, the minutes that closed and every
 * checked monitor's latest state.
 */
export function createDatabaseResultSink(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => number;
  /** At most this many minutes are held while the database refuses them. */
  heldMax?: number;
}): ResultSink {
  const { db, log, intervalMs = 1_000, now = Date.now, heldMax = HELD_MINUTES_MAX } = options;
  let dropped = 0;
  const tracked = new Map<number, Tracked>();
  let closed: OpenMinute[] = [];
  let latest = new Map<string, Latest>();
  /** Minutes handed to the database and not yet committed, so readers still see them. */
  const writing = new Set<OpenMinute>();
  let flushing: Promise<void> = Promise.resolve();

  function write(monitor: CheckedMonitor, result: CheckResult, failures: number) {
    const atMs = Date.parse(result.checkedAt);
    const minute = Math.floor(atMs / MINUTE_MS);
    let t = tracked.get(monitor.seq);
    if (!t) {
      t = { seq: monitor.seq, lastAtMs: null, open: null };
      tracked.set(monitor.seq, t);
    }
    const since = t.lastAtMs ?? Math.max(monitor.createdAt.getTime(), atMs - monitor.intervalMs);
    const coveredMs = Math.max(0, Math.min(atMs - since, monitor.intervalMs));
    const record = toCheckRecord(result);
    if (t.open && t.open.minute < minute) {
      closed.push(t.open);
      t.open = null;
    }
    if (t.open && t.open.minute > minute) {
      // Older than the open minute (a slow check overtaken): stored as its own part of its minute.
      const late = new OpenMinute(t.seq, minute);
      late.add(record, coveredMs);
      closed.push(late);
    } else {
      t.open ??= new OpenMinute(t.seq, minute);
      t.open.add(record, coveredMs);
    }
    t.lastAtMs = Math.max(t.lastAtMs ?? atMs, atMs);
    latest.set(monitor.id, { id: monitor.id, result, failures });
  }

  function closeStale(all: boolean) {
    const cutoff = now() - CLOSE_AFTER_MS;
    for (const [seq, t] of tracked) {
      if (t.open && (all || (t.open.minute + 1) * MINUTE_MS <= cutoff)) {
        closed.push(t.open);
        t.open = null;
      }
      // A monitor long silent (paused, deleted) is forgotten; its next check starts afresh.
      if (!t.open && t.lastAtMs !== null && t.lastAtMs < cutoff - 24 * 3_600_000) {
        tracked.delete(seq);
      }
    }
  }

  async function store(minutes: OpenMinute[], states: Latest[]) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < minutes.length; i += ROWS_PER_STATEMENT) {
        const rows = minutes.slice(i, i + ROWS_PER_STATEMENT).map((m) => {
          const row = m.toRow();
          return { ...row, monitorSeq: row.seq };
        });
        await tx
          .insert(checkMinutes)
          .values(rows)
          .onConflictDoUpdate({
            target: [checkMinutes.monitorSeq, checkMinutes.minute],
            set: {
              checks: sql`check_minutes.checks + excluded.checks`,
              failures: sql`check_minutes.failures + excluded.failures`,
              degraded: sql`check_minutes.degraded + excluded.degraded`,
              downMs: sql`check_minutes.down_ms + excluded.down_ms`,
              observedMs: sql`check_minutes.observed_ms + excluded.observed_ms`,
              hist: sql`tocsin_hist_merge(check_minutes.hist, excluded.hist)`,
              raw: sql`check_minutes.raw || excluded.raw`,
            },
          });
      }
      if (states.length === 0) return;
      const rows = states.map(
        ({ id, result, failures }) =>
          sql`(${id}, ${result.checkedAt}::timestamptz, ${JSON.stringify(result)}::jsonb, ${failures}::int)`,
      );
      await tx.execute(sql`
        update monitor_state as s
        set last_checked_at = v.checked_at, last_result = v.result, consecutive_failures = v.failures
        from (values ${sql.join(rows, sql`, `)}) as v(monitor_id, checked_at, result, failures)
        where s.monitor_id = v.monitor_id
          and (s.last_checked_at is null or s.last_checked_at <= v.checked_at)`);
    });
  }

  function flush(all = false): Promise<void> {
    closeStale(all);
    if (closed.length === 0 && latest.size === 0) return flushing;
    const minutes = closed;
    const states = [...latest.values()];
    closed = [];
    latest = new Map();
    for (const m of minutes) writing.add(m);
    // One write at a time, in order: a slow database slows flushing, not checking.
    flushing = flushing.then(() =>
      store(minutes, states)
        .catch((err: unknown) => {
          log.error(
            { err, minutes: minutes.length },
            'storing check results failed; kept to retry',
          );
          holdBack(minutes, states);
        })
        .finally(() => {
          for (const m of minutes) writing.delete(m);
        }),
    );
    return flushing;
  }

  /**
   * Keeps what the database refused for the next flush (the transaction wrote none of it), ahead
   * of what came since; past `heldMax` minutes the oldest are dropped and their checks counted.
   */
  function holdBack(minutes: OpenMinute[], states: Latest[]) {
    closed = [...minutes, ...closed];
    const excess = closed.length - heldMax;
    if (excess > 0) {
      const lost = closed.splice(0, excess).reduce((n, m) => n + m.counts.checks, 0);
      dropped += lost;
      log.error({ checks: lost, dropped }, 'the database refused check results too long; dropped');
    }
    // A later state of the same monitor, taken meanwhile, wins.
    for (const state of states) if (!latest.has(state.id)) latest.set(state.id, state);
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    write,
    unsaved: (seqs) => {
      const rows: MinuteRow[] = [];
      for (const m of [...writing, ...closed]) if (seqs.has(m.seq)) rows.push(m.toRow());
      for (const seq of seqs) {
        const open = tracked.get(seq)?.open;
        if (open) rows.push(open.toRow());
      }
      return rows;
    },
    forget(seq) {
      tracked.delete(seq);
      closed = closed.filter((m) => m.seq !== seq);
    },
    flush: () => flush(),
    get dropped() {
      return dropped;
    },
    async close() {
      clearInterval(timer);
      await flush(true);
    },
  };
}
