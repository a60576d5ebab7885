import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { parser } from '@prometheus-io/lezer-promql';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { BODY_CACHE_MS, MONITORS_REFRESH_MS } from './service.js';

const METRICS_TOKEN = 'instance-metrics-token-0123456789abcdef';

let target: http.Server;
let port = 0;
beforeAll(async () => {
  target = http.createServer((req, res) => {
    if (req.url === '/broken') res.writeHead(503).end('down');
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => target.close(resolve)));

const dashboardPath = new URL('../../../../../grafana/tocsin-dashboard.json', import.meta.url);

/** The series names a family exposes: a histogram's buckets, sum and count. */
const seriesNames = (f: MetricFamily) =>
  f.type === 'HISTOGRAM' ? [`${f.name}_bucket`, `${f.name}_sum`, `${f.name}_count`] : [f.name];

/** Every metric name a PromQL expression selects, read by Prometheus's own grammar. */
function selectedNames(expr: string) {
  const names: string[] = [];
  const tree = parser.parse(expr);
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) throw new Error(`not PromQL: ${expr}`);
    if (cursor.type.name === 'Identifier' && cursor.node.parent?.type.name === 'VectorSelector') {
      names.push(expr.slice(cursor.from, cursor.to));
    }
  } while (cursor.next());
  return names;
}

describeEachDatabase(
  'GET /metrics',
  (h) => {
    let cookie = '';
    let keys: Record<'monitors' | 'incidents', string>;
    let up = '';
    let down = '';
    let workspaceId = '';

    const scrape = (authorization?: string) =>
      h().app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
        remoteAddress: nextIp(),
      });
    const families = async (authorization: string) => {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(200);
      return parsePrometheusTextFormat(res.body);
    };
    const sampleOf = (all: MetricFamily[], name: string, monitorId: string) =>
      all
        .find((f) => f.name === name)
        ?.metrics.filter((m) => m.labels?.['monitor_id'] === monitorId);

    async function createMonitor(name: string, path: string, as = cookie) {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie: as },
        payload: {
          type: 'http',
          name,
          url: `http://127.0.0.1:${port}${path}`,
          intervalSeconds: 30,
          timeoutSeconds: 5,
          confirmations: 1,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    }

    async function newKey(areas: string[]) {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/v1/api-keys',
        headers: { cookie },
        payload: { name: `Prometheus ${areas.join(' ')}`, access: 'read', areas },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ key: string }>().key;
    }

    beforeAll(async () => {
      cookie = await signUpCookie(h().app);
      keys = { monitors: await newKey(['monitors']), incidents: await newKey(['incidents']) };
      // Started first, the engine checks each new monitor at once.
      await h().services.engine.start();
      up = await createMonitor('Shop "front" \\ door', '/');
      down = await createMonitor('Payments', '/broken');
      const me = await h().app.inject({ url: '/api/v1/me', headers: { cookie } });
      workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
      await until(
        async () => {
          await h().services.sink.flush();
          return families(`Bearer ${METRICS_TOKEN}`);
        },
        (all) =>
          sampleOf(all, 'tocsin_monitor_up', up)?.[0]?.value === '1' &&
          sampleOf(all, 'tocsin_monitor_up', down)?.[0]?.value === '0' &&
          sampleOf(all, 'tocsin_monitor_uptime_24h_ratio', down)?.[0]?.value !== undefined &&
          sampleOf(all, 'tocsin_monitor_uptime_24h_ratio', up)?.[0]?.value !== undefined,
        { timeoutMs: 15_000, everyMs: 200 },
      );
    });

    it('answers the instance token in the text format with each monitor as it was last checked', async () => {
      const res = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const all = parsePrometheusTextFormat(res.body);
      expect(sampleOf(all, 'tocsin_monitor_info', up)?.[0]?.labels).toEqual({
        monitor_id: up,
        monitor_name: 'Shop "front" \\ door',
        workspace_id: workspaceId,
        type: 'http',
      });
      expect(sampleOf(all, 'tocsin_monitor_state', up)?.[0]?.labels?.['state']).toBe('up');
      expect(sampleOf(all, 'tocsin_monitor_state', down)?.[0]?.labels?.['state']).toBe('down');
      expect(sampleOf(all, 'tocsin_monitor_maintenance', up)?.[0]?.value).toBe('0');
      const phases = sampleOf(all, 'tocsin_monitor_response_time_seconds', up)!;
      expect(phases.map((p) => p.labels?.['phase'])).toContain('total');
      for (const p of phases) expect(Number(p.value)).toBeLessThan(5);
      const checkedAt = Number(
        sampleOf(all, 'tocsin_monitor_last_check_timestamp_seconds', up)?.[0]?.value,
      );
      expect(Math.abs(checkedAt - Date.now() / 1000)).toBeLessThan(60);
      expect(sampleOf(all, 'tocsin_monitor_uptime_24h_ratio', up)?.[0]?.value).toBe('1');
      expect(sampleOf(all, 'tocsin_monitor_uptime_24h_ratio', down)?.[0]?.value).toBe('0');
      // The process's own: the scheduler, checks, queues, memory and the event loop.
      const names = all.map((f) => f.name);
      for (const name of [
        'tocsin_scheduler_lateness_seconds',
        'tocsin_checks_total',
        'tocsin_queue_depth',
        'tocsin_deliveries_total',
        'nodejs_eventloop_lag_seconds',
        'process_resident_memory_bytes',
      ]) {
        expect(names).toContain(name);
      }
      const checks = all.find((f) => f.name === 'tocsin_checks_total')!.metrics;
      expect(Number(checks.find((m) => m.labels?.['outcome'] === 'down')?.value)).toBeGreaterThan(
        0,
      );
      const lateness = all.find((f) => f.name === 'tocsin_scheduler_lateness_seconds')!;
      expect(lateness.type).toBe('HISTOGRAM');
    });

    it('gzips the answer for a scraper that takes gzip, as Prometheus asks, and only then', async () => {
      const as = (authorization: string, acceptEncoding: string) =>
        h().app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization, 'accept-encoding': acceptEncoding },
          remoteAddress: nextIp(),
        });
      for (const authorization of [`Bearer ${METRICS_TOKEN}`, `Bearer ${keys.monitors}`]) {
        const zipped = await as(authorization, 'GZIP');
        expect(zipped.statusCode).toBe(200);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
        const all = parsePrometheusTextFormat(gunzipSync(zipped.rawPayload).toString('utf8'));
        expect(sampleOf(all, 'tocsin_monitor_up', up)?.[0]?.value).toBe('1');
        expect(sampleOf(all, 'tocsin_monitor_up', down)?.[0]?.value).toBe('0');
        const instance = all.some((f) => f.name === 'tocsin_checks_total');
        expect(instance).toBe(authorization.includes(METRICS_TOKEN));
      }
      for (const refused of ['', 'gzip;q=0', 'br']) {
        const plain = await as(`Bearer ${METRICS_TOKEN}`, refused);
        expect(plain.headers['content-encoding']).toBeUndefined();
        const all = parsePrometheusTextFormat(plain.body);
        expect(sampleOf(all, 'tocsin_monitor_up', up)?.[0]?.value).toBe('1');
      }
    });

    it('carries no URL, target or other text of the monitors in any label', async () => {
      const all = await families(`Bearer ${METRICS_TOKEN}`);
      const values = all.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
      expect(values.length).toBeGreaterThan(10);
      for (const value of values) {
        expect(value).not.toMatch(/https?:|127\.0\.0\.1|\/broken/);
      }
    });

    it("answers an API key with its workspace's monitors only, and nothing of the process", async () => {
      const other = await signUpCookie(h().app);
      const elsewhere = await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie: other },
        payload: { type: 'http', name: 'Elsewhere', url: `http://127.0.0.1:${port}/` },
      });
      expect(elsewhere.statusCode).toBe(201);
      const all = await families(`Bearer ${keys.monitors}`);
      const ids = new Set(
        all
          .find((f) => f.name === 'tocsin_monitor_info')!
          .metrics.map((m) => m.labels!['monitor_id']),
      );
      expect(ids).toEqual(new Set([up, down]));
      expect(all.every((f) => f.name.startsWith('tocsin_monitor_'))).toBe(true);
      expect(sampleOf(all, 'tocsin_monitor_up', down)?.[0]?.value).toBe('0');
    });

    it('refuses a scrape without a token, with a wrong one, and with a key limited to incidents', async () => {
      const none = await scrape();
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'unauthenticated' });
      for (const wrong of [
        `Bearer ${METRICS_TOKEN}x`,
        'Bearer tocsin_notakey',
        `Basic ${METRICS_TOKEN}`,
      ]) {
        const res = await scrape(wrong);
        expect(res.statusCode, wrong).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthenticated' });
      }
      const limited = await scrape(`Bearer ${keys.incidents}`);
      expect(limited.statusCode).toBe(403);
      expect(limited.json()).toMatchObject({
        code: 'forbidden',
        message: 'This API key is limited to incidents; it cannot read metrics.',
      });
    });

    it('shows a check that just ended within the documented delay, and a new monitor within the refresh', async () => {
      const other = await signUpCookie(h().app);
      const id = await createMonitor('Flipping', '/', other);
      const upOf = async () =>
        sampleOf(await families(`Bearer ${METRICS_TOKEN}`), 'tocsin_monitor_up', id)?.[0]?.value;
      await until(upOf, (value) => value === '1', {
        timeoutMs: MONITORS_REFRESH_MS + BODY_CACHE_MS + 5_000,
        everyMs: 200,
      });

      // The next check fails: the engine checks a changed monitor at once.
      let failedAt = 0;
      const unwatch = h().services.engine.watchRuns((run, result) => {
        if (run.monitorId === id && result?.status === 'down') failedAt ||= Date.now();
      });
      try {
        const patched = await h().app.inject({
          method: 'PATCH',
          url: `/api/v1/monitors/${id}`,
          headers: { cookie: other },
          payload: { url: `http://127.0.0.1:${port}/broken` },
        });
        expect(patched.statusCode).toBe(200);
        await until(upOf, (value) => value === '0', { timeoutMs: 10_000, everyMs: 50 });
      } finally {
        unwatch();
      }
      expect(failedAt).toBeGreaterThan(0);
      // Answered as the check left it at most BODY_CACHE_MS later (the time a rendering is shared).
      expect(Date.now() - failedAt).toBeLessThan(BODY_CACHE_MS + 500);
    });

    it('shows a pause, a maintenance window and a new name within the refresh, and keeps the latest check', async () => {
      const other = await signUpCookie(h().app);
      const held = await createMonitor('Held', '/', other);
      const moved = await createMonitor('Before the move', '/', other);
      const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
        h().app.inject({ method, url, headers: { cookie: other }, payload });
      const refresh = { timeoutMs: MONITORS_REFRESH_MS + BODY_CACHE_MS + 5_000, everyMs: 200 };
      const value = (all: MetricFamily[], name: string, id: string) =>
        sampleOf(all, name, id)?.[0]?.value;
      await until(
        () => families(`Bearer ${METRICS_TOKEN}`),
        (all) =>
          value(all, 'tocsin_monitor_up', held) === '1' &&
          value(all, 'tocsin_monitor_up', moved) === '1',
        refresh,
      );

      expect((await call('POST', `/api/v1/monitors/${held}/pause`)).statusCode).toBe(200);
      const now = Date.now();
      const window = await call('POST', '/api/v1/maintenance-windows', {
        kind: 'once',
        name: 'Move to the new rack',
        monitorIds: [moved],
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 3_600_000).toISOString(),
      });
      expect(window.statusCode).toBe(201);
      const patched = await call('PATCH', `/api/v1/monitors/${moved}`, { name: 'After the move' });
      expect(patched.statusCode).toBe(200);

      const after = await until(
        () => families(`Bearer ${METRICS_TOKEN}`),
        (all) =>
          sampleOf(all, 'tocsin_monitor_state', held)?.[0]?.labels?.['state'] === 'paused' &&
          value(all, 'tocsin_monitor_maintenance', moved) === '1' &&
          sampleOf(all, 'tocsin_monitor_info', moved)?.[0]?.labels?.['monitor_name'] ===
            'After the move',
        refresh,
      );
      expect(sampleOf(after, 'tocsin_monitor_up', held)).toEqual([]);
      expect(value(after, 'tocsin_monitor_maintenance', held)).toBe('0');
      // Its latest check carried over to the monitors' new labels.
      expect(value(after, 'tocsin_monitor_up', moved)).toBe('1');
      expect(value(after, 'tocsin_monitor_last_check_timestamp_seconds', moved)).toBeDefined();
      expect(value(after, 'tocsin_monitor_uptime_24h_ratio', moved)).toBeDefined();
    });

    it('has a Grafana dashboard whose every query names metrics this endpoint exposes', async () => {
      const exposed = new Set((await families(`Bearer ${METRICS_TOKEN}`)).flatMap(seriesNames));
      const dashboard = JSON.parse(await readFile(dashboardPath, 'utf8')) as {
        panels: { title: string; targets?: { expr: string }[] }[];
      };
      const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
      expect(exprs.length).toBeGreaterThan(5);
      const unknown = exprs.flatMap(selectedNames).filter((name) => !exposed.has(name));
      expect(unknown).toEqual([]);
    });
  },
  { METRICS_TOKEN, ALLOW_PRIVATE_TARGETS: 'true' },
  // Every scrape on the rendering thread, as an instance of 2,000 monitors or more has them.
  { timing: { resultFlushMs: 100, recheckDelayMs: 100, metricsWorkerFrom: 1 } },
);
