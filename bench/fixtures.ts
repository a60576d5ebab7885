// Monitors and stored history for the benchmarks, written straight into the database, and the
// server process they are served by.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CheckRecord } from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import { checkMinutes, monitorState, monitors, workspaces } from '../apps/server/src/db/schema.js';
import { MINUTE_MS, OpenMinute } from '../apps/server/src/modules/results/minute.js';

export const INTERVAL_SECONDS = 10;

/** `count` HTTP monitors every 10 s (or `intervalSeconds`) in one workspace, `url(i)` as the i-th one's target. */
export async function insertHttpMonitors(
  db: Db,
  workspaceId: string,
  count: number,
  url: (i: number) => string,
  createdAt = new Date(),
  intervalSeconds = INTERVAL_SECONDS,
) {
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const i = start + offset;
      const config = {
        type: 'http' as const,
        name: `Target ${i}`,
        url: url(i),
        method: 'GET' as const,
        headers: [],
        expectedStatus: ['2xx'],
        followRedirects: true,
        maxRedirects: 5,
        verifyTls: true,
        intervalSeconds,
        timeoutSeconds: 10,
        tags: i % 3 === 0 ? ['production'] : [],
        confirmations: 2,
      };
      return {
        id: crypto.randomUUID(),
        workspaceId,
        name: config.name,
        type: 'http' as const,
        config,
        intervalSeconds,
        timeoutSeconds: 10,
        tags: config.tags,
        createdAt,
      };
    });
    await db.insert(monitors).values(batch);
    await db.insert(monitorState).values(batch.map((m) => ({ monitorId: m.id })));
  }
  const rows = await db
    .select({ seq: monitors.seq, id: monitors.id })
    .from(monitors)
    .where(sql`${monitors.workspaceId} = ${workspaceId}`)
    .orderBy(monitors.seq);
  return rows;
}

/** A deterministic generator, so two runs store the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const TEMPLATES = 64;

/**
 * Minutes as the result sink stores them for an HTTPS site checked every 10 s from afar: six
 * checks with DNS, connect, TLS and first-byte times that vary, one minute in 32 with a failed
 * check (a timeout), one in 16 with a slow one (degraded).
 */
function templateMinutes() {
  const next = random(42);
  const jitter = (ms: number) => ms * (0.7 + 0.6 * next());
  return Array.from({ length: TEMPLATES }, (_, t) => {
    const minute = new OpenMinute(-1 - t, 0);
    for (let c = 0; c < 6; c += 1) {
      const dns = jitter(12);
      const connect = jitter(25);
      const tls = jitter(40);
      const ttfb = jitter(120);
      const slow = t % 16 === 5 && c === 3;
      const failed = t % 32 === 7 && c === 2;
      const check: CheckRecord = failed
        ? {
            checkedAt: new Date(c * 10_000).toISOString(),
            status: 'down',
            errorKind: 'timeout',
            statusCode: null,
            timings: { dns, connect, tls, total: 10_000 },
            message: 'No response within 10 s',
          }
        : {
            checkedAt: new Date(c * 10_000).toISOString(),
            status: slow ? 'degraded' : 'up',
            errorKind: null,
            statusCode: 200,
            timings: {
              dns,
              connect,
              tls,
              ttfb: slow ? ttfb * 20 : ttfb,
              total: dns + connect + tls + (slow ? ttfb * 20 : ttfb) + jitter(3),
            },
            message: null,
          };
      minute.add(check, 10_000);
    }
    return minute.toRow();
  });
}

/**
 * Stores minutes [fromMinute, toMinute) for every monitor in `seqs`, each a copy of one of the
 * template minutes (raw checks are stored relative to their minute, so a copy is a valid minute).
 */
export async function seedMinutes(
  db: Db,
  seqs: readonly number[],
  fromMinute: number,
  toMinute: number,
) {
  const templates = templateMinutes();
  await db.insert(checkMinutes).values(
    templates.map((t) => ({
      monitorSeq: t.seq,
      minute: 0,
      downMs: t.downMs,
      observedMs: t.observedMs,
      checks: t.checks,
      failures: t.failures,
      degraded: t.degraded,
      hist: t.hist,
      minMs: t.minMs,
      maxMs: t.maxMs,
      raw: t.raw,
    })),
  );
  const list = `{${seqs.join(',')}}`;
  // An hour at a time keeps each statement's memory small.
  for (let from = fromMinute; from < toMinute; from += 60) {
    const to = Math.min(toMinute, from + 60);
    await db.execute(sql`
      insert into check_minutes
        (monitor_seq, minute, down_ms, observed_ms, checks, failures, degraded, hist, min_ms,
          max_ms, raw)
      select s.seq, m, t.down_ms, t.observed_ms, t.checks, t.failures, t.degraded, t.hist,
        t.min_ms, t.max_ms, t.raw
      from unnest(${list}::int[]) as s(seq)
      cross join generate_series(${from}::int, ${to - 1}::int) as m
      join check_minutes t on t.minute = 0
        and t.monitor_seq = -1 - ((s.seq * 7919 + m) % ${TEMPLATES})`);
  }
  await db.execute(sql`delete from check_minutes where monitor_seq < 0`);
}

export const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);

// node-postgres and PGlite both answer with `rows`; the shared Db type does not say so.
export async function scalar(db: Db, query: ReturnType<typeof sql>) {
  const result: unknown = await db.execute(query);
  return Number((result as { rows: { v: string }[] }).rows[0]!.v);
}

/** The local target servers of bench/target-server.mjs, and the ports they listen on. */
export async function startTargets() {
  const target = spawn(process.execPath, [path.resolve('bench/target-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ports = await new Promise<number[]>((resolve) =>
    target.stdout.once('data', (d: Buffer) => resolve(d.toString().trim().split(',').map(Number))),
  );
  return { target, ports };
}

/**
 * The built server (`node apps/server/dist/main.js serve`) on the embedded database in `dataDir`,
 * on 127.0.0.1, allowed to check local targets. Its stdout is piped, for its log lines.
 * `nodeArgs` go to Node itself (`--cpu-prof` ...).
 */
export function spawnServer(
  dataDir: string,
  port: number,
  logLevel: 'info' | 'warn',
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  return spawn(process.execPath, [...nodeArgs, path.resolve('apps/server/dist/main.js'), 'serve'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: logLevel,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * A migrated database (the embedded one in `dataDir`, or `databaseUrl`) with one workspace of
 * `count` HTTP monitors spread over the target servers' `ports`, as if created earlier.
 */
export async function seedTargetMonitors(
  where: { dataDir: string; databaseUrl?: string },
  count: number,
  ports: number[],
  intervalSeconds = INTERVAL_SECONDS,
) {
  const database = await openDatabase(where);
  await database.migrate();
  const workspaceId = crypto.randomUUID();
  await database.db.insert(workspaces).values({ id: workspaceId, name: 'Load' });
  await insertHttpMonitors(
    database.db,
    workspaceId,
    count,
    (i) => `http://127.0.0.1:${ports[i % ports.length]}/health/${i}`,
    new Date(),
    intervalSeconds,
  );
  await database.close();
}

/**
 * One built `tocsin probe` per region, the i-th checking from 127.0.0.(i + 2), on the Redis of
 * `env` (REDIS_URL, REDIS_PREFIX), allowed to check local targets. Their stdout is piped at
 * `info` (for their 'probe' lines) and inherited otherwise.
 */
export function spawnProbes(
  regions: string[],
  env: Record<string, string>,
  logLevel: 'info' | 'warn',
) {
  return regions.map((region, i) =>
    spawn(
      process.execPath,
      [
        path.resolve('apps/server/dist/main.js'),
        'probe',
        '--region',
        region,
        '--source',
        `127.0.0.${i + 2}`,
      ],
      {
        env: { ...process.env, ...env, ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: logLevel },
        stdio: ['ignore', logLevel === 'info' ? 'pipe' : 'inherit', 'inherit'],
      },
    ),
  );
}

/** Deletes every key a benchmark's processes made under `prefix`. */
export async function dropRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix.replace(/:$/, '')}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
