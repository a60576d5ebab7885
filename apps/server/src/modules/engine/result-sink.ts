import { checkErrorKinds, type CheckResult } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { checkResults } from '../../db/schema.js';

export interface CheckedMonitor {
  id: string;
  seq: number;
}

/**
 * Where results go. Checks finish one by one; the database wants them in batches. In one process
 * this writes to the database; probes in other regions will hand results over Redis instead.
 */
export interface ResultSink {
  write(monitor: CheckedMonitor, result: CheckResult, consecutiveFailures: number): void;
  /** Writes everything buffered; resolves when it is stored. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const statusCode = { up: 0, degraded: 1, down: 2 } as const;
const kindIndex = new Map(checkErrorKinds.map((kind, i) => [kind, i]));

// PostgreSQL takes at most 65,535 parameters a statement: 11 columns a row fits 5,000 rows.
const ROWS_PER_STATEMENT = 5_000;

interface Pending {
  monitor: CheckedMonitor;
  result: CheckResult;
  failures: number;
}

/**
 * Buffers results and writes them once a second: one multi-row insert of the raw results and one
 * update of every checked monitor's latest state, in one transaction.
 */
export function createDatabaseResultSink(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Flush early when this many results wait, so a burst cannot grow the buffer without bound. */
  maxBuffered?: number;
}): ResultSink {
  const { db, log, intervalMs = 1_000, maxBuffered = 20_000 } = options;
  let buffer: Pending[] = [];
  let flushing: Promise<void> = Promise.resolve();

  async function store(batch: Pending[]) {
    const latest = new Map<string, Pending>();
    for (const item of batch) latest.set(item.monitor.id, item);
    await db.transaction(async (tx) => {
      for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
        await tx.insert(checkResults).values(
          batch.slice(i, i + ROWS_PER_STATEMENT).map(({ monitor, result }) => ({
            monitorSeq: monitor.seq,
            checkedAt: new Date(result.checkedAt),
            status: statusCode[result.status],
            errorKind: result.errorKind === null ? null : (kindIndex.get(result.errorKind) ?? null),
            statusCode: result.statusCode,
            dnsMs: result.timings.dns ?? null,
            connectMs: result.timings.connect ?? null,
            tlsMs: result.timings.tls ?? null,
            ttfbMs: result.timings.ttfb ?? null,
            totalMs: result.timings.total,
            message: result.status === 'up' ? null : result.message,
          })),
        );
      }
      const rows = [...latest.values()].map(
        ({ monitor, result, failures }) =>
          sql`(${monitor.id}, ${result.checkedAt}::timestamptz, ${JSON.stringify(result)}::jsonb, ${failures}::int)`,
      );
      await tx.execute(sql`
        update monitor_state as s
        set last_checked_at = v.checked_at, last_result = v.result, consecutive_failures = v.failures
        from (values ${sql.join(rows, sql`, `)}) as v(monitor_id, checked_at, result, failures)
        where s.monitor_id = v.monitor_id
          and (s.last_checked_at is null or s.last_checked_at <= v.checked_at)`);
    });
  }

  function flush(): Promise<void> {
    if (buffer.length === 0) return flushing;
    const batch = buffer;
    buffer = [];
    // One write at a time, in order: a slow database slows flushing, not checking.
    flushing = flushing.then(() =>
      store(batch).catch((err: unknown) =>
        log.error({ err, results: batch.length }, 'storing check results failed'),
      ),
    );
    return flushing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    write(monitor, result, failures) {
      buffer.push({ monitor, result, failures });
      if (buffer.length >= maxBuffered) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
