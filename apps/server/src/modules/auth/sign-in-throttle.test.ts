import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { signInThrottle } from '../../db/schema.js';
import { describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { signInPolicy } from './sign-in-throttle.js';

describeEachDatabase('sign-in throttled per account', (h) => {
  async function account() {
    const user = newUser();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      payload: user,
    });
    expect(res.statusCode).toBe(200);
    return user;
  }
  /** Each attempt from a new address, as a botnet would: the per-address limit never bites. */
  const signIn = (email: string, password: string) =>
    h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: nextIp(),
      payload: { email, password },
    });
  /** Moves the account's wait into the past, as if it had been waited out. */
  const waitOut = () =>
    h()
      .db.update(signInThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'` });

  it('makes an account wait after five wrong passwords from five addresses, right password or not', async () => {
    const { email, password } = await account();
    for (let i = 0; i < signInPolicy.freeAttempts; i++) {
      expect((await signIn(email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    for (const guess of ['wrong-again', password]) {
      const res = await signIn(email, guess);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'too-many-requests',
        message: expect.stringMatching(/this account.*Try again in \d+ seconds, or reset/),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(signInPolicy.firstWaitSeconds - 3);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(signInPolicy.firstWaitSeconds);
    }
    // Other accounts are not slowed down by it.
    const other = await account();
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);

    // Once the wait is over the owner signs in, and that forgets the failures.
    await waitOut();
    expect((await signIn(email.toUpperCase(), password)).statusCode).toBe(200);
    expect((await signIn(email, 'one-more-typo')).statusCode).toBe(401);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('doubles the wait with each failure after it, up to fifteen minutes', async () => {
    const { email } = await account();
    for (let i = 1; i < signInPolicy.freeAttempts; i++) {
      expect((await signIn(email, `guess-${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      expect((await signIn(email, `late-guess-${i}`)).statusCode).toBe(401);
      const blocked = await signIn(email, `blocked-${i}`);
      expect(blocked.statusCode).toBe(429);
      waits.push(Number(blocked.headers['retry-after']));
      await waitOut();
    }
    expect(waits.map((s) => Math.round(s / 30) * 30)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('counts guesses sent all at once before any answer', async () => {
    const { email } = await account();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(email, `parallel-${i}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(signInPolicy.freeAttempts);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - signInPolicy.freeAttempts);
  });

  it('answers the same for an address with no account, so it tells nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < signInPolicy.freeAttempts; i++) {
      expect((await signIn(email, 'guess')).statusCode).toBe(401);
    }
    expect((await signIn(email, 'guess')).statusCode).toBe(429);
  });
});
