import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';

describe('regions on a single server', () => {
  let h: Harness;
  let cookie: string;
  beforeAll(async () => {
    h = await createHarness('embedded');
    cookie = await signUpCookie(h.app);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('has none, and says so when a monitor names one', async () => {
    const regions = await h.app.inject({
      method: 'GET',
      url: '/api/v1/regions',
      headers: { cookie },
    });
    expect(regions.json()).toEqual({ enabled: false, liveSeconds: 10, regions: [] });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: { type: 'http', name: 'Shop', url: 'https://example.com/', regions: ['eu'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      issues: [
        {
          path: 'regions',
          message:
            'This instance checks from one place: it has no probes in other regions yet, so leave the regions empty',
        },
      ],
    });
  });

  it('refuses region names that are not names, and the same region twice', async () => {
    for (const regions of [['EU'], ['eu', 'eu'], ['a'.repeat(33)], Array(17).fill('eu')]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: { type: 'http', name: 'Shop', url: 'https://example.com/', regions },
      });
      expect(res.statusCode, JSON.stringify(regions)).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues[0]!.path).toMatch(/^regions/);
    }
  });

  it('is signed-in only', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/regions' });
    expect(res.statusCode).toBe(401);
  });
});
