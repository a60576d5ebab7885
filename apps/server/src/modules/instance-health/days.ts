import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instanceHealthDays } from '../../db/schema.js';
import { MINUTE_MS } from '../results/index.js';

export const DAY_MINUTES = 1_440;
/** The days the status page shows, today included. */
export const HISTORY_DAYS = 90;
/**
 * One day more is kept than shown: a row from before the window says the instance existed then,
 * so the window's first day is not mistaken for its first.
 */
const KEPT_DAYS = HISTORY_DAYS + 1;

export type DayRow = typeof instanceHealthDays.$inferSelect;

/** A day's 1,440 bits, all clear. */
const noMinutes = sql`decode(repeat('00', ${DAY_MINUTES / 8}), 'hex')`;

export interface MinuteMark {
  /** Minutes since the Unix epoch. */
  minute: number;
  /** This process's scheduler started checks later than the degraded threshold in it. */
  lagging: boolean;
  /** Checks this process ran since its previous mark. */
  checks: number;
  /** When the latest check result this process got was taken (epoch ms). */
  lastCheckAt: number | null;
}

export const dayOf = (nowMs: number) => Math.floor(nowMs / (DAY_MINUTES * MINUTE_MS));

/**
 * Marks a minute as up in its day's row. Marking a minute again (another process, a retry) sets
 * the same bit; the minute's delivered alerts are added only by whoever marks it first.
 */
export async function markMinute(db: Db, mark: MinuteMark) {
  const day = Math.floor(mark.minute / DAY_MINUTES);
  const bit = mark.minute - day * DAY_MINUTES;
  const start = new Date(mark.minute * MINUTE_MS).toISOString();
  const end = new Date((mark.minute + 1) * MINUTE_MS).toISOString();
  const lastCheckAt = mark.lastCheckAt === null ? null : new Date(mark.lastCheckAt).toISOString();
  await db.execute(sql`
    insert into instance_health_days as h
      (day, up, lagging, checks, alerts_delivered, last_check_at)
    select ${day}, set_bit(${noMinutes}, ${bit}, 1),
      ${mark.lagging ? sql`set_bit(${noMinutes}, ${bit}, 1)` : noMinutes},
      ${mark.checks}, count(*)::int, ${lastCheckAt}::timestamptz
    from deliveries
    where delivered_at >= ${start}::timestamptz and delivered_at < ${end}::timestamptz
    on conflict (day) do update set
      up = set_bit(h.up, ${bit}, 1),
      lagging = ${mark.lagging ? sql`set_bit(h.lagging, ${bit}, 1)` : sql`h.lagging`},
      checks = h.checks + excluded.checks,
      alerts_delivered = h.alerts_delivered
        + case when get_bit(h.up, ${bit}) = 0 then excluded.alerts_delivered else 0 end,
      last_check_at = greatest(h.last_check_at, excluded.last_check_at)`);
}

/** Deletes the days no longer needed for the status page. */
export async function pruneDays(db: Db, nowMs: number) {
  await db.execute(sql`delete from instance_health_days where day <= ${dayOf(nowMs) - KEPT_DAYS}`);
}

/** The kept days, oldest first. */
export async function readDays(db: Db, nowMs: number): Promise<DayRow[]> {
  return db
    .select()
    .from(instanceHealthDays)
    .where(gte(instanceHealthDays.day, dayOf(nowMs) - KEPT_DAYS + 1))
    .orderBy(instanceHealthDays.day);
}
