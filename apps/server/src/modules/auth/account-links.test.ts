import { and, asc, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users, verifications } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { setAccountDisabled } from '../account/disable.js';

const origin = 'http://localhost:3000';
const NEW_PASSWORD = 'difference-engine-1822';

/**
 * A link mailed about an account (a password reset, a change of address) must not outlive what
 * the person did since: a new password, a new address, a disabled account.
 */
describeEachDatabase('links mailed before a change of password or address', (h) => {
  const post = (url: string, payload: object, cookie?: string) =>
    h().app.inject({
      method: 'POST',
      url,
      headers: { origin, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextIp(),
      payload,
    });

  async function signUp() {
    const body = newUser();
    const res = await post('/api/auth/sign-up/email', body);
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
    return { ...body, cookie: cookieFrom(res), userId: user!.id };
  }
  type Person = Awaited<ReturnType<typeof signUp>>;

  /** Asks for a reset link; returns the tokens of every link of the person not used yet. */
  async function resetLinks(p: Person) {
    const res = await post('/api/auth/request-password-reset', { email: p.email });
    expect(res.statusCode).toBe(200);
    await h().smtp.waitFor(p.email, /Reset your Tocsin password/);
    const rows = await h()
      .db.select({ identifier: verifications.identifier })
      .from(verifications)
      .where(
        and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, p.userId)),
      )
      .orderBy(asc(verifications.createdAt));
    return rows.map((r) => r.identifier.slice('reset-password:'.length));
  }
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    post('/api/auth/reset-password', { token, newPassword });

  /** Asks to move the account to a new address; returns the token of the link mailed there. */
  async function emailChangeLink(p: Person) {
    const newEmail = `moved.${crypto.randomUUID()}@example.com`;
    const asked = await post('/api/v1/me/email', { newEmail }, p.cookie);
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await h().smtp.waitFor(newEmail, /Confirm your new email address/);
    const link = mail.text.match(/http:\/\/localhost:3000\/confirm-email-change\?token=[\w.%-]+/);
    return { newEmail, token: new URL(link![0]).searchParams.get('token')! };
  }
  const confirmEmailChange = (token: string) => post('/api/v1/email-change/confirm', { token });

  const changePassword = (p: Person) =>
    post(
      '/api/v1/me/password',
      { currentPassword: p.password, newPassword: NEW_PASSWORD },
      p.cookie,
    );

  const signsIn = async (email: string, password: string) =>
    (await post('/api/auth/sign-in/email', { email, password })).statusCode === 200;

  it('forgets a reset link mailed before the password was changed in Settings', async () => {
    const p = await signUp();
    const [token] = await resetLinks(p);
    expect((await changePassword(p)).statusCode).toBe(200);

    const res = await reset(token!, 'a-password-of-the-attacker');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-token' });
    expect(await signsIn(p.email, NEW_PASSWORD)).toBe(true);
  });

  it('forgets every other reset link once one of them sets the password', async () => {
    const p = await signUp();
    await resetLinks(p);
    const [first, second] = await resetLinks(p);
    expect((await reset(second!)).statusCode).toBe(200);

    const res = await reset(first!, 'a-password-of-the-attacker');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-token' });
    expect(await signsIn(p.email, NEW_PASSWORD)).toBe(true);
  });

  it('forgets a reset link mailed to the old address once the address changes', async () => {
    const p = await signUp();
    const [token] = await resetLinks(p);
    const { newEmail, token: change } = await emailChangeLink(p);
    expect((await confirmEmailChange(change)).statusCode).toBe(200);

    const res = await reset(token!, 'a-password-of-the-attacker');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-token' });
    expect(await signsIn(newEmail, p.password)).toBe(true);
  });

  it('forgets a pending change of address when the password changes, in Settings or by a reset', async () => {
    const p = await signUp();
    const inSettings = await emailChangeLink(p);
    expect((await changePassword(p)).statusCode).toBe(200);
    const refused = await confirmEmailChange(inSettings.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid-token' });

    const q = await signUp();
    const byReset = await emailChangeLink(q);
    const [token] = await resetLinks(q);
    expect((await reset(token!)).statusCode).toBe(200);
    expect((await confirmEmailChange(byReset.token)).json()).toMatchObject({
      code: 'invalid-token',
    });
    const [row] = await h().db.select().from(users).where(eq(users.id, q.userId));
    expect(row!.email).toBe(q.email);
  });

  it('forgets every link when the account is disabled, and enabling it brings none back', async () => {
    const p = await signUp();
    const [token] = await resetLinks(p);
    const change = await emailChangeLink(p);
    expect(await setAccountDisabled(h().db, p.email, true)).toMatchObject({ userId: p.userId });
    expect(await setAccountDisabled(h().db, p.email, false)).toMatchObject({ userId: p.userId });

    expect((await reset(token!)).json()).toMatchObject({ code: 'invalid-token' });
    expect((await confirmEmailChange(change.token)).json()).toMatchObject({
      code: 'invalid-token',
    });
    expect(await signsIn(p.email, p.password)).toBe(true);
  });

  it('refuses a confirmation link mailed to the old address once the address changed', async () => {
    const p = await signUp();
    const mail = await h().smtp.waitFor(p.email, /Confirm your email address/);
    const link = mail.text.match(/http:\/\/localhost:3000\/verify-email\?token=[\w.%-]+/);
    const oldToken = new URL(link![0]).searchParams.get('token')!;
    const { token } = await emailChangeLink(p);
    expect((await confirmEmailChange(token)).statusCode).toBe(200);

    const res = await post('/api/v1/email-verification/confirm', { token: oldToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid-token' });
  });
});
