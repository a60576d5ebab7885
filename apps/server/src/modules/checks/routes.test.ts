import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorTypes } from '@tocsin/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { probeCheckTypes } from './availability.js';

let target: http.Server;
let port = 0;
beforeAll(async () => {
  target = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('all systems operational');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => target.close(resolve));
});

describeEachDatabase(
  'run a check now (ALLOW_PRIVATE_TARGETS=true)',
  (h) => {
    it('runs a keyword check against a real server and returns its result without storing it', async () => {
      const cookie = await signUpCookie(h().app);
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/checks/run',
        headers: { cookie },
        payload: {
          type: 'keyword',
          name: 'Status page',
          url: `http://127.0.0.1:${port}/`,
          keyword: 'OPERATIONAL',
        },
      });
      expect(res.statusCode).toBe(200);
      const result = res.json();
      expect(result).toMatchObject({
        status: 'up',
        statusCode: 200,
        errorKind: null,
        remoteAddress: '127.0.0.1',
      });
      expect(result.timings.total).toBeGreaterThan(0);
      const list = await h().app.inject({
        method: 'GET',
        url: '/api/v1/monitors',
        headers: { cookie },
      });
      expect(list.json().total).toBe(0);
    });

    it('refuses to run a heartbeat monitor', async () => {
      const cookie = await signUpCookie(h().app);
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/checks/run',
        headers: { cookie },
        payload: { type: 'heartbeat', name: 'Backup', periodSeconds: 3600 },
      });
      expect(res.statusCode).toBe(400);
    });

    it('requires a session', async () => {
      const res = await h().app.inject({ method: 'POST', url: '/api/v1/checks/run', payload: {} });
      expect(res.statusCode).toBe(401);
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
);

describeEachDatabase('run a check now (private targets refused)', (h) => {
  it('refuses a private target under its field instead of reaching it', async () => {
    const cookie = await signUpCookie(h().app);
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/checks/run',
      headers: { cookie },
      payload: { type: 'http', name: 'Internal', url: `http://127.0.0.1:${port}/` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('url');
    expect(res.json().message).toMatch(/127\.0\.0\.1/);
  });
});

const NO_PING =
  'Ping checks cannot run on this server: the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)';

describeEachDatabase(
  'check types on a server without ping',
  (h) => {
    it('lists every type, ping as unavailable with the reason', async () => {
      const cookie = await signUpCookie(h().app);
      const res = await h().app.inject({
        method: 'GET',
        url: '/api/v1/checks/types',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: monitorTypes.map((type) =>
          type === 'ping'
            ? {
                type,
                available: false,
                reason:
                  'the ping program is not installed (Debian/Ubuntu: apt-get install iputils-ping)',
              }
            : { type, available: true, reason: null },
        ),
      });
    });

    it('refuses to run a ping check now, with the reason under the type field', async () => {
      const cookie = await signUpCookie(h().app);
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/checks/run',
        headers: { cookie },
        payload: { type: 'ping', name: 'Router', host: '127.0.0.1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'validation-failed',
        message: NO_PING,
        issues: [{ path: 'type', message: NO_PING }],
      });
    });

    it('still runs the other types', async () => {
      const cookie = await signUpCookie(h().app);
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/checks/run',
        headers: { cookie },
        payload: { type: 'tcp', name: 'Web', host: '127.0.0.1', port },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'up' });
    });

    it('answers the list only to a signed-in user', async () => {
      const res = await h().app.inject({ method: 'GET', url: '/api/v1/checks/types' });
      expect(res.statusCode).toBe(401);
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
  {
    checkTypes: probeCheckTypes({
      log: pino({ level: 'silent' }),
      pingPath: '/nonexistent/bin/ping',
    }),
  },
);
