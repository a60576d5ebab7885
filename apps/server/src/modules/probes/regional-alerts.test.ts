import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../db/schema.js';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';
import { until } from '../../test/wait.js';
import { dropTestKeys, startTestProbe, testPrefix, testRedisUrl } from '../../test/regions.js';
import type { Probe } from './probe.js';

const skipped = !testRedisUrl;

/**
 * The whole path with probes in three regions: the server plans, the probes check from their own
 * addresses, the quorum judges. A target failing for one region leaves the monitor degraded with
 * no incident; failing for all of them opens one incident, and its webhook is called once.
 */
describe.skipIf(skipped)(
  `regional confirmation through the engine (Redis)${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`,
  () => {
    const sources = { eu: '127.0.0.2', us: '127.0.0.3', ap: '127.0.0.4' };
    const failing = new Set<string>();
    let h: Harness;
    let target: http.Server;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const probes: Probe[] = [];
    let cookie: string;
    const prefix = testPrefix();

    beforeAll(async () => {
      target = http.createServer((req, res) => {
        res.writeHead(failing.has(req.socket.remoteAddress!) ? 503 : 200).end();
      });
      await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
      receiver = await startReceiver();
      h = await createHarness(
        'embedded',
        { REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix, ALLOW_PRIVATE_TARGETS: 'true' },
        { timing: { regionPollMs: 100, recheckDelayMs: 50, resultFlushMs: 100 } },
      );
      for (const [region, sourceAddress] of Object.entries(sources)) {
        probes.push(await startTestProbe(prefix, region, sourceAddress));
      }
      await h.services.start();
      cookie = await signUpCookie(h.app);
    });
    afterAll(async () => {
      await h?.close();
      for (const probe of probes) await probe.stop();
      await dropTestKeys(prefix);
      await receiver?.close();
      await new Promise((done) => target.close(done));
    });

    const api = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      h.app.inject({ method, url, payload, headers: { cookie } });
    const monitorOf = async (id: string) =>
      (await api('GET', `/api/v1/monitors/${id}`)).json<{
        status: string;
        lastResult: {
          message: string | null;
          checkedAt: string;
          regions?: { region: string; status: string }[];
        };
      }>();

    it('confirms a failure only when most regions see it, and alerts once', async () => {
      const port = (target.address() as AddressInfo).port;
      const created = await api('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Shop',
        url: `http://127.0.0.1:${port}/`,
        intervalSeconds: 10,
        timeoutSeconds: 5,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const channel = await api('POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Hook',
        config: { url: `${receiver.url}/hook` },
      });
      expect(channel.statusCode, channel.body).toBe(201);
      const rules = await api('PUT', `/api/v1/monitors/${id}/alerts`, {
        channelIds: [channel.json<{ id: string }>().id],
        notifyMembers: false,
        events: { down: true, recovery: true, degraded: false, certificateDays: null },
        reminderMinutes: null,
        escalation: null,
      });
      expect(rules.statusCode, rules.body).toBe(200);
      const regions = await api('GET', '/api/v1/regions');
      expect(regions.json()).toMatchObject({
        enabled: true,
        regions: [
          { name: 'ap', live: true, probes: 1 },
          { name: 'eu', live: true, probes: 1 },
          { name: 'us', live: true, probes: 1 },
        ],
      });
      const status = await api('GET', '/api/v1/status');
      expect(status.json<{ regions: unknown[] }>().regions).toMatchObject([
        { name: 'ap', status: 'operational', probes: 1 },
        { name: 'eu', status: 'operational', probes: 1 },
        { name: 'us', status: 'operational', probes: 1 },
      ]);
      const unknown = await api('PATCH', `/api/v1/monitors/${id}`, { regions: ['eu', 'mars'] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        issues: [
          { path: 'regions', message: 'No probe checks from mars; the regions are ap, eu, us' },
        ],
      });
      const up = await until(
        () => monitorOf(id),
        (m) => m.status === 'up',
      );
      expect(up.lastResult.regions?.map((r) => r.region)).toEqual(['ap', 'eu', 'us']);

      // A network fault near one region: degraded there, nobody is woken.
      failing.add(sources.eu);
      await api('PATCH', `/api/v1/monitors/${id}`, { name: 'Shop' });
      const degraded = await until(
        () => monitorOf(id),
        (m) => m.status === 'degraded',
      );
      expect(degraded.lastResult.message).toMatch(/^Failing from eu only \(1 of 3 regions/);
      const quiet = await api('GET', '/api/v1/incidents');
      expect(JSON.stringify(quiet.json())).not.toContain(id);

      // Down everywhere: confirmed, one incident, one call to the webhook.
      failing.add(sources.us);
      failing.add(sources.ap);
      await api('PATCH', `/api/v1/monitors/${id}`, { name: 'Shop' });
      const down = await until(
        () => monitorOf(id),
        (m) => m.status === 'down',
        {
          timeoutMs: 20_000,
        },
      );
      expect(down.lastResult.message).toMatch(/^Down from ap, eu, us \(3 of 3 regions\)/);
      const hooks = () => receiver.requests.filter((r) => r.path === '/hook');
      await until(
        () => Promise.resolve(hooks().length),
        (n) => n >= 1,
      );
      const body = hooks()[0]!.json() as {
        type: string;
        data: { cause: { regions: { region: string; status: string }[] } };
      };
      expect(body.type).toBe('monitor.down');
      expect(body.data.cause.regions.map((r) => [r.region, r.status])).toEqual([
        ['ap', 'down'],
        ['eu', 'down'],
        ['us', 'down'],
      ]);
      // Later checks of the same outage send nothing more: one is run and stored (with whatever
      // it planned, in one transaction), and the outbox is left with nothing to send.
      const before = down.lastResult.checkedAt;
      await api('PATCH', `/api/v1/monitors/${id}`, { name: 'Shop' });
      await until(
        () => monitorOf(id),
        (m) => m.lastResult.checkedAt !== before,
      );
      await until(
        () =>
          h.db
            .select({ id: deliveries.id })
            .from(deliveries)
            .where(
              and(eq(deliveries.monitorId, id), inArray(deliveries.status, ['pending', 'sending'])),
            ),
        (waiting) => waiting.length === 0,
      );
      expect(hooks()).toHaveLength(1);
    }, 60_000);
  },
);
