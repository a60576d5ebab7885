import { eq } from 'drizzle-orm';
import { PHOTO_URL_REFUSED } from '@tocsin/contract';
import { expect, it } from 'vitest';
import { profiles, users, workspaceMembers } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';

describeEachDatabase('profile and settings (/api/v1/me)', (h) => {
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
    return { body, cookie: cookieFrom(res), userId: user!.id };
  }
  const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    h().app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  it('answers unauthenticated without a session, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['PATCH', '/api/v1/me'],
      ['PATCH', '/api/v1/me/settings'],
    ] as const) {
      const res = await call(method, url, undefined, { displayName: 'x' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    expect(
      (await call('GET', '/api/v1/me', 'better-auth.session_token=forged.value')).statusCode,
    ).toBe(401);
  });

  it('says who is signed in at /api/v1/session, and answers a visitor with a 200 too', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const visitor = await call('GET', '/api/v1/session', cookie);
      expect([visitor.statusCode, visitor.json()]).toEqual([200, { me: null }]);
    }
    const { cookie } = await signedIn();
    const session = await call('GET', '/api/v1/session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ me: (await call('GET', '/api/v1/me', cookie)).json() });
  });

  it('creates a missing profile with the defaults on first read, falling back to the account', async () => {
    const { cookie, userId, body } = await signedIn();
    await h().db.delete(profiles).where(eq(profiles.userId, userId));
    const res = await call('GET', '/api/v1/me', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      displayName: 'Ada Lovelace',
      email: body.email,
      photoURL: null,
      subscriptionStatus: 'free',
    });
    expect(res.json().settings).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      phoneNotifications: false,
      pushNotifications: true,
    });
    expect(await h().db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
  });

  it('gives a user who lost their workspace a new personal one instead of failing', async () => {
    const { cookie, userId } = await signedIn();
    await h().db.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    const res = await call('GET', '/api/v1/me', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().workspace.role).toBe('owner');
  });

  it('gives each user a workspace of their own', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const wa = (await call('GET', '/api/v1/me', a.cookie)).json().workspace.id;
    const wb = (await call('GET', '/api/v1/me', b.cookie)).json().workspace.id;
    expect(wa).not.toBe(wb);
  });

  it('saves profile changes and keeps what was not sent', async () => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, {
      displayName: 'Countess of Lovelace',
      phone: '+44 1234 567890',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      displayName: 'Countess of Lovelace',
      phone: '+441234567890',
      phoneNumber: '+442079460018',
      firstName: 'Ada',
    });
    expect((await call('GET', '/api/v1/me', cookie)).json().profile.displayName).toBe(
      'Countess of Lovelace',
    );
  });

  it("renames the person 'First Last' when the first or last name changes", async () => {
    const { cookie, userId } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, { firstName: '  Augusta ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      displayName: 'Augusta Lovelace',
    });
    const both = await call('PATCH', '/api/v1/me', cookie, { firstName: 'Ada', lastName: 'King' });
    expect(both.json().profile.displayName).toBe('Ada King');
    expect((await call('GET', '/api/v1/me', cookie)).json().profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      displayName: 'Ada King',
    });
    // The account's own name follows, so mails greet the person by the new one.
    const [account] = await h().db.select().from(users).where(eq(users.id, userId));
    expect(account!.name).toBe('Ada King');
  });

  it.each([
    ['an empty first name', { firstName: '   ' }, 'firstName', 'Enter your first name.'],
    ['an empty last name', { lastName: '' }, 'lastName', 'Enter your last name.'],
    [
      'a last name over 100 characters',
      { lastName: 'x'.repeat(101) },
      'lastName',
      'Your last name can be at most 100 characters.',
    ],
    [
      'a photo linked from another site',
      { photoURL: 'https://tracker.example/ada.png' },
      'photoURL',
      PHOTO_URL_REFUSED,
    ],
  ])(
    'refuses %s at its field, says why, and changes nothing',
    async (_l, payload, path, message) => {
      const { cookie } = await signedIn();
      const res = await call('PATCH', '/api/v1/me', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-failed', issues: [{ path, message }] });
      expect((await call('GET', '/api/v1/me', cookie)).json().profile).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace',
        photoURL: null,
      });
    },
  );

  it('does not show a photo address of another site stored before uploads', async () => {
    const { cookie, userId } = await signedIn();
    await h()
      .db.update(profiles)
      .set({ photoUrl: 'https://tracker.example/ada.png' })
      .where(eq(profiles.userId, userId));
    expect((await call('GET', '/api/v1/me', cookie)).json().profile.photoURL).toBeNull();
  });

  it.each([
    ['+1 415 555 0123', '+14155550123'],
    ['+44 20 7946 0018', '+442079460018'],
    ['  +33 1 23 45 67 89 ', '+33123456789'],
  ])('stores the phone %j as %s', async (typed, e164) => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, { phone: typed, phoneNumber: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ phone: e164, phoneNumber: e164 });
  });

  it.each([
    ['+1 415 555 0123 ext. 12', 'without an extension'],
    ['+999 1234 5678', 'does not start with a country code we know'],
    ['+44 12', 'not a valid phone number for the country code +44'],
    ['call me maybe', 'international form'],
  ])('refuses the phone %j, which cannot be called', async (typed, reason) => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, { phoneNumber: typed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      issues: [{ path: 'phoneNumber', message: expect.stringContaining(reason) }],
    });
  });

  it('stores a new phoneNumber in E.164 and clears the phone when it is sent empty', async () => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, {
      phoneNumber: '+1 (415) 555-0123',
      phone: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ phoneNumber: '+14155550123', phone: '' });
  });

  it.each([
    [
      'phone',
      '555 0100',
      'Enter your phone number in international form, with + and the country code, for example +1 415 555 0123.',
    ],
    [
      'phoneNumber',
      '+1 555 0100',
      '+1 555 0100 is not a valid phone number for the country code +1: check the digits that follow it.',
    ],
  ])('refuses a %s of %j, says why, and changes nothing', async (field, value, message) => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, {
      displayName: 'Countess of Lovelace',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation-failed',
      message,
      issues: [{ path: field, message }],
    });
    expect((await call('GET', '/api/v1/me', cookie)).json().profile).toMatchObject({
      displayName: 'Ada Lovelace',
      phone: '+442079460018',
      phoneNumber: '+442079460018',
    });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { subscriptionStatus: 'active' }],
    ['a javascript: photo URL', { photoURL: 'javascript:alert(1)' }],
    ['a display name over 200 characters', { displayName: 'x'.repeat(201) }],
    ['an empty first name', { firstName: '' }],
  ])('refuses %s and changes nothing', async (_label, payload) => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-failed' });
    expect((await call('GET', '/api/v1/me', cookie)).json().profile).toMatchObject({
      displayName: 'Ada Lovelace',
      subscriptionStatus: 'free',
    });
  });

  it('keeps a time zone under its IANA name, and null again follows the browser', async () => {
    const { cookie } = await signedIn();
    expect((await call('GET', '/api/v1/me', cookie)).json().profile.timeZone).toBeNull();
    const saved = await call('PATCH', '/api/v1/me', cookie, { timeZone: 'Europe/Paris' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.timeZone).toBe('Europe/Paris');
    const alias = await call('PATCH', '/api/v1/me', cookie, { timeZone: 'US/Pacific' });
    expect(alias.json().profile.timeZone).toBe('America/Los_Angeles');
    expect((await call('GET', '/api/v1/me', cookie)).json().profile).toMatchObject({
      timeZone: 'America/Los_Angeles',
      displayName: 'Ada Lovelace',
    });
    const cleared = await call('PATCH', '/api/v1/me', cookie, { timeZone: null });
    expect(cleared.json().profile.timeZone).toBeNull();
  });

  it.each(['Mars/Olympus', '+01:00', 'Europe/Paris; drop table profiles', 'x'.repeat(65)])(
    'refuses the time zone %s, says why, and keeps the one saved',
    async (timeZone) => {
      const { cookie } = await signedIn();
      await call('PATCH', '/api/v1/me', cookie, { timeZone: 'Asia/Tokyo' });
      const res = await call('PATCH', '/api/v1/me', cookie, { timeZone });
      expect(res.statusCode).toBe(400);
      const message =
        'This is not a time zone Tocsin knows: choose one from the list, like Europe/Paris or America/New_York.';
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        issues: [{ path: 'timeZone', message }],
      });
      expect((await call('GET', '/api/v1/me', cookie)).json().profile.timeZone).toBe('Asia/Tokyo');
    },
  );

  it('merges settings: each toggle saved alone keeps the others', async () => {
    const { cookie } = await signedIn();
    await call('PATCH', '/api/v1/me/settings', cookie, { smsNotifications: true });
    const res = await call('PATCH', '/api/v1/me/settings', cookie, { emailNotifications: false });
    expect(res.json().settings).toEqual({
      emailNotifications: false,
      smsNotifications: true,
      phoneNotifications: false,
      pushNotifications: true,
    });
  });

  it.each([
    ['a string for a toggle', { smsNotifications: 'yes' }],
    ['an unknown setting', { faxNotifications: true }],
    ['nothing', {}],
  ])('refuses settings with %s', async (_label, payload) => {
    const { cookie } = await signedIn();
    const res = await call('PATCH', '/api/v1/me/settings', cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-failed' });
  });
});
