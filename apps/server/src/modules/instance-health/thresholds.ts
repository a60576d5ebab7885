import type { ServiceStatus } from '@tocsin/contract';

/**
 * Where each part of the status page turns amber or red. A healthy scheduler starts checks within
 * tens of milliseconds of their plan (scheduler.test.ts, bench/engine-load.ts): a p95 of a second
 * is already a sick process, and half a minute late means 10 s monitors are missing their slots.
 */
export const LAG_DEGRADED_MS = 1_000;
export const LAG_DOWN_MS = 30_000;
/** The window the status page summarises the scheduler's lag over. */
export const LAG_WINDOW_MS = 5 * 60_000;

/** A trivial query takes about a millisecond on either database; half a second is trouble. */
export const DATABASE_DEGRADED_MS = 500;
/** Past this the database counts as not answering. */
export const DATABASE_TIMEOUT_MS = 2_000;

/**
 * The dispatcher looks for due alerts every second and is woken when one is queued: an alert
 * still waiting a minute after it was due is stuck behind something, five minutes is an outage.
 */
export const OUTBOX_DEGRADED_MS = 60_000;
export const OUTBOX_DOWN_MS = 5 * 60_000;

/**
 * A day with half an hour down or more is an outage (red); any minute down, or ten minutes of
 * late checks, makes it degraded (amber). A restart shorter than a minute loses no minute.
 */
export const DAY_DOWN_MINUTES = 30;
export const DAY_LAGGING_MINUTES = 10;

const rank: Record<ServiceStatus, number> = { operational: 0, degraded: 1, down: 2 };

export function worst(...statuses: ServiceStatus[]): ServiceStatus {
  return statuses.reduce((a, b) => (rank[b] > rank[a] ? b : a), 'operational');
}

/** The scheduler's status from the p95 of its lateness and the wait of the oldest due run. */
export function lagStatus(lag: { p95: number; waitingMs: number }): ServiceStatus {
  const late = Math.max(lag.p95, lag.waitingMs);
  if (late >= LAG_DOWN_MS) return 'down';
  return late >= LAG_DEGRADED_MS ? 'degraded' : 'operational';
}

export function databaseStatus(pingMs: number | null): ServiceStatus {
  if (pingMs === null) return 'down';
  return pingMs >= DATABASE_DEGRADED_MS ? 'degraded' : 'operational';
}

export function outboxStatus(overdueMs: number): ServiceStatus {
  if (overdueMs >= OUTBOX_DOWN_MS) return 'down';
  return overdueMs >= OUTBOX_DEGRADED_MS ? 'degraded' : 'operational';
}

export function dayStatus(downMinutes: number, laggingMinutes: number): ServiceStatus {
  if (downMinutes >= DAY_DOWN_MINUTES) return 'down';
  return downMinutes > 0 || laggingMinutes >= DAY_LAGGING_MINUTES ? 'degraded' : 'operational';
}
