// Time from `tocsin serve` on an empty DATA_DIR to the first 200 from /healthz, and the resident
// memory once idle: embedded on a new and on an existing DATA_DIR, and (with BENCH_DATABASE_URL)
// on PostgreSQL.
// Run after `npm run build`: npx tsx bench/startup.ts [runs]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { median } from './stats.js';

const RUNS = Number(process.argv[2] ?? 3);
const IDLE_MS = 10_000;
const main = path.resolve('apps/server/dist/main.js');

async function rssMiB(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function once(port: number, databaseUrl?: string, existingDir?: string) {
  const dataDir = existingDir ?? (await mkdtemp(path.join(os.tmpdir(), 'tocsin-bench-')));
  const started = performance.now();
  const child = spawn(process.execPath, [main, 'serve'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: 'ignore',
  });
  let readyMs = NaN;
  while (performance.now() - started < 60_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      readyMs = performance.now() - started;
      break;
    }
    await sleep(20);
  }
  const peak = await rssMiB(child.pid!);
  await sleep(IDLE_MS);
  const idle = await rssMiB(child.pid!);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  if (!existingDir) await rm(dataDir, { recursive: true, force: true });
  return { readyMs, peak, idle };
}

const rows: string[] = [];
for (const kind of ['embedded', 'embedded-reopen', 'postgres'] as const) {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (kind === 'postgres' && !adminUrl) {
    rows.push('postgres   skipped: set BENCH_DATABASE_URL to a role that may create databases');
    continue;
  }
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const scratch =
      kind === 'postgres' ? await createScratchDatabase(adminUrl!, 'tocsin_bench') : undefined;
    if (kind === 'embedded-reopen') {
      // A second start on a DATA_DIR the first start created: the everyday restart.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-bench-'));
      await once(3400 + i, undefined, dir);
      results.push(await once(3400 + i, undefined, dir));
      await rm(dir, { recursive: true, force: true });
    } else {
      results.push(await once(3400 + i, scratch?.url));
    }
    await scratch?.drop();
  }
  rows.push(
    `${kind.padEnd(16)} ${median(results.map((r) => r.readyMs))
      .toFixed(0)
      .padStart(8)} ${median(results.map((r) => r.peak))
      .toFixed(0)
      .padStart(10)} ${median(results.map((r) => r.idle))
      .toFixed(0)
      .padStart(10)}`,
  );
}
console.log(
  `${os.cpus().length} CPUs, median of ${RUNS} runs, empty DATA_DIR (and empty database) each run`,
);
console.log('database         ready ms  RSS MiB at ready  RSS MiB idle (10 s)');
for (const row of rows) console.log(row);
