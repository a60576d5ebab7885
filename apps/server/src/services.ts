import { hostname } from 'node:os';
import type { MonitorInput } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { shareSecrets } from './db/instance-secrets.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLocalEventBus } from './lib/event-bus.js';
import type { Mailer } from './lib/mailer.js';
import { createTargetResolver } from './lib/network/target-guard.js';
import { createAlerting } from './modules/alerts/alerting.js';
import { createAuth } from './modules/auth/auth.js';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.js';
import { createBilling } from './modules/billing/service.js';
import { probeCheckTypes, type CheckTypes } from './modules/checks/availability.js';
import { createEngine } from './modules/engine/engine.js';
import { createLeadership } from './modules/engine/leadership.js';
import { createLocalRunner } from './modules/engine/runner.js';
import { assertRegionsKnown } from './modules/probes/region-policy.js';
import { createDatabaseResultSink } from './modules/engine/result-sink.js';
import { createHealthRecorder } from './modules/instance-health/recorder.js';
import { createInstanceHealthService } from './modules/instance-health/service.js';
import { createInstanceMetrics } from './modules/metrics/instance.js';
import { createMetricsService } from './modules/metrics/service.js';
import { createTargetPolicy } from './modules/monitors/target-policy.js';
import { startAuditRetention } from './modules/audit/retention.js';
import { auditRetention, rawRetention } from './modules/plans/entitlements.js';
import { planLookup } from './modules/plans/limits.js';
import { startHistoryMaintenance } from './modules/results/rollups.js';
import { watchMaintenanceEdges } from './modules/status-pages/maintenance-edges.js';
import { createSubscriberFanOut } from './modules/status-site/fan-out.js';
import { createConfirmationSender } from './modules/subscribers/confirmation-sender.js';
import { createOwnStatusPage } from './modules/status-site/own-site.js';
import { createStatusSite } from './modules/status-site/site.js';
import { USER_FILE_LIMITS, type WorkLimits } from './lib/bounded-work.js';

/** What a process opens before anything is built: its settings, database, mail and log. */
export interface Foundations {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/**
 * Where a test or a benchmark differs from production: the edges of the process (the clock,
 * what this host can run) and how often background work looks for something to do.
 */
export interface Edges {
  /** The process's time: a test hands a fake one (test/clock.ts) and moves it. */
  clock?: Clock;
  /** Which check types this server can run; probed once, without waiting, when not given. */
  checkTypes?: CheckTypes;
  timing?: {
    dispatcherPollMs?: number;
    retryBaseMs?: number;
    sweepMs?: number;
    resultFlushMs?: number;
    recheckDelayMs?: number;
    /** How long the instance's health page shares one measurement. */
    healthCacheMs?: number;
    /** How long the scheduling lease lasts, and how often it is renewed (PostgreSQL only). */
    leaseTtlMs?: number;
    leaseRenewMs?: number;
    /** How often the regions' liveness is read (with Redis). */
    regionPollMs?: number;
    /** How often a public status page is made again with nothing changed. */
    statusPageRefreshMs?: number;
    /** How often status page notices are looked for when nothing wakes the fan-out. */
    fanOutPollMs?: number;
    /** Scrapes of /metrics this large (in monitors) or larger are written on a thread of their own. */
    metricsWorkerFrom?: number;
    /** How often an open live stream checks that its session or API key still stands. */
    liveStreamRecheckMs?: number;
  };
  /** The time and memory the reading of one file a user sent (an import, a document) may take. */
  fileLimits?: Partial<WorkLimits>;
}

/** How often ended trials are looked for. */
const TRIAL_SWEEP_MS = 60_000;

/**
 * The scheduling lease: a server that dies is replaced within TTL + renewal (8 s), inside one
 * 10 s interval, so no monitor misses more than one planned run.
 */
const LEASE_TTL_MS = 6_000;
const LEASE_RENEW_MS = 2_000;

/**
 * The one place Tocsin's services are built, each once, for `tocsin serve` and for the tests
 * alike. Nothing runs until `start`: the engine, the dispatcher and the sweeps.
 */
export async function buildServices(foundations: Foundations, edges: Edges = {}) {
  const { database, mailer, logger } = foundations;
  // Before anything signs or seals: the secrets every server sharing the database holds alike.
  const config = await shareSecrets(database, foundations.config, logger);
  const { db } = database;
  const timing = edges.timing ?? {};
  const clock = edges.clock ?? systemClock;
  const now = () => new Date(clock.now());
  // With Redis, the events of every server of the instance reach every other (live updates).
  // Its modules load only then: BullMQ and ioredis are ~2 MB of code a single server never runs.
  const sharedBus = config.redisUrl
    ? (await import('./lib/redis-event-bus.js')).createRedisEventBus({
        url: config.redisUrl,
        prefix: config.redisPrefix,
        log: logger,
      })
    : undefined;
  const bus = sharedBus ?? createLocalEventBus();
  const resolveTarget = createTargetResolver({ allowPrivate: config.allowPrivateTargets });
  const plan = planLookup(config.billing, now);
  const alerting = createAlerting({
    config,
    db,
    bus,
    mailer,
    log: logger,
    guard: resolveTarget,
    plan,
    dispatcher: { pollMs: timing.dispatcherPollMs, retryBaseMs: timing.retryBaseMs },
    sweepIntervalMs: timing.sweepMs,
    clock,
  });
  const sink = createDatabaseResultSink({
    db,
    log: logger,
    intervalMs: timing.resultFlushMs,
    clock,
  });
  const localRunner = createLocalRunner({ resolve: resolveTarget });
  // With Redis, checks go to the probes of each monitor's regions once a probe has registered.
  const regional = config.redisUrl
    ? (await import('./modules/probes/regional-runner.js')).createRegionalRunner({
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        log: logger,
        local: localRunner,
        pollMs: timing.regionPollMs,
      })
    : undefined;
  const engine = createEngine({
    db,
    bus,
    sink,
    runner: regional ?? localRunner,
    log: logger,
    concurrency: config.checkConcurrency,
    recheckDelayMs: timing.recheckDelayMs,
    alerts: alerting.planner,
    clock,
  });
  const billing = createBilling({
    db,
    bus,
    settings: config.billing,
    publicUrl: config.publicUrl,
    log: logger,
    now,
  });
  const throttle = createSignInThrottle({ db, secret: config.authSecret, clock });
  const recorder = createHealthRecorder({ db, log: logger, scheduler: engine, clock });
  // On PostgreSQL several servers may share the database: one of them, holding the lease,
  // schedules and runs the checks. The embedded database has one process by construction.
  const leadership =
    database.kind === 'postgres'
      ? createLeadership({
          db,
          log: logger,
          name: 'scheduler',
          holder: `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`,
          ttlMs: timing.leaseTtlMs ?? LEASE_TTL_MS,
          renewMs: timing.leaseRenewMs ?? LEASE_RENEW_MS,
          clock,
          onGain: () => engine.start(),
          onLose: () => {
            regional?.abandon();
            return engine.pause();
          },
        })
      : undefined;
  const targetPolicy = createTargetPolicy(resolveTarget);
  // Public status pages, rendered into memory and kept fresh from the bus.
  const statusSite = createStatusSite({
    db,
    bus,
    unsaved: sink.unsaved,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    log: logger,
    clock,
    refreshMs: timing.statusPageRefreshMs,
  });
  // Maintenance written on a page turns its components "under maintenance" on time.
  const maintenanceEdges = watchMaintenanceEdges({ db, bus, log: logger, clock });
  // Status page updates to their subscribers, written into the alerts' outbox in batches.
  const fanOut = createSubscriberFanOut({
    db,
    bus,
    log: logger,
    publicUrl: config.publicUrl,
    clock,
    pollMs: timing.fanOutPollMs,
  });
  // Subscription confirmations of imports, sent at each workspace's pace as they fall due.
  const confirmations = createConfirmationSender({
    db,
    bus,
    mailer,
    log: logger,
    tokens: alerting.tokens,
    publicUrl: config.publicUrl,
    clock,
  });
  const metrics = createMetricsService({
    db,
    unsaved: sink.unsaved,
    workerFrom: timing.metricsWorkerFrom,
    clock,
    instance: createInstanceMetrics({
      db,
      engine,
      deliveries: () => alerting.dispatcher.attempts(),
      probeAnswersWaiting: () => (regional ? regional.counts.waiting : null),
    }),
  });
  const instanceHealth = createInstanceHealthService({
    database,
    scheduler: engine,
    regions: regional ? () => regional.regions() : undefined,
    droppedResults: () => sink.dropped,
    cacheMs: timing.healthCacheMs,
    now: () => clock.now(),
  });
  // This instance's own status page, /status, made from the same health as GET /api/v1/status.
  const ownStatusPage = createOwnStatusPage({
    health: () => instanceHealth.read(),
    log: logger,
    clock,
  });
  let background: { stop(): Promise<void> } | undefined;
  let stopping: string | null = null;

  return {
    ...foundations,
    config,
    db,
    bus,
    resolveTarget,
    /** A monitor's target passes the SSRF guard and its regions have probes. */
    assertTargetAllowed: async (input: MonitorInput) => {
      assertRegionsKnown(input, regional ? regional.regions() : null);
      await targetPolicy(input);
    },
    checkTypes: edges.checkTypes ?? probeCheckTypes({ log: logger }),
    plan,
    throttle,
    auth: createAuth({ config, db, mailer, log: logger, throttle, bus }),
    sink,
    engine,
    regional,
    leadership,
    alerting,
    billing,
    statusSite,
    maintenanceEdges,
    fanOut,
    confirmations,
    metrics,
    /** What subscribing to a status page needs: mail, link tokens, the SSRF guard, sealing. */
    subscriptions: {
      db,
      bus,
      mailer,
      log: logger,
      tokens: alerting.tokens,
      guard: resolveTarget,
      secrets: alerting.secrets,
      now,
    },
    instanceHealth,
    ownStatusPage,
    fileLimits: { ...USER_FILE_LIMITS, ...edges.fileLimits },
    liveStreamRecheckMs: timing.liveStreamRecheckMs,

    /** Starts checking, alerting and the periodic work of a serving process. */
    async start() {
      const history = startHistoryMaintenance({
        db,
        log: logger,
        retention: rawRetention(config.billing),
        ownVacuum: database.kind === 'embedded',
        clock,
      });
      const audit = startAuditRetention({
        db,
        log: logger,
        retention: auditRetention(config.billing),
        clock,
      });
      // Trials end at any minute of the day: the accounts whose trial ended fall to Free limits.
      const stopTrials = clock.every(TRIAL_SWEEP_MS, () => {
        billing.sweepTrials().catch((err: unknown) => logger.warn({ err }, 'ending trials failed'));
      });
      await regional?.start();
      if (leadership) await leadership.start();
      else await engine.start();
      // Prometheus scrapes a server with the instance's token from the moment it is up: what the
      // first scrape would read (every monitor, every uptime) is read as the server starts.
      if (config.metricsToken) metrics.warm();
      alerting.start();
      fanOut.start();
      confirmations.start();
      recorder.start();
      ownStatusPage.start();
      background = {
        async stop() {
          stopTrials();
          await history.stop();
          await audit.stop();
        },
      };
    },

    /** Stops whatever `start` started, and the dispatcher and sweeper a test may have started. */
    async stop() {
      const steps: [string, () => unknown][] = [
        ['giving the scheduling lease up', () => leadership?.stop()],
        [
          'finishing the checks in flight and writing their results',
          () => {
            regional?.abandon();
            return engine.stop();
          },
        ],
        ["closing the regions' queues", () => regional?.close()],
        ['finishing the status page mails in flight', () => fanOut.stop()],
        ['finishing the confirmation mails in flight', () => confirmations.stop()],
        ['finishing the alerts in flight', () => alerting.stop()],
        ['finishing the history and audit upkeep', () => background?.stop()],
        ["marking the instance's last minute", () => recorder.stop()],
        [
          'closing the status pages and metrics',
          () => {
            statusSite.close();
            ownStatusPage.close();
            maintenanceEdges.close();
            metrics.close();
          },
        ],
        ['closing the connection to Redis', () => sharedBus?.close()],
      ];
      for (const [step, run] of steps) {
        stopping = step;
        await run();
      }
      stopping = null;
    },
    /** What `stop` is waiting for, while it runs: for a shutdown that takes too long to say. */
    get stopping() {
      return stopping;
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
