import type { CheckResult } from '@tocsin/contract';
import type { Redis } from 'ioredis';
import type { ActiveConfig } from '../engine/index.js';

/**
 * Where a region's work lives in Redis. Everything of region `eu` is under
 * `<prefix>checks-eu:`: BullMQ's queue of its check jobs and the sorted set its probes report
 * liveness to. A probe's Redis user can be limited to that one pattern.
 */
export const checkQueueName = (region: string) => `checks-${region}`;

/** BullMQ's prefix option: Tocsin's key prefix without its trailing colon. */
export const queuePrefix = (prefix: string) => prefix.replace(/:$/, '');

export const livenessKey = (prefix: string, region: string) =>
  `${queuePrefix(prefix)}:${checkQueueName(region)}:probes`;

/**
 * The Redis ACL rules of a probe's user (`ACL SETUSER <user> on ><password> <rules>`): the keys
 * of its region's queue and liveness set, the commands BullMQ and the liveness report run, no
 * channel, nothing else. The scaling guide prints them; a test applies them to a real Redis.
 */
export const probeAclRules = (prefix: string, region: string) => [
  'resetkeys',
  `~${queuePrefix(prefix)}:${checkQueueName(region)}:*`,
  'resetchannels',
  '-@all',
  '+@read',
  '+@write',
  '+@scripting',
  '+@transaction',
  '+@connection',
  '+time',
  '-@dangerous',
  // BullMQ reads the server's version once.
  '+info',
];

/** Matches every region's liveness key; the region is the first group. */
export const livenessPattern = (prefix: string) => `${queuePrefix(prefix)}:checks-*:probes`;
export const regionOfLivenessKey = (prefix: string, key: string) =>
  key.slice(`${queuePrefix(prefix)}:checks-`.length, -':probes'.length);

/**
 * A region's liveness set holds each probe's last report; a probe that stops replaces its entry
 * with `left:<probe>` at the time it left, so the region is known gone at once, not 10 s later.
 */
export const LEFT = 'left:';

/** A probe reports this often; a region is live while one reported within LIVE_MS. */
export const REPORT_MS = 2_000;
export const LIVE_MS = 10_000;
/** A region none of whose probes reported for a day is forgotten. */
export const FORGET_MS = 86_400_000;

/** A check due this long ago is no longer worth running (a region that was down). */
export const STALE_MS = 60_000;

/**
 * Checks due within this window of each other go to a region as one job: BullMQ's cost is per
 * job (its commands, locks and events), so one job per check would cost more than the check.
 */
export const BATCH_MS = 100;
export const BATCH_MAX = 500;
/** A probe hands over the answers of a batch's finished checks this often while it runs. */
export const PROGRESS_MS = 100;

/** One check of a batch: which run of which monitor, keyed for its answer. */
export interface CheckOrder {
  /** `<monitor id>_<due time>_<kind>`: one run, whichever probe answers and however often. */
  key: string;
  monitorId: string;
  config: ActiveConfig;
  dueAt: number;
  kind: 'planned' | 'recheck';
}

/** A job: the checks a region's probe is to run, those due within one short window. */
export interface CheckJobData {
  checks: CheckOrder[];
}

/** What a probe hands back, as the job's progress while it runs and as its return value. */
export interface CheckAnswers {
  answers: { key: string; result: CheckResult | null }[];
}

/**
 * Redis's clock, so that probes and servers on different machines agree on when a probe last
 * reported.
 */
export async function redisNow(redis: Redis): Promise<number> {
  const [seconds, micros] = await redis.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}
