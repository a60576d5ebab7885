import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';

export interface LeadershipOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** What the lease is for: one holder at a time per name. */
  name: string;
  /** Who this process is, in the lease and the log. */
  holder: string;
  /** How long a lease lasts without renewal: a dead holder is replaced after at most this. */
  ttlMs: number;
  /** How often the holder renews and the others try to take it. */
  renewMs: number;
  /** Called when this process takes the lease: start the work. */
  onGain: () => Promise<void>;
  /** Called when it may no longer hold it: stop the work, at once. */
  onLose: () => Promise<void>;
  /** The local clock, for the renewals and the watchdog (the lease's own times are the
   * database's). */
  clock?: Clock;
}

/**
 * Takes the lease, or renews it when this process holds it. Answers whether it holds it now.
 * The database decides with its own clock: a lease is taken only when it is free, expired or
 * already this holder's.
 */
export async function takeLease(
  db: Db,
  lease: { name: string; holder: string; ttlMs: number },
): Promise<boolean> {
  const result: unknown = await db.execute(sql`
    insert into leases (name, holder, expires_at)
    values (${lease.name}, ${lease.holder}, now() + ${lease.ttlMs} * interval '1 millisecond')
    on conflict (name) do update
      set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.holder = excluded.holder or leases.expires_at < now()
    returning holder`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** Gives the lease up, if this holder has it, so another process takes it at once. */
export async function releaseLease(db: Db, lease: { name: string; holder: string }) {
  await db.execute(sql`delete from leases where name = ${lease.name} and holder = ${lease.holder}`);
}

/**
 * Runs `onGain`'s work in exactly one process of the instance at a time. Every process tries
 * to take the lease each `renewMs`; the one that holds it renews it. A holder that cannot renew
 * (the database is away) stops its work before its lease can expire, so two processes never
 * work at once while their clocks run at the same rate.
 */
export function createLeadership(options: LeadershipOptions) {
  const { db, log, name, holder, ttlMs, renewMs } = options;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  // Stop this long before the lease could expire, for the time a renewal takes to come back.
  const marginMs = Math.min(1_000, ttlMs / 4);
  let leading = false;
  /** Until when (local clock) this process may work: its last renewal's start, plus the TTL,
   * less the margin. */
  let validUntil = 0;
  let timer: Cancel | undefined;
  let watchdog: Cancel | undefined;
  let running = false;
  let turn: Promise<void> = Promise.resolve();

  /** The work being stopped, which a new start waits for. */
  let stopping: Promise<void> = Promise.resolve();

  function lose(reason: string, level: 'warn' | 'info' = 'warn') {
    if (!leading) return stopping;
    leading = false;
    watchdog?.();
    log[level]({ lease: name, holder, reason }, 'this process stopped scheduling');
    stopping = options.onLose();
    return stopping;
  }

  async function attempt() {
    const startedAt = now();
    let held: boolean;
    try {
      held = await takeLease(db, { name, holder, ttlMs });
    } catch (err) {
      if (leading) log.warn({ err, lease: name }, 'renewing the scheduling lease failed');
      return;
    }
    if (!running) return;
    if (!held) return lose('another process holds the lease');
    validUntil = startedAt + ttlMs - marginMs;
    // An answer that took so long the lease may have passed on is no lease at all.
    if (now() >= validUntil) return lose('the lease was renewed too late to be sure of it');
    // The watchdog stops the work if no renewal comes in time, at once rather than after the
    // renewal in flight: that one may be what hangs.
    watchdog?.();
    watchdog = clock.after(Math.max(0, validUntil - now()), () => {
      lose('the lease could not be renewed in time').catch((err: unknown) =>
        log.error({ err, lease: name }, 'stopping the scheduled work failed'),
      );
    });
    if (leading) return;
    await stopping;
    if (now() >= validUntil) return;
    leading = true;
    log.info({ lease: name, holder }, 'this process schedules the checks');
    await options.onGain();
  }

  function tick() {
    turn = turn.then(attempt).catch((err: unknown) => {
      log.error({ err, lease: name }, 'starting or stopping the scheduled work failed');
    });
    void turn.then(() => {
      if (running) timer = clock.after(renewMs, tick);
    });
  }

  return {
    /** Starts trying to take the lease; resolves after the first try. */
    async start() {
      if (running) return;
      running = true;
      tick();
      await turn;
    },
    /** Stops the work if this process does it, and gives the lease up for another. */
    async stop() {
      running = false;
      timer?.();
      await turn;
      await lose('the process is stopping', 'info');
      // Even when not working: a try in flight as it stopped may have taken the lease.
      await releaseLease(db, { name, holder }).catch((err: unknown) =>
        log.warn({ err, lease: name }, 'giving the scheduling lease up failed'),
      );
    },
    get leading() {
      return leading;
    },
  };
}

export type Leadership = ReturnType<typeof createLeadership>;
