import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { incidents, monitors } from '../../db/schema.js';
import { describeEachDatabase, type Harness, signUpCookie } from '../../test/harness.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import { createLocalRunner } from './runner.js';
import { createEngine, type Engine } from './engine.js';
import { recentChecks } from '../results/queries.js';
import { createDatabaseResultSink, type ResultSink } from './result-sink.js';
import { until } from '../../test/wait.js';

let healthy = true;
let target: http.Server;
let port = 0;
beforeAll(async () => {
  target = http.createServer((_req, res) => {
    res.writeHead(healthy ? 200 : 503).end(healthy ? 'ok' : 'maintenance');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => target.close(resolve)));

let sink: ResultSink;
/** While set, the engine's transactions fail, as they do while the database is away. */
let savingFails = false;
/** The errors the engines logged. */
const errors: { msg: string; monitorId?: string }[] = [];

function startEngine(h: Harness) {
  const log = pino(
    { level: 'error' },
    { write: (line: string) => void errors.push(JSON.parse(line) as (typeof errors)[number]) },
  );
  sink = createDatabaseResultSink({ db: h.db, log, intervalMs: 200 });
  const db = new Proxy(h.db, {
    get(target, key, receiver) {
      if (key === 'transaction' && savingFails)
        return () => Promise.reject(new Error('Connection terminated unexpectedly'));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const engine = createEngine({
    db,
    bus: h.bus,
    sink,
    runner: createLocalRunner({ resolve: createTargetResolver({ allowPrivate: true }) }),
    log,
    concurrency: 20,
    alerts: h.services.alerting.planner,
  });
  return engine;
}

describeEachDatabase(
  'monitoring engine',
  (h) => {
    let engine: Engine;
    let cookie = '';
    beforeAll(async () => {
      engine = startEngine(h());
      await engine.start();
      cookie = await signUpCookie(h().app);
    });
    afterAll(() => engine.stop());

    const getMonitor = async (id: string) =>
      (
        await h().app.inject({ method: 'GET', url: `/api/v1/monitors/${id}`, headers: { cookie } })
      ).json();

    /** An HTTP monitor of the local target, checked every 10 s. */
    const createMonitor = async (name: string) => {
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: {
          type: 'http',
          name,
          url: `http://127.0.0.1:${port}/`,
          intervalSeconds: 10,
          timeoutSeconds: 5,
        },
      });
      return created.json<{ id: string }>().id;
    };

    it('checks a new monitor at once, confirms an outage, opens and resolves one incident, across a restart', async () => {
      healthy = true;
      const id = await createMonitor('Shop');
      const up = await until(
        () => getMonitor(id),
        (m) => m.status === 'up' && m.lastResult !== null,
        { timeoutMs: 5_000, everyMs: 100 },
      );
      expect(up.lastResult).toMatchObject({ status: 'up', statusCode: 200 });

      healthy = false;
      const down = await until(
        () => getMonitor(id),
        (m) => m.status === 'down',
        { timeoutMs: 16_000, everyMs: 100 },
      );
      expect(down.lastResult).toMatchObject({
        status: 'down',
        statusCode: 503,
        errorKind: 'http-status',
      });
      const [opened] = await h().db.select().from(incidents).where(eq(incidents.monitorId, id));
      expect(opened).toMatchObject({ status: 'open', causeKind: 'http-status' });
      // Confirmed by the quick re-check, not by the next planned check 10 s later.
      expect(opened!.confirmedAt.getTime() - opened!.startedAt.getTime()).toBeLessThan(3_000);

      // A restarted engine picks the state up from the database: no second incident.
      await engine.stop();
      engine = startEngine(h());
      await engine.start();

      healthy = true;
      await until(
        () => getMonitor(id),
        (m) => m.status === 'up',
        { timeoutMs: 16_000, everyMs: 100 },
      );
      const all = await h().db.select().from(incidents).where(eq(incidents.monitorId, id));
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ status: 'resolved' });
      expect(all[0]!.resolvedAt!.getTime()).toBeGreaterThan(all[0]!.confirmedAt.getTime());

      const [{ seq }] = (await h()
        .db.select({ seq: monitors.seq })
        .from(monitors)
        .where(eq(monitors.id, id))) as [{ seq: number }];
      // up, down, the confirming re-check, up again: each kept, in the database or the open minute.
      const { items } = await recentChecks(h().db, sink.unsaved, seq, { limit: 50 });
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.some((r) => r.status === 'down' && r.statusCode === 503 && r.message)).toBe(
        true,
      );
    }, 60_000);

    it('opens the incident at a later check when the status change could not be saved', async () => {
      healthy = true;
      const id = await createMonitor('Saved later');
      const { seq } = (
        await h().db.select({ seq: monitors.seq }).from(monitors).where(eq(monitors.id, id))
      )[0]!;
      await until(
        () => getMonitor(id),
        (m) => m.status === 'up',
        { timeoutMs: 5_000, everyMs: 100 },
      );

      // Down and confirmed while nothing can be saved: the change is lost for now.
      savingFails = true;
      healthy = false;
      const failing = async () =>
        (await recentChecks(h().db, sink.unsaved, seq, { limit: 10 })).items.filter(
          (c) => c.status === 'down',
        ).length;
      await until(failing, (n) => n >= 2, { timeoutMs: 16_000, everyMs: 100 });
      // The engine tried to save the confirmed change, and could not.
      await until(
        () =>
          Promise.resolve(
            errors.some((e) => e.monitorId === id && e.msg.startsWith('saving a status change')),
          ),
        Boolean,
        { timeoutMs: 5_000, everyMs: 20 },
      );
      expect((await getMonitor(id)).status).toBe('up');

      // Saving works again: the next check makes the change, and the incident opens.
      savingFails = false;
      await until(
        () => getMonitor(id),
        (m) => m.status === 'down',
        { timeoutMs: 16_000, everyMs: 100 },
      );
      const opened = await h().db.select().from(incidents).where(eq(incidents.monitorId, id));
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatchObject({ status: 'open', causeKind: 'http-status' });
      healthy = true;
    }, 60_000);

    it('marks a heartbeat monitor down when pings stop and up again on the next ping', async () => {
      const evaluated = new Set<string>();
      const unwatch = engine.watchRuns((run) => evaluated.add(run.monitorId));
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: {
          type: 'heartbeat',
          name: 'Backup',
          periodSeconds: 10,
          graceSeconds: 0,
          confirmations: 1,
        },
      });
      const { id, pushUrl } = created.json<{ id: string; pushUrl: string }>();
      // Until the first ping or the first period's end, it waits: not up, nothing measured.
      await until(() => Promise.resolve(evaluated.has(id)), Boolean, {
        timeoutMs: 5_000,
        everyMs: 20,
      });
      unwatch();
      expect(await getMonitor(id)).toMatchObject({
        status: 'pending',
        lastResult: null,
        lastPingAt: null,
      });
      const down = await until(
        () => getMonitor(id),
        (m) => m.status === 'down',
        { timeoutMs: 25_000, everyMs: 100 },
      );
      expect(down.lastResult.errorKind).toBe('heartbeat-missed');
      await h().app.inject({ method: 'POST', url: new URL(pushUrl).pathname });
      const up = await until(
        () => getMonitor(id),
        (m) => m.status === 'up',
        { timeoutMs: 5_000, everyMs: 100 },
      );
      expect(Date.now() - Date.parse(up.lastPingAt)).toBeLessThan(10_000);
    }, 60_000);

    it('stops checking a paused monitor and forgets a deleted one', async () => {
      const created = await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: {
          type: 'http',
          name: 'Paused',
          url: `http://127.0.0.1:${port}/`,
          intervalSeconds: 10,
        },
      });
      const id = created.json().id as string;
      await until(
        () => getMonitor(id),
        (m) => m.status === 'up',
        { timeoutMs: 5_000, everyMs: 100 },
      );
      const watching = engine.watching;
      await h().app.inject({
        method: 'POST',
        url: `/api/v1/monitors/${id}/pause`,
        headers: { cookie },
      });
      await until(
        () => Promise.resolve(engine.watching),
        (n) => n === watching - 1,
        { timeoutMs: 2_000, everyMs: 100 },
      );
      await h().app.inject({
        method: 'POST',
        url: `/api/v1/monitors/${id}/resume`,
        headers: { cookie },
      });
      await until(
        () => Promise.resolve(engine.watching),
        (n) => n === watching,
        { timeoutMs: 2_000, everyMs: 100 },
      );
      await h().app.inject({
        method: 'DELETE',
        url: `/api/v1/monitors/${id}`,
        headers: { cookie },
      });
      await until(
        () => Promise.resolve(engine.watching),
        (n) => n === watching - 1,
        { timeoutMs: 2_000, everyMs: 100 },
      );
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
);
