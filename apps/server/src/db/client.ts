import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { EmbeddedSettings } from '../config.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { PgliteTuning } from './pglite-proxy.js';
import * as schema from './schema.js';

const execFileAsync = promisify(execFile);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction in it: what a query that may run inside one takes. */
export type Exec = Db | Tx;

export interface Database {
  db: Db;
  /** 'embedded' is PGlite in DATA_DIR; 'postgres' is a server reached through DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// An arbitrary constant: every Tocsin process migrating the same database takes this lock.
const MIGRATION_LOCK_ID = 7_241_001;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Errors no query waits on: a pooled connection lost, a checkpoint of the embedded database. */
  onError?: (error: Error) => void;
  embedded?: EmbeddedSettings;
  /** Overrides the embedded database's memory settings; for benchmarks. */
  pglite?: PgliteTuning;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onError);
  const { sharedBuffers, optimize = false } = options.embedded ?? {};
  // Without V8's optimizing compiler the database's WebAssembly stays as its baseline compiler
  // first made it: tens of MiB less held for good, for a little more CPU per check
  // (bench/RESULTS.md, scaling.md). A process-wide flag, read when the worker compiles.
  if (!optimize) v8.setFlagsFromString('--liftoff-only');
  const settings = {
    ...(sharedBuffers ? { shared_buffers: sharedBuffers } : {}),
    ...options.pglite?.settings,
  };
  return openEmbedded(path.join(options.dataDir, 'pglite'), { settings }, options.onError);
}

async function openPostgres(url: string, onError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not take the process down:
  // the pool replaces it on the next query.
  pool.on('error', (error) => onError?.(error));
  // A connection lost while checked out (between the statements of a transaction) is reported on
  // the client itself, where no listener would make it an uncaught exception; its next query
  // fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', (error) => onError?.(error)));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Several servers may start together against one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openEmbedded(
  dir: string,
  tuning?: PgliteTuning,
  onError?: (error: Error) => void,
): Promise<Database> {
  const { PgliteWorkerClient, drizzlePgliteWorker } = await import('./pglite-proxy.js');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // In a process of its own: see pglite-create.js.
    await execFileAsync(process.execPath, [
      fileURLToPath(new URL('./pglite-create.js', import.meta.url)),
      dir,
    ]);
  }
  const client = await PgliteWorkerClient.open(dir, tuning);
  const db = drizzlePgliteWorker(client, { schema });
  const checkpoints = checkpointRegularly(db, { onError });
  return {
    db,
    kind: 'embedded',
    migrate: () => migrate(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await checkpoints.stop();
      await client.close();
    },
  };
}

/**
 * PGlite runs PostgreSQL as a single process, without its checkpointer, and a single-user
 * PostgreSQL checkpoints only when told to or when it stops: its write-ahead log grew for as long
 * as the server ran (gigabytes a day at 1,000 monitors, all of it to replay after a crash;
 * bench/RESULTS.md), whatever max_wal_size said. So Tocsin checkpoints it the way
 * PostgreSQL's defaults would: 5 minutes after the last checkpoint (checkpoint_timeout), or once
 * 32 MB of log were written since (max_wal_size 1GB would allow far more; this keeps the log to
 * a few 16 MB segments, reused from one checkpoint to the next).
 */
export function checkpointRegularly(
  db: Db,
  options: {
    everyMs?: number;
    maxAgeSeconds?: number;
    maxBytes?: number;
    onError?: ((error: Error) => void) | undefined;
    clock?: Clock;
  } = {},
) {
  const { everyMs = 30_000, maxAgeSeconds = 300, maxBytes = 32 * 2 ** 20, onError } = options;
  const clock = options.clock ?? systemClock;
  let running: Promise<void> = Promise.resolve();
  async function tick() {
    const result: unknown = await db.execute(sql`
      select pg_wal_lsn_diff(pg_current_wal_lsn(), checkpoint_lsn)::float8 as written,
        extract(epoch from now() - checkpoint_time)::float8 as age
      from pg_control_checkpoint()`);
    const [since] = (result as { rows: { written: number; age: number }[] }).rows;
    if (since && (since.written >= maxBytes || since.age >= maxAgeSeconds)) {
      await db.execute(sql`checkpoint`);
    }
  }
  const cancel = clock.every(everyMs, () => {
    running = running.then(tick).catch((error: unknown) => {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return {
    /** Stops checkpointing, after the one under way if any. */
    async stop() {
      cancel();
      await running;
    },
  };
}
