// How long does PGlite keep the event loop from running timers and I/O, in this thread versus
// behind PgliteWorkerClient? Run: npx tsx bench/pglite-event-loop.ts [runs]
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { PgliteWorkerClient } from '../apps/server/src/db/pglite-proxy.js';
import { median } from './stats.js';

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface Run {
  wallMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  beatMaxMs: number;
  beats: number;
}

const ROWS = 20_000;
const BATCH = 500;
const POINT_SELECTS = 2_000;
const TRIVIAL_SELECTS = 2_000;
const RUNS = Number(process.argv[2] ?? 5);

async function workload(db: Queryable): Promise<void> {
  await db.query('drop table if exists bench');
  await db.query(
    'create table bench (id integer primary key, bucket integer not null, value double precision, label text)',
  );
  for (let start = 0; start < ROWS; start += BATCH) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (let id = start; id < start + BATCH; id++) {
      const at = params.length;
      tuples.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4})`);
      params.push(id, id % 97, Math.sin(id), `row ${id}`);
    }
    await db.query(`insert into bench values ${tuples.join(', ')}`, params);
  }
  await db.query(
    'select bucket, count(*), avg(value), max(label) from bench group by bucket order by bucket',
  );
  for (let i = 0; i < POINT_SELECTS; i++) {
    await db.query('select * from bench where id = $1', [(i * 7919) % ROWS]);
  }
}

/** Event-loop delay while `work` runs: the histogram, plus the longest gap between 1 ms ticks. */
async function measure(work: () => Promise<void>): Promise<Run> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let beatMaxMs = 0;
  let beats = 0;
  const heartbeat = setInterval(() => {
    const now = performance.now();
    beatMaxMs = Math.max(beatMaxMs, now - last);
    last = now;
    beats++;
  }, 1);
  histogram.enable();
  // The histogram needs a first sample to measure from, or a stall right at the start goes unseen.
  await sleep(10);
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  // One last turn of the loop so that a stall at the very end is counted too.
  await sleep(5);
  histogram.disable();
  clearInterval(heartbeat);
  const ms = (ns: number) => ns / 1e6;
  return {
    wallMs,
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    beatMaxMs,
    beats,
  };
}

async function trivialSelectMicros(db: Queryable): Promise<number> {
  const micros: number[] = [];
  for (let i = 0; i < TRIVIAL_SELECTS; i++) {
    const started = process.hrtime.bigint();
    await db.query('select 1');
    micros.push(Number(process.hrtime.bigint() - started) / 1_000);
  }
  return median(micros);
}

function summarise(runs: Run[]): Run {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    wallMs: pick('wallMs'),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
    maxMs: pick('maxMs'),
    beatMaxMs: pick('beatMaxMs'),
    beats: pick('beats'),
  };
}

async function main(): Promise<void> {
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`${os.cpus().length} CPUs, load average ${load()} at start.`);
  // Opening is left out of the timings: it happens once per process, at boot.
  const inThread = await PGlite.create('memory://');
  const worker = await PgliteWorkerClient.open('memory://');
  // The control measures the machine itself: the same timers with nothing to do but wait.
  const cases = {
    idle: () => sleep(1_000).then(() => undefined),
    'in-thread': () => workload(inThread),
    worker: () => workload(worker),
  };
  const runs: Record<keyof typeof cases, Run[]> = { idle: [], 'in-thread': [], worker: [] };
  try {
    await workload(inThread);
    await workload(worker);
    const selectMicros = { 'in-thread': [] as number[], worker: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate the cases so that drift on a shared machine hits them alike.
      for (const name of Object.keys(cases) as (keyof typeof cases)[]) {
        runs[name].push(await measure(cases[name]));
      }
      selectMicros['in-thread'].push(await trivialSelectMicros(inThread));
      selectMicros.worker.push(await trivialSelectMicros(worker));
    }
    const selects = {
      'in-thread': median(selectMicros['in-thread']),
      worker: median(selectMicros.worker),
    };

    const fmt = (value: number) => value.toFixed(1).padStart(9);
    console.log(
      `Workload: ${ROWS} rows inserted ${BATCH} at a time, one group-by, ${POINT_SELECTS} point selects.`,
    );
    console.log(
      `Medians of ${RUNS} runs; event-loop delay in ms (monitorEventLoopDelay, 1 ms); 'idle' waits 1 s.\n`,
    );
    console.log('case          wall ms   loop p50  loop p99  loop max  1ms-beat max gap  beats');
    for (const name of Object.keys(cases) as (keyof typeof cases)[]) {
      const run = summarise(runs[name]);
      const row = [run.wallMs, run.p50Ms, run.p99Ms, run.maxMs].map(fmt).join(' ');
      console.log(
        `${name.padEnd(12)} ${row} ${fmt(run.beatMaxMs).padStart(17)} ${run.beats.toFixed(0).padStart(6)}`,
      );
    }
    console.log(`Load average ${load()} at the end.`);
    const hop = selects.worker - selects['in-thread'];
    console.log(
      `'select 1', median of ${TRIVIAL_SELECTS} per run: in-thread ${selects['in-thread'].toFixed(0)} us,` +
        ` worker ${selects.worker.toFixed(0)} us (worker hop ~${hop.toFixed(0)} us per query)`,
    );
  } finally {
    await Promise.all([inThread.close(), worker.close()]);
  }
}

await main();
