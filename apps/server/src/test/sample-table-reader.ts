// A thread that reads one slot of a sample table (modules/metrics/packed.ts) over and over while
// the test's thread writes it, until it has seen `checks` different checks or `ms` have passed
// (a busy machine may run the two threads in turn more than side by side), and answers how many
// readings mixed two writes.
import { parentPort } from 'node:worker_threads';
import type { SampleTable } from '../modules/metrics/packed.js';
import { readSample } from './sample-sets.js';

const labels = [{ id: 'monitor_id="m"', info: '' }];

interface Ask {
  table: SampleTable;
  checks: number;
  ms: number;
}

parentPort!.once('message', ({ table, checks, ms }: Ask) => {
  let mixed = 0;
  const seen = new Set<number>();
  const until = performance.now() + ms;
  for (let i = 0; seen.size < checks && (i % 1_000 !== 0 || performance.now() < until); i += 1) {
    const s = readSample(table, 0, labels);
    const checked = s.lastCheckedAt ?? 0;
    seen.add(checked);
    const t = s.timings;
    const numbers = [t?.dns, t?.connect, t?.tls, t?.ttfb, t?.total, s.certificateExpiresAt];
    if (numbers.some((n) => n !== checked)) mixed += 1;
  }
  parentPort!.postMessage({ mixed, distinct: seen.size });
});
