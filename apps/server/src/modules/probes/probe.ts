import { hostname } from 'node:os';
import type { CheckResult } from '@tocsin/contract';
import { Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pLimit from 'p-limit';
import type { ResolveTarget } from '../../lib/network/types.js';
import { runCheck } from '../checks/index.js';
import { LatenessWindow } from '../engine/index.js';
import {
  checkQueueName,
  FORGET_MS,
  LEFT,
  livenessKey,
  redisNow,
  queuePrefix,
  REPORT_MS,
  PROGRESS_MS,
  STALE_MS,
  type CheckAnswers,
  type CheckJobData,
  type CheckOrder,
} from './keys.js';

/** Batches one probe runs at once: new ones keep coming while slow checks hold older ones. */
const BATCHES_AT_ONCE = 64;

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
  /** How often the probe logs what it did (checks, how late they started). */
  reportMs?: number;
  now?: () => number;
}

/**
 * `tocsin probe --region <name>`: takes its region's check jobs (batches of checks) from the
 * queue, runs them with the same checks and SSRF guard as a server, and hands the results back
 * through the job (see runJob). It reports liveness every 2 s. Needs only Redis. A probe killed
 * mid-check stops renewing its job's lock; within `lockMs` another probe of the region takes the
 * job again.
 */
export async function startProbe(options: ProbeOptions) {
  const { redisUrl, prefix, region, log, resolve } = options;
  const id = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const lockMs = options.lockMs ?? 10_000;
  const now = options.now ?? Date.now;
  const redis = new Redis(redisUrl, { connectionName: `tocsin-probe:${region}:liveness` });
  redis.on('error', (err: Error) => log.debug({ err }, 'Redis cannot be reached'));
  let checks = 0;
  const lateness = new LatenessWindow();
  let reported = { checks: 0, at: now() };

  async function report() {
    const key = livenessKey(prefix, region);
    const at = await redisNow(redis);
    await redis.multi().zadd(key, at, id).pexpire(key, FORGET_MS).exec();
  }

  /**
   * Runs a batch's checks at once (at most `concurrency` over all batches), handing over the
   * answers of those finished every 100 ms as the job's progress, and the rest as its return value.
   */
  async function runJob(job: Job<CheckJobData>): Promise<CheckAnswers> {
    let finished: CheckAnswers['answers'] = [];
    const handOver = setInterval(() => {
      if (finished.length === 0) return;
      const answers = finished;
      finished = [];
      job.updateProgress({ answers }).catch((err: unknown) => {
        // Not lost: they go with the return value instead.
        finished.push(...answers);
        log.debug({ err }, 'handing over answers failed');
      });
    }, PROGRESS_MS);
    try {
      await Promise.all(
        job.data.checks.map((order) =>
          limit(async () => {
            finished.push({ key: order.key, result: await runOrder(order) });
          }),
        ),
      );
    } finally {
      clearInterval(handOver);
    }
    return { answers: finished };
  }

  async function runOrder(order: CheckOrder): Promise<CheckResult | null> {
    const startedAt = now();
    if (startedAt - order.dueAt > STALE_MS) return null;
    checks += 1;
    if (order.kind === 'planned') lateness.add(startedAt - order.dueAt, startedAt);
    return runCheck(order.config, { resolve, localAddress: options.sourceAddress });
  }

  const limit = pLimit(options.concurrency);
  const worker = new Worker<CheckJobData, CheckAnswers>(checkQueueName(region), runJob, {
    connection: { url: redisUrl, connectionName: `tocsin-probe:${region}` },
    prefix: queuePrefix(prefix),
    // Batches at once; the checks in them share `concurrency`.
    concurrency: BATCHES_AT_ONCE,
    lockDuration: lockMs,
    stalledInterval: Math.max(1_000, Math.floor(lockMs / 2)),
    maxStalledCount: 1,
    // The server reads the results from the queue's event stream; the job is not kept.
    removeOnComplete: { count: 0 },
    removeOnFail: { count: 0 },
  });
  worker.on('error', (err) => log.debug({ err }, 'the probe lost its queue connection'));
  worker.on('failed', (job, err) => log.warn({ err, jobId: job?.id }, 'a check job failed'));

  await report().catch((err: unknown) => log.warn({ err }, 'reporting liveness failed'));
  const timer = setInterval(() => {
    report().catch((err: unknown) => log.debug({ err }, 'reporting liveness failed'));
  }, REPORT_MS);
  // One line a minute, like the server's 'scheduler' line: how many checks, how late they began.
  const reports = setInterval(() => {
    const at = now();
    log.info(
      { checks: checks - reported.checks, lateness: lateness.summary(reported.at) },
      'probe',
    );
    reported = { checks, at };
  }, options.reportMs ?? 60_000);
  reports.unref();
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
      clearInterval(reports);
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
