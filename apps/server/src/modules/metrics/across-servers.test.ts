import http from 'node:http';
import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverGroup, type GroupServer } from '../../test/server-process.js';
import { signUpOverHttp } from '../../test/users.js';
import { until } from '../../test/wait.js';
import { BODY_CACHE_MS, MONITORS_REFRESH_MS } from './service.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const INTERVAL_MS = 10_000;
const TOKEN = 'across-servers-metrics-token-0123456789';
/** A check stored by one server shows on another's scrape within this long. */
const SHOWN_WITHIN_MS = INTERVAL_MS + MONITORS_REFRESH_MS + BODY_CACHE_MS + 5_000;

/**
 * Two real `tocsin serve` processes on one PostgreSQL database: the one that does not check is
 * scraped. It answers each monitor as the other stored it, follows its later checks, and once
 * the checking server is killed and it takes the checks over, its own.
 */
describe.skipIf(skipped)(
  `/metrics of a server that does not check${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let target: http.Server;
    let failing = false;
    const group = serverGroup('tocsin_metrics_across', { METRICS_TOKEN: TOKEN });

    beforeAll(async () => {
      target = http.createServer((_req, res) => res.writeHead(failing ? 503 : 200).end('ok'));
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await group.close();
      await new Promise((resolve) => target.close(resolve));
    });

    /** The monitor's state label and last check time (epoch s) as `server` answers them. */
    async function seenBy(server: GroupServer, monitorId: string) {
      const res = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(200);
      const all = parsePrometheusTextFormat(await res.text());
      const of = (name: string) =>
        all
          .find((f) => f.name === name)
          ?.metrics.find((m) => m.labels?.['monitor_id'] === monitorId);
      return {
        state: of('tocsin_monitor_state')?.labels?.['state'],
        checkedAt: Number(of('tocsin_monitor_last_check_timestamp_seconds')?.value ?? 0),
        total: Number(
          all
            .find((f) => f.name === 'tocsin_monitor_response_time_seconds')
            ?.metrics.find(
              (m) => m.labels?.['monitor_id'] === monitorId && m.labels['phase'] === 'total',
            )?.value ?? NaN,
        ),
      };
    }

    it('answers what the checking server stored, and its own checks once it takes over', async () => {
      const checking = await group.start();
      await until(
        () => Promise.resolve(checking.scheduling),
        (at) => at !== null,
      );
      const scraped = await group.start();
      expect(scraped.scheduling).toBeNull();

      const origin = checking.base.replace('127.0.0.1', 'localhost');
      const { cookie } = await signUpOverHttp(checking.base, origin);
      const port = (target.address() as AddressInfo).port;
      const created = await fetch(`${checking.base}/api/v1/monitors`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'http',
          name: 'Shop',
          url: `http://127.0.0.1:${port}/`,
          intervalSeconds: INTERVAL_MS / 1000,
          timeoutSeconds: 5,
          confirmations: 1,
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };

      // Stored by the checking server, read by the scraped one: state, time and phases.
      const first = await until(
        () => seenBy(scraped, id),
        (seen) => seen.state === 'up' && seen.checkedAt > 0,
        { timeoutMs: SHOWN_WITHIN_MS, everyMs: 500 },
      );
      expect(first.total).toBeGreaterThanOrEqual(0);
      expect(first.total).toBeLessThan(5);

      // A later check the other server stored: a failure, then the state it leads to.
      failing = true;
      const failed = await until(
        () => seenBy(scraped, id),
        (seen) => seen.state === 'down',
        { timeoutMs: SHOWN_WITHIN_MS, everyMs: 500 },
      );
      expect(failed.checkedAt).toBeGreaterThan(first.checkedAt);

      // The scraped server takes the checks over: its own checks show, the target back up.
      failing = false;
      const killedAt = Date.now();
      checking.proc.kill('SIGKILL');
      await until(
        () => Promise.resolve(scraped.scheduling),
        (at) => at !== null,
        { timeoutMs: 15_000, everyMs: 200 },
      );
      const own = await until(
        () => seenBy(scraped, id),
        (seen) => seen.state === 'up' && seen.checkedAt * 1000 > killedAt,
        { timeoutMs: SHOWN_WITHIN_MS, everyMs: 500 },
      );
      expect(own.checkedAt).toBeGreaterThan(failed.checkedAt);
    }, 120_000);
  },
);
