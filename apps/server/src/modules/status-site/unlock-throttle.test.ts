import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { statusPageUnlockThrottle } from '../../db/schema.js';
import { dateSetBy } from '../../test/clock.js';
import { describeEachDatabase, nextIp, signUpCookie, type Harness } from '../../test/harness.js';
import { newMonitor, newPage } from '../../test/status-pages.js';
import { hashPassword } from '../auth/passwords.js';
import { unlockCookieName } from './unlock-cookie.js';
import { createUnlockThrottle, unlockPolicy } from './unlock-throttle.js';

/** The instance's clock, moved by the tests: waits pass without sleeping. */
let clock = Date.parse('2026-12-01T09:00:00.000Z');
const instanceClock = dateSetBy(() => clock);
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

async function protectedPage(h: Harness, password: string) {
  const cookie = await signUpCookie(h.app);
  const monitor = await newMonitor(h, cookie, 'API', 'https://api.example.com');
  return newPage(h, monitor.workspaceId, {
    name: 'Staff status',
    passwordHash: await hashPassword(password),
  });
}

/** A visitor at an address of their own posts a password to the page's form. */
const tryPassword = (h: Harness, slug: string, password: string) =>
  h.app.inject({
    method: 'POST',
    url: `/s/${slug}/unlock`,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

describeEachDatabase(
  'password attempts per status page',
  (harness) => {
    it('slows guesses from 30 addresses, and takes the right password once the wait is over', async () => {
      const h = harness();
      const page = await protectedPage(h, 'the staff password');
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await tryPassword(h, page.slug, `guess ${i}`));
      const free = unlockPolicy.freeAttempts;
      expect(answers.map((a) => a.statusCode)).toEqual([
        ...Array<number>(free).fill(200),
        ...Array<number>(30 - free).fill(429),
      ]);
      expect(answers[0]!.body).toContain('That password is not right');
      const refused = answers.at(-1)!;
      expect(refused.headers['retry-after']).toBe(String(unlockPolicy.firstWaitSeconds));
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).toContain(
        'Too many wrong passwords were tried for this page. Try again in 30 seconds.',
      );

      // While the page waits, the right password waits too; another server sees the same wait.
      expect((await tryPassword(h, page.slug, 'the staff password')).statusCode).toBe(429);
      const elsewhere = createUnlockThrottle({ db: h.db, clock: instanceClock });
      expect(await elsewhere.attempt(page.id)).toEqual({ waitSeconds: 30 });

      advance(unlockPolicy.firstWaitSeconds);
      const right = await tryPassword(h, page.slug, 'the staff password');
      expect(right.statusCode).toBe(303);
      expect(right.headers['set-cookie']).toMatch(new RegExp(`^${unlockCookieName(page.id)}=`));
      // The right password took nothing from the allowance and left no wait behind it...
      const [row] = await h.db
        .select()
        .from(statusPageUnlockThrottle)
        .where(eq(statusPageUnlockThrottle.pageId, page.id));
      expect(row).toMatchObject({ attempts: free, blockedUntil: null });
      expect((await tryPassword(h, page.slug, 'the staff password')).statusCode).toBe(303);
      // ...but wrong guesses go on counting: the next waits twice as long.
      expect((await tryPassword(h, page.slug, 'guess 31')).statusCode).toBe(200);
      const doubled = await tryPassword(h, page.slug, 'guess 32');
      expect(doubled.statusCode).toBe(429);
      expect(doubled.headers['retry-after']).toBe(String(2 * unlockPolicy.firstWaitSeconds));

      // An hour without attempts, and the page's visitors start afresh.
      advance(unlockPolicy.forgetSeconds + 60);
      expect((await tryPassword(h, page.slug, 'guess 33')).statusCode).toBe(200);
      const [after] = await h.db
        .select()
        .from(statusPageUnlockThrottle)
        .where(eq(statusPageUnlockThrottle.pageId, page.id));
      expect(after!.attempts).toBe(1);
    });

    it('counts the attempts of each page on its own', async () => {
      const h = harness();
      const guessed = await protectedPage(h, 'first page password');
      const other = await protectedPage(h, 'second page password');
      for (let i = 0; i <= unlockPolicy.freeAttempts; i++)
        await tryPassword(h, guessed.slug, `guess ${i}`);
      expect((await tryPassword(h, guessed.slug, 'first page password')).statusCode).toBe(429);
      expect((await tryPassword(h, other.slug, 'second page password')).statusCode).toBe(303);
    });
  },
  {},
  { clock: instanceClock },
);
