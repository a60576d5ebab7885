import v8 from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './lib/log-safety.js';
import { createMailer } from './lib/mailer.js';
import { startTracing } from './lib/tracing.js';
import { buildServices } from './services.js';

/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept: 50 % rather
 * than V8's adaptive factor (up to 4x). Checking 10,000 monitors, the adaptive factor let the heap
 * hold several times what stays live; at 50 % the process holds far less for a little more CPU,
 * spent in more full collections (bench/engine-load.ts, bench/RESULTS.md). V8 reads the flag at
 * each collection, so setting it here still takes effect.
 *
 * The young generation is left as V8 sizes it (up to 16 MiB a semi-space while allocation is
 * fast): `node --max-semi-space-size=2` saved little for what it cost, see scaling.md.
 */
const HEAP_GROWING_PERCENT = 50;

/** How long a stopping server may take before it exits anyway, with code 1. */
const SHUTDOWN_MS = 10_000;

/**
 * Starts Tocsin: opens and migrates the database, builds the app and listens. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish, then send the last spans (when tracing)
 * and close the mailer and the database.
 */
export async function serve(config: Config) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const logger = createLogger({ level: config.logLevel, service: 'tocsin' });
  // Before anything is built, so the engine's first check is traced too.
  const tracing = config.tracing ? await startTracing(config.tracing, logger) : null;
  const database = await openDatabase({
    ...config,
    // PostgreSQL: a pooled connection lost; embedded: a checkpoint that failed.
    onError: (err) => logger.warn({ err }, 'database error outside a request'),
  });
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: logger,
  });
  const services = await buildServices({ config, database, mailer, logger });
  const app = await buildApp(services);
  const { engine } = services;

  // One line a minute on how the scheduler keeps up, and on the memory it takes to.
  const reports = setInterval(
    () => logger.info({ ...engine.report(), memory: memoryReport() }, 'scheduler'),
    60_000,
  );
  reports.unref();

  let step = 'closing the HTTP server';
  const closing = {
    delay: SHUTDOWN_MS,
    logger,
    onTimeout: () =>
      logger.error(
        { step: services.stopping ?? step },
        `still shutting down after ${SHUTDOWN_MS / 1000} s: exiting`,
      ),
  };
  closeWithGrace(closing, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    clearInterval(reports);
    await app.close();
    step = 'stopping the services';
    await services.stop();
    // After the engine stops, so the spans of the last checks go out too.
    step = 'sending the last spans';
    await tracing?.shutdown();
    mailer.close();
    step = 'closing the database';
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  await services.start();
  logger.info(
    {
      url: config.publicUrl,
      database: database.kind,
      dataDir: config.dataDir,
      events: config.redisUrl ? 'redis' : 'in-process',
    },
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
