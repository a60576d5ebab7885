import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { createScratchDatabase, runAsAdmin } from '../../test/scratch-database.js';
import { serverReady, spawnServer } from '../../test/server-process.js';
import { signUpOverHttp } from '../../test/users.js';
import { realTime, until, within } from '../../test/wait.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const OUTAGE_MS = 30_000;

/**
 * A real `tocsin serve` whose PostgreSQL refuses every connection for 30 seconds, as a restart or
 * a failover does, while the site it watches goes down. The process stays up, what it checked
 * before it stopped is written once the database is back, and the outage is alerted once.
 */
describe.skipIf(skipped)(
  `a server whose database is away for 30 s${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let dataDir: string;
    let target: http.Server;
    let receiver: Receiver;
    let child: ChildProcess | undefined;
    let healthy = true;
    const hits: number[] = [];
    const logLines: string[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(
        postgresUrl!,
        'tocsin_outage',
        inject('postgresTemplate'),
      );
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-outage-'));
      target = http.createServer((_req, res) => {
        hits.push(Date.now());
        res.writeHead(healthy ? 200 : 503).end(healthy ? 'ok' : 'down');
      });
      await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
      receiver = await startReceiver();
    });
    afterAll(async () => {
      child?.kill('SIGKILL');
      await runAsAdmin(postgresUrl!, `alter database ${dbName()} allow_connections true`).catch(
        () => undefined,
      );
      await receiver?.close();
      await new Promise((resolve) => target.close(resolve));
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const dbName = () => new URL(scratch.url).pathname.slice(1);

    it('stays up, writes what it held, and alerts the outage once the database is back', async () => {
      const { proc, base } = await spawnServer({
        env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
        onLine: (line) => logLines.push(line),
      });
      child = proc;
      await serverReady(base);
      const origin = base.replace('127.0.0.1', 'localhost');
      const { cookie } = await signUpOverHttp(base, origin);
      const call = async (method: string, url: string, body?: unknown) => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { cookie, origin, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
      };
      const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
      const channel = await call('POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Hook',
        config: { url: `${receiver.url}/hook` },
      });
      expect(channel.status).toBe(201);
      const monitor = await call('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Shop',
        url: targetUrl,
        intervalSeconds: 10,
        timeoutSeconds: 5,
      });
      expect(monitor.status).toBe(201);
      const id = String(monitor.json.id);
      const rules = await call('PUT', `/api/v1/monitors/${id}/alerts`, {
        channelIds: [channel.json.id],
        notifyMembers: false,
        events: { down: true, recovery: true, degraded: false, certificateDays: null },
        reminderMinutes: null,
        escalation: null,
      });
      expect(rules.status).toBe(200);
      await until(
        () => Promise.resolve(hits.length),
        (n) => n >= 2,
        { timeoutMs: 25_000, everyMs: 100 },
      );

      // The database goes away and, at the same moment, the site.
      const awayAt = Date.now();
      await runAsAdmin(postgresUrl!, `alter database ${dbName()} allow_connections false`);
      await runAsAdmin(
        postgresUrl!,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName()}'`,
      );
      healthy = false;
      await realTime(
        OUTAGE_MS,
        'the database stays away while the server, a child process, checks on',
      );
      expect(proc.exitCode).toBeNull();
      const backAt = Date.now();
      await runAsAdmin(postgresUrl!, `alter database ${dbName()} allow_connections true`);

      const hooks = () => receiver.requests.filter((r) => r.path === '/hook');
      await until(
        () => Promise.resolve(hooks().length),
        (n) => n >= 1,
        { timeoutMs: 45_000, everyMs: 100 },
      );
      const alertedAt = Date.now();
      expect((hooks()[0]!.json() as { type: string }).type).toBe('monitor.down');
      const incidents = await call('GET', `/api/v1/incidents?monitorId=${id}`);
      expect(incidents.json.items).toHaveLength(1);

      // Every check the site saw before the database came back is stored, none lost.
      const seen = hits.filter((t) => t < backAt);
      const stored = await until(
        () => call('GET', `/api/v1/monitors/${id}/results?limit=500`),
        (r) =>
          (r.json.items as { checkedAt: string }[]).filter((c) => Date.parse(c.checkedAt) < backAt)
            .length >= seen.length,
        { timeoutMs: 90_000, everyMs: 1_000 },
      );
      const storedBefore = (stored.json.items as { checkedAt: string }[]).filter(
        (c) => Date.parse(c.checkedAt) < backAt,
      );
      expect(storedBefore).toHaveLength(seen.length);
      const status = await call('GET', '/api/v1/status');
      expect((status.json.checks as { droppedResults: number }).droppedResults).toBe(0);

      // One alert for the outage, and the process never restarted.
      await realTime(2_000, 'the server, a child process, checks on and sends no second alert');
      expect(hooks()).toHaveLength(1);
      expect(proc.exitCode).toBeNull();
      // And it still stops cleanly when asked.
      const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
      const stopAt = Date.now();
      proc.kill('SIGTERM');
      const code = await within(exited, 15_000, 'still running');
      // What the process said on its way out is in the failure's own message, where a long
      // run's output still shows it.
      expect(code, `the server's last lines:\n${logLines.slice(-40).join('\n')}`).toBe(0);
      child = undefined;
      const stopMs = Date.now() - stopAt;
      const duringOutage = hits.filter((t) => t >= awayAt && t < backAt).length;
      console.log(
        `database away ${OUTAGE_MS / 1000} s: ${duringOutage} checks made while it was away, ` +
          `all ${seen.length} checks stored after it came back; alert ${((alertedAt - backAt) / 1000).toFixed(1)} s after it was back; stopped ${stopMs} ms after SIGTERM`,
      );
    }, 180_000);
  },
);
