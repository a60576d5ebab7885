import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { statusPageUnlockThrottle as throttle } from '../../db/schema.js';

/**
 * Per page, on top of the limit per visitor address: guessing a page's password from many
 * addresses slows down, yet visitors are never locked out for good (the wait is at most 15
 * minutes), and visitors who give the right password take nothing from the allowance.
 */
export const unlockPolicy = {
  /** Wrong passwords, from all addresses together, before everyone waits between attempts. */
  freeAttempts: 10,
  /** The wait after the last free attempt; it doubles with each further attempt. */
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** Attempts are forgotten after this long without one. */
  forgetSeconds: 60 * 60,
} as const;

const { freeAttempts, firstWaitSeconds, maxWaitSeconds, forgetSeconds } = unlockPolicy;

/** The policy's numbers, written into the statements (they are constants, not input). */
const [free, first, max] = [freeAttempts, firstWaitSeconds, maxWaitSeconds].map((n) =>
  sql.raw(String(n)),
);

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export type UnlockThrottle = ReturnType<typeof createUnlockThrottle>;

/**
 * The throttle of password attempts per status page, kept in the database so every server of
 * an instance counts the same attempts. Time comes from the instance's clock.
 */
export function createUnlockThrottle(deps: { db: Db; clock?: Clock }) {
  const { db, clock = systemClock } = deps;
  return {
    /**
     * Counts an attempt before the password is checked, so guesses sent at once cannot slip past
     * the count. Returns the time it was counted at, or the seconds to wait while the page waits.
     */
    async attempt(pageId: string): Promise<{ countedAt: Date } | { waitSeconds: number }> {
      const at = new Date(clock.now());
      const now = timestamp(at);
      const forgotten = timestamp(new Date(at.getTime() - forgetSeconds * 1000));
      const attempts = sql<number>`case when ${throttle.lastAttemptAt} < ${forgotten} then 1 else ${throttle.attempts} + 1 end`;
      const nextAllowed = sql`case when ${attempts} >= ${free} then ${now} + make_interval(secs => least(${max}, ${first} * power(2, ${attempts} - ${free}))) end`;
      const counted = await db
        .insert(throttle)
        .values({ pageId, attempts: 1, lastAttemptAt: at, blockedUntil: null })
        .onConflictDoUpdate({
          target: throttle.pageId,
          set: { attempts, lastAttemptAt: sql`${now}`, blockedUntil: nextAllowed },
          setWhere: sql`${throttle.blockedUntil} is null or ${throttle.blockedUntil} <= ${now}`,
        })
        .returning({ attempts: throttle.attempts });
      if (counted.length > 0) return { countedAt: at };
      const [row] = await db
        .select({ blockedUntil: throttle.blockedUntil })
        .from(throttle)
        .where(eq(throttle.pageId, pageId));
      const until = row?.blockedUntil?.getTime() ?? at.getTime();
      return { waitSeconds: Math.max(1, Math.ceil((until - at.getTime()) / 1000)) };
    },

    /**
     * The password was right: its attempt is given back, and the wait it started is lifted when
     * no attempt came after it. Wrong guesses keep counting however many visitors get in.
     */
    async succeeded(pageId: string, countedAt: Date): Promise<void> {
      const mine = sql`${throttle.lastAttemptAt} = ${timestamp(countedAt)}`;
      await db
        .update(throttle)
        .set({
          attempts: sql`greatest(${throttle.attempts} - 1, 0)`,
          blockedUntil: sql`case when ${mine} then null else ${throttle.blockedUntil} end`,
        })
        .where(eq(throttle.pageId, pageId));
    },
  };
}
