// N HTTP monitors every 10 s against a local target, on the embedded database: the real server
// process (`node apps/server/dist/main.js serve`) does all the work, so what is measured is what a
// deployment runs: checks, scheduler, result sink, rollups, database worker, API, all in one.
// Reports checks/s achieved vs planned, CPU per check, lateness, RSS and database bytes per check.
// The server logs one 'scheduler' line a minute; the first minute is the warm-up, the following
// ones are measured. Run after `npm run build`, with nothing else heavy running:
//   npx tsx bench/engine-load.ts [monitors=1000] [minutes measured=2]
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  INTERVAL_SECONDS,
  scalar,
  seedTargetMonitors,
  spawnServer,
  startTargets,
} from './fixtures.js';
import { median } from './stats.js';

const N = Number(process.argv[2] ?? 1000);
const MINUTES = Number(process.argv[3] ?? 2);
const PORT = 3197;
const TICKS_PER_SECOND = 100; // USER_HZ: the unit of utime and stime in /proc/<pid>/stat

const { target, ports } = await startTargets();

// The monitors go straight into the database, as if created earlier; then the server starts.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-load-'));
await seedTargetMonitors({ dataDir }, N, ports);

const server = spawnServer(dataDir, PORT, 'info');
const pid = server.pid!;
// Whatever happens, no server or target is left behind to answer the next run.
process.on('exit', () => {
  server.kill('SIGKILL');
  target.kill('SIGKILL');
});

function cpuSeconds() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
const rssMiB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Report {
  monitors: number;
  checks: number;
  skipped: number;
  lateness: { samples: number; p50: number; p99: number; max: number };
  memory: { rssMiB: number; heapUsedMiB: number; heapTotalMiB: number; externalMiB: number };
}
const reports: { report: Report; cpu: number; at: number; rss: number }[] = [];
let peakRss = 0;
const sampler = setInterval(() => {
  if (reports.length > 0) peakRss = Math.max(peakRss, rssMiB());
}, 1000);

await new Promise<void>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  createInterface({ input: server.stdout }).on('line', (line) => {
    const entry = JSON.parse(line) as { msg: string; level: number } & Report;
    if (entry.level >= 40) console.error(line);
    if (entry.msg !== 'scheduler') return;
    reports.push({ report: entry, cpu: cpuSeconds(), at: performance.now(), rss: rssMiB() });
    const minute = reports.length - 1;
    if (minute > 0) {
      const l = entry.lateness;
      console.error(
        `minute ${minute}: ${entry.checks} checks, lateness p50 ${l.p50} p99 ${l.p99} max ${l.max} ms, skipped ${entry.skipped}, RSS ${rssMiB().toFixed(0)} MiB (main thread heap ${entry.memory.heapUsedMiB} of ${entry.memory.heapTotalMiB} MiB, external ${entry.memory.externalMiB} MiB)`,
      );
    }
    if (minute === MINUTES) resolve();
  });
});
clearInterval(sampler);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const first = reports[0]!;
const last = reports.at(-1)!;
const measured = reports.slice(1).map((r) => r.report);
const checks = measured.reduce((sum, r) => sum + r.checks, 0);
const seconds = (last.at - first.at) / 1000;

// Stopping the server closed every open minute and wrote it.
const database = await openDatabase({ dataDir });
const { db } = database;
const stored = await scalar(db, sql`select coalesce(sum(checks), 0)::text as v from check_minutes`);
const failed = await scalar(
  db,
  sql`select coalesce(sum(failures), 0)::text as v from check_minutes`,
);
const minuteRows = await scalar(db, sql`select count(*)::text as v from check_minutes`);
const historyBytes = await scalar(
  db,
  sql`select (pg_total_relation_size('check_minutes') + pg_total_relation_size('check_hours')
    + pg_total_relation_size('check_days'))::text as v`,
);
await database.close();
target.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });

const fmt = (n: number, d = 0) => n.toFixed(d);
console.log(
  `${os.cpus().length} CPUs; ${N} HTTP monitors every ${INTERVAL_SECONDS} s; one server process on the embedded database; ${MINUTES} minutes measured after 1 minute of warm-up`,
);
console.log(
  `checks/s           ${fmt(checks / seconds, 1)} achieved of ${fmt(N / INTERVAL_SECONDS, 1)} planned`,
);
console.log(
  `CPU per check      ${fmt(((last.cpu - first.cpu) * 1e6) / checks)} us (the whole server process: checks, scheduler, result sink, rollups, database worker)`,
);
console.log(
  `lateness           p50 ${fmt(median(measured.map((r) => r.lateness.p50)), 1)} ms, p99 ${fmt(Math.max(...measured.map((r) => r.lateness.p99)), 1)} ms, max ${fmt(Math.max(...measured.map((r) => r.lateness.max)), 1)} ms (worst minute's p99 and max)`,
);
console.log(`RSS                ${fmt(peakRss)} MiB peak while measured`);
console.log(
  `database           ${fmt(historyBytes / stored, 1)} bytes per stored check (${stored} checks in ${minuteRows} minute rows; check_minutes, check_hours, check_days with indexes and TOAST)`,
);
console.log(
  `skipped runs       ${measured.reduce((sum, r) => sum + r.skipped, 0)} (a monitor still running when due again)`,
);
console.log(`failed checks      ${failed} of ${stored}`);
