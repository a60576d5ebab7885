import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import { MINUTE_MS } from '../results/index.js';
import { markMinute, pruneDays } from './days.js';
import { lagStatus } from './thresholds.js';

/** What the status page reads of this process's monitoring engine (createEngine has it all). */
export interface SchedulerWatch {
  /** Lateness of planned runs started since `sinceMs`, and the oldest due run's wait. */
  lag(sinceMs: number): {
    samples: number;
    p50: number;
    p95: number;
    max: number;
    waitingMs: number;
  };
  /** Checks this process has run since it started. */
  readonly checksRun: number;
  /** When the latest check result this process got was taken (epoch ms); null before any. */
  readonly lastCheckAt: number | null;
}

/** A minute is marked this long after it ends, once alerts delivered in it are committed. */
const MARK_DELAY_MS = 5_000;

/**
 * Records this instance's own health for the status page: a few seconds into every minute, the
 * minute just ended is marked up (the process is here to write it), with whether the scheduler
 * lagged in it and the checks run since. On a fake clock, tests need not wait for minutes.
 */
export function createHealthRecorder(deps: {
  db: Db;
  log: FastifyBaseLogger;
  scheduler: SchedulerWatch;
  clock?: Clock;
}) {
  const { db, log, scheduler } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const startedAt = now();
  let checksMarked = scheduler.checksRun;
  let lastMarked = -Infinity;
  let timer: Cancel | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;

  /** Marks the minute before the current one; prunes days past the history. */
  async function markLastMinute() {
    const at = now();
    const minute = Math.floor(at / MINUTE_MS) - 1;
    // Never a minute that ended before this process started, nor one it marked already.
    if ((minute + 1) * MINUTE_MS <= startedAt || minute <= lastMarked) return;
    const checksRun = scheduler.checksRun;
    const lag = scheduler.lag(minute * MINUTE_MS);
    await markMinute(db, {
      minute,
      lagging: !!lag && lagStatus(lag) !== 'operational',
      checks: checksRun - checksMarked,
      lastCheckAt: scheduler.lastCheckAt,
    });
    checksMarked = checksRun;
    lastMarked = minute;
    await pruneDays(db, at);
  }

  function arm() {
    if (stopped) return;
    const at = now();
    let next = Math.ceil((at - MARK_DELAY_MS) / MINUTE_MS) * MINUTE_MS + MARK_DELAY_MS;
    if (next <= at) next += MINUTE_MS;
    timer = clock.after(next - at, () => {
      running = markLastMinute()
        .catch((err: unknown) => log.warn({ err }, 'recording the instance health failed'))
        .finally(arm);
    });
  }

  return {
    markLastMinute,
    start() {
      stopped = false;
      arm();
    },
    /** Stops marking minutes; resolves once a mark in progress is written. */
    async stop() {
      stopped = true;
      timer?.();
      await running;
    },
  };
}

export type HealthRecorder = ReturnType<typeof createHealthRecorder>;
