import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { passkeys, sessions, users } from '../../db/schema.js';
import { URI, type TOTP } from 'otpauth';
import {
  cookieFrom,
  describeEachDatabase,
  mergeCookies,
  newUser,
  nextIp,
} from '../../test/harness.js';
import { softAuthenticator } from '../../test/soft-authenticator.js';
import { relyingParty } from '../auth/passkeys.js';

const origin = 'http://localhost:3000';

describeEachDatabase('passkeys', (h) => {
  async function signedIn() {
    const body = newUser();
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      remoteAddress: nextIp(),
      payload: body,
    });
    const [user] = await h().db.select().from(users).where(eq(users.email, body.email));
    return { body, cookie: cookieFrom(res), userId: user!.id };
  }
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie = '',
    payload?: object,
  ) =>
    h().app.inject({
      method,
      url,
      headers: { origin, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });
  /** The person's sessions as if signed in 11 minutes ago. */
  const age = (userId: string) =>
    h()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, userId));

  async function registered(name = 'Laptop') {
    const person = await signedIn();
    const key = softAuthenticator(origin);
    const options = (await call('POST', '/api/v1/me/passkeys/options', person.cookie)).json();
    const created = await call('POST', '/api/v1/me/passkeys', person.cookie, {
      challengeId: options.challengeId,
      name,
      response: key.register(options.options),
    });
    expect(created.statusCode).toBe(201);
    return { ...person, key, passkey: created.json<{ id: string }>() };
  }

  it('registers a passkey from a recent sign-in, lists it without its key and mails a notice', async () => {
    const { cookie, passkey, body } = await registered('  Work laptop  ');
    const mail = await h().smtp.waitFor(body.email, /A passkey was added to your Tocsin account/);
    expect(mail.text).toContain('The passkey "Work laptop" can now sign in');
    expect(mail.text).toMatch(/When: .+ UTC/);
    const list = await call('GET', '/api/v1/me/passkeys', cookie);
    expect(list.json()).toEqual({
      items: [
        {
          id: passkey.id,
          name: 'Work laptop',
          deviceType: 'singleDevice',
          backedUp: false,
          createdAt: expect.any(String),
          lastUsedAt: null,
        },
      ],
      unavailable: null,
    });
    expect(list.body).not.toMatch(/publicKey|credentialId|counter/);
  });

  it('asks an older session to confirm it is them before adding or removing a passkey', async () => {
    const { cookie, userId, passkey } = await registered();
    await age(userId);
    for (const [method, url] of [
      ['POST', '/api/v1/me/passkeys/options'],
      ['DELETE', `/api/v1/me/passkeys/${passkey.id}`],
    ] as const) {
      const res = await call(method, url, cookie);
      expect([res.statusCode, res.json().code]).toEqual([403, 'reauthentication-required']);
    }
    expect(await h().db.select().from(passkeys).where(eq(passkeys.userId, userId))).toHaveLength(1);
  });

  it('refuses a replayed challenge, another origin and another person’s challenge', async () => {
    const person = await signedIn();
    const other = await signedIn();
    const key = softAuthenticator(origin);
    const options = (await call('POST', '/api/v1/me/passkeys/options', person.cookie)).json();
    const answer = key.register(options.options);
    const phished = softAuthenticator('https://evil.example', 'localhost').register(
      options.options,
    );

    const wrongOrigin = await call('POST', '/api/v1/me/passkeys', person.cookie, {
      challengeId: options.challengeId,
      name: 'Phished',
      response: phished,
    });
    expect(wrongOrigin.statusCode).toBe(400);
    // The challenge was used by that attempt: the right answer now comes too late.
    const replay = await call('POST', '/api/v1/me/passkeys', person.cookie, {
      challengeId: options.challengeId,
      name: 'Laptop',
      response: answer,
    });
    expect([replay.statusCode, replay.json().message]).toEqual([
      400,
      'This passkey could not be set up. Please try again.',
    ]);

    const theirs = (await call('POST', '/api/v1/me/passkeys/options', other.cookie)).json();
    const crossed = await call('POST', '/api/v1/me/passkeys', person.cookie, {
      challengeId: theirs.challengeId,
      name: 'Laptop',
      response: key.register(theirs.options),
    });
    expect(crossed.statusCode).toBe(400);
    const bad = await call('POST', '/api/v1/me/passkeys', person.cookie, {
      challengeId: 'x',
      name: '',
      response: {},
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/me/passkeys', person.cookie)).json().items).toEqual([]);
  });

  it('signs in with a passkey alone, once per challenge, and refuses a cloned key', async () => {
    const { key, body } = await registered();
    const options = (await call('POST', '/api/auth/passkey/options')).json();
    const answer = key.authenticate(options.options);
    const signIn = await call('POST', '/api/auth/sign-in/passkey', '', {
      challengeId: options.challengeId,
      response: answer,
    });
    expect(signIn.statusCode).toBe(200);
    const me = await call('GET', '/api/v1/me', cookieFrom(signIn));
    expect(me.json().profile.email).toBe(body.email);

    const replay = await call('POST', '/api/auth/sign-in/passkey', '', {
      challengeId: options.challengeId,
      response: answer,
    });
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'invalid-credential']);

    const next = (await call('POST', '/api/auth/passkey/options')).json();
    key.rewind(answer.id);
    const cloned = await call('POST', '/api/auth/sign-in/passkey', '', {
      challengeId: next.challengeId,
      response: key.authenticate(next.options),
    });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.headers['set-cookie']).toBeUndefined();
  });

  it('takes a passkey as the second step after the password, only the person’s own', async () => {
    const person = await registered();
    const stranger = await registered();
    const enabled = await call('POST', '/api/auth/two-factor/enable', person.cookie, {
      password: person.body.password,
    });
    const totp = URI.parse(enabled.json<{ totpURI: string }>().totpURI) as TOTP;
    const on = await call('POST', '/api/auth/two-factor/verify-totp', person.cookie, {
      code: totp.generate(),
    });
    expect(on.statusCode).toBe(200);

    // Without a password given first there is nothing to finish.
    const early = await call('POST', '/api/auth/two-factor/passkey-options');
    expect([early.statusCode, early.json().code]).toEqual([400, 'two-factor-expired']);

    const password = await call('POST', '/api/auth/sign-in/email', '', {
      email: person.body.email,
      password: person.body.password,
    });
    expect(password.json()).toMatchObject({ twoFactorRedirect: true });
    const halfway = mergeCookies('', password);
    expect(halfway).not.toMatch(/session_token/);

    const options = (await call('POST', '/api/auth/two-factor/passkey-options', halfway)).json();
    const [own] = await h().db.select().from(passkeys).where(eq(passkeys.userId, person.userId));
    expect(options.options.allowCredentials).toEqual([
      expect.objectContaining({ id: own!.credentialId }),
    ]);
    const crossed = await call('POST', '/api/auth/two-factor/verify-passkey', halfway, {
      challengeId: options.challengeId,
      response: stranger.key.authenticate(options.options),
    });
    expect([crossed.statusCode, crossed.json().code]).toEqual([401, 'invalid-credential']);
    expect(crossed.headers['set-cookie']).toBeUndefined();

    const again = (await call('POST', '/api/auth/two-factor/passkey-options', halfway)).json();
    const finished = await call('POST', '/api/auth/two-factor/verify-passkey', halfway, {
      challengeId: again.challengeId,
      response: person.key.authenticate(again.options),
    });
    expect(finished.statusCode).toBe(200);
    const session = mergeCookies(halfway, finished);
    expect(session).not.toMatch(/two_factor=/);
    const me = await call('GET', '/api/v1/me', session);
    expect(me.json().profile.email).toBe(person.body.email);
    // The half-done sign-in is used up.
    const reuse = await call('POST', '/api/auth/two-factor/passkey-options', halfway);
    expect([reuse.statusCode, reuse.json().code]).toEqual([400, 'two-factor-expired']);

    // A person with no passkey is told to use the app's code.
    const plain = await signedIn();
    const plainOn = await call('POST', '/api/auth/two-factor/enable', plain.cookie, {
      password: plain.body.password,
    });
    const plainTotp = URI.parse(plainOn.json<{ totpURI: string }>().totpURI) as TOTP;
    await call('POST', '/api/auth/two-factor/verify-totp', plain.cookie, {
      code: plainTotp.generate(),
    });
    const plainHalf = mergeCookies(
      '',
      await call('POST', '/api/auth/sign-in/email', '', {
        email: plain.body.email,
        password: plain.body.password,
      }),
    );
    const none = await call('POST', '/api/auth/two-factor/passkey-options', plainHalf);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'This account has no passkey yet. Enter the code from your authenticator app, or a recovery code.',
    ]);
  });

  it('confirms it is them with their own passkey, not someone else’s', async () => {
    const { cookie, userId, key } = await registered();
    const stranger = await registered();
    await age(userId);
    const theirs = (await call('POST', '/api/v1/me/reauthenticate/passkey/options', cookie)).json();
    const wrong = await call('POST', '/api/v1/me/reauthenticate/passkey', cookie, {
      challengeId: theirs.challengeId,
      response: stranger.key.authenticate(theirs.options),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('POST', '/api/v1/me/passkeys/options', cookie)).statusCode).toBe(403);

    const options = (
      await call('POST', '/api/v1/me/reauthenticate/passkey/options', cookie)
    ).json();
    const proven = await call('POST', '/api/v1/me/reauthenticate/passkey', cookie, {
      challengeId: options.challengeId,
      response: key.authenticate(options.options),
    });
    expect(proven.statusCode).toBe(200);
    expect((await call('POST', '/api/v1/me/passkeys/options', cookie)).statusCode).toBe(200);
  });

  it('renames and removes only one’s own passkeys; a removed passkey no longer signs in', async () => {
    const { cookie, key, passkey, body } = await registered();
    const other = await signedIn();
    expect(
      (await call('PATCH', `/api/v1/me/passkeys/${passkey.id}`, other.cookie, { name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/v1/me/passkeys/${passkey.id}`, other.cookie)).statusCode,
    ).toBe(404);
    const renamed = await call('PATCH', `/api/v1/me/passkeys/${passkey.id}`, cookie, {
      name: 'Phone',
    });
    expect(renamed.json().name).toBe('Phone');
    expect(
      (await call('PATCH', `/api/v1/me/passkeys/${passkey.id}`, cookie, { name: ' ' })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/v1/me/passkeys/${passkey.id}`, cookie)).statusCode).toBe(
      200,
    );
    const mail = await h().smtp.waitFor(body.email, /A passkey was removed/);
    expect(mail.text).toContain('The passkey "Phone" no longer signs in');
    const options = (await call('POST', '/api/auth/passkey/options')).json();
    const signIn = await call('POST', '/api/auth/sign-in/passkey', '', {
      challengeId: options.challengeId,
      response: key.authenticate(options.options),
    });
    expect(signIn.statusCode).toBe(401);
  });
});

it('names the relying party from PUBLIC_URL: localhost for loopback, none for another IP', () => {
  expect(relyingParty('https://status.example.com')).toEqual({
    id: 'status.example.com',
    name: 'Tocsin',
    origins: ['https://status.example.com'],
  });
  expect(relyingParty('http://127.0.0.1:3000')).toEqual({
    id: 'localhost',
    name: 'Tocsin',
    origins: ['http://localhost:3000'],
  });
  expect(relyingParty('http://192.0.2.7:3000')).toBeNull();
});
