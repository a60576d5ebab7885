import { authEndpoints, twoFactorEndpoints, type EndpointSpec } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { harnessWithPerson, nextIp } from '../../test/harness.js';

const person = harnessWithPerson();

/** Every endpoint the contract declares under Better Auth's /api/auth, the web's calls among them. */
const declared: EndpointSpec[] = [
  ...Object.values(authEndpoints),
  ...Object.values(twoFactorEndpoints),
].filter((spec) => spec.path.startsWith('/api/auth/'));

/** What the app answers a request of the endpoint's method at its path, signed in. */
const ask = (method: string, url: string) =>
  person.h.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: { cookie: person.cookie },
    remoteAddress: nextIp(),
    ...(method === 'GET' ? {} : { payload: {} }),
  });

describe('the auth endpoints of the contract', () => {
  // Sign-out ends the session the others are asked with, so it goes last.
  const ordered = [
    ...declared.filter((spec) => spec !== authEndpoints.signOut),
    authEndpoints.signOut,
  ];

  it.each(ordered.map((spec) => [`${spec.method} ${spec.path}`, spec] as const))(
    'answers %s, whether Tocsin registers it or Better Auth serves it',
    async (_name, spec) => {
      const res = await ask(spec.method, spec.path);
      expect(res.statusCode).not.toBe(404);
      expect(res.json()).not.toMatchObject({ code: 'not-found' });
    },
  );

  it('answers 404 at a Better Auth path that no declaration names', async () => {
    const res = await ask('POST', '/api/auth/revoke-sessions');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not-found' });
  });
});
