import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, profiles, users, workspaceMembers, workspaces } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';

const origin = 'http://localhost:3000';

describeEachDatabase('sign-up', (h) => {
  const signUp = (body: Record<string, unknown>) =>
    h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      remoteAddress: nextIp(),
      payload: body,
    });

  it('creates the account, its profile with the seed defaults, and a personal workspace', async () => {
    const body = newUser();
    const res = await signUp(body);
    expect(res.statusCode).toBe(200);

    const me = await h().app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    const { profile, settings, workspace } = me.json();
    expect(profile).toMatchObject({
      email: body.email,
      displayName: 'Ada Lovelace',
      photoURL: null,
      phoneNumber: '+442079460018',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+442079460018',
      subscriptionStatus: 'free',
    });
    expect(Date.parse(profile.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(profile.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(settings).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      phoneNotifications: false,
      pushNotifications: true,
    });
    expect(workspace).toMatchObject({ name: "Ada's workspace", role: 'owner' });

    const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
    const [row] = await h().db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(row?.displayName).toBe('Ada Lovelace');
    const members = await h()
      .db.select()
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(eq(workspaceMembers.userId, user!.id));
    expect(members).toHaveLength(1);
    expect(members[0]!.workspaces.personal).toBe(true);
  });

  it('stores the password as argon2id at or above OWASP minimum parameters', async () => {
    const body = newUser();
    await signUp(body);
    const [row] = await h()
      .db.select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, body.email));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(body.password);
  });

  it('answers email-already-in-use for a registered email, whatever its case', async () => {
    const body = newUser();
    expect((await signUp(body)).statusCode).toBe(200);
    const again = await signUp({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'email-already-in-use' });
  });

  it.each([
    ['an invalid email', 'invalid-email', { email: 'not-an-email' }],
    ['a 5-character password', 'weak-password', { password: 'abcde' }],
    ['a password over 128 characters', 'weak-password', { password: 'x'.repeat(129) }],
    ['one of the most common passwords', 'password-too-common', { password: 'password1' }],
    ['the terms box left unticked', 'terms-not-accepted', { acceptTerms: false }],
    ['no first name', 'validation-failed', { firstName: '' }],
    ['no phone', 'validation-failed', { phone: undefined }],
    ['a phone with letters', 'validation-failed', { phone: 'call me' }],
  ])('refuses %s with code %s and creates nothing', async (_label, code, change) => {
    const body = newUser(change);
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toEqual(expect.any(String));
    const rows = await h()
      .db.select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(rows).toHaveLength(0);
  });

  it('stores the phone number typed with spaces and a (0) in international E.164 form', async () => {
    const body = newUser({ phone: '+44 (0)20 7946 0018' });
    expect((await signUp(body)).statusCode).toBe(200);
    const [row] = await h()
      .db.select({ phone: profiles.phone, phoneNumber: profiles.phoneNumber })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, body.email));
    expect(row).toEqual({ phone: '+442079460018', phoneNumber: '+442079460018' });
  });

  it.each([
    [
      'without a country code',
      '555 0100',
      'Enter your phone number in international form, with + and the country code, for example +1 415 555 0123.',
    ],
    [
      'that is not a valid number',
      '+1 555 0100',
      '+1 555 0100 is not a valid phone number for the country code +1: check the digits that follow it.',
    ],
  ])(
    'refuses a phone %s, says how to fix it, and creates no account',
    async (_l, phone, message) => {
      const body = newUser({ phone });
      const res = await signUp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation-failed',
        message,
        issues: [{ path: 'phone', message }],
      });
      const signIn = await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        remoteAddress: nextIp(),
        payload: { email: body.email, password: body.password },
      });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json()).toMatchObject({ code: 'invalid-credential' });
      expect((await signUp({ ...body, phone: '+44 20 7946 0018' })).statusCode).toBe(200);
    },
  );

  it('accepts a 6-character password that is not a common one', async () => {
    const res = await signUp(newUser({ password: 'q7#Lm2' }));
    expect(res.statusCode).toBe(200);
  });
});

describeEachDatabase(
  'sign-up closed by SIGNUP_ENABLED=false',
  (h) => {
    it('answers operation-not-allowed', async () => {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin },
        payload: newUser(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'operation-not-allowed' });
    });
  },
  { SIGNUP_ENABLED: 'false' },
);
