import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const origin = 'http://localhost:3000';

describeEachDatabase('changing the password while signed in', (h) => {
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    ip = nextIp(),
  ) =>
    h().app.inject({
      method: 'POST',
      url,
      headers: { origin, 'user-agent': CHROME, ...headers },
      remoteAddress: ip,
      payload: payload as Record<string, unknown>,
    });

  /** A new person signed in twice: two browsers, two sessions. */
  async function personWithTwoSessions() {
    const user = newUser();
    const first = cookieFrom(await post('/api/auth/sign-up/email', user));
    const second = cookieFrom(
      await post('/api/auth/sign-in/email', { email: user.email, password: user.password }),
    );
    const [row] = await h().db.select().from(users).where(eq(users.email, user.email));
    return { user, first, second, userId: row!.id };
  }
  const change = (cookie: string, body: unknown, ip?: string) =>
    post('/api/v1/me/password', body, { cookie }, ip);
  const me = (cookie: string) =>
    h().app.inject({ url: '/api/v1/me', headers: { cookie }, remoteAddress: nextIp() });

  it('sets the new password, signs out the other session, keeps this browser signed in and mails a notice', async () => {
    const { user, first, second, userId } = await personWithTwoSessions();
    const res = await change(first, {
      currentPassword: user.password,
      newPassword: 'a new Pa55word!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ endedSessions: 1 });
    // Better Auth gives this browser a new session; the old cookie and the other browser are out.
    const renewed = cookieFrom(res);
    expect(renewed).not.toBe(first);
    expect(JSON.stringify(res.json())).not.toMatch(/token/i);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(401);
    const left = await h().db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left).toHaveLength(1);

    const mail = await h().smtp.waitFor(user.email, /Your Tocsin password was changed/);
    expect(mail.text).toContain('Your 1 other session was signed out');
    expect(mail.text).toContain('Chrome 131 on macOS');
    expect(mail.text).toMatch(/When: .+ UTC/);
    expect(mail.text).toMatch(/Address: 198\.51\./);
    expect(mail.text).not.toContain('every session');

    const oldSignIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'a new Pa55word!',
    });
    expect(newSignIn.statusCode).toBe(200);
  });

  it('says so in the mail when there was no other session', async () => {
    const user = newUser();
    const cookie = cookieFrom(await post('/api/auth/sign-up/email', user));
    const res = await change(cookie, {
      currentPassword: user.password,
      newPassword: 'only-me-Pa55',
    });
    expect(res.json()).toEqual({ endedSessions: 0 });
    const mail = await h().smtp.waitFor(user.email, /password was changed/);
    expect(mail.text).toContain('You had no other sessions to sign out');
  });

  it('refuses a wrong current password at its field and changes nothing', async () => {
    const { user, first, second } = await personWithTwoSessions();
    const res = await change(first, {
      currentPassword: 'not-my-password',
      newPassword: 'a new Pa55word!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      issues: [{ path: 'currentPassword', message: 'That is not your current password' }],
    });
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a short, a too long, a common or an unchanged new password', async () => {
    const { user, first } = await personWithTwoSessions();
    const short = await change(first, { currentPassword: user.password, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ issues: [{ path: 'newPassword' }] });
    const long = await change(first, {
      currentPassword: user.password,
      newPassword: 'x'.repeat(129),
    });
    expect(long.statusCode).toBe(400);
    const common = await change(first, {
      currentPassword: user.password,
      newPassword: 'password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'password-too-common',
      issues: [{ path: 'newPassword', message: 'Password is too common' }],
    });
    const same = await change(first, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      issues: [
        { path: 'newPassword', message: 'Choose a password different from your current one' },
      ],
    });
    const empty = await change(first, { currentPassword: '', newPassword: 'a new Pa55word!' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ issues: [{ path: 'currentPassword' }] });
    // Nothing changed: the old password still signs in.
    expect(
      (await post('/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('limits wrong passwords per account, from any address', async () => {
    const { user, first } = await personWithTwoSessions();
    for (let i = 0; i < 5; i += 1) {
      const res = await change(first, {
        currentPassword: `wrong-${i}`,
        newPassword: 'a new Pa55word!',
      });
      expect(res.statusCode).toBe(400);
    }
    // Even the right password waits now, from a new address.
    const blocked = await change(first, {
      currentPassword: user.password,
      newPassword: 'a new Pa55word!',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'too-many-requests',
      message: expect.stringContaining('Too many wrong passwords for this account'),
    });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits attempts per address, across accounts', async () => {
    const ip = nextIp();
    // Three accounts, so none reaches its own limit of 5: the 11th answer is the address's.
    const people = [
      await personWithTwoSessions(),
      await personWithTwoSessions(),
      await personWithTwoSessions(),
    ];
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const who = people[i % 3]!;
      const res = await change(
        who.first,
        { currentPassword: `wrong-${i}`, newPassword: 'a new Pa55word!' },
        ip,
      );
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
  });

  it('needs a signed-in session', async () => {
    const res = await post('/api/v1/me/password', {
      currentPassword: 'x',
      newPassword: 'a new Pa55word!',
    });
    expect(res.statusCode).toBe(401);
  });
});
