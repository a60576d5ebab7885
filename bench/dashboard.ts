// An account with 1,000 HTTP monitors and 24 hours of history each (one of them 90 days), served
// by the real server process on the embedded database while it keeps checking all of them:
// - the API: the monitors list (24 h uptime and latency of every monitor on the page), one
//   monitor's uptime and latency over each range; p50/p95/max of sequential requests;
// - the dashboard in Chromium: time from navigation to the first screen of monitors drawn, cold
//   and warm, and from pressing "Sign in" on the login page to the same screen.
// Run after `npm run build`, with nothing else heavy running: npx tsx bench/dashboard.ts
// BENCH_TRACE=1 prints each cold load's requests (start, end); BENCH_PROFILE=1 saves its CPU
// profile; BENCH_KEEP=1 keeps the data directory.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users, workspaceMembers } from '../apps/server/src/db/schema.js';
import { DAY_MS, refreshTimeIndexes, rollUp } from '../apps/server/src/modules/results/rollups.js';
import {
  insertHttpMonitors,
  minuteOf,
  seedMinutes,
  spawnServer,
  startTargets,
} from './fixtures.js';
import { median, percentile } from './stats.js';

const MONITORS = 1000;
const PORT = 3198;
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = 200;
const BROWSER_RUNS = 7;

const { target, ports } = await startTargets();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-dashboard-'));
let server: ChildProcess | undefined;
// Whatever happens, no server or target is left behind to answer the next run.
process.on('exit', () => {
  server?.kill('SIGKILL');
  target.kill('SIGKILL');
});

async function startServer() {
  const server = spawnServer(dataDir, PORT, 'warn');
  server.stdout.pipe(process.stdout);
  for (let i = 0; i < 600; i += 1) {
    const ready = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await sleep(100);
  }
  throw new Error('the server did not become ready');
}

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

// 1. An account, signed up through the API like anyone else.
const email = `load.${Date.now()}@example.com`;
const password = 'analytical-engine-1843';
server = await startServer();
const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE },
  body: JSON.stringify({
    firstName: 'Load',
    lastName: 'Test',
    email,
    password,
    phone: '+44 20 7946 0018',
    acceptTerms: true,
  }),
});
if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .map((c) => c.split(';')[0]!)
  .join('; ');
await stopServer(server);

// 2. Its monitors and their history, written straight into the database.
const database = await openDatabase({ dataDir });
const { db } = database;
const [member] = await db
  .select({ workspaceId: workspaceMembers.workspaceId })
  .from(workspaceMembers)
  .innerJoin(users, sql`${users.id} = ${workspaceMembers.userId}`)
  .where(sql`${users.email} = ${email}`);
const nowMs = Date.now();
const created = new Date(nowMs - 91 * DAY_MS);
const monitorRows = await insertHttpMonitors(
  db,
  member!.workspaceId,
  MONITORS,
  (i) => `http://127.0.0.1:${ports[i % ports.length]}/health/${i}`,
  created,
);
const seqs = monitorRows.map((m) => m.seq);
const longest = monitorRows[0]!;
let started = performance.now();
const dayAgo = minuteOf(nowMs) - 1440;
await seedMinutes(db, [longest.seq], minuteOf(nowMs - 90 * DAY_MS), dayAgo);
await seedMinutes(db, seqs, dayAgo, minuteOf(nowMs) - 1);
const seeded = (performance.now() - started) / 1000;
// The server's first start marked everything before it as rolled up (there was nothing then);
// history written into the past since then is rolled up from its first minute.
await db.execute(sql`delete from rollup_marks`);
started = performance.now();
await refreshTimeIndexes(db, true);
const rolled = await rollUp(db);
const rollSeconds = (performance.now() - started) / 1000;
await database.close();
console.error(
  `seeded ${MONITORS} monitors' minutes in ${seeded.toFixed(0)} s; rolled up ${rolled.hours} hours and ${rolled.days} days in ${rollSeconds.toFixed(1)} s`,
);

// 3. The server, checking every monitor while it answers.
server = await startServer();
await sleep(15_000);

async function timeRequests(pathname: string, check: (body: unknown) => void) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i += 1) {
    const at = performance.now();
    const response = await fetch(`${BASE}${pathname}`, { headers: { cookie } });
    const body: unknown = await response.json();
    const ms = performance.now() - at;
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
    if (i === 0) check(body);
    if (i >= 20) times.push(ms);
  }
  return times;
}

const results: [string, number[]][] = [];
type List = {
  total: number;
  counts: Record<string, number>;
  items: { last24h: { slots: unknown[] } }[];
};
for (const pageSize of [25, 100]) {
  results.push([
    `GET /api/v1/monitors?pageSize=${pageSize}`,
    await timeRequests(`/api/v1/monitors?pageSize=${pageSize}`, (body) => {
      const list = body as List;
      const hours = list.items.map((m) => m.last24h.slots.filter((s) => s !== null).length);
      // The status counts above the list come with it, not in a request of their own.
      const counted = Object.values(list.counts ?? {}).reduce((sum, n) => sum + n, 0);
      if (list.total !== MONITORS || counted !== MONITORS || Math.min(...hours) < 23) {
        throw new Error(
          `unexpected list: ${list.total} monitors, ${counted} counted, hours with checks ${hours.join(',')}`,
        );
      }
    }),
  ]);
}
results.push([
  'GET /api/v1/monitors?q=Target 9&sort=name&pageSize=25',
  await timeRequests('/api/v1/monitors?q=Target%209&sort=name&pageSize=25', () => {}),
]);
for (const range of ['24h', '90d'] as const) {
  results.push([
    `GET /api/v1/monitors/:id/uptime?range=${range}`,
    await timeRequests(`/api/v1/monitors/${longest.id}/uptime?range=${range}`, (body) => {
      const { checks } = body as { checks: number };
      const expected = range === '24h' ? 8640 : 90 * 8640;
      if (checks < expected * 0.97) throw new Error(`${range} uptime from ${checks} checks`);
    }),
  ]);
}
for (const range of ['1h', '24h', '7d', '30d', '90d'] as const) {
  results.push([
    `GET /api/v1/monitors/:id/latency?range=${range}`,
    await timeRequests(`/api/v1/monitors/${longest.id}/latency?range=${range}`, () => {}),
  ]);
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `${os.cpus().length} CPUs; ${MONITORS} HTTP monitors checked every 10 s with 24 h of history (one with 90 days); embedded database`,
);
console.log(`${'request'.padEnd(56)}     p50     p95     max  (ms, ${REQUESTS} sequential)`);
for (const [name, times] of results) {
  console.log(
    `${name.padEnd(56)} ${fmt(median(times))} ${fmt(percentile(times, 0.95))} ${fmt(Math.max(...times))}`,
  );
}

// 4. The dashboard in Chromium: navigation start to 25 rows drawn, each with its uptime bar.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
// Sets window.firstScreen when 25 rows are drawn, each with its uptime bar. A string, not a
// function: tsx's transform would add helpers the page does not have.
const firstScreenWatch = `
  new MutationObserver((records, observer) => {
    const rows = document.querySelectorAll('tbody tr');
    if (rows.length < 25 || !rows[24].querySelector('[role="img"]')) return;
    window.firstScreen = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;
const firstScreen = async (cold: boolean) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name!, value: value.join('='), url: BASE };
    }),
  );
  await context.addInitScript(firstScreenWatch);
  const page = await context.newPage();
  if (!cold) await page.goto(`${BASE}/dashboard`); // fills the HTTP cache
  // BENCH_PROFILE=1: a CPU profile of each cold load (open it in Chrome DevTools' Performance tab).
  const cdp = cold && process.env.BENCH_PROFILE ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${BASE}/dashboard`);
  await page
    .waitForFunction(() => (window as { firstScreen?: number }).firstScreen)
    .catch(async (error: unknown) => {
      const shot = path.join(os.tmpdir(), 'tocsin-dashboard-failed.png');
      await page.screenshot({ path: shot });
      throw new Error(`no first screen at ${page.url()} (see ${shot})`, { cause: error });
    });
  const ms = await page.evaluate(() => (window as { firstScreen?: number }).firstScreen!);
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const file = path.join(os.tmpdir(), `tocsin-dashboard-${Date.now()}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file}`);
  }
  // BENCH_TRACE=1: when each request of a cold load started and ended, to see what waits on what.
  if (cold && process.env.BENCH_TRACE) {
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => [e.name, e.startTime, (e as PerformanceResourceTiming).responseEnd]),
    );
    for (const [name, start, end] of entries) {
      console.log(
        `${Number(start).toFixed(0).padStart(6)} ${Number(end).toFixed(0).padStart(6)}  ${name}`,
      );
    }
  }
  if (cold) await page.screenshot({ path: path.join(os.tmpdir(), 'tocsin-dashboard-1000.png') });
  await context.close();
  return ms;
};
// As a person arrives: the login page, a few seconds typing, "Sign in", the first screen.
const firstScreenAfterSignIn = async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(firstScreenWatch);
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.waitForTimeout(2_000);
  const pressed = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => (window as { firstScreen?: number }).firstScreen);
  const ms =
    (await page.evaluate(() => (window as { firstScreen?: number }).firstScreen!)) - pressed;
  await context.close();
  return ms;
};
const cold: number[] = [];
const warm: number[] = [];
const signedIn: number[] = [];
for (let i = 0; i < BROWSER_RUNS; i += 1) {
  cold.push(await firstScreen(true));
  warm.push(await firstScreen(false));
  signedIn.push(await firstScreenAfterSignIn());
}
await browser.close();
await stopServer(server);
target.kill('SIGTERM');
// BENCH_KEEP=1 leaves the data directory for a closer look (its path is printed).
if (process.env.BENCH_KEEP) console.error(`data directory kept: ${dataDir}`);
else await rm(dataDir, { recursive: true, force: true });

console.log(
  `dashboard first screen (25 rows with uptime bars), Chromium 1440x900: cold cache median ${median(cold).toFixed(0)} ms (${cold.map((v) => v.toFixed(0)).join(', ')}), warm cache median ${median(warm).toFixed(0)} ms (${warm.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(
  `from "Sign in" on the login page to the same screen: median ${median(signedIn).toFixed(0)} ms (${signedIn.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(`screenshot: ${path.join(os.tmpdir(), 'tocsin-dashboard-1000.png')}`);
