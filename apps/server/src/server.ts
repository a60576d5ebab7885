import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { createMailer } from './lib/mailer.js';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>) {
  return pino({ level: config.logLevel, base: { service: 'tocsin' } });
}

/**
 * Starts Tocsin: opens and migrates the database, builds the app and listens. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish, then close the mailer and the database.
 */
export async function serve(config: Config) {
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
  const app = await buildApp({ config, database, mailer, logger });

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await app.close();
    mailer.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { url: config.publicUrl, database: database.kind, dataDir: config.dataDir },
    'Tocsin is ready',
  );
  return app;
}
