// A public status page of 50 components with 90 days of history, served by the real server
// process on the embedded database while its engine checks 1,000 HTTP monitors every 10 s against
// a local target. autocannon loads the page from this process for a bounded time, as browsers
// ask for it (gzip and Brotli accepted); then briefly without compression. Prints requests per
// second, latency percentiles, and the engine's check lateness in the minute under load beside
// the minute before it. Run after `npm run build`, with nothing else heavy running:
//   npx tsx bench/status-page.ts [seconds of load=50] [connections=50]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  checkDays,
  checkHours,
  rollupMarks,
  statusPageComponents,
  statusPageSections,
  statusPages,
  workspaces,
} from '../apps/server/src/db/schema.js';
import { Histogram } from '../apps/server/src/modules/results/histogram.js';
import { DAY_MS, HOUR_MS } from '../apps/server/src/modules/results/rollups.js';
import { insertHttpMonitors, spawnServer, startTargets } from './fixtures.js';

const SECONDS = Number(process.argv[2] ?? 50);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const MONITORS = 1000;
const COMPONENTS = 50;
const PORT = 3196;
const BASE = `http://127.0.0.1:${PORT}`;
const SLUG = 'bench-status';

const { target, ports } = await startTargets();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-status-page-'));

// The monitors, the page and its history go straight into the database; then the server starts.
{
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const { db } = database;
  const workspaceId = crypto.randomUUID();
  await db.insert(workspaces).values({ id: workspaceId, name: 'Load' });
  const rows = await insertHttpMonitors(
    db,
    workspaceId,
    MONITORS,
    (i) => `http://127.0.0.1:${ports[i % ports.length]}/health/${i}`,
  );
  const pageId = crypto.randomUUID();
  await db.insert(statusPages).values({
    id: pageId,
    workspaceId,
    name: 'Bench Cloud',
    slug: SLUG,
    domainToken: 'bench',
    footerText: 'Questions? Write to support.',
    footerLinks: [{ label: 'Support', url: 'https://support.example.com/' }],
  });
  const sections = Array.from({ length: 5 }, (_, i) => ({
    id: crypto.randomUUID(),
    workspaceId,
    pageId,
    name: `Region ${i + 1}`,
    position: i,
  }));
  await db.insert(statusPageSections).values(sections);
  const page = rows.slice(0, COMPONENTS);
  await db.insert(statusPageComponents).values(
    page.map((m, i) => ({
      id: crypto.randomUUID(),
      workspaceId,
      pageId,
      sectionId: i < 10 ? null : sections[i % 5]!.id,
      monitorId: m.id,
      publicName: `Service ${i + 1}`,
      description: i % 2 ? 'Public API and webhooks' : '',
      position: i,
      showResponseTime: i % 5 === 0,
      delaySeconds: 60,
    })),
  );
  // 89 closed days and the last 24 closed hours of each, with a few bad days.
  const today = Math.floor(Date.now() / DAY_MS);
  const hourNow = Math.floor(Date.now() / HOUR_MS);
  const hist = new Histogram();
  for (let i = 0; i < 360; i++) hist.add('total', 40 + (i % 60));
  const entries = hist.entries();
  for (const m of page) {
    await db.insert(checkDays).values(
      Array.from({ length: 89 }, (_, d) => ({
        monitorSeq: m.seq,
        day: today - 89 + d,
        downMs: (m.seq * 31 + d) % 23 === 0 ? 3_600_000 : 0,
        observedMs: DAY_MS,
        checks: 8640,
        failures: 0,
        degraded: 0,
        hist: entries,
      })),
    );
    await db.insert(checkHours).values(
      Array.from({ length: 24 }, (_, h) => ({
        monitorSeq: m.seq,
        hour: hourNow - 24 + h,
        downMs: 0,
        observedMs: HOUR_MS,
        checks: 360,
        failures: 0,
        degraded: 0,
        hist: entries,
      })),
    );
  }
  await db.insert(rollupMarks).values([
    { level: 'hour', until: hourNow },
    { level: 'day', until: today },
  ]);
  await database.close();
}

const server = spawnServer(dataDir, PORT, 'info');
process.on('exit', () => {
  server.kill('SIGKILL');
  target.kill('SIGKILL');
});

interface Lateness {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}
// The server logs one 'scheduler' line a minute, with that minute's lateness.
const minutes: { lateness: Lateness; checks: number; at: number }[] = [];
const nextMinute = () =>
  new Promise<void>((resolve) => {
    const seen = minutes.length;
    const timer = setInterval(() => {
      if (minutes.length > seen) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
server.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`the server exited with ${code}`);
});
createInterface({ input: server.stdout }).on('line', (line) => {
  const entry = JSON.parse(line) as {
    msg: string;
    level: number;
    lateness: Lateness;
    checks: number;
  };
  if (entry.level >= 40) console.error(line);
  if (entry.msg === 'scheduler')
    minutes.push({ lateness: entry.lateness, checks: entry.checks, at: performance.now() });
});

for (let i = 0; ; i++) {
  if (
    await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 600) throw new Error('the server did not become ready');
  await sleep(100);
}
const url = `${BASE}/s/${SLUG}`;
const cold = performance.now();
const first = await fetch(url);
const coldMs = performance.now() - cold;
const html = await first.text();
const sizes = {
  html: Buffer.byteLength(html),
  br: Number(
    (await fetch(url, { headers: { 'accept-encoding': 'br' } })).headers.get('content-length'),
  ),
  gzip: Number(
    (await fetch(url, { headers: { 'accept-encoding': 'gzip' } })).headers.get('content-length'),
  ),
};
if (first.status !== 200 || (html.match(/<li class="component">/g) ?? []).length !== COMPONENTS) {
  throw new Error(`the page did not render its ${COMPONENTS} components (${first.status})`);
}

// The minute before the load is the engine's baseline; the load then runs inside the next one.
console.error('waiting for the engine to settle (a minute) ...');
await nextMinute();
await nextMinute();
const loadStart = performance.now();
const browsers = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: SECONDS,
  headers: { 'accept-encoding': 'gzip, deflate, br' },
});
const plain = await autocannon({ url, connections: CONNECTIONS, duration: 5 });
await nextMinute();
const loadMinute = minutes.at(-1)!;
const baseline = minutes.at(-2)!;
const loaded = minutes.filter((m) => m.at > loadStart);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
target.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const line = (name: string, r: autocannon.Result) =>
  console.log(
    `${name.padEnd(22)} ${r.requests.average.toFixed(0)} req/s; latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
  );
const late = (l: Lateness) => `p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`;
console.log(
  `${os.cpus().length} CPUs; ${MONITORS} HTTP monitors every 10 s on the embedded database; a page of ${COMPONENTS} components with 90 days of history; autocannon in this process, ${CONNECTIONS} connections`,
);
console.log(
  `page                   ${kib(sizes.html)} HTML, ${kib(sizes.gzip)} gzip, ${kib(sizes.br)} Brotli; first (uncached) request ${coldMs.toFixed(0)} ms`,
);
line(`browsers (${SECONDS} s)`, browsers);
line('no compression (5 s)', plain);
console.log(
  `engine lateness        before the load: ${late(baseline.lateness)} (${baseline.checks} checks)`,
);
for (const m of loaded.length ? loaded : [loadMinute])
  console.log(`                       minute under load: ${late(m.lateness)} (${m.checks} checks)`);
process.exit(0);
