import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { verifications } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { authRateLimits } from './routes.js';

const origin = 'http://localhost:3000';

describeEachDatabase('forgot and reset password', (h) => {
  const post = (url: string, payload: unknown, cookie?: string) =>
    h().app.inject({
      method: 'POST',
      url,
      headers: { origin, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextIp(),
      payload: payload as Record<string, unknown>,
    });
  const me = (cookie: string) =>
    h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

  async function requestLink(email: string) {
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    const mail = await h().smtp.waitFor(email, /Reset your Tocsin password/);
    const link = mail.text.match(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link);
    return { res, mail, token: new URL(link!).searchParams.get('token')! };
  }

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = newUser();
    await post('/api/auth/sign-up/email', user);
    const stranger = `nobody.${Date.now()}@example.com`;
    const unknown = await post('/api/auth/request-password-reset', { email: stranger });
    const { res: known } = await requestLink(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await h().mailsSent();
    expect(h().smtp.messages.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it('sets the new password once, ends every session, and mails a notice', async () => {
    const user = newUser();
    const signUp = await post('/api/auth/sign-up/email', user);
    const oldCookie = cookieFrom(signUp);
    const other = cookieFrom(
      await post('/api/auth/sign-in/email', { email: user.email, password: user.password }),
    );
    const { token } = await requestLink(user.email);

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'difference-engine-1822',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    await h().smtp.waitFor(user.email, /password was changed/);

    const oldLogin = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.json()).toMatchObject({ code: 'invalid-credential' });
    const newLogin = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'difference-engine-1822',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      newPassword: 'another-one-entirely',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid-token' });
  });

  it('refuses a link older than one hour', async () => {
    const user = newUser();
    await post('/api/auth/sign-up/email', user);
    const { token } = await requestLink(user.email);
    const [row] = await h()
      .db.select()
      .from(verifications)
      .where(like(verifications.identifier, `%${token}`));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    await h()
      .db.update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    const res = await post('/api/auth/reset-password', {
      token,
      newPassword: 'difference-engine-1822',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-token' });
  });

  it('limits reset requests per client IP', async () => {
    const ask = (ip: string) =>
      h().app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin },
        remoteAddress: ip,
        payload: { email: `nobody.${Date.now()}@example.com` },
      });
    for (let i = 0; i < authRateLimits.forgotPassword.max; i += 1) {
      expect((await ask('192.0.2.50')).statusCode).toBe(200);
    }
    const blocked = await ask('192.0.2.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too-many-requests' });
    expect((await ask('192.0.2.51')).statusCode).toBe(200);
  });

  it('refuses a made-up token, a short password and a common one', async () => {
    const made = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'difference-engine-1822',
    });
    expect(made.json()).toMatchObject({ code: 'invalid-token' });
    const short = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'abc',
    });
    expect(short.json()).toMatchObject({ code: 'weak-password' });
    const common = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'qwerty123',
    });
    expect(common.json()).toMatchObject({ code: 'password-too-common' });
  });
});
