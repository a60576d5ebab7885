import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages } from '@electric-sql/pglite';
import { DrizzleQueryError, asc, like, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  date,
  interval,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgliteWorkerClient, drizzlePgliteWorker } from './pglite-proxy.js';

const events = pgTable('events', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at', { mode: 'string' }),
  day: date('day'),
  wait: interval('wait'),
  payload: jsonb('payload').$type<{ tags: string[]; n: number | null }>(),
  active: boolean('active').notNull().default(true),
  big: bigint('big', { mode: 'bigint' }),
  small: bigint('small', { mode: 'number' }),
  price: numeric('price'),
  labels: text('labels').array(),
  stamps: timestamp('stamps', { withTimezone: true }).array(),
});

const createEvents = sql`create table events (
  name text primary key, at timestamptz not null, local_at timestamp, day date, wait interval,
  payload jsonb, active boolean not null default true, big bigint, small bigint, price numeric,
  labels text[], stamps timestamptz[])`;

type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
type Transactional = {
  transaction(run: (tx: { query(sql: string): Promise<unknown> }) => Promise<void>): Promise<void>;
};

const row = (name: string): typeof events.$inferInsert => ({ name, at: new Date() });
const named = (db: Db, prefix: string) =>
  db
    .select({ name: events.name })
    .from(events)
    .where(like(events.name, `${prefix}%`))
    .orderBy(asc(events.name));

let tmp: string;
let client: PgliteWorkerClient;
let db: Db;
// The reference: what the same statements give on PGlite in this thread.
let local: PGlite;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'tocsin-pglite-proxy-'));
  [client, local] = await Promise.all([
    PgliteWorkerClient.open(path.join(tmp, 'data')),
    PGlite.create('memory://'),
  ]);
  db = drizzlePgliteWorker(client);
  await Promise.all([db.execute(createEvents), drizzle(local).execute(createEvents)]);
});

afterAll(async () => {
  await Promise.all([client?.close(), local?.close()]);
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('PgliteWorkerClient under drizzle', () => {
  it('returns the same values as an in-thread PGlite, through the query builder and raw SQL', async () => {
    const rows: (typeof events.$inferInsert)[] = [
      {
        name: 'parity-full',
        at: new Date('2026-03-01T10:20:30.456Z'),
        localAt: '2026-03-01 10:20:30.456',
        day: '2026-03-01',
        wait: '1 day 02:03:04',
        payload: { tags: ['a', 'b,"c"'], n: null },
        active: false,
        big: 9_007_199_254_740_993n,
        small: 42,
        price: '12.50',
        labels: ['x', 'with space', 'quote"d', ''],
        stamps: [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T23:59:59.999Z')],
      },
      { name: 'parity-empty', at: new Date('2026-03-02T00:00:00Z'), labels: [] },
    ];
    const readAll = async (target: Db) => {
      await target.insert(events).values(rows);
      return {
        built: await target
          .select()
          .from(events)
          .where(like(events.name, 'parity-%'))
          .orderBy(asc(events.name)),
        raw: await target.execute(
          sql`select * from events where name like 'parity-%' order by name`,
        ),
      };
    };
    const expected = await readAll(drizzle(local));
    const actual = await readAll(db);
    expect(actual).toStrictEqual(expected);
    expect(actual.built[0]).toMatchObject(rows[1]!);
    expect(actual.built[1]).toStrictEqual(rows[0]);
  });

  it("runs the caller's parsers on the text PostgreSQL returned, as PGlite does", async () => {
    const statement = `select '2026-03-01 10:20:30.5+00'::timestamptz as at, null::timestamptz as never, 7::int8 as n, 'x' as at`;
    const options = {
      rowMode: 'object' as const,
      parsers: { 1184: (text: string, typeId?: number) => `${typeId}:${text.length}` },
    };
    const expected = await local.query(statement, [], options);
    expect(await client.query(statement, [], options)).toStrictEqual(expected);
    const arrays = { ...options, rowMode: 'array' as const };
    expect(await client.query(statement, [], arrays)).toStrictEqual(
      await local.query(statement, [], arrays),
    );
  });

  it('parses dates, times and their arrays as PGlite does for a caller that names no parsers', async () => {
    const statement = `select '2026-03-01 10:20:30.5+00'::timestamptz as at, '2026-03-01'::date as day,
      '2026-03-01 10:20:30'::timestamp as local, '1 day 02:03'::interval as wait,
      array['2026-01-01 00:00:00+00', null]::timestamptz[] as stamps, array['2026-01-02']::date[] as days,
      array['1 hour']::interval[] as waits, array[1.5, 2]::numeric[] as amounts`;
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      expect(await client.query(statement, [], options)).toStrictEqual(
        await local.query(statement, [], options),
      );
    }
    const [row] = (await client.query<{ at: unknown; stamps: unknown[] }>(statement)).rows;
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.stamps[0]).toBeInstanceOf(Date);
  });

  it('rejects the commit of a transaction in which a statement failed, as PGlite does', async () => {
    const attempt = (target: Transactional) =>
      target.transaction(async (tx) => {
        await tx.query(`insert into events (name, at) values ('aborted', now())`);
        await tx.query('select 1/0').catch(() => undefined);
      });
    const expected = await attempt(local).catch((error: unknown) => error);
    const actual = await attempt(client).catch((error: unknown) => error);
    expect(expected).toBeInstanceOf(TransactionAbortedError);
    expect(actual).toBeInstanceOf(TransactionAbortedError);
    expect({ ...(actual as object) }).toStrictEqual({ ...(expected as object) });
    expect(await named(db, 'aborted')).toEqual([]);
  });

  it('reports a unique violation with the PostgreSQL error fields of an in-thread PGlite', async () => {
    await db.insert(events).values(row('dup'));
    const failure = await db
      .insert(events)
      .values(row('dup'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DrizzleQueryError);
    const cause = (failure as DrizzleQueryError).cause;
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause).toMatchObject({
      code: '23505',
      severity: 'ERROR',
      schema: 'public',
      table: 'events',
      constraint: 'events_pkey',
      detail: 'Key (name)=(dup) already exists.',
      message: 'duplicate key value violates unique constraint "events_pkey"',
      queryOptions: { rowMode: 'object' },
    });
  });

  it('rolls back a transaction whose callback throws', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.insert(events).values(row('thrown-1'));
      throw new Error('callback failed');
    });
    await expect(failed).rejects.toThrow('callback failed');
    expect(await named(db, 'thrown-')).toEqual([]);
  });

  it('makes queries from outside an open transaction wait for it instead of joining it', async () => {
    const order: string[] = [];
    let outsideInsert: Promise<unknown> = Promise.resolve();
    let outsideSelect: Promise<{ name: string }[]> = Promise.resolve([]);

    const rolledBack = db.transaction(async (tx) => {
      await tx.insert(events).values(row('iso-inside'));
      outsideInsert = db
        .insert(events)
        .values(row('iso-outside'))
        .then(() => order.push('outside insert'));
      outsideSelect = named(db, 'iso-');
      // A turn of the event loop: the statements from outside reach the worker before the next
      // one of the transaction, which would see them had they joined it.
      await new Promise((resolve) => setImmediate(resolve));
      expect(await named(tx, 'iso-')).toEqual([{ name: 'iso-inside' }]);
      order.push('rollback');
      tx.rollback();
    });

    await expect(rolledBack).rejects.toThrow('Rollback');
    await outsideInsert;
    expect(order).toEqual(['rollback', 'outside insert']);
    expect(await outsideSelect).toEqual([{ name: 'iso-outside' }]);
  });

  it('rolls back a nested transaction to its savepoint and keeps the outer one', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(events).values(row('sp-outer'));
      const inner = tx.transaction(async (nested) => {
        await nested.insert(events).values(row('sp-dropped'));
        throw new Error('inner failed');
      });
      await expect(inner).rejects.toThrow('inner failed');
      await tx.transaction(async (nested) => {
        await nested.insert(events).values(row('sp-kept'));
      });
    });
    expect(await named(db, 'sp-')).toEqual([{ name: 'sp-kept' }, { name: 'sp-outer' }]);
  });

  it('applies a drizzle-kit migrations folder once through the pglite migrator', async () => {
    const folder = path.join(tmp, 'migrations');
    await fs.mkdir(path.join(folder, 'meta'), { recursive: true });
    const journal = { version: '7', dialect: 'postgresql', entries: [] as object[] };
    journal.entries.push({ idx: 0, version: '7', when: 1, tag: '0000_probes', breakpoints: true });
    await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    await fs.writeFile(
      path.join(folder, '0000_probes.sql'),
      'CREATE TABLE "probes" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\n' +
        'INSERT INTO "probes" ("id") VALUES (1), (2);',
    );

    const migrated = drizzlePgliteWorker(client);
    await migrate(migrated, { migrationsFolder: folder });
    await migrate(migrated, { migrationsFolder: folder });

    const probes = await migrated.execute<{ n: number }>(
      sql`select count(*)::int as n from probes`,
    );
    expect(probes.rows).toEqual([{ n: 2 }]);
    const applied = await migrated.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.rows).toHaveLength(1);
  });

  it('finishes queued work on close, rejects later calls, and keeps the data for a reopen', async () => {
    // execute() hands the query to the client now; awaiting a bare builder would start it later.
    const queued = [1, 2, 3].map((n) =>
      db
        .insert(events)
        .values(row(`close-${n}`))
        .execute(),
    );
    await client.close();
    await Promise.all(queued);

    await expect(client.query('select 1')).rejects.toThrow('PgliteWorkerClient is closed');
    const late = await db
      .select()
      .from(events)
      .catch((error: unknown) => error);
    expect((late as DrizzleQueryError).cause).toEqual(new Error('PgliteWorkerClient is closed'));

    client = await PgliteWorkerClient.open(path.join(tmp, 'data'));
    db = drizzlePgliteWorker(client);
    expect(await named(db, 'close-')).toHaveLength(3);
  });
});

describe('PgliteWorkerClient when its worker dies', () => {
  it('rejects pending and later calls instead of leaving them hanging', async () => {
    const doomed = await PgliteWorkerClient.open('memory://');
    const posts = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const pending = doomed.query('select pg_sleep(30)');
      const worker = posts.mock.contexts[0] as Worker;
      await worker.terminate();
      await expect(pending).rejects.toThrow(/PGlite worker exited unexpectedly/);
      await expect(doomed.query('select 1')).rejects.toThrow(/PGlite worker exited unexpectedly/);
    } finally {
      posts.mockRestore();
      await doomed.close();
    }
  });
});
