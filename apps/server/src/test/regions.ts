// Probes and the regional runner as the probe tests use them, on the Redis of TEST_REDIS_URL.
import { monitorInput, type MonitorInput } from '@tocsin/contract';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createTargetResolver } from '../lib/network/target-guard.js';
import { createLocalRunner, type ActiveConfig } from '../modules/engine/runner.js';
import { startProbe } from '../modules/probes/probe.js';
import { createRegionalRunner } from '../modules/probes/regional-runner.js';

export const testRedisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });
const resolve = createTargetResolver({ allowPrivate: true });

/** A key prefix of its own, so that nothing else on the Redis is part of the test. */
export const testPrefix = () => `test-${crypto.randomUUID().slice(0, 8)}:`;

/** An HTTP monitor's config as the API would store it. */
export const httpConfig = (url: string, extra: Partial<MonitorInput> = {}) =>
  monitorInput.parse({
    type: 'http',
    name: 'Regional',
    url,
    intervalSeconds: 10,
    timeoutSeconds: 5,
    ...extra,
  }) as ActiveConfig;

/** A probe of `region` connecting from `sourceAddress`, as the Redis user of `redisUrl`. */
export const startTestProbe = (
  prefix: string,
  region: string,
  sourceAddress?: string,
  redisUrl = testRedisUrl!,
) =>
  startProbe({
    redisUrl,
    prefix,
    region,
    resolve,
    log,
    concurrency: 10,
    sourceAddress,
  });

/** The server's side, reading liveness every 100 ms; started. */
export async function startTestRunner(prefix: string) {
  const runner = createRegionalRunner({
    redisUrl: testRedisUrl!,
    prefix,
    log,
    local: createLocalRunner({ resolve }),
    pollMs: 100,
  });
  await runner.start();
  return runner;
}

/** Deletes every key a test made under its prefix (queues, their event streams, liveness sets). */
export async function dropTestKeys(prefix: string, redisUrl = testRedisUrl!) {
  const redis = new Redis(redisUrl);
  try {
    const stream = redis.scanStream({ match: `${prefix.replace(/:$/, '')}*`, count: 1000 });
    for await (const keys of stream as AsyncIterable<string[]>)
      if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
