import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropTestKeys,
  httpConfig,
  startTestProbe,
  startTestRunner,
  testPrefix,
  testRedisUrl,
} from '../../test/regions.js';
import { probeAclRules } from './keys.js';
import type { Probe } from './probe.js';
import type { RegionalRunner } from './regional-runner.js';

const skipped = !testRedisUrl;

/**
 * A probe needs no database and only its own region's keys in Redis: the ACL rules the scaling
 * guide gives are applied to a real Redis user, a probe runs with it, and that user is refused
 * everything else.
 */
describe.skipIf(skipped)(
  `a probe with a Redis user limited to its region (Redis)${skipped ? ' [skipped: TEST_REDIS_URL is not set]' : ''}`,
  () => {
    const prefix = testPrefix();
    const user = `probe-eu-${crypto.randomUUID().slice(0, 8)}`;
    const password = crypto.randomUUID();
    const admin = new Redis(testRedisUrl!);
    let probe: Probe | undefined;
    let runner: RegionalRunner | undefined;
    let target: http.Server | undefined;

    afterAll(async () => {
      await runner?.close();
      await probe?.stop();
      await admin.call('ACL', 'DELUSER', user);
      await dropTestKeys(prefix);
      admin.disconnect();
      await new Promise((done) => (target ? target.close(done) : done(undefined)));
    });

    it('checks with nothing but its region, and is refused the rest', async () => {
      await admin.call(
        'ACL',
        'SETUSER',
        user,
        'on',
        `>${password}`,
        ...probeAclRules(prefix, 'eu'),
      );
      const url = new URL(testRedisUrl!);
      url.username = user;
      url.password = password;
      target = http.createServer((_req, res) => res.writeHead(200).end());
      await new Promise<void>((done) => target!.listen(0, '127.0.0.1', done));
      probe = await startTestProbe(prefix, 'eu', undefined, url.href);
      runner = await startTestRunner(prefix);
      const port = (target.address() as AddressInfo).port;
      const at = Date.now();
      const result = await runner.run(
        { id: crypto.randomUUID(), config: httpConfig(`http://127.0.0.1:${port}/`) },
        { monitorId: '', dueAt: at, startedAt: at, kind: 'planned' },
      );
      expect(result?.regions).toMatchObject([{ region: 'eu', status: 'up', statusCode: 200 }]);

      const limited = new Redis(url.href);
      try {
        const refused = (command: Promise<unknown>) =>
          command.then(
            () => 'allowed',
            (err: Error) => err.message.split(' ')[0],
          );
        const q = prefix.replace(/:$/, '');
        expect(await refused(limited.get(`${q}:checks-us:meta`))).toBe('NOPERM');
        expect(await refused(limited.set(`${q}:checks-eux:x`, '1'))).toBe('NOPERM');
        expect(await refused(limited.get(`${prefix}sessions`))).toBe('NOPERM');
        expect(await refused(limited.publish(`${prefix}events`, '{}'))).toBe('NOPERM');
        expect(await refused(limited.keys('*'))).toBe('NOPERM');
        expect(await refused(limited.flushall())).toBe('NOPERM');
        expect(await refused(limited.exists(`${q}:checks-eu:meta`))).toBe('allowed');
      } finally {
        limited.disconnect();
      }
    }, 30_000);
  },
);
