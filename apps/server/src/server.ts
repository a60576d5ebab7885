import v8 from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createLocalEventBus } from './lib/event-bus.js';
import { logSerializers } from './lib/log-safety.js';
import { createMailer } from './lib/mailer.js';
import { createTargetResolver } from './lib/network/target-guard.js';
import { createAlerting } from './modules/alerts/alerting.js';
import { rawRetention } from './modules/plans/entitlements.js';
import { createBilling } from './modules/billing/service.js';
import { createEngine } from './modules/engine/engine.js';
import { createDatabaseResultSink } from './modules/engine/result-sink.js';
import { startHistoryMaintenance } from './modules/results/rollups.js';
import { createHealthRecorder } from './modules/instance-health/recorder.js';
import { createInstanceHealthService } from './modules/instance-health/service.js';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>) {
  return pino({ level: config.logLevel, base: { service: 'tocsin' }, serializers: logSerializers });
}

/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept: 50 % rather
 * than V8's adaptive factor (up to 4x). Checking 10,000 monitors keeps ~70-95 MiB live, and the
 * adaptive factor let the heap hold 240-270 MiB for it; now ~140. bench/engine-load.ts 10000 on
 * one machine and day: peak RSS 586-605 -> 483-493 MiB, CPU per check 606-607 -> 618-641 us (more
 * full collections). V8 reads the flag at each collection, so setting it here still takes effect.
 */
const HEAP_GROWING_PERCENT = 50;

/** How often ended trials are looked for. */
const TRIAL_SWEEP_MS = 60_000;

/**
 * Starts Tocsin: opens and migrates the database, builds the app and listens. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish, then close the mailer and the database.
 */
export async function serve(config: Config) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const logger = createLogger(config);
  const database = await openDatabase({
    ...config,
    onError: (err) => logger.warn({ err }, 'database connection lost'),
  });
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: logger,
  });
  const bus = createLocalEventBus();
  const sink = createDatabaseResultSink({ db: database.db, log: logger });
  const resolve = createTargetResolver({ allowPrivate: config.allowPrivateTargets });
  const alerting = createAlerting({
    config,
    db: database.db,
    bus,
    mailer,
    log: logger,
    guard: resolve,
  });
  const engine = createEngine({
    db: database.db,
    bus,
    sink,
    resolve,
    log: logger,
    concurrency: config.checkConcurrency,
    alerts: alerting.planner,
  });
  const billing = createBilling({
    db: database.db,
    bus,
    settings: config.billing,
    publicUrl: config.publicUrl,
    log: logger,
  });
  const app = await buildApp({
    config,
    bus,
    database,
    mailer,
    logger,
    unsaved: sink.unsaved,
    alerting,
    billing,
    status: createInstanceHealthService({ database, scheduler: engine }),
  });

  const history = startHistoryMaintenance({
    db: database.db,
    log: logger,
    retention: rawRetention(config.billing),
    ownVacuum: database.kind === 'embedded',
  });
  const health = createHealthRecorder({ db: database.db, log: logger, scheduler: engine });

  // One line a minute on how the scheduler keeps up, and on the memory it takes to.
  const reports = setInterval(
    () => logger.info({ ...engine.report(), memory: memoryReport() }, 'scheduler'),
    60_000,
  );
  reports.unref();

  // Trials end at any minute of the day: the accounts whose trial ended fall to Free limits.
  const trials = setInterval(() => {
    billing.sweepTrials().catch((err: unknown) => logger.warn({ err }, 'ending trials failed'));
  }, TRIAL_SWEEP_MS);
  trials.unref();

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    clearInterval(reports);
    clearInterval(trials);
    await app.close();
    await engine.stop();
    await alerting.stop();
    await history.stop();
    await health.stop();
    mailer.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  await engine.start();
  alerting.start();
  health.start();
  logger.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    'Tocsin is ready',
  );
  return app;
}

const MIB = 1024 * 1024;

/** The process's resident memory and this thread's JavaScript heap, in MiB. */
function memoryReport() {
  const m = process.memoryUsage();
  return {
    rssMiB: Math.round(m.rss / MIB),
    heapUsedMiB: Math.round(m.heapUsed / MIB),
    heapTotalMiB: Math.round(m.heapTotal / MIB),
    externalMiB: Math.round(m.external / MIB),
  };
}
