// GET /metrics of N HTTP monitors (every 10 s unless told) while the engine checks them, on the embedded
// database: the real server process serves the scrapes and runs the checks. After a minute of
// warm-up, a minute without scrapes, then ROUNDS times (2 unless told) a minute with a scrape every
// 3 s (SCRAPE_EVERY=15: every 15 s, as Prometheus is often set) with the instance's token and a
// minute without. Each minute of scrapes is set against the quiet minutes either side of it: a
// process's lateness drifts from minute to minute on its own (CONTROL=1 runs the same minutes with
// no scrape at all, to show by how much; CONTROL=alternate runs ROUNDS of each in turn, in one
// process, so both come from the same server and hour), and the mean of the minute before and the
// minute after takes that drift out. Reports each scrape's time (median, p99, and the first one,
// which starts the thread that writes large scrapes), its size, and the scheduler's lateness of
// each minute (from the server's 'scheduler' log line). The server has an instance token, so it
// reads every monitor and sums their uptime as it starts, and keeps them fresh from then on: the
// quiet minutes run that as the minutes of scrapes do.
// The scrapes are read at the lowest CPU priority, as if from another machine, and gzipped as
// Prometheus asks unless told otherwise; only the first and the last are decoded and counted.
// Run after `npm run build`:
//   npx tsx bench/metrics.ts [monitors=10000] [intervalSeconds=10] [gzip|identity]
// (on a machine where the engine cannot check 10,000 monitors every 10 s, a longer interval
// measures scrapes of that many monitors all the same).
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { INTERVAL_SECONDS, seedTargetMonitors, spawnServer, startTargets } from './fixtures.js';
import { median, percentile } from './stats.js';

const N = Number(process.argv[2] ?? 10_000);
const INTERVAL = Number(process.argv[3] ?? INTERVAL_SECONDS);
const ENCODING = process.argv[4] ?? 'gzip';
if (ENCODING !== 'gzip' && ENCODING !== 'identity')
  throw new Error('the encoding is gzip or identity');
const PORT = 3198;
const TOKEN = 'bench-metrics-token-0123456789abcdef0123';
const SCRAPE_EVERY_MS = Number(process.env['SCRAPE_EVERY'] ?? 3) * 1000;
/** A minute of scrapes. */
const SCRAPES = Math.round(60_000 / SCRAPE_EVERY_MS);
/** Minutes with scrapes, each followed by a minute without. */
const ROUNDS = Number(process.env['ROUNDS'] ?? 2);
/**
 * Minutes "with scrapes" that have none, to show how much the lateness drifts on its own: every
 * one (1), or every second one (alternate: ROUNDS of each, starting with scrapes).
 */
const CONTROL = process.env['CONTROL'] ?? '';
if (!['', '1', 'alternate'].includes(CONTROL)) throw new Error('CONTROL is 1 or alternate');
const scrapesIn = (round: number) => CONTROL === '' || (CONTROL === 'alternate' && round % 2 === 0);

const { target, ports } = await startTargets();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-metrics-'));
await seedTargetMonitors({ dataDir }, N, ports, INTERVAL);
const server = spawnServer(dataDir, PORT, 'info', { METRICS_TOKEN: TOKEN });
// This process stands in for Prometheus, which runs on a machine of its own: at the lowest
// priority, its reading of each 10 MB answer takes no CPU the server would have had.
os.setPriority(19);
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
interface Minute {
  lateness: Lateness;
  checks: number;
}
const minutes: Minute[] = [];
let nextMinute: (() => void) | null = null;
const died = (code: number | null) => {
  console.error(`the server exited with ${code}`);
  process.exit(1);
};
server.once('exit', died);
createInterface({ input: server.stdout }).on('line', (line) => {
  const entry = JSON.parse(line) as {
    msg: string;
    level: number;
    lateness: Lateness;
    checks: number;
  };
  if (entry.level >= 40) console.error(line);
  if (entry.msg !== 'scheduler') return;
  minutes.push({ lateness: entry.lateness, checks: entry.checks });
  nextMinute?.();
});
const minuteEnds = () => new Promise<void>((resolve) => (nextMinute = resolve));

/**
 * One scrape, its bytes read as they come. Only a failed one is decoded here: Prometheus would
 * decode and parse every answer on a machine of its own, and on this one that took CPU the
 * server would have had (`read` decodes the first and the last scrape, after the minutes).
 */
async function scrape() {
  const started = performance.now();
  const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
  if (ENCODING === 'gzip') headers['accept-encoding'] = 'gzip';
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`http://127.0.0.1:${PORT}/metrics`, { headers }, resolve).on('error', reject),
  );
  const headersMs = performance.now() - started;
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const ms = performance.now() - started;
  const sent = Buffer.concat(chunks);
  const gzipped = res.headers['content-encoding'] === 'gzip';
  if (gzipped !== (ENCODING === 'gzip'))
    throw new Error(`/metrics answered ${gzipped ? '' : 'not '}gzipped`);
  const scraped = { ms, headersMs, sent, gzipped };
  if (res.statusCode !== 200)
    throw new Error(`/metrics answered ${res.statusCode}: ${read(scraped).text.slice(0, 200)}`);
  return scraped;
}

/** A scrape's text, its size and how many monitors it says are up or down. */
function read({ sent, gzipped }: Awaited<ReturnType<typeof scrape>>) {
  const text = (gzipped ? gunzipSync(sent) : sent).toString('utf8');
  return { text, bytes: text.length, up: text.match(/^tocsin_monitor_up\{/gm)?.length ?? 0 };
}

await minuteEnds(); // warm-up: the engine has loaded and checked every monitor once or more
await minuteEnds(); // the first minute without scrapes
const quiet: Minute[] = [minutes.at(-1)!];
/** The minutes set against the quiet ones either side, and whether they had scrapes. */
const tested: (Minute & { scraped: boolean })[] = [];
const times: number[] = [];
const headerTimes: number[] = [];
let first: Awaited<ReturnType<typeof scrape>> | undefined;
let last: Awaited<ReturnType<typeof scrape>> | undefined;
for (let round = 0; round < (CONTROL === 'alternate' ? 2 : 1) * ROUNDS; round += 1) {
  const during = minuteEnds();
  const scraped = scrapesIn(round);
  for (let i = 0; i < SCRAPES && scraped; i += 1) {
    const at = performance.now();
    last = await scrape();
    first ??= last;
    if (last !== first) {
      times.push(last.ms);
      headerTimes.push(last.headersMs);
    }
    await new Promise((r) =>
      setTimeout(r, Math.max(0, SCRAPE_EVERY_MS - (performance.now() - at))),
    );
  }
  await during;
  tested.push({ ...minutes.at(-1)!, scraped });
  await minuteEnds(); // a minute without scrapes
  quiet.push(minutes.at(-1)!);
}
server.off('exit', died);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
target.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });

const fmt = (n: number, d = 0) => n.toFixed(d);
const scrapes = `${SCRAPES} scrapes of /metrics (instance token), one every ${SCRAPE_EVERY_MS / 1000} s`;
const none = `no scrapes in the ${SCRAPES}-scrape minutes`;
console.log(
  `${os.cpus().length} CPUs; ${N} HTTP monitors every ${INTERVAL} s; one server process on the embedded database; ${{ '': scrapes, '1': `control: ${none}`, alternate: `${scrapes}, and in turn control minutes: ${none}` }[CONTROL]}`,
);
if (first && last) {
  const [firstRead, lastRead] = [read(first), read(last)];
  console.log(
    `first scrape       ${fmt(first.ms)} ms, ${fmt(firstRead.bytes / 1e6, 1)} MB of text, ${fmt(first.sent.length / 1e6, 2)} MB sent (${ENCODING})`,
  );
  console.log(
    `scrapes after it   median ${fmt(median(times))} ms, p99 ${fmt(percentile(times, 0.99))} ms, max ${fmt(Math.max(...times))} ms; ${fmt(lastRead.bytes / 1e6, 1)} MB, ${lastRead.up} monitors with tocsin_monitor_up`,
  );
  console.log(
    `  of which         median ${fmt(median(headerTimes))} ms until the answer's headers, the rest writing, sending and reading ${fmt(last.sent.length / 1e6, 2)} MB`,
  );
}
const line = (what: string, m: Minute) =>
  `${what} p50 ${fmt(m.lateness.p50, 1)} ms, p99 ${fmt(m.lateness.p99, 1)} ms, max ${fmt(m.lateness.max, 1)} ms over ${m.checks} checks`;
const changes = tested.map(
  (m, i) => m.lateness.p99 - (quiet[i]!.lateness.p99 + quiet[i + 1]!.lateness.p99) / 2,
);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${fmt(n, 1)}`;
quiet.forEach((m, i) => {
  console.log(line(`lateness quiet    `, m));
  const during = tested[i];
  if (during)
    console.log(
      `${line(during.scraped ? 'lateness scraping ' : 'lateness control  ', during)}; p99 ${signed(changes[i]!)} ms against the quiet minutes either side`,
    );
});
for (const scraped of [true, false]) {
  const these = changes.filter((_, i) => tested[i]!.scraped === scraped);
  if (these.length === 0) continue;
  console.log(
    `lateness p99 of the minutes ${scraped ? 'of scrapes' : 'without scrapes'} against the quiet minutes either side: median ${signed(median(these))} ms (${these.map(signed).join(', ')})`,
  );
}
