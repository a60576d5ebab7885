import type { Region, ServiceStatus, StatusResponse } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readDays, type DayRow } from './days.js';
import { summariseDays } from './day-summary.js';
import type { SchedulerWatch } from './recorder.js';
import {
  DATABASE_TIMEOUT_MS,
  LAG_DEGRADED_MS,
  LAG_DOWN_MS,
  LAG_WINDOW_MS,
  databaseStatus,
  lagStatus,
  outboxStatus,
  worst,
} from './thresholds.js';

/** What is read from the database for an answer; the last good one stands in while it is down. */
interface Stored {
  history: StatusResponse['history'];
  lastCheckAt: number | null;
  lastDeliveredAt: number | null;
  oldestDueAt: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Resolves with the ping's round trip in ms, or null when the database fails or is too slow. */
async function pingMs(database: Database): Promise<number | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return round(performance.now() - started);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function readStored(database: Database, nowMs: number): Promise<Stored> {
  const at = new Date(nowMs).toISOString();
  const [rows, outbox]: [DayRow[], unknown] = await Promise.all([
    readDays(database.db, nowMs),
    database.db.execute(sql`
      select
        (extract(epoch from (select max(delivered_at) from deliveries)) * 1000)::float8
          as last_delivered,
        (extract(epoch from (
          select min(case when status = 'pending' then next_attempt_at else lease_until end)
          from deliveries
          where status in ('pending', 'sending')
            and ((status = 'pending' and next_attempt_at <= ${at}::timestamptz)
              or (status = 'sending' and lease_until < ${at}::timestamptz))
        )) * 1000)::float8 as oldest_due`),
  ]);
  const row = (outbox as { rows: { last_delivered: number | null; oldest_due: number | null }[] })
    .rows[0];
  const stamps = rows.map((r) => r.lastCheckAt?.getTime() ?? null).filter((t) => t !== null);
  return {
    history: summariseDays(rows, nowMs),
    lastCheckAt: stamps.length ? Math.max(...stamps) : null,
    lastDeliveredAt: row?.last_delivered ?? null,
    oldestDueAt: row?.oldest_due ?? null,
  };
}

/**
 * This instance's health as the public status page shows it: the API and its database, the
 * scheduler's lag, the last check and delivered alert, and 90 days of history. Measuring costs a
 * few queries, so an answer is shared for `cacheMs` by every caller.
 */
export function createInstanceHealthService(deps: {
  database: Database;
  /** This process's engine, whose lag and last check the page shows. */
  scheduler: SchedulerWatch;
  /** Check results dropped since the start because the database refused them too long. */
  droppedResults?: () => number;
  /** The probes' regions, on an instance that has them. */
  regions?: () => Region[];
  cacheMs?: number;
  now?: () => number;
}) {
  const { database, scheduler } = deps;
  const cacheMs = deps.cacheMs ?? 5_000;
  const now = deps.now ?? Date.now;
  let cached: { at: number; answer: Promise<StatusResponse> } | null = null;
  let stored: Stored = {
    history: summariseDays([], now()),
    lastCheckAt: null,
    lastDeliveredAt: null,
    oldestDueAt: null,
  };

  async function measure(at: number): Promise<StatusResponse> {
    const databaseMs = await pingMs(database);
    if (databaseMs !== null) stored = await readStored(database, at).catch(() => stored);
    const lag = scheduler.lag(at - LAG_WINDOW_MS);
    const api = databaseStatus(databaseMs);
    const lost: ServiceStatus = api === 'down' ? 'down' : 'operational';
    const schedulerStatus = lagStatus(lag);
    const overdueMs = stored.oldestDueAt === null ? 0 : Math.max(0, at - stored.oldestDueAt);
    // Without the database no result is stored and no alert is claimed.
    const checks = worst(schedulerStatus, lost);
    const alerts = worst(outboxStatus(overdueMs), lost);
    const lastCheckAt = Math.max(scheduler.lastCheckAt ?? -1, stored.lastCheckAt ?? -1);
    const regions = (deps.regions?.() ?? []).map((r) => ({
      name: r.name,
      status: r.live ? ('operational' as const) : ('down' as const),
      probes: r.probes,
      lastSeenAt: r.lastSeenAt,
    }));
    // Monitors are checked from the live regions: one region gone degrades the checks, all gone
    // stops them.
    const gone = regions.filter((r) => r.status === 'down').length;
    const regionsStatus: ServiceStatus =
      gone === 0 ? 'operational' : gone === regions.length ? 'down' : 'degraded';
    return {
      status: worst(api, schedulerStatus, checks, alerts, regionsStatus),
      measuredAt: new Date(at).toISOString(),
      api: { status: api, databaseMs },
      scheduler: {
        status: schedulerStatus,
        windowSeconds: LAG_WINDOW_MS / 1000,
        samples: lag.samples,
        p50Ms: round(lag.p50),
        p95Ms: round(lag.p95),
        maxMs: round(lag.max),
        waitingMs: round(lag.waitingMs),
        degradedMs: LAG_DEGRADED_MS,
        downMs: LAG_DOWN_MS,
      },
      checks: {
        status: checks,
        lastAt: iso(lastCheckAt < 0 ? null : lastCheckAt),
        droppedResults: deps.droppedResults?.() ?? 0,
      },
      alerts: { status: alerts, lastDeliveredAt: iso(stored.lastDeliveredAt), overdueMs },
      regions,
      history: stored.history,
    };
  }

  return {
    /** The current answer: measured now, or shared if one was measured within `cacheMs`. */
    read(): Promise<StatusResponse> {
      const at = now();
      if (!cached || at - cached.at >= cacheMs) cached = { at, answer: measure(at) };
      return cached.answer;
    },
  };
}

export type InstanceHealthService = ReturnType<typeof createInstanceHealthService>;
