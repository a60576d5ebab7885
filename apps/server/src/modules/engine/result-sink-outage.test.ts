import type { CheckResult } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createScratchDatabase, runAsAdmin } from '../../test/scratch-database.js';
import { within } from '../../test/wait.js';
import { createDatabaseResultSink } from './result-sink.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const MINUTE = 60_000;
// node-postgres answers with `rows`; the shared Db type does not say so.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PostgreSQL refusing every connection for a while, as a restart or a failover does: the results
 * checked meanwhile are held and written once it is back, within a bounded number of minutes;
 * past that bound the oldest are dropped and counted, never silently.
 */
describe.skipIf(skipped)(
  `check results while PostgreSQL is unavailable${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let database: Database;
    let name: string;
    // The sink keys history by the monitor's seq alone: no monitor row is needed.
    const monitor = {
      id: 'outage-monitor',
      seq: 1,
      intervalMs: 10_000,
      createdAt: new Date(Date.now() - 60 * MINUTE),
    };

    const admin = (statement: string) => runAsAdmin(postgresUrl!, statement);
    const refuseConnections = async () => {
      await admin(`alter database ${name} allow_connections false`);
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
    };
    const allowConnections = () => admin(`alter database ${name} allow_connections true`);

    // A database of its own and nothing else on it: only the sink's writes meet the outage.
    beforeAll(async () => {
      scratch = await createScratchDatabase(
        postgresUrl!,
        'tocsin_sink',
        inject('postgresTemplate'),
      );
      name = new URL(scratch.url).pathname.slice(1);
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', onError: () => {} });
    });
    afterAll(async () => {
      // Each step bounded and timed: under a loaded CI one of them has been seen to outlast the
      // hook's minute after both tests passed; which one, the log says.
      const step = async (what: string, work: () => Promise<unknown>) => {
        const started = Date.now();
        const outcome = await within(
          work().then(
            () => 'done',
            (err: unknown) => `failed: ${String(err)}`,
          ),
          15_000,
          'still waiting',
        );
        const ms = Date.now() - started;
        if (outcome !== 'done' || ms > 5_000)
          console.warn(`teardown: ${what} ${outcome} after ${ms} ms`);
      };
      await step('allowing connections', allowConnections);
      await step('closing the pool', () => database.close());
      await step('dropping the database', () => scratch.drop());
    }, 60_000);

    const result = (at: number): CheckResult => ({
      status: 'up',
      errorKind: null,
      message: null,
      statusCode: 200,
      timings: { total: 12 },
      bytesRead: 2,
      remoteAddress: '93.184.215.14',
      checkedAt: new Date(at).toISOString(),
      certificate: null,
      details: null,
    });
    const stored = async () =>
      Number(
        rowsOf<{ n: string }>(
          await database.db.execute(
            sql`select coalesce(sum(checks), 0)::text as n from check_minutes where monitor_seq = ${monitor.seq}`,
          ),
        )[0]!.n,
      );

    it('holds what it could not write and writes it once the database is back', async () => {
      const log = pino({ level: 'silent' });
      const sink = createDatabaseResultSink({ db: database.db, log, intervalMs: 3_600_000 });
      // Minutes long past, so each flush closes and writes them.
      const base = (Math.floor(Date.now() / MINUTE) - 30) * MINUTE;
      for (let i = 0; i < 6; i += 1) sink.write(monitor, result(base + i * 10_000), 0);
      sink.write(monitor, result(base + MINUTE), 0);
      await sink.flush();
      expect(await stored()).toBe(7);

      await refuseConnections();
      for (let i = 1; i < 6; i += 1) sink.write(monitor, result(base + MINUTE + i * 10_000), 0);
      sink.write(monitor, result(base + 2 * MINUTE), 0);
      await sink.flush();
      // Refused: still held, still shown to readers.
      const held = sink.unsaved(new Set([monitor.seq]));
      expect(held.reduce((n, m) => n + m.checks, 0)).toBe(6);

      await allowConnections();
      await sink.flush();
      expect(await stored()).toBe(13);
      expect(sink.dropped).toBe(0);
      await sink.close();
    });

    it('drops the oldest minutes past its budget, and counts their checks', async () => {
      const log = pino({ level: 'silent' });
      const sink = createDatabaseResultSink({
        db: database.db,
        log,
        intervalMs: 3_600_000,
        heldMax: 2,
      });
      const base = (Math.floor(Date.now() / MINUTE) - 20) * MINUTE;
      const before = await stored();
      await refuseConnections();
      // Five minutes long past: 3 checks in each of four, then 1.
      for (let m = 0; m < 5; m += 1)
        for (let i = 0; i < (m < 4 ? 3 : 1); i += 1)
          sink.write(monitor, result(base + m * MINUTE + i * 10_000), 0);
      await sink.flush();
      // Two minutes are held; the three oldest are dropped and their checks counted.
      expect(sink.dropped).toBe(9);
      await allowConnections();
      await sink.close();
      expect((await stored()) - before).toBe(4);
    });
  },
);
