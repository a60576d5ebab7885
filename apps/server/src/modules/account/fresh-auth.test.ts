import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { assertFreshAuth, ReauthenticationRequiredError } from './fresh-auth.js';

describeEachDatabase('confirming the password for sensitive changes', (h) => {
  async function signedIn() {
    const body = newUser();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: nextIp(),
      payload: body,
    });
    const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
    const [session] = await h().db.select().from(sessions).where(eq(sessions.userId, user!.id));
    return { body, cookie: cookieFrom(res), userId: user!.id, sessionId: session!.id };
  }
  const reauthenticate = (cookie: string, password: unknown, ip = nextIp()) =>
    h().app.inject({
      method: 'POST',
      url: '/api/v1/me/reauthenticate',
      headers: { cookie, origin: 'http://localhost:3000' },
      remoteAddress: ip,
      payload: { password },
    });
  /** The session as if it signed in 11 minutes ago. */
  const age = (sessionId: string) =>
    h()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, sessionId));

  it('lets a session signed in under 10 minutes ago make sensitive changes, not an older one', async () => {
    const { sessionId } = await signedIn();
    await expect(assertFreshAuth(h().db, sessionId)).resolves.toBeUndefined();
    await age(sessionId);
    await expect(assertFreshAuth(h().db, sessionId)).rejects.toBeInstanceOf(
      ReauthenticationRequiredError,
    );
    await expect(assertFreshAuth(h().db, 'no-such-session')).rejects.toBeInstanceOf(
      ReauthenticationRequiredError,
    );
  });

  it('refuses a wrong password and keeps refusing; the right one opens 10 minutes', async () => {
    const { cookie, sessionId, body } = await signedIn();
    const other = await signedIn();
    await age(sessionId);
    await age(other.sessionId);

    const wrong = await reauthenticate(cookie, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'validation-failed',
      issues: [{ path: 'password', message: 'That password is not right' }],
    });
    await expect(assertFreshAuth(h().db, sessionId)).rejects.toThrow(/enter your password again/);

    const empty = await reauthenticate(cookie, '');
    expect(empty.statusCode).toBe(400);

    const right = await reauthenticate(cookie, body.password);
    expect(right.statusCode).toBe(200);
    const { freshUntil } = right.json<{ freshUntil: string }>();
    expect(Date.parse(freshUntil) - Date.now()).toBeGreaterThan(9 * 60_000);
    await expect(assertFreshAuth(h().db, sessionId)).resolves.toBeUndefined();
    // Another person's session is not touched.
    await expect(assertFreshAuth(h().db, other.sessionId)).rejects.toBeInstanceOf(
      ReauthenticationRequiredError,
    );
    // Ten minutes on, the confirmation has run out too.
    await expect(
      assertFreshAuth(h().db, sessionId, new Date(Date.now() + 11 * 60_000)),
    ).rejects.toBeInstanceOf(ReauthenticationRequiredError);
  });

  it('needs a session, and limits guesses from one address', async () => {
    const anonymous = await reauthenticate('', 'whatever');
    expect(anonymous.statusCode).toBe(401);

    const { cookie } = await signedIn();
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await reauthenticate(cookie, `guess-${i}`, ip)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
