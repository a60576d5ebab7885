import { expect } from 'vitest';
import type { Harness } from './harness.js';

interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
}

/** The calls of these suites: with a session cookie, or with an API key. */
export function keyCalls(h: () => Harness) {
  const asCookie = (cookie: string, method: string, url: string, payload?: unknown) =>
    h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const asKey = (key: string, method: string, url: string, payload?: unknown, ip?: string) =>
    h().injectAsIs({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(ip ? { remoteAddress: ip } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  async function createKey(cookie: string, body: Record<string, unknown> = {}) {
    const res = await asCookie(cookie, 'POST', '/api/v1/api-keys', {
      name: 'Deploy script',
      access: 'write',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedKey>();
  }
  return { asCookie, asKey, createKey };
}
