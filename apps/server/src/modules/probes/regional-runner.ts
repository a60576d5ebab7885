import { checkResultSchema, type CheckResult, type Quorum, type Region } from '@tocsin/contract';
import { Queue, QueueEvents } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { CheckRunner, RunnableMonitor } from '../engine/index.js';
import type { Run } from '../scheduler/index.js';
import {
  checkQueueName,
  FORGET_MS,
  LEFT,
  LIVE_MS,
  livenessPattern,
  queuePrefix,
  redisNow,
  regionOfLivenessKey,
  REPORT_MS,
  BATCH_MAX,
  BATCH_MS,
  type CheckJobData,
  type CheckOrder,
} from './keys.js';
import { combineRegions, type RegionAnswer } from './quorum.js';

/** The envelope of a probe's answers; each result is checked on its own, only when awaited. */
const answersSchema = z.object({
  answers: z.array(z.object({ key: z.string().max(200), result: z.unknown() })).max(BATCH_MAX),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A check's own hard deadline is its timeout + 1 s (run-check.ts). */
const CHECK_GRACE_MS = 1_000;

interface RegionQueue {
  queue: Queue<CheckJobData>;
  /** The reader of the region's event stream, where each job's answer comes back. */
  events: QueueEvents | undefined;
  /** No job is sent to the region before its reader is set up. */
  listening: Promise<void>;
  /** Checks to send as one job when the batch window closes. */
  batch: CheckOrder[];
  batchTimer: NodeJS.Timeout | undefined;
  /** The checks of each job sent and not finished, to answer if the job fails. */
  sent: Map<string, string[]>;
}

interface Pending {
  settle: (result: CheckResult | null) => void;
  timer: NodeJS.Timeout;
}

export interface RegionalRunnerOptions {
  redisUrl: string;
  prefix: string;
  log: FastifyBaseLogger;
  /** Runs the checks while no probe has ever registered (a cluster of servers only). */
  local: CheckRunner;
  /**
   * How long past a check's own deadline a region's answer is awaited: long enough for another
   * probe of the region to take over the job of one that was killed (its lock, then the check).
   */
  answerSlackMs?: number;
  pollMs?: number;
}

/**
 * Runs each check on the probes of the monitor's regions (all live regions when it names none or
 * none of its own are live), through one BullMQ queue per region, and judges the run by the
 * monitor's quorum (quorum.ts). The checks due within 100 ms go to a region as one job; their
 * results come back on the queue's event stream, as the job's progress while it runs and its
 * return value. A job retried after its probe was killed answers each check once, whichever
 * probe finishes it, and any later answer for the same run is ignored. A probe may run on a
 * network Tocsin does not control, so what it sends is checked before it is used.
 */
export function createRegionalRunner(options: RegionalRunnerOptions) {
  const { redisUrl, prefix, log } = options;
  const answerSlackMs = options.answerSlackMs ?? 25_000;
  const redis = new Redis(redisUrl, { connectionName: 'tocsin:regions', maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) => log.debug({ err }, 'Redis cannot be reached'));
  // A Redis that went away may come back empty (restarted without persistence): the jobs and
  // answers of the runs still waiting are gone with it, so they are given up at once rather
  // than held until their deadline, and the next planned runs go out as usual.
  let disconnected = false;
  redis.on('close', () => {
    disconnected = true;
  });
  redis.on('ready', () => {
    if (!disconnected) return;
    disconnected = false;
    if (pending.size > 0)
      log.warn({ runs: pending.size }, 'Redis is back; runs waiting on it are given up');
    abandon();
  });
  const queues = new Map<string, RegionQueue>();
  const pending = new Map<string, Pending>();
  let known: Region[] = [];
  let live: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let duplicates = 0;
  /** Names this server's jobs: `<server>-<n>`. */
  const self = crypto.randomUUID().slice(0, 8);
  let jobs = 0;
  let unanswered = 0;

  function queueOf(region: string): RegionQueue {
    const entry = queues.get(region);
    if (entry) return entry;
    const name = checkQueueName(region);
    const connection = { url: redisUrl, connectionName: `tocsin:${name}` };
    const queue = new Queue<CheckJobData>(name, { connection, prefix: queuePrefix(prefix) });
    queue.on('error', (err) => log.debug({ err, region }, 'a check queue lost Redis'));
    const created: RegionQueue = {
      queue,
      events: undefined,
      listening: Promise.resolve(),
      batch: [],
      batchTimer: undefined,
      sent: new Map(),
    };
    created.listening = listen(created, region);
    queues.set(region, created);
    return created;
  }

  /**
   * Reads the region's event stream from now on, by Redis's clock: an answer given before the
   * reader's first read is not missed.
   */
  async function listen(entry: RegionQueue, region: string) {
    const lastEventId = `${await redisNow(redis)}-0`;
    const events = new QueueEvents(checkQueueName(region), {
      connection: { url: redisUrl, connectionName: `tocsin:${checkQueueName(region)}:events` },
      prefix: queuePrefix(prefix),
      lastEventId,
    });
    entry.events = events;
    events.on('error', (err) => log.debug({ err, region }, 'a check queue lost Redis'));
    const take = (data: unknown) => {
      const parsed = answersSchema.safeParse(typeof data === 'string' ? parseJson(data) : data);
      if (!parsed.success) {
        log.warn(
          { region, issues: parsed.error.issues.slice(0, 3) },
          'a probe sent answers that are not',
        );
        return;
      }
      for (const { key, result } of parsed.data.answers) {
        const checked = result === null ? null : checkResultSchema.safeParse(result);
        if (checked && !checked.success) {
          log.warn(
            { region, key, issues: checked.error.issues.slice(0, 3) },
            'a probe sent a result that is not one',
          );
          answer(`${region}/${key}`, null, true);
        } else answer(`${region}/${key}`, checked ? checked.data : null);
      }
    };
    events.on('progress', ({ data }) => take(data));
    events.on('completed', ({ jobId, returnvalue }) => {
      take(returnvalue);
      entry.sent.delete(jobId);
    });
    // A job that failed (it stalled twice): its checks still waiting get no answer.
    events.on('failed', ({ jobId }) => {
      for (const key of entry.sent.get(jobId) ?? []) answer(`${region}/${key}`, null, true);
      entry.sent.delete(jobId);
    });
    await events.waitUntilReady();
  }

  /** Settles the run waiting for a region's answer, keyed `<region>/<check key>`. */
  function answer(key: string, result: CheckResult | null, quiet = false) {
    const waiting = pending.get(key);
    if (!waiting) {
      if (!quiet) duplicates += 1;
      return;
    }
    pending.delete(key);
    clearTimeout(waiting.timer);
    waiting.settle(result);
  }

  function flush(region: string, queue: RegionQueue) {
    clearTimeout(queue.batchTimer);
    queue.batchTimer = undefined;
    const checks = queue.batch.splice(0);
    if (checks.length === 0) return;
    const jobId = `${self}-${++jobs}`;
    queue.sent.set(
      jobId,
      checks.map((c) => c.key),
    );
    queue.queue
      .add('checks', { checks }, { jobId, removeOnComplete: true, removeOnFail: true })
      .catch((err: unknown) => {
        log.warn({ err, region, checks: checks.length }, 'queueing checks failed');
        queue.sent.delete(jobId);
        for (const check of checks) answer(`${region}/${check.key}`, null, true);
      });
  }

  async function ask(region: string, monitor: RunnableMonitor, run: Run): Promise<RegionAnswer> {
    const queue = queueOf(region);
    try {
      await queue.listening;
    } catch (err) {
      // Set up again on the next run; Redis may be back by then.
      queues.delete(region);
      void queue.queue.close().catch(() => undefined);
      log.warn({ err, region }, "reading a region's answers failed");
      unanswered += 1;
      return { region, result: null };
    }
    const key = `${monitor.id}_${run.dueAt}_${run.kind}`;
    const waitMs = monitor.config.timeoutSeconds * 1000 + CHECK_GRACE_MS + answerSlackMs;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        unanswered += 1;
        answer(`${region}/${key}`, null, true);
      }, waitMs);
      pending.set(`${region}/${key}`, { settle: (result) => resolve({ region, result }), timer });
      queue.batch.push({
        key,
        monitorId: monitor.id,
        config: monitor.config,
        dueAt: run.dueAt,
        kind: run.kind,
      });
      if (queue.batch.length >= BATCH_MAX) flush(region, queue);
      else queue.batchTimer ??= setTimeout(() => flush(region, queue), BATCH_MS);
    });
  }

  /**
   * Gives up on every run waiting for an answer (this server stops checking: another takes over,
   * or it shuts down), so nothing waits for probes that may be gone.
   */
  function abandon() {
    for (const queue of queues.values()) {
      clearTimeout(queue.batchTimer);
      queue.batchTimer = undefined;
      queue.batch.length = 0;
      queue.sent.clear();
    }
    for (const key of [...pending.keys()]) answer(key, null, true);
  }

  /** Reads which regions have probes, and which of them reported lately. */
  async function poll() {
    const at = await redisNow(redis);
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(
        cursor,
        'MATCH',
        livenessPattern(prefix),
        'COUNT',
        1000,
      );
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    const regions: Region[] = [];
    for (const key of keys.sort()) {
      const name = regionOfLivenessKey(prefix, key);
      const [, [, members]] = (await redis
        .multi()
        .zremrangebyscore(key, '-inf', String(at - FORGET_MS))
        .zrange(key, '0', '-1', 'WITHSCORES')
        .exec()) as [unknown, [unknown, string[]]];
      let count = 0;
      let lastSeen: number | null = null;
      for (let i = 0; i < members.length; i += 2) {
        const seenAt = Number(members[i + 1]);
        lastSeen = Math.max(lastSeen ?? 0, seenAt);
        if (!members[i]!.startsWith(LEFT) && seenAt > at - LIVE_MS) count += 1;
      }
      regions.push({
        name,
        live: count > 0,
        probes: count,
        lastSeenAt: lastSeen === null ? null : new Date(lastSeen).toISOString(),
      });
    }
    // A region seen within the last day but absent now (Redis restarted empty) is still known,
    // and down until its probes report again: the server does not fall back to checking itself.
    const found = new Set(regions.map((r) => r.name));
    for (const region of known) {
      const seenAt = region.lastSeenAt === null ? 0 : Date.parse(region.lastSeenAt);
      if (!found.has(region.name) && seenAt > at - FORGET_MS)
        regions.push({ ...region, live: false, probes: 0 });
    }
    regions.sort((a, b) => a.name.localeCompare(b.name));
    const wasLive = new Set(live);
    known = regions;
    live = regions.filter((r) => r.live).map((r) => r.name);
    for (const region of regions) {
      if (region.live !== wasLive.has(region.name))
        log[region.live ? 'info' : 'warn'](
          { region: region.name },
          region.live ? 'region is live' : 'every probe of a region is gone',
        );
    }
  }

  return {
    async run(monitor: RunnableMonitor, run: Run) {
      if (known.length === 0) return options.local.run(monitor, run);
      const chosen = (monitor.config.regions ?? []).filter((r) => live.includes(r));
      const regions = chosen.length > 0 ? chosen : live;
      if (regions.length === 0) {
        unanswered += 1;
        return null;
      }
      const answers = await Promise.all(regions.map((region) => ask(region, monitor, run)));
      const quorum: Quorum = monitor.config.quorum ?? 'majority';
      return combineRegions(answers, quorum);
    },
    /** Reads the regions once, then every 2 s. */
    async start() {
      await poll().catch((err: unknown) => log.warn({ err }, 'reading the regions failed'));
      timer = setInterval(() => {
        poll().catch((err: unknown) => log.debug({ err }, 'reading the regions failed'));
      }, options.pollMs ?? REPORT_MS);
    },
    /** Every region whose probes reported in the last day, live or not. */
    regions(): Region[] {
      return known;
    },
    /** Answers for runs already answered (a retried job finished twice), and runs nobody answered. */
    get counts() {
      return { duplicates, unanswered, waiting: pending.size };
    },
    abandon,
    async close() {
      clearInterval(timer);
      abandon();
      await Promise.all(
        [...queues.values()].map(async ({ queue, events, listening }) => {
          await listening.catch(() => undefined);
          await events?.close();
          await queue.close();
        }),
      );
      queues.clear();
      redis.disconnect();
    },
  } satisfies CheckRunner & Record<string, unknown>;
}

export type RegionalRunner = ReturnType<typeof createRegionalRunner>;
