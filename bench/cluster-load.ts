// N HTTP monitors every 30 s checked from 3 regions (N / 10 checks a second in all: 10,000
// monitors make the 1,000 a second of bench/engine-load.ts), with the processes of a cluster on
// this machine: one `tocsin serve` on PostgreSQL and Redis, a `tocsin probe` per region, each
// bound to its own loopback address, and the targets in a process of their own. Reports checks
// achieved of planned, lateness per region, CPU per check of each process kind and of Redis,
// Redis commands and bytes per check, and RSS per process. Run after `npm run build`:
//   npx tsx bench/cluster-load.ts [monitors=10000] [minutes measured=2]
// DATABASE_URL (a role that may create databases; default postgres://postgres@127.0.0.1:5432/postgres)
// and REDIS_URL (default redis://127.0.0.1:6379) name the local services.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  dropRedisKeys,
  seedTargetMonitors,
  spawnProbes,
  spawnServer,
  startTargets,
} from './fixtures.js';
import { median } from './stats.js';

const N = Number(process.argv[2] ?? 10_000);
const MINUTES = Number(process.argv[3] ?? 2);
const INTERVAL = 30;
const REGIONS = ['eu', 'us', 'ap'];
const PORT = 3198;
const TICKS_PER_SECOND = 100;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${crypto.randomUUID().slice(0, 8)}:`;

// A database of its own, dropped at the end.
const dbName = `tocsin_bench_cluster_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;

const { target, ports } = await startTargets();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-cluster-load-'));
await seedTargetMonitors({ dataDir, databaseUrl }, N, ports, INTERVAL);

const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
const probes = spawnProbes(REGIONS, env, 'info');
// The probes register first, so the server sends every check to them from its first run.
await new Promise((r) => setTimeout(r, 3_000));
const server = spawnServer(dataDir, PORT, 'info', env);
const redis = new Redis(redisUrl);
const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))![1]);

const all: ChildProcess[] = [server, ...probes, target];
process.on('exit', () => all.forEach((child) => child.kill('SIGKILL')));

/** A process's /proc stat fields after its name: [0] state, [1] parent, [11] utime ... [14] cstime. */
const statOf = (pid: number | string) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);

function cpuSeconds(pid: number) {
  const fields = statOf(pid);
  return (fields[11]! + fields[12]!) / TICKS_PER_SECOND;
}

// PostgreSQL's CPU: its postmaster's, the backends' it has reaped (its children's time) and the
// live backends'. The whole local server is counted; nothing else uses it during the run.
const backend = (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
const postmaster = statOf(backend)[1]!;
function postgresCpuSeconds() {
  const own = statOf(postmaster);
  let ticks = own[11]! + own[12]! + own[13]! + own[14]!;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statOf(entry);
      if (fields[1] === postmaster) ticks += fields[11]! + fields[12]!;
    } catch {
      // Gone meanwhile: its time is now the postmaster's children's.
    }
  }
  return ticks / TICKS_PER_SECOND;
}
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function redisStats() {
  const info = await redis.info('stats');
  const field = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(info)![1]);
  return {
    commands: field('total_commands_processed'),
    bytes: field('total_net_input_bytes') + field('total_net_output_bytes'),
  };
}

const historyDb = new pg.Client({ connectionString: databaseUrl });
await historyDb.connect();
async function historyBytes() {
  const { rows } = await historyDb.query<{ n: string }>(
    `select sum(pg_total_relation_size(t))::text as n
     from unnest(array['check_minutes', 'check_hours', 'check_days', 'region_series']) as t`,
  );
  return Number(rows[0]!.n);
}

interface Lateness {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}
interface Mark {
  at: number;
  cpu: Record<string, number>;
  redis: { commands: number; bytes: number };
  /** The history tables' size on disk, with their indexes (not the write-ahead log). */
  historyBytes: number;
}
const pids: Record<string, number> = {
  server: server.pid!,
  ...Object.fromEntries(REGIONS.map((r, i) => [`probe-${r}`, probes[i]!.pid!])),
  redis: redisPid,
  targets: target.pid!,
};
const mark = async (): Promise<Mark> => ({
  at: performance.now(),
  cpu: {
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)])),
    postgres: postgresCpuSeconds(),
  },
  redis: await redisStats(),
  historyBytes: await historyBytes(),
});

const probeMinutes = new Map<string, { checks: number; lateness: Lateness }[]>();
probes.forEach((probe, i) => {
  const region = REGIONS[i]!;
  probeMinutes.set(region, []);
  createInterface({ input: probe.stdout! }).on('line', (line) => {
    const entry = JSON.parse(line) as {
      msg: string;
      level: number;
      checks: number;
      lateness: Lateness;
    };
    if (entry.level >= 40) console.error(`[probe-${region}] ${line}`);
    if (entry.msg === 'probe') probeMinutes.get(region)!.push(entry);
  });
});

const peakRss: Record<string, number> = {};
const sampler = setInterval(() => {
  for (const [name, pid] of Object.entries(pids)) {
    if (name !== 'redis') peakRss[name] = Math.max(peakRss[name] ?? 0, rssMiB(pid));
  }
}, 1000);

interface Report {
  checks: number;
  skipped: number;
  unanswered: number;
  lateness: Lateness;
}
const marks: Mark[] = [];
const measured: Report[] = [];
await new Promise<void>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  createInterface({ input: server.stdout }).on('line', (line) => {
    const entry = JSON.parse(line) as { msg: string; level: number } & Report;
    if (entry.level >= 40) console.error(`[server] ${line}`);
    if (entry.msg !== 'scheduler') return;
    void mark().then((m) => {
      marks.push(m);
      if (marks.length === 1) return;
      measured.push(entry);
      const l = entry.lateness;
      console.error(
        `minute ${measured.length}: ${entry.checks} runs, ${entry.unanswered} unanswered, lateness p50 ${l.p50} p99 ${l.p99} max ${l.max} ms, skipped ${entry.skipped}`,
      );
      if (measured.length === MINUTES) resolve();
    });
  });
});
clearInterval(sampler);
for (const child of [server, ...probes]) child.kill('SIGTERM');
await Promise.all([server, ...probes].map((c) => new Promise((r) => c.once('exit', r))));
target.kill('SIGTERM');
redis.disconnect();
await dropRedisKeys(redisUrl, prefix);
await historyDb.end();
await admin.query(`drop database ${dbName} with (force)`);
await admin.end();
await rm(dataDir, { recursive: true, force: true });

const first = marks[0]!;
const last = marks.at(-1)!;
const seconds = (last.at - first.at) / 1000;
const runs = measured.reduce((sum, r) => sum + r.checks, 0);
// Each run is a check in every region.
const regionChecks = runs * REGIONS.length;
const cpuUs = (name: string) => ((last.cpu[name]! - first.cpu[name]!) * 1e6) / regionChecks;
const fmt = (n: number, d = 0) => n.toFixed(d);
const probeCpu = REGIONS.reduce((sum, r) => sum + cpuUs(`probe-${r}`), 0);

console.log(
  `${os.cpus().length} CPUs; ${N} HTTP monitors every ${INTERVAL} s from ${REGIONS.length} regions; one server on PostgreSQL and Redis, ${REGIONS.length} probes, targets in their own process; ${MINUTES} minutes measured after 1 minute of warm-up`,
);
console.log(
  `checks/s           ${fmt(regionChecks / seconds, 1)} achieved of ${fmt((N / INTERVAL) * REGIONS.length, 1)} planned (${fmt(runs / seconds, 1)} runs/s of ${fmt(N / INTERVAL, 1)}, each in ${REGIONS.length} regions); ${measured.reduce((s, r) => s + r.unanswered, 0)} runs unanswered, ${measured.reduce((s, r) => s + r.skipped, 0)} skipped`,
);
console.log(
  `lateness (server)  p50 ${fmt(median(measured.map((r) => r.lateness.p50)), 1)} ms, p99 ${fmt(Math.max(...measured.map((r) => r.lateness.p99)), 1)} ms, max ${fmt(Math.max(...measured.map((r) => r.lateness.max)), 1)} ms: when the server sent the run`,
);
for (const region of REGIONS) {
  const minutes = probeMinutes.get(region)!.slice(-MINUTES);
  console.log(
    `lateness (${region})     p50 ${fmt(median(minutes.map((m) => m.lateness.p50)), 1)} ms, p99 ${fmt(Math.max(...minutes.map((m) => m.lateness.p99)), 1)} ms, max ${fmt(Math.max(...minutes.map((m) => m.lateness.max)), 1)} ms: when the probe began the check (last ${minutes.length} minutes' reports)`,
  );
}
console.log(
  `CPU per check      server ${fmt(cpuUs('server'))} us (scheduler, queue, ingest, database writes), Redis ${fmt(cpuUs('redis'))} us, PostgreSQL ${fmt(cpuUs('postgres'))} us, probes ${fmt(probeCpu)} us (${REGIONS.map((r) => `${r} ${fmt(cpuUs(`probe-${r}`))}`).join(', ')} per check of all), targets ${fmt(cpuUs('targets'))} us`,
);
console.log(
  `coordination       ${fmt(cpuUs('server') + cpuUs('redis'))} us CPU per check (server + Redis), ${fmt(cpuUs('server') + cpuUs('redis') + cpuUs('postgres'))} us with PostgreSQL: everything but the probe's own check`,
);
console.log(
  `Redis              ${fmt((last.redis.commands - first.redis.commands) / regionChecks, 1)} commands and ${fmt((last.redis.bytes - first.redis.bytes) / regionChecks)} bytes per check`,
);
console.log(
  `history            ${fmt((last.historyBytes - first.historyBytes) / regionChecks, 1)} bytes stored per check (${fmt((last.historyBytes - first.historyBytes) / runs, 1)} per run: the verdict and each region's check; tables and indexes, minutes written as they close)`,
);
console.log(
  `RSS (peak)         ${Object.entries(peakRss)
    .map(([name, mib]) => `${name} ${fmt(mib)} MiB`)
    .join(', ')}`,
);
