// The cost of an API key next to a session cookie: 1,000 paused monitors in one workspace, served
// by the real server process on the embedded database, and GET /api/v1/monitors (the default
// page) asked 300 times with the cookie and 300 times with a key, interleaved, one at a time.
// Prints p50/p95 of each and their ratio. The key's rate limit is raised for the run (it is
// counted, as in production, but 600 a minute would stop it).
// Run after `npm run build`, with nothing else heavy running: npx tsx bench/api-key.ts
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { monitors, users, workspaceMembers } from '../apps/server/src/db/schema.js';
import { signUpOverHttp } from '../apps/server/src/test/users.js';
import { insertHttpMonitors, spawnServer } from './fixtures.js';
import { median, percentile } from './stats.js';

const MONITORS = 1000;
const REQUESTS = 300;
const WARM_UP = 20;
const PORT = 3197;
const BASE = `http://127.0.0.1:${PORT}`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-api-key-'));
let server: ChildProcess | undefined;
process.on('exit', () => server?.kill('SIGKILL'));

async function startServer() {
  const child = spawnServer(dataDir, PORT, 'warn', { API_KEY_RATE_LIMIT: '1000000' });
  child.stdout.pipe(process.stdout);
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${BASE}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(100);
  }
  throw new Error('the server did not become ready');
}

async function stopServer(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

// 1. An account signed up through the API, and a read-only key it creates.
server = await startServer();
const { user, cookie } = await signUpOverHttp(BASE);
const created = await fetch(`${BASE}/api/v1/api-keys`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: BASE, cookie },
  body: JSON.stringify({ name: 'Bench', access: 'read' }),
});
if (created.status !== 201) throw new Error(`creating the key answered ${created.status}`);
const { key } = (await created.json()) as { key: string };
await stopServer(server);

// 2. Its monitors, written straight into the database, paused: no check runs during the run.
const database = await openDatabase({ dataDir });
const [member] = await database.db
  .select({ workspaceId: workspaceMembers.workspaceId })
  .from(workspaceMembers)
  .innerJoin(users, eq(users.id, workspaceMembers.userId))
  .where(eq(users.email, user.email));
await insertHttpMonitors(
  database.db,
  member!.workspaceId,
  MONITORS,
  (i) => `http://127.0.0.1:9/health/${i}`,
);
await database.db
  .update(monitors)
  .set({ paused: true })
  .where(sql`${monitors.workspaceId} = ${member!.workspaceId}`);
await database.close();

// 3. The same list with either credential, alternating so both see the same server state.
server = await startServer();
async function timed(headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/v1/monitors`, { headers });
  const body = (await response.json()) as { total?: number };
  if (response.status !== 200) throw new Error(`the list answered ${response.status}`);
  if (body.total !== MONITORS) throw new Error(`the list counted ${body.total} monitors`);
  return performance.now() - started;
}
const withCookie = { cookie };
const withKey = { authorization: `Bearer ${key}` };
for (let i = 0; i < WARM_UP; i += 1) {
  await timed(withCookie);
  await timed(withKey);
}
const cookieMs: number[] = [];
const keyMs: number[] = [];
for (let i = 0; i < REQUESTS; i += 1) {
  // Which goes first alternates too, so neither always follows the other.
  if (i % 2 === 0) {
    cookieMs.push(await timed(withCookie));
    keyMs.push(await timed(withKey));
  } else {
    keyMs.push(await timed(withKey));
    cookieMs.push(await timed(withCookie));
  }
}
await stopServer(server);
server = undefined;
await rm(dataDir, { recursive: true, force: true });

const row = (name: string, ms: number[]) =>
  `${name.padEnd(16)} p50 ${median(ms).toFixed(1).padStart(6)} ms   p95 ${percentile(ms, 0.95).toFixed(1).padStart(6)} ms`;
console.log(`GET /api/v1/monitors, ${MONITORS} monitors, ${REQUESTS} requests each, interleaved`);
console.log(row('session cookie', cookieMs));
console.log(row('API key', keyMs));
console.log(
  `API key / cookie: p50 ${(median(keyMs) / median(cookieMs)).toFixed(2)}x, p95 ${(percentile(keyMs, 0.95) / percentile(cookieMs, 0.95)).toFixed(2)}x`,
);
