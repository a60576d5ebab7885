// Takeover of the scheduling: two `tocsin serve` on one PostgreSQL database with N monitors
// every 10 s; the server that schedules is killed with SIGKILL, five times (a new server replaces
// each killed one). For each kill: the time until another server holds the lease, until the first
// check it planned, and the planned runs the monitors missed. Run after `npm run build`:
//   npx tsx bench/takeover.ts [monitors=100] [kills=5]
// DATABASE_URL: a role that may create databases (default postgres://postgres@127.0.0.1:5432/postgres).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { freePort, until } from '../apps/server/src/test/wait.js';
import { INTERVAL_SECONDS, seedTargetMonitors, spawnServer } from './fixtures.js';
import { median } from './stats.js';

const N = Number(process.argv[2] ?? 100);
const KILLS = Number(process.argv[3] ?? 5);
const INTERVAL_MS = INTERVAL_SECONDS * 1000;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dbName = `tocsin_bench_takeover_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;

/** When each monitor's target was checked, by path. */
const hits = new Map<string, number[]>();
const target = http.createServer((req, res) => {
  hits.set(req.url!, [...(hits.get(req.url!) ?? []), Date.now()]);
  res.writeHead(200).end('ok');
});
await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const targetPort = (target.address() as AddressInfo).port;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-takeover-'));
await seedTargetMonitors({ dataDir, databaseUrl }, N, [targetPort]);

interface Server {
  proc: ChildProcess;
  /** When it logged that it schedules the checks; null until it does. */
  scheduling: number | null;
}
const servers: Server[] = [];
async function start(): Promise<Server> {
  const port = await freePort();
  const proc = spawnServer(dataDir, port, 'info', {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 's'.repeat(40),
  });
  const server: Server = { proc, scheduling: null };
  createInterface({ input: proc.stdout }).on('line', (line) => {
    if (line.includes('this process schedules the checks')) server.scheduling = Date.now();
  });
  servers.push(server);
  await until(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok), Boolean, {
    timeoutMs: 60_000,
    everyMs: 100,
    retryErrors: true,
  });
  return server;
}
process.on('exit', () => servers.forEach((s) => s.proc.kill('SIGKILL')));

await start();
await until(
  () => Promise.resolve(servers[0]!.scheduling),
  (at) => at !== null,
  {
    timeoutMs: 60_000,
  },
);
await start();
// Every monitor checked on its plan a few times before the first kill.
await new Promise((r) => setTimeout(r, 2.5 * INTERVAL_MS));

const takeovers: number[] = [];
const firstChecks: number[] = [];
const missedPerKill: number[] = [];
/** The most runs one monitor missed across one kill, and slots checked twice. */
let mostByOne = 0;
let twice = 0;
for (let kill = 1; kill <= KILLS; kill += 1) {
  // The one that took the lease last, of those alive.
  const leader = servers
    .filter((s) => s.scheduling !== null && s.proc.exitCode === null && s.proc.signalCode === null)
    .sort((a, b) => b.scheduling! - a.scheduling!)[0]!;
  const killedAt = Date.now();
  leader.proc.kill('SIGKILL');
  const next = await until(
    () =>
      Promise.resolve(
        servers.find((s) => s !== leader && s.scheduling !== null && s.scheduling > killedAt),
      ),
    (s) => s !== undefined,
    { timeoutMs: 30_000, everyMs: 20 },
  );
  const takeoverAt = next.scheduling!;
  // Its first check: the first hit after it took the lease.
  const firstAt = await until(
    () =>
      Promise.resolve(
        Math.min(...[...hits.values()].flatMap((times) => times.filter((t) => t >= takeoverAt))),
      ),
    Number.isFinite,
    { timeoutMs: 30_000, everyMs: 20 },
  );
  // Each monitor's runs across the kill: the gaps between its checks in a window around it.
  await new Promise((r) => setTimeout(r, 2 * INTERVAL_MS));
  let missed = 0;
  for (const times of hits.values()) {
    const around = times.filter((t) => t >= killedAt - INTERVAL_MS * 1.5);
    let own = 0;
    for (let i = 1; i < around.length; i += 1) {
      const gap = around[i]! - around[i - 1]!;
      own += Math.max(0, Math.round(gap / INTERVAL_MS) - 1);
      if (gap < INTERVAL_MS / 2) twice += 1;
    }
    missed += own;
    mostByOne = Math.max(mostByOne, own);
  }
  takeovers.push(takeoverAt - killedAt);
  firstChecks.push(firstAt - killedAt);
  missedPerKill.push(missed);
  console.error(
    `kill ${kill}: lease taken over after ${takeoverAt - killedAt} ms, first check after ${firstAt - killedAt} ms, ${missed} planned runs missed over ${N} monitors`,
  );
  // A new server replaces the killed one, as a supervisor would restart it.
  await start();
  await new Promise((r) => setTimeout(r, INTERVAL_MS));
}

for (const s of servers) s.proc.kill('SIGTERM');
await Promise.all(
  servers
    .filter((s) => s.proc.exitCode === null && s.proc.signalCode === null)
    .map((s) => new Promise((r) => s.proc.once('exit', r))),
);
target.close();
await admin.query(`drop database ${dbName} with (force)`);
await admin.end();
await rm(dataDir, { recursive: true, force: true });

console.log(
  `${KILLS} kills of the scheduling server (SIGKILL), two servers on PostgreSQL, ${N} monitors every ${INTERVAL_SECONDS} s; a 6 s lease renewed every 2 s`,
);
console.log(`lease taken over   median ${median(takeovers)} ms (${takeovers.join(', ')})`);
console.log(
  `first check        median ${median(firstChecks)} ms after the kill (${firstChecks.join(', ')})`,
);
console.log(
  `runs missed        median ${median(missedPerKill)} per kill over ${N} monitors (${missedPerKill.join(', ')}); at most ${mostByOne} by one monitor; ${twice} slots checked twice`,
);
