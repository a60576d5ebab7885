import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../../db/client.js';
import type { Engine } from '../engine/index.js';

/** Lateness buckets, in seconds: a healthy scheduler is in the first few. */
const LATENESS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What the instance's own metrics read: this process's engine, dispatcher and probes. */
export interface InstanceSources {
  db: Db;
  engine: Pick<Engine, 'watchRuns' | 'queue' | 'watching' | 'liveStatus'>;
  /** Alert attempts this process finished, by channel kind and outcome. */
  deliveries: () => { kind: string; outcome: string; count: number }[];
  /** Runs waiting for a region's answer (with probes), or null without probes. */
  probeAnswersWaiting: () => number | null;
}

/**
 * This process's own metrics, for the instance's token only: prom-client's defaults (memory,
 * CPU, event loop lag, garbage collection) and how the scheduler, the probes and the
 * dispatcher keep up. Counters count since the process started, as Prometheus expects.
 */
export function createInstanceMetrics(sources: InstanceSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const outbox = createOutboxCount(sources.db);
  const lateness = new Histogram({
    name: 'tocsin_scheduler_lateness_seconds',
    help: 'How late planned checks started after their due time.',
    buckets: LATENESS_BUCKETS,
    registers,
  });
  const checks = new Counter({
    name: 'tocsin_checks_total',
    help: 'Checks run by this process, by outcome (up, degraded, down, unanswered).',
    labelNames: ['outcome'],
    registers,
  });
  const regionChecks = new Counter({
    name: 'tocsin_region_checks_total',
    help: "Checks answered by each probe region (rate or increase over 1m: a minute's checks).",
    labelNames: ['region'],
    registers,
  });
  const regionLateness = new Histogram({
    name: 'tocsin_region_lateness_seconds',
    help: "How late each region's probe started a planned check after its due time.",
    labelNames: ['region'],
    buckets: LATENESS_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'tocsin_monitors_scheduled',
    help: "Monitors on this process's scheduler (0 on a server that does not hold the lease).",
    registers,
    collect() {
      this.set(sources.engine.watching);
    },
  });
  new Gauge({
    name: 'tocsin_queue_depth',
    help: 'Work waiting: scheduler_waiting (due runs without a free slot), scheduler_in_flight, probe_answers_waiting, outbox_due (alerts due to send).',
    labelNames: ['queue'],
    registers,
    async collect() {
      const { waiting, inFlight } = sources.engine.queue;
      this.set({ queue: 'scheduler_waiting' }, waiting);
      this.set({ queue: 'scheduler_in_flight' }, inFlight);
      const answers = sources.probeAnswersWaiting();
      if (answers !== null) this.set({ queue: 'probe_answers_waiting' }, answers);
      this.set({ queue: 'outbox_due' }, await outbox.read());
    },
  });
  new Counter({
    name: 'tocsin_deliveries_total',
    help: 'Alert and notification attempts finished by this process, by channel kind and outcome (delivered, retrying, failed).',
    labelNames: ['kind', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const { kind, outcome, count } of sources.deliveries())
        this.inc({ kind, outcome }, count);
    },
  });
  const unwatch = sources.engine.watchRuns((run, result) => {
    const late = (run.startedAt - run.dueAt) / 1000;
    if (run.kind === 'planned') lateness.observe(late);
    checks.inc({ outcome: result?.status ?? 'unanswered' });
    for (const r of result?.regions ?? []) {
      if (r.checkedAt === null) continue;
      regionChecks.inc({ region: r.region });
      if (run.kind === 'planned') {
        regionLateness.observe(
          { region: r.region },
          Math.max(0, Date.parse(r.checkedAt) - run.dueAt) / 1000,
        );
      }
    }
  });
  return {
    registry,
    /** The engine these metrics read, whose latest results the monitors' metrics read too. */
    engine: sources.engine,
    contentType: registry.contentType,
    metrics: () => registry.metrics(),
    close: unwatch,
  };
}

export type InstanceMetrics = ReturnType<typeof createInstanceMetrics>;

/** A count this old is counted again. */
const OUTBOX_FRESH_MS = 5_000;

/**
 * Deliveries due to be sent now (the dispatcher's backlog), through the partial due index. Only
 * the first scrape waits for the database: later ones answer the count last read, and one a few
 * seconds old is counted again in the background for the scrapes after.
 */
function createOutboxCount(db: Db) {
  let known: { n: number; at: number } | null = null;
  let counting: Promise<number> | null = null;
  const count = () =>
    (counting ??= (async () => {
      const result: unknown = await db.execute(sql`
        select count(*)::int as n from deliveries
        where status = 'pending' and next_attempt_at <= now()`);
      const n = (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      known = { n, at: Date.now() };
      return n;
    })().finally(() => {
      counting = null;
    }));
  return {
    async read() {
      if (!known) return count();
      if (Date.now() - known.at >= OUTBOX_FRESH_MS) count().catch(() => undefined);
      return known.n;
    },
  };
}
