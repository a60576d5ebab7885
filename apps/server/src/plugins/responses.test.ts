import { describe, expect, it } from 'vitest';
import { harnessWithPerson } from '../test/harness.js';

const person = harnessWithPerson();

describe('what answers carry', () => {
  it('keeps every signed-in answer out of caches, shared or private', async () => {
    for (const url of ['/api/v1/me', '/api/v1/monitors', '/api/v1/session', '/api/v1/incidents']) {
      const res = await person.h.app.inject({ url, headers: { cookie: person.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await person.h.app.inject({ url: '/api/v1/me' });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('keeps every answer of /metrics out of caches: the scrape, its refusals and its 404s', async () => {
    const { h, cookie } = person;
    const key = await h.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: { cookie },
      payload: { name: 'Incidents only', access: 'read', areas: ['incidents'] },
    });
    expect(key.statusCode).toBe(201);
    const answers = [
      await h.app.inject({ url: '/metrics', headers: { cookie } }),
      await h.app.inject({ url: '/metrics', headers: { cookie, 'accept-encoding': 'gzip' } }),
      await h.app.inject({ method: 'HEAD', url: '/metrics', headers: { cookie } }),
      await h.app.inject({ url: '/metrics' }),
      await h.app.inject({ url: '/metrics', headers: { authorization: 'Bearer tocsin_nokey' } }),
      await h.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${key.json<{ key: string }>().key}` },
      }),
      await h.app.inject({ url: '/metrics?name=%00', headers: { cookie } }),
      await h.app.inject({ method: 'POST', url: '/metrics', headers: { cookie } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 401, 403, 400, 404]);
    for (const res of answers)
      expect(res.headers['cache-control'], `${res.statusCode}`).toBe('no-store');
  });

  it('forbids framing in both headers browsers read, in agreement', async () => {
    const res = await person.h.app.inject('/healthz');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('tells browsers to name this instance in their own requests, and no address to others', async () => {
    const res = await person.h.app.inject('/healthz');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers an over-long id with the same short 404 whatever the method', async () => {
    const long = 'a'.repeat(5000);
    const answers = new Set<string>();
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await person.h.app.inject({
        method,
        url: `/api/v1/monitors/${long}`,
        headers: { cookie: person.cookie },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.body.length, method).toBeLessThan(200);
      answers.add(res.body);
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        code: 'not-found',
        message: 'Not found: a part of the path is longer than 100 characters',
      }),
    ]);
  });

  it('does not echo a long path it has no route for', async () => {
    const res = await person.h.app.inject({ url: `/api/v1/${'b'.repeat(90)}/${'c'.repeat(90)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message.length).toBeLessThan(130);
  });

  it('refuses an address whose %-escapes do not decode, briefly', async () => {
    const res = await person.h.app.inject({
      url: '/api/v1/monitors/%E0%A4%A',
      headers: { cookie: person.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation-failed',
      message: 'The address is not valid: a %-escape in it does not decode to text',
    });
  });
});
