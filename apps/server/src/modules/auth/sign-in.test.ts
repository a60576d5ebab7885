import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { authRateLimits } from './routes.js';
import { SHORT_SESSION_SECONDS } from '@tocsin/contract';

const origin = 'http://localhost:3000';
const DAY = SHORT_SESSION_SECONDS * 1000;

describeEachDatabase('sign-in and sign-out', (h) => {
  const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string } = {}) =>
    h().app.inject({
      method: 'POST',
      url,
      headers: { origin, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      remoteAddress: extra.ip ?? nextIp(),
      payload: payload as Record<string, unknown>,
    });
  const me = (cookie: string) =>
    h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

  async function registered() {
    const body = newUser();
    expect((await post('/api/auth/sign-up/email', body)).statusCode).toBe(200);
    return body;
  }

  it('signs in with "Remember me": a 30-day cookie and a 30-day session', async () => {
    const { email, password } = await registered();
    const res = await post('/api/auth/sign-in/email', { email, password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/session_token=[^;]+;.*Max-Age=2592000/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const [row] = await h()
      .db.select()
      .from(sessions)
      .where(eq(sessions.token, cookieFrom(res).match(/session_token=([^.;]+)/)![1]!));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    expect((await me(cookieFrom(res))).statusCode).toBe(200);
  });

  it('signs in without "Remember me": a cookie that ends with the browser and a 1-day session', async () => {
    const { email, password } = await registered();
    const res = await post('/api/auth/sign-in/email', { email, password, rememberMe: false });
    expect(res.statusCode).toBe(200);
    const sessionCookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => String(c).includes('session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    const token = cookieFrom(res).match(/session_token=([^.;]+)/)![1]!;
    const [row] = await h().db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    expect((await me(cookieFrom(res))).statusCode).toBe(200);
  });

  it('records the caller IP on the session, not a value the client claims', async () => {
    const { email, password } = await registered();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, 'x-tocsin-client-ip': '6.6.6.6' },
      remoteAddress: '203.0.113.77',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    const token = cookieFrom(res).match(/session_token=([^.;]+)/)![1]!;
    const [row] = await h().db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.ipAddress).toBe('203.0.113.77');
  });

  it('answers the same invalid-credential for a wrong password and an unknown email', async () => {
    const { email } = await registered();
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: `nobody.${Date.now()}@example.com`,
      password: 'whatever-it-is',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'invalid-credential' });
  });

  it('answers invalid-email for a malformed address and validation-failed for no password', async () => {
    const bad = await post('/api/auth/sign-in/email', { email: 'ada@', password: 'x' });
    expect(bad.json()).toMatchObject({ code: 'invalid-email' });
    const none = await post('/api/auth/sign-in/email', { email: 'ada@example.com', password: '' });
    expect(none.statusCode).toBe(400);
  });

  it('answers user-disabled to a disabled account with the right password, and nothing else', async () => {
    const { email, password } = await registered();
    await h().db.update(users).set({ disabled: true }).where(eq(users.email, email));
    const res = await post('/api/auth/sign-in/email', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'user-disabled' });
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ code: 'invalid-credential' });
  });

  it('revokes the session on the server at sign-out', async () => {
    const { email, password } = await registered();
    const cookie = cookieFrom(await post('/api/auth/sign-in/email', { email, password }));
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('limits sign-in attempts per client IP, not for everyone', async () => {
    const ip = '192.0.2.10';
    // A different account each time, so only the per-address limit can bite (each account has
    // its own: sign-in-throttle.test.ts).
    let n = 0;
    const attempt = (from: string) =>
      post(
        '/api/auth/sign-in/email',
        { email: `guess.${Date.now()}.${(n += 1)}@example.com`, password: 'wrong-guess' },
        { ip: from },
      );
    for (let i = 0; i < authRateLimits.signIn.max; i += 1) {
      expect((await attempt(ip)).statusCode).toBe(401);
    }
    const blocked = await attempt(ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too-many-requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('192.0.2.11')).statusCode).toBe(401);
  });

  it('keeps the rest of Better Auth closed unless Tocsin uses it', async () => {
    const res = await post('/api/auth/update-user', { name: 'Mallory' });
    expect(res.statusCode).toBe(404);
  });
});
