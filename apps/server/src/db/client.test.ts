import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../test/clock.js';
import { createScratchDatabase, runAsAdmin } from '../test/scratch-database.js';
import { until } from '../test/wait.js';
import { checkpointRegularly, openDatabase, type Database, type Db } from './client.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The database as the checkpointer sees it, counting the statements it has run. */
function counted(db: Db) {
  const seen = { statements: 0, db };
  seen.db = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<Db['execute']>) => {
        const result = await target.execute(...args);
        seen.statements += 1;
        return result;
      };
    },
  });
  return seen;
}

describe.skipIf(skipped)(
  `a PostgreSQL connection lost${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let database: Database;
    const errors: Error[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(postgresUrl!, 'tocsin_client');
      database = await openDatabase({
        databaseUrl: scratch.url,
        dataDir: '',
        onError: (error) => errors.push(error),
      });
    });
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
    });

    it('between the statements of a transaction fails that transaction, reported, and the next query works', async () => {
      const uncaught: Error[] = [];
      const onUncaught = (error: Error) => uncaught.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        const name = new URL(scratch.url).pathname.slice(1);
        const attempt = database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The server ends this connection while the transaction holds it, doing nothing.
          await runAsAdmin(
            postgresUrl!,
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
          );
          // The client has seen its connection end.
          await until(
            () => Promise.resolve(errors.map((error) => error.message)),
            (messages) => messages.includes('Connection terminated unexpectedly'),
            { timeoutMs: 5_000, everyMs: 10 },
          );
          await tx.execute(sql`select 2`);
        });
        await expect(attempt).rejects.toThrow();
        expect(uncaught).toEqual([]);
        expect(errors.map((error) => error.message)).toContain(
          'Connection terminated unexpectedly',
        );
        const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select 3 as n`));
        expect(row!.n).toBe(3);
      } finally {
        process.off('uncaughtException', onUncaught);
      }
    });
  },
);

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function settingsOf(embedded?: { sharedBuffers: string | undefined; optimize: boolean }) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-embedded-'));
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir, embedded });
    try {
      const show = async (name: string) =>
        rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)))[0]![
          name
        ];
      return {
        sharedBuffers: await show('shared_buffers'),
        minWalSize: await show('min_wal_size'),
        maxWalSize: await show('max_wal_size'),
      };
    } finally {
      await database.close();
    }
  }

  it('keeps 16 MB of pages and two write-ahead log segments for reuse unless told otherwise', async () => {
    expect(await settingsOf()).toEqual({
      sharedBuffers: '16MB',
      minWalSize: '32MB',
      maxWalSize: '1GB',
    });
  });

  it('takes the page cache PGLITE_SHARED_BUFFERS gives', async () => {
    const settings = await settingsOf({ sharedBuffers: '24MB', optimize: false });
    expect(settings.sharedBuffers).toBe('24MB');
  });

  describe('write-ahead log', () => {
    let dataDir: string;
    let database: Database;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-embedded-'));
      dirs.push(dataDir);
      database = await openDatabase({ dataDir });
      await database.db.execute(sql`create table filler (data text)`);
    });
    afterAll(() => database.close());

    const segments = async () =>
      (await readdir(path.join(dataDir, 'pglite', 'pg_wal'))).filter((f) =>
        /^[0-9A-F]{24}$/.test(f),
      ).length;
    const lastCheckpoint = async () =>
      rowsOf<{ lsn: string }>(
        await database.db.execute(
          sql`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`,
        ),
      )[0]!.lsn;
    /** Writes `megabytes` of log: rows of random text, which does not compress. */
    async function write(megabytes: number) {
      for (let i = 0; i < megabytes; i += 1) {
        await database.db.execute(
          sql`insert into filler select string_agg(md5(random()::text), '') from generate_series(1, 32768)`,
        );
      }
    }

    it('is checkpointed once enough was written since the last checkpoint, and stays a few segments', async () => {
      const errors: Error[] = [];
      const time = fakeClock();
      const seen = counted(database.db);
      const checkpoints = checkpointRegularly(seen.db, {
        everyMs: 20,
        maxBytes: 8 * 2 ** 20,
        maxAgeSeconds: 3600,
        onError: (error) => errors.push(error),
        clock: time.clock,
      });
      /** `n` looks, 20 ms apart, each once the one before it is done. */
      const looks = async (n: number) => {
        const from = seen.statements;
        await time.advance(20 * n);
        await until(
          () => Promise.resolve(seen.statements - from),
          (ran) => ran >= n,
          { everyMs: 5 },
        );
      };
      try {
        const before = await lastCheckpoint();
        await write(2);
        await looks(10);
        expect(await lastCheckpoint()).toBe(before);
        // Without checkpoints, 64 MB of log would be at least four new 16 MB segments. The
        // checkpointer looks after each megabyte, as it does every 20 ms while they are written.
        for (let written = 0; written < 64; written += 1) {
          await write(1);
          await looks(1);
        }
        await looks(10);
        expect(await lastCheckpoint()).not.toBe(before);
        expect(await segments()).toBeLessThanOrEqual(3);
        expect(errors).toEqual([]);
      } finally {
        await checkpoints.stop();
      }
    });

    it('is checkpointed when the last checkpoint is old enough, however little was written', async () => {
      const checkpoints = checkpointRegularly(database.db, { everyMs: 20, maxAgeSeconds: 0 });
      try {
        const before = await lastCheckpoint();
        await write(1);
        await expect.poll(lastCheckpoint).not.toBe(before);
      } finally {
        await checkpoints.stop();
      }
    });
  });
});
