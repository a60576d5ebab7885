import { hostname } from 'node:os';
import type { CheckResult } from '@tocsin/contract';
import { Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ResolveTarget } from '../../lib/network/types.js';
import { runCheck } from '../checks/run-check.js';
import {
  checkQueueName,
  FORGET_MS,
  LEFT,
  livenessKey,
  queuePrefix,
  REPORT_MS,
  STALE_MS,
  type CheckJobData,
} from './keys.js';

export interface ProbeOptions {
  redisUrl: string;
  prefix: string;
  region: string;
  resolve: ResolveTarget;
  log: FastifyBaseLogger;
  /** Checks run at once at most. */
  concurrency: number;
  /** The local address checks connect from. */
  sourceAddress?: string;
  /** How long a job stays locked to a probe that stopped renewing it (one that was killed). */
  lockMs?: number;
  now?: () => number;
}

/**
 * Redis's clock, so that probes and servers on different machines agree on when a probe last
 * reported.
 */
export async function redisNow(redis: Redis): Promise<number> {
  const [seconds, micros] = await redis.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}

/**
 * `tocsin probe --region <name>`: takes its region's check jobs from the queue, runs them with
 * the same checks and SSRF guard as a server, and hands each result back as the job's return
 * value. It reports liveness every 2 s. Needs only Redis. A probe killed mid-check stops
 * renewing its job's lock; within `lockMs` another probe of the region takes the job again.
 */
export async function startProbe(options: ProbeOptions) {
  const { redisUrl, prefix, region, log, resolve } = options;
  const id = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const lockMs = options.lockMs ?? 10_000;
  const now = options.now ?? Date.now;
  const redis = new Redis(redisUrl, { connectionName: `tocsin-probe:${region}:liveness` });
  redis.on('error', (err: Error) => log.debug({ err }, 'Redis cannot be reached'));
  let checks = 0;

  async function report() {
    const key = livenessKey(prefix, region);
    const at = await redisNow(redis);
    await redis.multi().zadd(key, at, id).pexpire(key, FORGET_MS).exec();
  }

  async function runJob(job: Job<CheckJobData>): Promise<CheckResult | null> {
    if (now() - job.data.dueAt > STALE_MS) return null;
    checks += 1;
    return runCheck(job.data.config, { resolve, localAddress: options.sourceAddress });
  }

  const worker = new Worker<CheckJobData, CheckResult | null>(checkQueueName(region), runJob, {
    connection: { url: redisUrl, connectionName: `tocsin-probe:${region}` },
    prefix: queuePrefix(prefix),
    concurrency: options.concurrency,
    lockDuration: lockMs,
    stalledInterval: Math.max(1_000, Math.floor(lockMs / 2)),
    maxStalledCount: 1,
    // The server reads the result from the queue's event stream; the job is not kept.
    removeOnComplete: { count: 0 },
    removeOnFail: { count: 0 },
  });
  worker.on('error', (err) => log.debug({ err }, 'the probe lost its queue connection'));
  worker.on('failed', (job, err) => log.warn({ err, jobId: job?.id }, 'a check job failed'));

  await report().catch((err: unknown) => log.warn({ err }, 'reporting liveness failed'));
  const timer = setInterval(() => {
    report().catch((err: unknown) => log.debug({ err }, 'reporting liveness failed'));
  }, REPORT_MS);
  await worker.waitUntilReady();
  log.info({ region, probe: id, source: options.sourceAddress ?? null }, 'probe started');

  return {
    id,
    get checks() {
      return checks;
    },
    /** Finishes the checks in flight, stops reporting and tells the region it left. */
    async stop() {
      clearInterval(timer);
      await worker.close();
      const key = livenessKey(prefix, region);
      await redisNow(redis)
        .then((at) => redis.multi().zrem(key, id).zadd(key, at, `${LEFT}${id}`).exec())
        .catch(() => undefined);
      redis.disconnect();
    },
  };
}

export type Probe = Awaited<ReturnType<typeof startProbe>>;
