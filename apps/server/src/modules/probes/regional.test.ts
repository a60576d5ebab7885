import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitorInput } from '@tocsin/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dropTestKeys,
  httpConfig,
  startTestProbe,
  startTestRunner,
  testPrefix,
  testRedisUrl,
} from '../../test/regions.js';
import { until } from '../../test/wait.js';
import type { Run } from '../scheduler/scheduler.js';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { checkQueueName, livenessKey, queuePrefix, type CheckJobData } from './keys.js';
import type { Probe } from './probe.js';
import type { RegionalRunner } from './regional-runner.js';

const skipped = !testRedisUrl;

/**
 * Probes of three regions on one machine, each connecting from its own loopback address, and a
 * target that answers each region as its test says: a regional network fault is a source address
 * the target refuses.
 */
describe.skipIf(skipped)(
  `checks from several regions (Redis)${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`,
  () => {
    const sources = { eu: '127.0.0.2', us: '127.0.0.3', ap: '127.0.0.4' } as const;
    /** Source addresses the target fails (503). */
    const failing = new Set<string>();
    const seen: string[] = [];
    let target: http.Server;
    let url: string;
    let prefix: string;
    let probes: Probe[] = [];
    let runner: RegionalRunner;
    let due = Date.now();

    beforeAll(async () => {
      target = http.createServer((req, res) => {
        const from = req.socket.remoteAddress!.replace(/^::ffff:/, '');
        seen.push(from);
        res.writeHead(failing.has(from) ? 503 : 200).end();
      });
      await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
      url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
    });
    afterAll(async () => {
      await new Promise((done) => target.close(done));
    });

    async function startRegions(regions: (keyof typeof sources)[]) {
      prefix = testPrefix();
      for (const region of regions)
        probes.push(await startTestProbe(prefix, region, sources[region]));
      runner = await startTestRunner(prefix);
    }
    afterEach(async () => {
      await runner?.close();
      for (const probe of probes) await probe.stop();
      probes = [];
      await dropTestKeys(prefix);
      failing.clear();
      seen.length = 0;
    });

    const monitor = (extra: Partial<MonitorInput> = {}) => ({
      id: crypto.randomUUID(),
      config: httpConfig(url, extra),
    });
    const run = (): Run => {
      due += 10_000;
      return { monitorId: '', dueAt: due, startedAt: Date.now(), kind: 'planned' };
    };

    it('checks from every region, each from its own address, and lists what each saw', async () => {
      await startRegions(['eu', 'us', 'ap']);
      expect(runner.regions().map((r) => [r.name, r.live, r.probes])).toEqual([
        ['ap', true, 1],
        ['eu', true, 1],
        ['us', true, 1],
      ]);
      const result = await runner.run(monitor(), run());
      expect(result?.status).toBe('up');
      expect(seen.sort()).toEqual(['127.0.0.2', '127.0.0.3', '127.0.0.4']);
      expect(result?.regions?.map((r) => [r.region, r.status, r.statusCode])).toEqual([
        ['ap', 'up', 200],
        ['eu', 'up', 200],
        ['us', 'up', 200],
      ]);
    });

    it('marks a failure in one region degraded and a failure in most of them down', async () => {
      await startRegions(['eu', 'us', 'ap']);
      failing.add(sources.eu);
      const regional = await runner.run(monitor(), run());
      expect(regional?.status).toBe('degraded');
      expect(regional?.message).toMatch(/^Failing from eu only \(1 of 3 regions; down takes 2\)/);
      failing.add(sources.us);
      const most = await runner.run(monitor(), run());
      expect(most?.status).toBe('down');
      expect(most?.message).toMatch(/^Down from eu, us \(2 of 3 regions\)/);
      expect(most?.regions?.find((r) => r.region === 'ap')?.status).toBe('up');
      // The monitor's own quorum: "any" takes one region, "all" takes every one.
      expect((await runner.run(monitor({ quorum: 'all' }), run()))?.status).toBe('degraded');
      failing.delete(sources.us);
      expect((await runner.run(monitor({ quorum: 'any' }), run()))?.status).toBe('down');
    });

    it('checks only from the regions a monitor chose', async () => {
      await startRegions(['eu', 'us', 'ap']);
      const result = await runner.run(monitor({ regions: ['us'] }), run());
      expect(result?.regions?.map((r) => r.region)).toEqual(['us']);
      expect(seen).toEqual(['127.0.0.3']);
    });

    it('checks from the remaining regions when every probe of one is gone', async () => {
      await startRegions(['eu', 'us']);
      await probes.shift()!.stop();
      await until(
        () => Promise.resolve(runner.regions().find((r) => r.name === 'eu')?.live),
        (live) => live === false,
      );
      expect(runner.regions().map((r) => [r.name, r.live])).toEqual([
        ['eu', false],
        ['us', true],
      ]);
      // Even a monitor that chose the gone region alone is checked, from the live one.
      const result = await runner.run(monitor({ regions: ['eu'] }), run());
      expect(result?.status).toBe('up');
      expect(result?.regions?.map((r) => r.region)).toEqual(['us']);
    });

    it('takes nothing from a probe that sends something other than results', async () => {
      prefix = testPrefix();
      // A "probe" of region eu that answers garbage: first not even a list, then a bad result.
      const redis = new Redis(testRedisUrl!);
      const now = Number((await redis.time())[0]) * 1000;
      await redis.zadd(livenessKey(prefix, 'eu'), now, 'rogue');
      let reply: unknown = { answers: 'none' };
      const rogue = new Worker(
        checkQueueName('eu'),
        async (job: Job<CheckJobData>) => {
          await job.updateProgress(reply as object);
          reply = {
            answers: job.data.checks.map((c) => ({ key: c.key, result: { status: 'fine' } })),
          };
          return reply;
        },
        { connection: { url: testRedisUrl! }, prefix: queuePrefix(prefix) },
      );
      try {
        runner = await startTestRunner(prefix);
        expect(await runner.run(monitor({ timeoutSeconds: 1 }), run())).toBeNull();
        expect(runner.counts.waiting).toBe(0);
      } finally {
        await rogue.close();
        redis.disconnect();
      }
    });

    it('answers nothing when no region is live, rather than a verdict nobody measured', async () => {
      await startRegions(['eu']);
      await probes.shift()!.stop();
      await until(
        () => Promise.resolve(runner.regions()[0]?.live),
        (live) => live === false,
      );
      expect(await runner.run(monitor(), run())).toBeNull();
      expect(runner.counts.unanswered).toBe(1);
    });
  },
);
