// What one Tocsin process costs a self-hoster, on the embedded database, in one run:
//   1. idle RSS with no monitors, on a new DATA_DIR and reopened (the everyday restart);
//   2. 1,000 HTTP monitors every 20 s: RSS, CPU per check, and how many bytes the data directory
//      (every file, write-ahead log included) grows per check over `--minutes` (10 by default,
//      so checkpoints count) once its log has the two files it reuses for good, of which the
//      write-ahead log, and how much log was written per check from start to stop (its files are
//      reused, so growth alone hides it); the floor under a check's CPU, a bare new-connection
//      request at the same pace (bench/paced-requests.mjs); then a CPU profile of its first three
//      minutes, summarised as where the time goes;
//   3. the one-process ceiling: the highest rate, among `--rates` (checks/s, monitors every 10 s),
//      at which every planned check runs with p99 lateness under 250 ms; then a CPU profile at
//      that rate, summarised as where the time goes.
// The targets answer from another process (bench/target-server.mjs). Run after `npm run build`,
// with nothing else heavy running:
//   npx tsx bench/footprint.ts [--runs 3] [--minutes 10] [--rates 1000,1500,2000,2500,3000]
//                              [--only idle,small,small-profile,ceiling]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { scalar, seedTargetMonitors, spawnServer, startTargets } from './fixtures.js';
import { median } from './stats.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    minutes: { type: 'string', default: '10' },
    rates: { type: 'string', default: '1000,1500,2000,2500,3000' },
    only: { type: 'string', default: 'idle,small,small-profile,ceiling' },
  },
});
const RUNS = Number(args.runs);
const MINUTES = Number(args.minutes);
const RATES = args.rates.split(',').map(Number);
const ONLY = new Set(args.only.split(','));
const PORT = 3196;
const TICKS_PER_SECOND = 100; // USER_HZ: the unit of utime and stime in /proc/<pid>/stat
const LATENESS_LIMIT_MS = 250;

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds by thread (Node 20 names every thread `node`, so by id: the main thread's id is the
 * process id, the database worker is the busiest of the others), user and system time together:
 * where a check's CPU goes beyond what a profile of JavaScript shows.
 */
function cpuByThread(pid: number) {
  const byThread = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    byThread.set(tid === String(pid) ? 'main' : `thread ${tid}`, seconds);
  }
  return byThread;
}

/** The busiest threads' CPU between two readings, per check. */
function threadShares(before: Map<string, number>, after: Map<string, number>, checks: number) {
  return [...after]
    .map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)] as const)
    .filter(([, seconds]) => seconds > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, seconds]) => `${name} ${((seconds * 1e6) / checks).toFixed(0)} us`)
    .join(', ');
}

/** Bytes of every file under `dir`, as `du --apparent-size --bytes` counts them. */
async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(at);
    else if (entry.isFile()) total += (await stat(at)).size;
  }
  return total;
}

/** The embedded database's write-ahead log under a DATA_DIR. */
const walDir = (dataDir: string) => path.join(dataDir, 'pglite', 'pg_wal');

/** How many bytes of write-ahead log the embedded database in `dataDir` has written in all. */
async function walWritten(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await scalar(
      database.db,
      sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as v`,
    );
  } finally {
    await database.close();
  }
}

/**
 * Brings the write-ahead log of a new data directory to the two 16 MB files it then reuses for
 * good (min_wal_size=32MB), as any data directory has them after its first half hour at 1,000
 * monitors: made during a 10-minute run, that one-time 16 MB file would read as ~550 B per check.
 * Returns how many bytes of log files there are.
 */
async function fillWalRing(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`select pg_switch_wal()`);
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  return directoryBytes(walDir(dataDir));
}

/**
 * CPU per request of bench/paced-requests.mjs at `rate` a second for a minute: a minimal process
 * making the same new-connection requests, the floor under a check's CPU on this machine.
 */
async function pacedRequestFloor(ports: number[], rate: number) {
  const child = spawn(
    process.execPath,
    [path.resolve('bench/paced-requests.mjs'), ports.join(','), String(rate), '60'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return (JSON.parse(output) as { usPerRequest: number }).usPerRequest;
}

const newDataDir = () => mkdtemp(path.join(os.tmpdir(), 'tocsin-footprint-'));

interface SchedulerLine {
  msg: string;
  level: number;
  checks: number;
  skipped: number;
  lateness: { samples: number; p50: number; p99: number; max: number };
}

/** The server on `dataDir`, with its minute lines as they come, and a way to stop it. */
function startServer(dataDir: string, nodeArgs: string[] = []) {
  const server = spawnServer(dataDir, PORT, 'info', {}, nodeArgs);
  const lines: ((line: SchedulerLine) => void)[] = [];
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  createInterface({ input: server.stdout }).on('line', (text) => {
    let entry: SchedulerLine;
    try {
      entry = JSON.parse(text) as SchedulerLine;
    } catch {
      return;
    }
    if (entry.level >= 40) console.error(text);
    if (entry.msg === 'scheduler') lines.shift()?.(entry);
  });
  return {
    pid: server.pid!,
    nextMinute: () => new Promise<SchedulerLine>((resolve) => lines.push(resolve)),
    async ready() {
      for (const started = performance.now(); performance.now() - started < 120_000;) {
        const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(50);
      }
      throw new Error('the server did not answer /healthz within 2 minutes');
    },
    async stop() {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * RSS once idle: the median of 10 samples a second apart, after a minute of quiet. V8 shrinks a
 * heap that stopped allocating some 30-40 s after start (its memory reducer), so a shorter wait
 * measures the start, not the idle server.
 */
async function idleRss(dataDir: string) {
  const server = startServer(dataDir);
  await server.ready();
  await sleep(60_000);
  const samples: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    samples.push(rssMiB(server.pid));
    await sleep(1000);
  }
  await server.stop();
  return median(samples);
}

async function idle() {
  const fresh: number[] = [];
  const reopened: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dir = await newDataDir();
    fresh.push(await idleRss(dir));
    reopened.push(await idleRss(dir));
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    `idle RSS, no monitors      new DATA_DIR ${median(fresh).toFixed(0)} MiB (runs ${fresh.map((n) => n.toFixed(0)).join(' / ')}), reopened ${median(reopened).toFixed(0)} MiB (runs ${reopened.map((n) => n.toFixed(0)).join(' / ')})`,
  );
}

/** 1,000 monitors every 20 s: RSS, CPU per check, data directory growth per check. */
async function small(ports: number[]) {
  const results: {
    rss: number;
    peak: number;
    cpuUs: number;
    bytes: number;
    wal: number;
    walMiB: number;
    walStartMiB: number;
    logged: number;
    p99: number;
    floorUs: number;
  }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dir = await newDataDir();
    await seedTargetMonitors({ dataDir: dir }, 1000, ports, 20);
    const walAtStart = await fillWalRing(dir);
    const logged0 = await walWritten(dir);
    const server = startServer(dir);
    // Warm-up: every monitor has been checked.
    const warmUpChecks = (await server.nextMinute()).checks;
    const cpu0 = cpuSeconds(server.pid);
    const threads0 = cpuByThread(server.pid);
    const bytes0 = await directoryBytes(dir);
    const wal0 = await directoryBytes(walDir(dir));
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(rssMiB(server.pid)), 1000);
    let checks = 0;
    let p99 = 0;
    for (let minute = 0; minute < MINUTES; minute += 1) {
      const line = await server.nextMinute();
      checks += line.checks;
      p99 = Math.max(p99, line.lateness.p99);
    }
    clearInterval(sampler);
    const cpuUs = ((cpuSeconds(server.pid) - cpu0) * 1e6) / checks;
    const threads = threadShares(threads0, cpuByThread(server.pid), checks);
    const bytes = ((await directoryBytes(dir)) - bytes0) / checks;
    const walFiles = await directoryBytes(walDir(dir));
    const wal = (walFiles - wal0) / checks;
    await server.stop();
    // From start to stop, warm-up and the checkpoint of a clean stop included.
    const logged = ((await walWritten(dir)) - logged0) / (checks + warmUpChecks);
    await rm(dir, { recursive: true, force: true });
    const floorUs = await pacedRequestFloor(ports, 1000 / 20);
    const result = {
      rss: median(rss),
      peak: Math.max(...rss),
      cpuUs,
      bytes,
      wal,
      walMiB: walFiles / 2 ** 20,
      walStartMiB: walAtStart / 2 ** 20,
      logged,
      p99,
      floorUs,
    };
    results.push(result);
    console.error(
      `  1,000 monitors, run ${run + 1}: ${checks} checks, RSS ${result.rss.toFixed(0)} MiB (peak ${result.peak.toFixed(0)}), ${cpuUs.toFixed(0)} us CPU per check (a bare request ${floorUs.toFixed(0)} us), ${bytes.toFixed(1)} B per check (WAL ${wal.toFixed(1)}, its files ${result.walStartMiB.toFixed(0)} MiB at the start, ${result.walMiB.toFixed(0)} MiB at the end), ${logged.toFixed(1)} B of log written per check, lateness p99 ${p99} ms\n    by thread: ${threads}`,
    );
  }
  const of = (pick: (r: (typeof results)[number]) => number, digits = 0) =>
    `${median(results.map(pick)).toFixed(digits)} (runs ${results.map((r) => pick(r).toFixed(digits)).join(' / ')})`;
  console.log(
    `1,000 monitors every 20 s  RSS ${of((r) => r.rss)} MiB, peak ${of((r) => r.peak)} MiB`,
  );
  console.log(`                           CPU per check ${of((r) => r.cpuUs)} us`);
  console.log(
    `                           the floor: a bare new-connection HTTP request at the same pace, from a minimal process, ${of((r) => r.floorUs)} us`,
  );
  console.log(
    `                           data directory growth ${of((r) => r.bytes, 1)} B per check over ${MINUTES} min (every file, WAL included)`,
  );
  console.log(
    `                           of which the write-ahead log ${of((r) => r.wal, 1)} B per check (16 MB files, reused after checkpoints: ${of((r) => r.walStartMiB)} MiB of them at the start, ${of((r) => r.walMiB)} MiB at the end)`,
  );
  console.log(
    `                           write-ahead log written ${of((r) => r.logged, 1)} B per check (start to stop)`,
  );
}

/** Prints where each thread's time goes in the .cpuprofile files under `dir`, then removes it. */
async function printProfiles(dir: string, what: string) {
  // One profile per thread: the main one, and the embedded database's worker.
  for (const file of (await readdir(dir)).sort()) {
    console.log(`where the time goes ${what}, ${file} (self time by function):`);
    for (const line of await topFunctions(path.join(dir, file))) console.log(line);
  }
  await rm(dir, { recursive: true, force: true });
}

/**
 * 1,000 monitors every 20 s under the profiler, from start to the end of the third minute: the
 * first minute checks every monitor once, each check a status change from pending, which the
 * profile counts too.
 */
async function profileSmall(ports: number[]) {
  const dir = await newDataDir();
  await seedTargetMonitors({ dataDir: dir }, 1000, ports, 20);
  const profiles = await newDataDir();
  const server = startServer(dir, ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
  for (let minute = 0; minute < 3; minute += 1) await server.nextMinute();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
  await printProfiles(profiles, 'with 1,000 monitors every 20 s');
}

/** One minute at `rate` checks/s after a minute of warm-up: whether every check ran on time. */
async function atRate(ports: number[], rate: number, nodeArgs: string[] = []) {
  const dir = await newDataDir();
  await seedTargetMonitors({ dataDir: dir }, rate * 10, ports, 10);
  const server = startServer(dir, nodeArgs);
  await server.nextMinute();
  const cpu0 = cpuSeconds(server.pid);
  const line = await server.nextMinute();
  const cpuUs = ((cpuSeconds(server.pid) - cpu0) * 1e6) / line.checks;
  await server.stop();
  await rm(dir, { recursive: true, force: true });
  const achieved = line.checks / 60;
  const ok = achieved >= rate * 0.99 && line.skipped === 0 && line.lateness.p99 < LATENESS_LIMIT_MS;
  console.error(
    `  ${rate} checks/s planned: ${achieved.toFixed(0)} achieved, lateness p99 ${line.lateness.p99} ms, skipped ${line.skipped}, ${cpuUs.toFixed(0)} us CPU per check: ${ok ? 'holds' : 'does not hold'}`,
  );
  return ok;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The functions with the most self time in a .cpuprofile, as shares of all samples. */
async function topFunctions(file: string, count = 15) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as { nodes: ProfileNode[] };
  // Shares of the thread's busy time: samples taken while it waited are left out.
  const busy = profile.nodes.filter((n) => n.callFrame.functionName !== '(idle)');
  const total = busy.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const all = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  for (const node of busy) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/')}:${lineNumber + 1}`
      : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + (node.hitCount ?? 0));
  }
  return [
    `  busy ${((total / all) * 100).toFixed(0)}% of the time; of that:`,
    ...[...byFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`),
  ];
}

async function ceiling(ports: number[]) {
  let highest = 0;
  for (const rate of RATES) {
    if (!(await atRate(ports, rate))) break;
    highest = rate;
  }
  console.log(
    highest === 0
      ? `ceiling                    below ${RATES[0]} checks/s (p99 lateness < ${LATENESS_LIMIT_MS} ms, no check skipped)`
      : `ceiling                    ${highest} checks/s holds (p99 lateness < ${LATENESS_LIMIT_MS} ms, no check skipped)${highest === RATES.at(-1) ? ', the highest rate tried' : `; ${RATES[RATES.indexOf(highest) + 1]} does not`}`,
  );
  if (highest === 0) return;
  const profiles = await newDataDir();
  await atRate(ports, highest, ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
  await printProfiles(profiles, `at ${highest} checks/s`);
}

const { target, ports } = await startTargets();
process.on('exit', () => target.kill('SIGKILL'));
console.log(
  `${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; embedded database; median of ${RUNS} runs`,
);
if (ONLY.has('idle')) await idle();
if (ONLY.has('small')) await small(ports);
if (ONLY.has('small-profile')) await profileSmall(ports);
if (ONLY.has('ceiling')) await ceiling(ports);
target.kill('SIGTERM');
