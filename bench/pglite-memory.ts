// Resident memory of the whole process with the embedded database (PGlite in its worker), under
// PGlite's own settings and under the memory settings apps/server/src/db/pglite-worker.js sets.
// WebAssembly memory never shrinks, so every measurement runs in a new process on a new DATA_DIR.
// Run: npx tsx bench/pglite-memory.ts [runs] [rows] [--sweep | --only=name,name]
//   runs: processes per setting (median shown, default 3); rows: rows inserted (default 2,000,000);
//   --sweep: also try the other candidate settings, not only PGlite's defaults and the worker's;
//   --only: just the cases named (as in the table's first column).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { PgliteTuning, PgliteWorkerClient } from '../apps/server/src/db/pglite-proxy.js';
import { median } from './stats.js';

const BATCH = 5_000;
const MONITORS = 10_000;

/** PostgreSQL's values for every setting the worker changes: PGlite as it comes. */
const PGLITE_DEFAULTS: Record<string, string> = {
  shared_buffers: '128MB',
  work_mem: '4MB',
  maintenance_work_mem: '64MB',
};

/** A name, and the settings laid over PGLITE_DEFAULTS; `worker defaults` passes nothing. */
const SWEEP: [string, Record<string, string>][] = [
  ['shared_buffers=96MB', { shared_buffers: '96MB' }],
  ['shared_buffers=64MB', { shared_buffers: '64MB' }],
  ['shared_buffers=48MB', { shared_buffers: '48MB' }],
  ['shared_buffers=32MB', { shared_buffers: '32MB' }],
  ['shared_buffers=16MB', { shared_buffers: '16MB' }],
  ['maintenance_work_mem=16MB', { maintenance_work_mem: '16MB' }],
  ['work_mem=1MB', { work_mem: '1MB' }],
];

const CASES: { name: string; tuning: PgliteTuning; sweep?: true }[] = [
  { name: 'PGlite defaults', tuning: { settings: PGLITE_DEFAULTS } },
  ...SWEEP.map(([name, settings]) => ({
    name,
    tuning: { settings: { ...PGLITE_DEFAULTS, ...settings } },
    sweep: true as const,
  })),
  { name: 'worker defaults', tuning: {} },
];

interface Sample {
  start: number;
  opened: number;
  migrated: number;
  loaded: number;
  indexed: number;
  queried: number;
  peak: number;
  loadMs: number;
  indexMs: number;
  queryMs: number;
}

async function status(field: 'VmRSS' | 'VmHWM') {
  const text = await readFile('/proc/self/status', 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)![1]) / 1024;
}

/** One measurement, in this (fresh) process. */
async function child(tuning: PgliteTuning, rows: number): Promise<Sample> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-bench-'));
  try {
    const start = await status('VmRSS');
    const database = await openDatabase({ dataDir, onError: () => {}, pglite: tuning });
    const opened = await status('VmRSS');
    await database.migrate();
    const migrated = await status('VmRSS');
    const client = (database.db as unknown as { $client: PgliteWorkerClient }).$client;

    // The shape of the engine's writes: narrow rows keyed by (monitor, minute), a minute of
    // every monitor after another, so that each batch touches the whole primary key.
    await client.query(`create table bench_load (monitor_seq integer not null,
      minute integer not null, checks integer not null, down_ms integer not null,
      primary key (monitor_seq, minute))`);
    let loadMs = performance.now();
    for (let first = 0; first < rows; first += BATCH) {
      const params: number[] = [];
      const tuples: string[] = [];
      for (let i = first; i < Math.min(first + BATCH, rows); i++) {
        const at = params.length;
        tuples.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4})`);
        params.push(i % MONITORS, Math.floor(i / MONITORS), 1 + (i % 3), (i * 7919) % 1_000);
      }
      await client.query(`insert into bench_load values ${tuples.join(', ')}`, params);
    }
    loadMs = performance.now() - loadMs;
    const loaded = await status('VmRSS');

    // A migration adding an index to a large table: the sort takes maintenance_work_mem.
    let indexMs = performance.now();
    await client.query('create index bench_load_minute_idx on bench_load (minute, down_ms)');
    indexMs = performance.now() - indexMs;
    const indexed = await status('VmRSS');

    let queryMs = performance.now();
    const lastMinute = Math.floor((rows - 1) / MONITORS);
    await client.query(
      'select monitor_seq, sum(checks), sum(down_ms), count(*) from bench_load group by monitor_seq',
    );
    await client.query(
      'select count(*), avg(down_ms) from bench_load where minute >= $1 and monitor_seq < 500',
      [lastMinute - 60],
    );
    await client.query(
      'select percentile_cont(0.95) within group (order by down_ms) from bench_load',
    );
    await client.query(
      'select minute, count(distinct monitor_seq), max(down_ms) from bench_load group by minute',
    );
    queryMs = performance.now() - queryMs;
    const queried = await status('VmRSS');
    const peak = await status('VmHWM');
    await database.close();
    return { start, opened, migrated, loaded, indexed, queried, peak, loadMs, indexMs, queryMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function spawnChild(tuning: PgliteTuning, rows: number): Promise<Sample> {
  const self = fileURLToPath(import.meta.url);
  // process.execArgv carries tsx's loader, so the child runs this file the same way.
  const proc = spawn(
    process.execPath,
    [...process.execArgv, self, '--child', JSON.stringify({ tuning, rows })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench child exited with ${code}: ${out}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Sample);
    });
  });
}

if (process.argv[2] === '--child') {
  const { tuning, rows } = JSON.parse(process.argv[3]!) as { tuning: PgliteTuning; rows: number };
  console.log(JSON.stringify(await child(tuning, rows)));
} else {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const sweep = process.argv.includes('--sweep');
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const runs = Number(args[0] ?? 3);
  const rows = Number(args[1] ?? 2_000_000);
  const cases = CASES.filter((c) => (only ? only.includes(c.name) : sweep || !c.sweep));
  const results = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
  // Alternate the cases, so that drift on a shared machine hits them alike.
  for (let run = 0; run < runs; run++) {
    for (const { name, tuning } of cases) results.get(name)!.push(await spawnChild(tuning, rows));
  }
  console.log(
    `${os.cpus().length} CPUs; median of ${runs} processes each, new DATA_DIR each; ` +
      `load: ${rows.toLocaleString('en')} rows in ${BATCH.toLocaleString('en')}-row inserts ` +
      `into a table keyed by (monitor, minute), one index built on it, then 4 aggregate queries.`,
  );
  console.log('Process RSS in MiB (main thread + PGlite worker); peak is VmHWM.\n');
  const columns = ['start', 'opened', 'migrated', 'loaded', 'indexed', 'queried', 'peak'] as const;
  console.log(
    `${'settings'.padEnd(28)}${columns.map((c) => c.padStart(9)).join('')}` +
      ['load s', 'index s', 'query s'].map((c) => c.padStart(9)).join(''),
  );
  for (const { name } of cases) {
    const samples = results.get(name)!;
    const mib = columns.map((c) =>
      median(samples.map((s) => s[c]))
        .toFixed(0)
        .padStart(9),
    );
    const secs = (['loadMs', 'indexMs', 'queryMs'] as const).map((c) =>
      (median(samples.map((s) => s[c])) / 1000).toFixed(1).padStart(9),
    );
    console.log(`${name.padEnd(28)}${mib.join('')}${secs.join('')}`);
  }
}
