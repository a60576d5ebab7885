import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';
import { startTestProbe, testPrefix, testRedisUrl } from '../../test/regions.js';
import { freePort, realTime, until } from '../../test/wait.js';
import type { Probe } from './probe.js';

// A Redis of its own, so that restarting it disturbs no other test.
const skipped = !testRedisUrl;

/**
 * Redis killed and started again empty, as a crashed Redis without persistence comes back:
 * the server and the probes reconnect by themselves, the probes register again, and every
 * region checks the monitor again within one interval and the probes' report.
 */
describe.skipIf(skipped)(
  `a Redis restart under a cluster (Redis)${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`,
  () => {
    const sources = { eu: '127.0.0.2', us: '127.0.0.3' };
    const seen: { from: string; at: number }[] = [];
    let port: number;
    let redis: ChildProcess;
    let h: Harness;
    let target: http.Server;
    const probes: Probe[] = [];

    const startRedis = () =>
      new Promise<ChildProcess>((resolve, reject) => {
        const child = spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        child.once('error', reject);
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve(child);
        });
      });

    beforeAll(async () => {
      port = await freePort();
      redis = await startRedis();
      const url = `redis://127.0.0.1:${port}`;
      const prefix = testPrefix();
      target = http.createServer((req, res) => {
        seen.push({ from: req.socket.remoteAddress!, at: Date.now() });
        res.writeHead(200).end();
      });
      await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
      for (const [region, source] of Object.entries(sources))
        probes.push(await startTestProbe(prefix, region, source, url));
      h = await createHarness(
        'embedded',
        { REDIS_URL: url, REDIS_PREFIX: prefix, ALLOW_PRIVATE_TARGETS: 'true' },
        { timing: { regionPollMs: 200, recheckDelayMs: 50 } },
      );
      await h.services.start();
    });
    afterAll(async () => {
      await h?.close();
      for (const probe of probes) await probe.stop();
      redis?.kill('SIGKILL');
      await new Promise((done) => target.close(done));
    });

    it('reconnects everything and checks from every region again within one interval', async () => {
      const cookie = await signUpCookie(h.app);
      const created = await h.app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: {
          type: 'http',
          name: 'Shop',
          url: `http://127.0.0.1:${(target.address() as AddressInfo).port}/`,
          intervalSeconds: 10,
          timeoutSeconds: 5,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const fromBoth = (since: number) => {
        const after = seen.filter((s) => s.at >= since);
        return Object.values(sources).every((source) => after.some((s) => s.from === source));
      };
      await until(() => Promise.resolve(fromBoth(0)), Boolean, { timeoutMs: 15_000 });

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      await realTime(3_000, 'Redis, a child process, stays down while the server and probes retry');
      redis = await startRedis();
      const backAt = Date.now();
      await until(() => Promise.resolve(fromBoth(backAt)), Boolean, {
        timeoutMs: 25_000,
        everyMs: 100,
      });
      const resumedMs = Math.max(
        ...Object.values(sources).map(
          (source) => seen.find((s) => s.from === source && s.at >= backAt)!.at - backAt,
        ),
      );
      console.log(
        `Redis restarted empty: every region checked again ${resumedMs} ms after it was back`,
      );
      // One 10 s interval, plus the 2 s in which probes report again.
      expect(resumedMs).toBeLessThanOrEqual(12_000);
      // The server never checked the target itself meanwhile.
      expect(seen.filter((s) => s.from === '127.0.0.1')).toEqual([]);
      const regions = await h.app.inject({
        method: 'GET',
        url: '/api/v1/regions',
        headers: { cookie },
      });
      expect(regions.json()).toMatchObject({
        regions: [
          { name: 'eu', live: true },
          { name: 'us', live: true },
        ],
      });
    }, 60_000);
  },
);
