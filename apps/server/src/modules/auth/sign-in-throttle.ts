import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInThrottle as throttle } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { TooManyRequestsError } from '../../lib/errors.js';

/**
 * Per account, on top of the per-address limit: guessing one account's password from many
 * addresses slows down, yet its owner is never locked out for good (the wait is at most 15
 * minutes, and a password reset ends it).
 */
export const signInPolicy = {
  /** Attempts within an hour before the account has to wait between attempts. */
  freeAttempts: 5,
  /** The wait after the last free attempt fails; it doubles with each further failure. */
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** Attempts this long ago are forgotten. */
  forgetSeconds: 60 * 60,
} as const;

const { freeAttempts, firstWaitSeconds, maxWaitSeconds, forgetSeconds } = signInPolicy;

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle(deps: { db: Db; secret: string; clock?: Clock }) {
  const { db, clock = systemClock } = deps;
  const keyOf = (email: string) =>
    createHmac('sha256', deps.secret).update(email.trim().toLowerCase()).digest('base64url');
  let lastSweep = 0;

  // The policy's numbers, written into the statements (they are constants, not input).
  const [free, first, max, forget] = [
    freeAttempts,
    firstWaitSeconds,
    maxWaitSeconds,
    forgetSeconds,
  ].map((n) => sql.raw(String(n)));
  // Which attempt this one is, and, from the last free one on, when the next may come.
  const attempts = sql<number>`case when ${throttle.lastAttemptAt} < now() - make_interval(secs => ${forget}) then 1 else ${throttle.attempts} + 1 end`;
  const nextAllowed = sql`case when ${attempts} >= ${free} then now() + make_interval(secs => least(${max}, ${first} * power(2, ${attempts} - ${free}))) end`;

  return {
    /**
     * Counts an attempt before the password is checked, so parallel guesses cannot slip past the
     * count; throws a 429 while the account has to wait. A success forgets them (`succeeded`).
     */
    async attempt(email: string): Promise<void> {
      await sweep();
      const counted = await db
        .insert(throttle)
        .values({
          key: keyOf(email),
          attempts: 1,
          lastAttemptAt: sql`now()`,
          blockedUntil: null,
        })
        .onConflictDoUpdate({
          target: throttle.key,
          set: { attempts, lastAttemptAt: sql`now()`, blockedUntil: nextAllowed },
          setWhere: sql`${throttle.blockedUntil} is null or ${throttle.blockedUntil} <= now()`,
        })
        .returning({ attempts: throttle.attempts });
      if (counted.length > 0) return;
      const [row] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${throttle.blockedUntil} - now()))::int`,
        })
        .from(throttle)
        .where(eq(throttle.key, keyOf(email)));
      const seconds = Math.max(1, row?.seconds ?? 1);
      throw new TooManyRequestsError(
        `Too many failed sign-ins for this account. Try again in ${waitText(seconds)}, or reset your password.`,
        seconds,
      );
    },

    /** The password was right (or was reset): the account's attempts are forgotten. */
    async succeeded(email: string): Promise<void> {
      await db.delete(throttle).where(eq(throttle.key, keyOf(email)));
    },
  };

  /** Drops what is long forgotten, at most once an hour. */
  async function sweep() {
    if (clock.now() - lastSweep < 60 * 60_000) return;
    lastSweep = clock.now();
    await db
      .delete(throttle)
      .where(lt(throttle.lastAttemptAt, sql`now() - make_interval(secs => ${forget} * 2)`));
  }
}

/** A wait in words: '30 seconds', '4 minutes'. */
export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
