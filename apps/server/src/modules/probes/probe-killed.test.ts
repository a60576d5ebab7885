import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropTestKeys,
  httpConfig,
  startTestProbe,
  startTestRunner,
  testPrefix,
  testRedisUrl,
} from '../../test/regions.js';
import { until } from '../../test/wait.js';
import type { Probe } from './probe.js';
import type { RegionalRunner } from './regional-runner.js';

const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
const skipped = !testRedisUrl;

/**
 * A real `tocsin probe` killed with SIGKILL in the middle of a check, as a crashed machine would
 * be: its job's lock runs out, another probe of the region runs it, and the run gets one answer.
 */
describe.skipIf(skipped)(
  `a probe killed mid-check (Redis)${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`,
  () => {
    const prefix = testPrefix();
    const requests: string[] = [];
    let killed: ChildProcess | undefined;
    let survivor: Probe | undefined;
    let runner: RegionalRunner | undefined;
    let target: http.Server | undefined;

    afterAll(async () => {
      killed?.kill('SIGKILL');
      await runner?.close();
      await survivor?.stop();
      await dropTestKeys(prefix);
      target?.closeAllConnections();
      await new Promise((done) => (target ? target.close(done) : done(undefined)));
    });

    it('hands the job to another probe of the region, and the run is answered once', async () => {
      // The probe at 127.0.0.2 gets no answer, and is killed as soon as its request arrives.
      target = http.createServer((req, res) => {
        const from = req.socket.remoteAddress!;
        requests.push(from);
        if (from === '127.0.0.2') killed?.kill('SIGKILL');
        else res.writeHead(200).end('ok');
      });
      await new Promise<void>((done) => target!.listen(0, '127.0.0.1', done));
      const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;

      killed = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=source',
          main,
          'probe',
          '--region',
          'eu',
          '--source',
          '127.0.0.2',
        ],
        {
          env: {
            ...process.env,
            REDIS_URL: testRedisUrl,
            REDIS_PREFIX: prefix,
            ALLOW_PRIVATE_TARGETS: 'true',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      runner = await startTestRunner(prefix);
      await until(
        () => Promise.resolve(runner!.regions()[0]?.live),
        (live) => live === true,
        { timeoutMs: 30_000 },
      );

      const config = httpConfig(url, {
        name: 'Killed mid-check',
        intervalSeconds: 30,
        timeoutSeconds: 10,
      });
      const started = Date.now();
      const answer = runner.run(
        { id: crypto.randomUUID(), config },
        { monitorId: '', dueAt: started, startedAt: started, kind: 'planned' },
      );
      await until(
        () => Promise.resolve(killed!.exitCode ?? killed!.signalCode),
        (ended) => ended === 'SIGKILL',
      );
      // The second probe of the region comes up after the first died.
      survivor = await startTestProbe(prefix, 'eu', '127.0.0.3');
      const result = await answer;
      const tookMs = Date.now() - started;
      expect(result?.status).toBe('up');
      expect(result?.regions).toMatchObject([{ region: 'eu', status: 'up', statusCode: 200 }]);
      expect(requests).toEqual(['127.0.0.2', '127.0.0.3']);
      expect(runner.counts).toMatchObject({ duplicates: 0, unanswered: 0, waiting: 0 });
      // The killed probe's lock lasts 10 s; the job is taken again within 5 s of its end.
      expect(tookMs).toBeLessThan(25_000);
      console.log(
        `probe killed mid-check: the run was answered by another probe after ${tookMs} ms`,
      );
    }, 60_000);
  },
);
