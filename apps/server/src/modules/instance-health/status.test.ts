import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  meResponse,
  monitorListResponse,
  statusResponse,
  type StatusResponse,
} from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { deliveries, workspaces } from '../../db/schema.js';
import { dateSetBy } from '../../test/clock.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';
import { until } from '../../test/wait.js';
import { createHealthRecorder, type SchedulerWatch } from './recorder.js';
import { createInstanceHealthService } from './service.js';

const log = pino({ level: 'silent' });
const receiver = await startReceiver();
afterAll(() => receiver.close());

let target: http.Server;
let targetUrl = '';
beforeAll(async () => {
  target = http.createServer((_req, res) => res.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/private-shop-health`;
});
afterAll(() => new Promise((resolve) => target.close(resolve)));

const lagging = (lag: Partial<ReturnType<SchedulerWatch['lag']>>): SchedulerWatch => ({
  checksRun: 0,
  lastCheckAt: null,
  lag: () => ({ samples: 20, p50: 5, p95: 10, max: 20, waitingMs: 0, ...lag }),
});

describeEachDatabase(
  'the public status endpoint',
  (h) => {
    // The app as `tocsin serve` builds it: with a running engine behind the status page.
    let app: FastifyInstance;
    beforeAll(async () => {
      app = h().app;
      await h().services.engine.start();
    });

    const status = async () => {
      const res = await app.inject({ url: '/api/v1/status', remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, json: res.json<StatusResponse>(), headers: res.headers };
    };

    let cookie = '';
    // As a browser on the instance sends them: with its Origin.
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { cookie, origin: h().config.publicUrl },
        ...(payload ? { payload } : {}),
      });

    it('answers anyone, without signing in, in the shape of the contract', async () => {
      const { json, headers } = await status();
      expect(() => statusResponse.parse(json)).not.toThrow();
      expect(json.status).toBe('operational');
      expect(json.api.status).toBe('operational');
      expect(json.api.databaseMs).toBeGreaterThanOrEqual(0);
      expect(json.api.databaseMs).toBeLessThan(500);
      expect(json.scheduler).toMatchObject({
        status: 'operational',
        windowSeconds: 300,
        degradedMs: 1_000,
        downMs: 30_000,
      });
      expect(json.history.days).toHaveLength(90);
      expect(json.history.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
      expect(headers['cache-control']).toBe('public, max-age=5');
    });

    it('shows when the last check ran once a real check of a local target is done', async () => {
      cookie = await signUpCookie(app);
      const before = Date.now();
      const res = await api('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Private shop health',
        url: targetUrl,
        intervalSeconds: 30,
        timeoutSeconds: 5,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { json } = await until(status, (s) => s.json.checks.lastAt !== null);
      const lastAt = Date.parse(json.checks.lastAt!);
      expect(lastAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(lastAt).toBeLessThanOrEqual(Date.now());
      expect(json.checks.status).toBe('operational');
    });

    it('shows when the last alert was delivered once a real delivery is made', async () => {
      const channel = await api('POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Private ops hook',
        config: { url: `${receiver.url}/private-ops-hook` },
      });
      expect(channel.statusCode, channel.body).toBe(201);
      h().alerting.dispatcher.start();
      try {
        const sent = await api(
          'POST',
          `/api/v1/channels/${channel.json<{ id: string }>().id}/test`,
        );
        expect(sent.statusCode, sent.body).toBe(202);
        const deliveryId = sent.json<{ id: string }>().id;
        const row = await until(
          async () =>
            (await h().db.select().from(deliveries).where(eq(deliveries.id, deliveryId)))[0],
          (d) => d?.status === 'delivered',
        );
        const { json } = await status();
        expect(json.alerts).toEqual({
          status: 'operational',
          lastDeliveredAt: row.deliveredAt!.toISOString(),
          overdueMs: 0,
        });

        // The recorder counts it in its minute's day.
        const minuteEnd = Math.ceil((row.deliveredAt!.getTime() + 1) / 60_000) * 60_000;
        const clock = { ms: minuteEnd - 30_000 };
        const recorder = createHealthRecorder({
          db: h().db,
          log,
          scheduler: h().services.engine,
          clock: dateSetBy(() => clock.ms),
        });
        clock.ms = minuteEnd + 5_000;
        await recorder.markLastMinute();
        const day = (
          await createInstanceHealthService({
            database: h().database,
            scheduler: h().services.engine,
            now: () => clock.ms,
          }).read()
        ).history.days.at(-1)!;
        expect(day.alertsDelivered).toBeGreaterThanOrEqual(1);
      } finally {
        await h().alerting.dispatcher.stop();
      }
    });

    it('names no monitor, channel, workspace or person', async () => {
      const me = meResponse.parse((await api('GET', '/api/v1/me')).json());
      const monitors = monitorListResponse.parse((await api('GET', '/api/v1/monitors')).json());
      expect(monitors.items).toHaveLength(1);
      const { body } = await status();
      const secrets = [
        'Private shop health',
        'private-shop-health',
        'Private ops hook',
        'private-ops-hook',
        '127.0.0.1',
        me.profile.email,
        me.workspace.id,
        ...monitors.items.map((m) => m.id),
      ];
      for (const secret of secrets) expect(body).not.toContain(secret);
    });

    it('turns the alerts amber when an alert waits past its time to be sent', async () => {
      const workspaceId = crypto.randomUUID();
      await h().db.insert(workspaces).values({ id: workspaceId, name: 'Stuck outbox' });
      const id = crypto.randomUUID();
      await h()
        .db.insert(deliveries)
        .values({
          id,
          workspaceId,
          kind: 'webhook',
          target: 'Webhook',
          event: 'test',
          dedupKey: id,
          message: {} as never,
          nextAttemptAt: new Date(Date.now() - 2 * 60_000),
          createdAt: new Date(Date.now() - 2 * 60_000),
        });
      try {
        const { json } = await status();
        expect(json.alerts.status).toBe('degraded');
        expect(json.alerts.overdueMs).toBeGreaterThanOrEqual(120_000);
        expect(json.status).toBe('degraded');
      } finally {
        await h().db.delete(workspaces).where(eq(workspaces.id, workspaceId));
      }
    });

    it('reports the scheduler degraded from a p95 of 1 s, and down from a 30 s wait', async () => {
      const read = (watch: SchedulerWatch) =>
        createInstanceHealthService({ database: h().database, scheduler: watch }).read();
      const slow = await read(lagging({ p95: 1_500, max: 4_000 }));
      expect(slow.status).toBe('degraded');
      expect(slow.scheduler).toMatchObject({ status: 'degraded', p95Ms: 1_500, maxMs: 4_000 });
      expect(slow.checks.status).toBe('degraded');
      const stuck = await read(lagging({ waitingMs: 45_000 }));
      expect(stuck.status).toBe('down');
      expect(stuck.scheduler).toMatchObject({ status: 'down', waitingMs: 45_000 });
    });

    it('says the API is down when the database does not answer, keeping the last history', async () => {
      let alive = true;
      const database: Database = {
        ...h().database,
        ping: () => (alive ? h().database.ping() : Promise.reject(new Error('connection lost'))),
      };
      const service = createInstanceHealthService({
        database,
        scheduler: h().services.engine,
        cacheMs: 0,
      });
      const good = await service.read();
      alive = false;
      const bad = await service.read();
      expect(bad.status).toBe('down');
      expect(bad.api).toEqual({ status: 'down', databaseMs: null });
      expect(bad.checks.status).toBe('down');
      expect(bad.alerts.status).toBe('down');
      expect(bad.history).toEqual(good.history);
    });

    it('shares one measurement between callers for a few seconds', async () => {
      let pings = 0;
      const database: Database = {
        ...h().database,
        ping: () => {
          pings += 1;
          return h().database.ping();
        },
      };
      const clock = { ms: Date.now() };
      const service = createInstanceHealthService({
        database,
        scheduler: h().services.engine,
        now: () => clock.ms,
      });
      const [a, b] = await Promise.all([service.read(), service.read()]);
      clock.ms += 4_000;
      const c = await service.read();
      expect(pings).toBe(1);
      expect(b.measuredAt).toBe(a.measuredAt);
      expect(c.measuredAt).toBe(a.measuredAt);
      clock.ms += 1_000;
      expect((await service.read()).measuredAt).not.toBe(a.measuredAt);
      expect(pings).toBe(2);
    });

    it('answers one address 60 times a minute, then asks it to wait', async () => {
      const ip = nextIp();
      for (let i = 0; i < 60; i += 1) {
        const res = await app.inject({ url: '/api/v1/status', remoteAddress: ip });
        expect(res.statusCode).toBe(200);
      }
      const limited = await app.inject({ url: '/api/v1/status', remoteAddress: ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    });

    it('is described in the OpenAPI document as a public route', async () => {
      const doc = (await app.inject('/api/openapi.json')).json<{
        paths: Record<string, { get?: { tags?: string[]; security?: unknown } }>;
      }>();
      const route = doc.paths['/api/v1/status']?.get;
      expect(route?.tags).toEqual(['status']);
      expect(route?.security).toBeUndefined();
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
  { timing: { healthCacheMs: 0 } },
);
