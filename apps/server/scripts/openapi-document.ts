import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createMailer } from '../src/lib/mailer.js';
import { buildServices } from '../src/services.js';

/** The instance address the document names as its server: the one `tocsin serve` defaults to. */
export const DOCUMENT_PUBLIC_URL = 'http://localhost:3000';

/**
 * The OpenAPI document of this version of Tocsin, as `/api/openapi.json` serves it, with no
 * server running and no network: the app is built in this process over a throwaway embedded
 * database (creating one takes a few seconds).
 */
export async function openApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-openapi-'));
  try {
    // Only these settings, not the caller's environment: the document is the same everywhere.
    const config = await loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: DOCUMENT_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      WEB_DIR: path.join(dataDir, 'no-web-build'),
    });
    const logger = pino({ level: 'silent' });
    const database = await openDatabase(config);
    // The services read the instance's secrets from a table of their own.
    await database.migrate();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      dataDir,
      log: logger,
    });
    const services = await buildServices({ config, database, mailer, logger });
    try {
      const app = await buildApp(services);
      await app.ready();
      const document = app.swagger();
      await app.close();
      return document;
    } finally {
      await services.stop();
      mailer.close();
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
