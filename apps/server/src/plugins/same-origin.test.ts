import { describe, expect, it } from 'vitest';
import { instanceOrigins } from '../lib/instance-origins.js';
import { harnessWithPerson, newUser, nextIp } from '../test/harness.js';

const person = harnessWithPerson();

const CHANGING = ['post', 'put', 'patch', 'delete'];
/** Routes whose credential is in the request (a signed token, a provider's signature). */
const CREDENTIAL_IN_REQUEST = [
  'POST /api/push/x',
  'POST /api/billing/webhook',
  'POST /api/ack/x',
  'POST /api/alerts/voice/x',
];

/** Every state-changing operation the API documents, plus the hidden callbacks, with ids filled. */
async function changingRoutes() {
  const doc = (await person.h.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    CHANGING.filter((method) => item[method]).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, 'x')}`,
    ),
  );
  return [...new Set([...documented, ...CREDENTIAL_IN_REQUEST])];
}

function send(route: string, headers: Record<string, string>) {
  const [method, url] = route.split(' ') as ['POST', string];
  return person.h.injectAsIs({
    method,
    url,
    headers: { cookie: person.cookie, 'content-type': 'application/json', ...headers },
    payload: '{}',
  });
}

describe('cross-site requests', () => {
  it('refuses every state-changing route from another site, another port of this host, or nowhere', async () => {
    const routes = await changingRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const sameSiteOtherPort = 'http://localhost:3001';
    const wrong: string[] = [];
    for (const route of routes) {
      const tokenRoute = CREDENTIAL_IN_REQUEST.includes(route);
      const cases: [string, Record<string, string>, boolean][] = [
        ['foreign Origin', { origin: 'https://evil.example' }, true],
        ['same-site other port', { origin: sameSiteOtherPort }, true],
        ['Origin null', { origin: 'null' }, true],
        ['Origin null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }, true],
        ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }, true],
        ['same-site fetch metadata', { 'sec-fetch-site': 'same-site' }, true],
        // A script sends neither; only routes whose credential is in the request take it.
        ['no Origin', {}, !tokenRoute],
      ];
      for (const [what, headers, refused] of cases) {
        const res = await send(route, headers);
        // The acknowledge page tells a person in HTML, the API in JSON.
        const wasRefused =
          res.statusCode === 403 && /invalid-origin|so it was refused/.test(res.body);
        if (wasRefused !== refused) wrong.push(`${route} with ${what}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the pages of this instance through, under either loopback spelling', async () => {
    const origins = [...instanceOrigins(person.h.config.publicUrl)];
    expect(origins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    for (const origin of origins) {
      const res = await send('POST /api/v1/notifications/read-all', { origin });
      expect(res.statusCode, origin).toBe(200);
      // Sign-in too, which Better Auth checks against its own trusted origins.
      const account = newUser();
      await person.h.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: nextIp(),
        payload: account,
      });
      const signIn = await person.h.injectAsIs({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: nextIp(),
        headers: { origin },
        payload: { email: account.email, password: account.password },
      });
      expect(signIn.statusCode, `${origin}: ${signIn.body}`).toBe(200);
    }
    const sameOrigin = await send('POST /api/v1/notifications/read-all', {
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
    // A form of one of its pages under a no-referrer policy: Origin null, but the browser's
    // fetch metadata says where it comes from.
    const nullOrigin = await send('POST /api/v1/notifications/read-all', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(nullOrigin.statusCode).toBe(200);
  });

  it('tells a person on another address of the instance where it is configured to be', async () => {
    const res = await person.h.injectAsIs({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://192.0.2.10:3000', 'content-type': 'application/json' },
      payload: { email: 'ada@example.com', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'invalid-origin',
      message: expect.stringContaining('http://localhost:3000'),
    });
  });

  it('takes JSON only on JSON routes: a form or text body is refused before anything changes', async () => {
    const created = await person.h.app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie: person.cookie },
      payload: { name: 'Site', type: 'http', url: 'https://93.184.215.14/health' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await person.h.app.inject({
        method: 'POST',
        url: `/api/v1/monitors/${id}/pause`,
        headers: { cookie: person.cookie, 'content-type': type },
        payload: 'paused=true',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported-media-type' });
    }
    const monitor = await person.h.app.inject({
      url: `/api/v1/monitors/${id}`,
      headers: { cookie: person.cookie },
    });
    expect(monitor.json()).toMatchObject({ paused: false });
  });
});
