import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { pino, type Logger } from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Env } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { createMailer, type Mailer } from '../lib/mailer.js';
import { buildServices, type Edges } from '../services.js';
import { copyPgliteTemplate } from './database-templates.js';
import { createScratchDatabase } from './scratch-database.js';
import { cookieFrom, mergeCookies, newUser } from './users.js';

export { cookieFrom, mergeCookies, newUser };
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export type DatabaseKind = 'embedded' | 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The real app on a real database (PGlite in a temp dir, or a scratch PostgreSQL database), with
 * a real SMTP sink catching its mail. Tests talk to it with `app.inject`.
 */
export async function createHarness(
  kind: DatabaseKind,
  env: Env = {},
  { logger = pino({ level: 'silent' }), ...edges }: { logger?: Logger } & Edges = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-test-'));
  // Copies of databases migrated once for the whole run (see database-templates.ts).
  const scratch =
    kind === 'postgres'
      ? await createScratchDatabase(postgresUrl!, 'tocsin_test', inject('postgresTemplate'))
      : undefined;
  if (kind === 'embedded') await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  const smtp: SmtpSink = await startSmtpSink();
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url,
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database: Database = await openDatabase({ ...config, onError: () => {} });
  await database.migrate();
  const mailer = counted(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir,
      log: logger,
    }),
  );
  // The services as `tocsin serve` builds them, with background work that looks more often.
  const services = await buildServices(
    { config, database, mailer, logger },
    {
      ...edges,
      timing: { dispatcherPollMs: 100, retryBaseMs: 100, sweepMs: 200, ...edges.timing },
    },
  ).catch(async (error: unknown) => {
    // Refused (a secret that is not the instance's): what was opened is closed again.
    mailer.close();
    await database.close();
    await smtp.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { bus, alerting, config: shared } = services;
  const app = await buildApp(services);
  await app.ready();
  const injectAsIs = sendOriginLikeABrowser(app, config.publicUrl);

  return {
    app,
    injectAsIs,
    bus,
    /** With the instance's secrets, as the services use them. */
    config: shared,
    database,
    db: database.db,
    smtp,
    /** Resolves once every mail the app handed to its mailer so far has been sent (or failed). */
    mailsSent: mailer.sent,
    services,
    alerting,
    async close() {
      await app.close();
      await services.stop();
      mailer.close();
      await database.close();
      await smtp.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/**
 * A mailer that keeps the sends under way: the app mails in the background, and a test that
 * shows a mail was not sent waits for those rather than for a while.
 */
function counted(mailer: Mailer): Mailer & { sent: () => Promise<void> } {
  const sending = new Set<Promise<void>>();
  return {
    send(message) {
      const sent = mailer.send(message);
      const settled = sent.then(
        () => undefined,
        () => undefined,
      );
      sending.add(settled);
      void settled.then(() => sending.delete(settled));
      return sent;
    },
    close: () => mailer.close(),
    sent: async () => {
      await Promise.all(sending);
    },
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;
type Inject = (options: InjectOptions | string) => Promise<Response>;

/**
 * Makes `app.inject` send what a browser on the instance sends with every POST, PUT, PATCH and
 * DELETE: its Origin, unless the test sets `origin` or `sec-fetch-site` itself. Returns the
 * inject that sends exactly what it is given, for the tests of cross-site requests.
 */
function sendOriginLikeABrowser(app: App, origin: string): Inject {
  const asIs = app.inject.bind(app) as Inject;
  const safe = new Set(['GET', 'HEAD', 'OPTIONS']);
  const asBrowser: Inject = (options) => {
    if (typeof options === 'string') return asIs(options);
    const headers = options.headers ?? {};
    if (
      safe.has((options.method ?? 'GET').toUpperCase()) ||
      'origin' in headers ||
      'sec-fetch-site' in headers
    )
      return asIs(options);
    return asIs({ ...options, headers: { ...headers, origin } });
  };
  (app as unknown as { inject: Inject }).inject = asBrowser;
  return asIs;
}

/**
 * Runs a suite once on embedded PGlite and once on PostgreSQL. Without TEST_DATABASE_URL the
 * PostgreSQL run is reported as skipped, with the reason in its name. `edges` replace the
 * process's own (e.g. check types probed with a ping that is not there, or the clock).
 */
export function describeEachDatabase(
  name: string,
  suite: (h: () => Harness) => void,
  env: Env = {},
  edges: Edges = {},
) {
  for (const kind of ['embedded', 'postgres'] as const) {
    const skipped = kind === 'postgres' && !postgresUrl;
    const title = `${name} [${kind}${skipped ? ': skipped, TEST_DATABASE_URL is not set' : ''}]`;
    describe.skipIf(skipped)(title, () => {
      let harness: Harness | undefined;
      beforeAll(async () => {
        harness = await createHarness(kind, env, edges);
      });
      afterAll(async () => {
        await harness?.close();
      });
      suite(() => harness!);
    });
  }
}

/**
 * One embedded harness and one signed-up person for a whole test file, for suites that test the
 * HTTP layer rather than storage (so they need not run on both databases).
 */
export function harnessWithPerson() {
  const state = { h: undefined as unknown as Harness, cookie: '' };
  beforeAll(async () => {
    state.h = await createHarness('embedded');
    state.cookie = await signUpCookie(state.h.app);
  });
  afterAll(async () => {
    await state.h?.close();
  });
  return state;
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP rate limits only bite where a test wants them. */
export function nextIp() {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** Signs a new user up through the API, from a fresh client address; returns their cookie. */
export async function signUpCookie(app: Harness['app'], overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    remoteAddress: nextIp(),
    payload: newUser(overrides),
  });
  return cookieFrom(res);
}

/**
 * Marks a person's address as confirmed, as the link mailed at sign-up does: alerts go only to
 * confirmed addresses, and tests of alerts are not about that link.
 */
export async function confirmEmailOf(h: Harness, email: string) {
  await h.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}
