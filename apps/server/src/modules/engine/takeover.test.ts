import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverGroup } from '../../test/server-process.js';
import { signUpOverHttp } from '../../test/users.js';
import { until } from '../../test/wait.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const INTERVAL_MS = 10_000;
const MONITORS = 6;
/** This run's own keys: probes registered on the same Redis by anything else are not its own. */
const redisPrefix = `test-${crypto.randomUUID().slice(0, 8)}:`;

/**
 * Two real `tocsin serve` processes on one PostgreSQL database; the one that checks is killed
 * with SIGKILL, as a crashed machine would be. The other takes the lease over and goes on with
 * the same plan: no monitor misses more than one planned run, and none is checked twice.
 */
describe.skipIf(skipped)(
  `a server killed while it schedules the checks${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let target: http.Server;
    const hits = new Map<string, number[]>();
    const group = serverGroup(
      'tocsin_takeover',
      process.env.TEST_REDIS_URL
        ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: redisPrefix }
        : {},
    );

    beforeAll(async () => {
      target = http.createServer((req, res) => {
        hits.set(req.url!, [...(hits.get(req.url!) ?? []), Date.now()]);
        res.writeHead(200).end('ok');
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await group.close();
      await new Promise((resolve) => target.close(resolve));
    });

    it('is replaced within one interval, and every monitor goes on with its plan', async () => {
      const first = await group.start();
      await until(
        () => Promise.resolve(first.scheduling),
        (at) => at !== null,
      );
      const second = await group.start();
      expect(second.scheduling).toBeNull();

      const origin = first.base.replace('127.0.0.1', 'localhost');
      const { cookie } = await signUpOverHttp(first.base, origin);
      const port = (target.address() as AddressInfo).port;
      for (let i = 1; i <= MONITORS; i += 1) {
        const res = await fetch(`${first.base}/api/v1/monitors`, {
          method: 'POST',
          headers: { cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'http',
            name: `Shop ${i}`,
            url: `http://127.0.0.1:${port}/m${i}`,
            intervalSeconds: INTERVAL_MS / 1000,
            timeoutSeconds: 5,
          }),
        });
        expect(res.status).toBe(201);
      }
      // Each is checked at once (a new monitor), then on its plan.
      await until(
        () => Promise.resolve([...hits.values()].filter((h) => h.length >= 2).length),
        (n) => n === MONITORS,
        { timeoutMs: 2 * INTERVAL_MS + 5_000, everyMs: 100 },
      );

      const killedAt = Date.now();
      first.proc.kill('SIGKILL');
      await until(
        () => Promise.resolve([...hits.values()].filter((h) => h.at(-1)! > killedAt).length),
        (n) => n === MONITORS,
        { timeoutMs: 3 * INTERVAL_MS, everyMs: 100 },
      );
      expect(second.scheduling).not.toBeNull();
      const takeoverMs = second.scheduling! - killedAt;
      // A 6 s lease, tried every 2 s.
      expect(takeoverMs).toBeLessThanOrEqual(8_500);

      for (const [url, times] of hits) {
        // The first check of a new monitor comes at once; the plan's runs follow it.
        const planned = times.slice(1);
        const gaps = planned.slice(1).map((t, i) => t - planned[i]!);
        // Never checked twice for one slot, by one server or by two.
        expect(Math.min(...gaps), url).toBeGreaterThan(INTERVAL_MS / 2);
        // At most one planned run missed across the takeover.
        const missed = gaps.map((gap) => Math.round(gap / INTERVAL_MS) - 1);
        expect(Math.max(...missed), url).toBeLessThanOrEqual(1);
      }
      const missedRuns = [...hits.values()]
        .map((times) => {
          const planned = times.slice(1);
          return planned
            .slice(1)
            .reduce((n, t, i) => n + Math.round((t - planned[i]!) / INTERVAL_MS) - 1, 0);
        })
        .reduce((a, b) => a + b, 0);
      console.log(
        `takeover: ${takeoverMs} ms from SIGKILL to the next server scheduling; ` +
          `${missedRuns} planned runs missed over ${MONITORS} monitors at ${INTERVAL_MS / 1000} s`,
      );
    }, 120_000);
  },
);
