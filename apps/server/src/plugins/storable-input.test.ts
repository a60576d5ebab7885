import { describe, expect, it } from 'vitest';
import { harnessWithPerson, nextIp, signUpCookie } from '../test/harness.js';
import { BODY_DEPTH_MAX } from './storable-input.js';

const person = harnessWithPerson();

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
/** How each is written in a URL: UTF-8 has no form for a lone surrogate, so its bytes are bad. */
const inUrl = (bad: string) => (bad === NUL ? 'a%00b' : 'a%ED%A0%80b');
const monitor = { name: 'Shop', type: 'http', url: 'https://93.184.215.14/health' };

/** Requests an outside tester sent with text PostgreSQL cannot store, signed in or not. */
const cases = (bad: string) => [
  { method: 'POST', url: '/api/v1/monitors', payload: { ...monitor, name: bad }, field: 'name' },
  {
    method: 'POST',
    url: '/api/v1/monitors',
    payload: { ...monitor, tags: ['ok', bad] },
    field: 'tags.1',
  },
  { method: 'PATCH', url: '/api/v1/me', payload: { firstName: bad }, field: 'firstName' },
  ...(bad === NUL
    ? [
        { method: 'GET', url: `/api/v1/monitors?q=${inUrl(bad)}`, field: 'q' },
        { method: 'GET', url: `/api/v1/monitors/${inUrl(bad)}`, field: 'id' },
        { method: 'GET', url: `/api/push/${inUrl(bad)}-heartbeat-token`, field: 'token' },
      ]
    : []),
  {
    method: 'POST',
    url: '/api/v1/contact',
    payload: {
      name: bad,
      email: 'ada@example.com',
      topic: 'support',
      message: 'Hello, a question.',
    },
    field: 'name',
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: `reset-${bad}`, newPassword: 'a-brand-new-passphrase' },
    field: 'token',
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'ada@example.com', password: bad },
    field: 'password',
  },
  {
    method: 'POST',
    url: '/api/v1/channels',
    payload: { kind: 'webhook', name: 'Hook', config: { url: 'https://93.184.215.14/', [bad]: 1 } },
    field: 'config.a\uFFFDb',
  },
];

describe('text PostgreSQL cannot store', () => {
  it('refuses the bytes of a lone surrogate in a path, and keeps them as typed in a query', async () => {
    for (const url of [`/api/v1/monitors/${inUrl(LONE)}`, `/api/push/${inUrl(LONE)}-heartbeat`]) {
      const res = await person.h.app.inject({ url, headers: { cookie: person.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/does not decode/);
    }
    // A query value that does not decode is kept as it was sent: storable, and matched as text.
    const search = await person.h.app.inject({
      url: `/api/v1/monitors?q=${inUrl(LONE)}`,
      headers: { cookie: person.cookie },
    });
    expect(search.statusCode).toBe(200);
  });

  for (const [what, bad] of [
    ['a NUL character', NUL],
    ['a lone surrogate', LONE],
  ] as const) {
    it(`refuses ${what} anywhere in a request with a 400 naming where it is`, async () => {
      for (const { method, url, payload, field } of cases(bad)) {
        const res = await person.h.app.inject({
          method: method as 'GET',
          url,
          headers: { cookie: person.cookie },
          remoteAddress: nextIp(),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json(), `${method} ${url}`).toMatchObject({
          code: 'validation-failed',
          issues: [{ path: field, message: expect.stringMatching(/cannot be stored/) }],
        });
      }
    });
  }

  it('still stores every other character, emoji and accents included', async () => {
    const res = await person.h.app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie: person.cookie },
      payload: { ...monitor, name: 'Café ☕ 😀 \u00a0ok', tags: ['naïve'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Café ☕ 😀 \u00a0ok', tags: ['naïve'] });
  });
});

describe('bodies nested too deep', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const tooDeep = `The body is nested deeper than ${BODY_DEPTH_MAX} levels`;

  it('refuses a body nested deeper than any Tocsin takes, before a route reads it', async () => {
    // Sign-out passes its body on to Better Auth: serializing this again overflowed the stack.
    const cookie = await signUpCookie(person.h.app);
    const signOut = await person.h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, 'content-type': 'application/json' },
      payload: nested(10_000),
    });
    expect(signOut.statusCode).toBe(400);
    expect(signOut.json()).toEqual({
      code: 'validation-failed',
      message: tooDeep,
      issues: [{ path: '', message: tooDeep }],
    });
    const session = await person.h.app.inject({ url: '/api/v1/session', headers: { cookie } });
    expect(session.json().me).not.toBeNull();
  });

  it(`leaves a body ${BODY_DEPTH_MAX} levels deep to the route's own schema`, async () => {
    const patch = (levels: number) =>
      person.h.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: { cookie: person.cookie, 'content-type': 'application/json' },
        payload: `{"firstName":${nested(levels)}}`,
      });
    const deepest = await patch(BODY_DEPTH_MAX - 1);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().issues[0].path).toBe('firstName');
    expect((await patch(BODY_DEPTH_MAX)).json().message).toBe(tooDeep);
  });
});
