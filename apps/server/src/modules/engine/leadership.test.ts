import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';
import { later, realTime, until } from '../../test/wait.js';
import { createLeadership, type LeadershipOptions } from './leadership.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const log = pino({ level: 'silent' });

/**
 * A database whose connection the test can cut, as a network partition would, or slow down, as
 * an overloaded server would.
 */
function cuttable(db: Db) {
  const state = { cut: false, delayMs: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute' && state.cut) return () => Promise.reject(new Error('connection lost'));
      if (key === 'execute' && state.delayMs > 0)
        return async (query: Parameters<Db['execute']>[0]) => {
          await new Promise<void>((answer) => later(state.delayMs, answer));
          return target.execute(query);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { db: proxy, state };
}

/** Who worked when: each process's spans of holding the lease. */
function timeline() {
  const spans: { who: string; from: number; to: number | null }[] = [];
  const worker = (who: string): Pick<LeadershipOptions, 'onGain' | 'onLose'> => ({
    onGain: () => {
      spans.push({ who, from: Date.now(), to: null });
      return Promise.resolve();
    },
    onLose: () => {
      spans.findLast((s) => s.who === who && s.to === null)!.to = Date.now();
      return Promise.resolve();
    },
  });
  const working = () => spans.filter((s) => s.to === null).map((s) => s.who);
  return { spans, worker, working };
}

describe.skipIf(skipped)(
  `the scheduling lease${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness('postgres');
    });
    afterAll(() => h?.close());

    const timing = { ttlMs: 800, renewMs: 200 };

    it('lets one process work at a time, and another take over when it stops', async () => {
      const { spans, worker, working } = timeline();
      const lease = { db: h.db, log, name: 'handover', ...timing };
      const a = createLeadership({ ...lease, holder: 'a', ...worker('a') });
      const b = createLeadership({ ...lease, holder: 'b', ...worker('b') });
      await a.start();
      await b.start();
      await realTime(600, "the database's clock decides the lease: b waits through three tries");
      expect(working()).toEqual(['a']);
      expect([a.leading, b.leading]).toEqual([true, false]);

      // A stopping server gives the lease up: the other takes it at its next try.
      const stoppedAt = Date.now();
      await a.stop();
      await until(
        () => Promise.resolve(working()),
        (w) => w.length === 1 && w[0] === 'b',
      );
      expect(spans.at(-1)!.from - stoppedAt).toBeLessThan(timing.renewMs + 300);
      await b.stop();
      expect(working()).toEqual([]);
    });

    it('stops the work of a process cut off from the database before another starts it', async () => {
      const { spans, worker, working } = timeline();
      const cut = cuttable(h.db);
      const lease = { log, name: 'partition', ...timing };
      const a = createLeadership({ ...lease, db: cut.db, holder: 'a', ...worker('a') });
      const b = createLeadership({ ...lease, db: h.db, holder: 'b', ...worker('b') });
      await a.start();
      await b.start();
      expect(working()).toEqual(['a']);

      // The first holder can no longer renew (it is not dead: it would go on working).
      cut.state.cut = true;
      await until(
        () => Promise.resolve(working()),
        (w) => w.length === 1 && w[0] === 'b',
        { timeoutMs: 5_000 },
      );
      const [first, second] = spans;
      expect(first!.who).toBe('a');
      expect(first!.to).not.toBeNull();
      // Never two at once: the cut-off holder stopped before the lease could pass on.
      expect(first!.to!).toBeLessThan(second!.from);
      expect(second!.from - first!.to!).toBeLessThan(timing.ttlMs + timing.renewMs + 300);

      // Back on the network, it finds the lease taken and stays idle.
      cut.state.cut = false;
      await realTime(3 * timing.renewMs, 'the database keeps the lease with b over three renewals');
      expect(working()).toEqual(['b']);
      await a.stop();
      await b.stop();
    });

    it('does not trust a renewal that comes back after its lease could have passed on', async () => {
      const { spans, worker, working } = timeline();
      const slow = cuttable(h.db);
      const lease = { log, name: 'slow', ...timing };
      const a = createLeadership({ ...lease, db: slow.db, holder: 'a', ...worker('a') });
      const b = createLeadership({ ...lease, db: h.db, holder: 'b', ...worker('b') });
      await a.start();
      await b.start();
      expect(working()).toEqual(['a']);

      // Every answer now takes longer than the lease lasts.
      slow.state.delayMs = timing.ttlMs + 200;
      await until(
        () => Promise.resolve(working()),
        (w) => w.length === 1 && w[0] === 'b',
        { timeoutMs: 5_000 },
      );
      await realTime(2 * timing.ttlMs, "a's late answers outlast two of the database's leases");
      // A stopped before B started, and never worked again on a late answer.
      expect(spans.filter((s) => s.who === 'a')).toHaveLength(1);
      expect(spans[0]!.to!).toBeLessThan(spans[1]!.from);
      expect(working()).toEqual(['b']);
      slow.state.delayMs = 0;
      await a.stop();
      await b.stop();
    });
  },
);

describe.skipIf(skipped)(
  `checks when two servers share one PostgreSQL${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let a: Harness;
    let b: Harness;
    let target: http.Server;
    let hits: number[] = [];
    beforeAll(async () => {
      target = http.createServer((_req, res) => {
        hits.push(Date.now());
        res.writeHead(200).end('ok');
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
      const shared = { ALLOW_PRIVATE_TARGETS: 'true', AUTH_SECRET: 's'.repeat(40) };
      const edges = { timing: { leaseTtlMs: 1_500, leaseRenewMs: 300 } };
      a = await createHarness('postgres', shared, edges);
      b = await createHarness('postgres', { ...shared, DATABASE_URL: a.config.databaseUrl }, edges);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await new Promise((resolve) => target.close(resolve));
    });

    it('checks each monitor from one of them, and from the other once the first stops', async () => {
      const cookie = await signUpCookie(a.app);
      const port = (target.address() as AddressInfo).port;
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: {
          type: 'http',
          name: 'Shared shop',
          url: `http://127.0.0.1:${port}/health`,
          intervalSeconds: 10,
          timeoutSeconds: 5,
        },
      });
      expect(created.statusCode, created.body).toBe(201);

      await a.services.start();
      await b.services.start();
      expect([a.services.leadership!.leading, b.services.leadership!.leading]).toEqual([
        true,
        false,
      ]);
      // The first check is planned within one 10 s interval; one server makes it, not two.
      await until(
        () => Promise.resolve(hits.length),
        (n) => n >= 1,
        { timeoutMs: 12_000 },
      );
      await realTime(500, 'b, refused the lease by the database, checks nothing meanwhile');
      expect(hits).toHaveLength(1);
      expect(b.services.engine.checksRun).toBe(0);

      // The first server stops: the second takes the lease and the next planned check.
      hits = [];
      await a.services.stop();
      await until(
        () => Promise.resolve(b.services.leadership!.leading),
        (leading) => leading,
        { timeoutMs: 5_000 },
      );
      await until(
        () => Promise.resolve(hits.length),
        (n) => n >= 1,
        { timeoutMs: 12_000 },
      );
      expect(b.services.engine.checksRun).toBeGreaterThanOrEqual(1);
    }, 40_000);
  },
);
