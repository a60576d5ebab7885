// N HTTP monitors every 10 s against a local target, on the embedded database, in one process:
// checks/s achieved vs planned, CPU per check (all-in, database worker included), lateness,
// RSS, database bytes per check. Run after nothing else heavy: npx tsx bench/engine-load.ts 1000 60
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../apps/server/src/db/client.js';
import { monitorState, monitors, workspaces } from '../apps/server/src/db/schema.js';
import { createLocalEventBus } from '../apps/server/src/lib/event-bus.js';
import { createTargetResolver } from '../apps/server/src/modules/checks/target-guard.js';
import { createEngine } from '../apps/server/src/modules/engine/engine.js';
import { createDatabaseResultSink } from '../apps/server/src/modules/engine/result-sink.js';

const N = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 60);
const WARMUP_SECONDS = 15;
const INTERVAL_SECONDS = 10;

const target = spawn(process.execPath, [path.resolve('bench/target-server.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<number[]>((resolve) =>
  target.stdout.once('data', (d: Buffer) => resolve(d.toString().trim().split(',').map(Number))),
);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-load-'));
const log = pino({ level: 'warn' });
const database = await openDatabase({ dataDir, onError: () => {} });
await database.migrate();
const { db } = database;

const workspaceId = crypto.randomUUID();
await db.insert(workspaces).values({ id: workspaceId, name: 'Load' });
for (let start = 0; start < N; start += 1000) {
  const batch = Array.from({ length: Math.min(1000, N - start) }, (_, i) => {
    const id = crypto.randomUUID();
    const config = {
      type: 'http' as const,
      name: `Target ${start + i}`,
      url: `http://127.0.0.1:${ports[(start + i) % ports.length]}/health/${start + i}`,
      method: 'GET' as const,
      headers: [],
      expectedStatus: ['2xx'],
      followRedirects: true,
      maxRedirects: 5,
      verifyTls: true,
      intervalSeconds: INTERVAL_SECONDS,
      timeoutSeconds: 10,
      tags: [],
      confirmations: 2,
    };
    return {
      id,
      workspaceId,
      name: config.name,
      type: 'http' as const,
      config,
      intervalSeconds: INTERVAL_SECONDS,
      timeoutSeconds: 10,
    };
  });
  await db.insert(monitors).values(batch);
  await db.insert(monitorState).values(batch.map((m) => ({ monitorId: m.id })));
}

const engine = createEngine({
  db,
  bus: createLocalEventBus(),
  sink: createDatabaseResultSink({ db, log }),
  resolve: createTargetResolver({ allowPrivate: true }),
  log,
  concurrency: 500,
});
await engine.start();
await sleep(WARMUP_SECONDS * 1000);

// node-postgres and PGlite both answer with `rows`; the shared Db type does not say so.
async function scalar(query: ReturnType<typeof sql>) {
  const result: unknown = await db.execute(query);
  return Number((result as { rows: { v: string }[] }).rows[0]!.v);
}
const before = { cpu: process.cpuUsage(), checks: engine.stats().checksRun, at: performance.now() };
let peakRss = 0;
for (let s = 0; s < SECONDS; s += 1) {
  await sleep(1000);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
const cpu = process.cpuUsage(before.cpu);
const stats = engine.stats();
const checks = stats.checksRun - before.checks;
const elapsed = (performance.now() - before.at) / 1000;
await engine.stop();
const rows = await scalar(sql`select count(*)::text as v from check_results`);
const bytes = await scalar(sql`select pg_total_relation_size('check_results')::text as v`);

const fmt = (n: number, d = 0) => n.toFixed(d);
console.log(
  `${os.cpus().length} CPUs; ${N} HTTP monitors every ${INTERVAL_SECONDS} s; embedded database; measured ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`,
);
console.log(
  `checks/s           ${fmt(checks / elapsed, 1)} achieved of ${fmt(N / INTERVAL_SECONDS, 1)} planned`,
);
console.log(
  `CPU per check      ${fmt((cpu.user + cpu.system) / checks)} us (process-wide: checks, scheduler, database worker)`,
);
console.log(
  `lateness           p50 ${fmt(stats.lateness.p50, 1)} ms, p99 ${fmt(stats.lateness.p99, 1)} ms, max ${fmt(stats.lateness.max, 1)} ms (last ${stats.lateness.samples} planned runs)`,
);
console.log(`RSS                ${fmt(peakRss / 2 ** 20)} MiB peak during the measurement`);
console.log(
  `database           ${fmt(bytes / rows, 1)} bytes per stored check (${rows} rows, check_results with its index)`,
);
console.log(`skipped runs       ${stats.skipped} (a monitor still running when due again)`);
const kinds = await db.execute(
  sql`select error_kind as kind, count(*)::int as n from check_results where status <> 0 group by 1`,
);
console.log(
  `failed checks      ${JSON.stringify((kinds as { rows: unknown[] }).rows)} (error_kind index: n)`,
);

await database.close();
target.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });
