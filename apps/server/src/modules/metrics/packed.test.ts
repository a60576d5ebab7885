import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startModuleWorker } from '../../lib/module-worker.js';
import { readSample } from '../../test/sample-sets.js';
import { sampleTable, writeCheck, writeState } from './packed.js';

const labels = [{ id: 'monitor_id="m"', info: 'tocsin_monitor_info{monitor_id="m"} 1' }];

describe('the table of samples', () => {
  it('reads a slot as written, NaN as none, and fails a slot without labels', () => {
    const table = sampleTable(2);
    expect(readSample(table, 0, labels)).toEqual({
      labels: labels[0],
      state: 'pending',
      maintenance: false,
      timings: null,
      lastCheckedAt: null,
      uptime: null,
      certificateExpiresAt: null,
    });
    writeCheck(table, 0, {
      lastCheckedAt: 1_700_000_000_000,
      timings: { connect: 1.5, total: 3 },
      certificateExpiresAt: null,
    });
    writeState(table, 0, 'down');
    expect(readSample(table, 0, labels)).toMatchObject({
      state: 'down',
      timings: { connect: 1.5, total: 3 },
      lastCheckedAt: 1_700_000_000_000,
      certificateExpiresAt: null,
    });
    expect(() => readSample(table, 1, labels)).toThrow('no labels for the monitor in slot 1');
  });

  it('never gives another thread a sample that mixes two checks', async () => {
    const table = sampleTable(1);
    const check = (n: number) => ({
      lastCheckedAt: n,
      timings: { dns: n, connect: n, tls: n, ttfb: n, total: n },
      certificateExpiresAt: n,
    });
    writeCheck(table, 0, check(1));
    const reader = startModuleWorker(import.meta.url, '../../test/sample-table-reader');
    let done = false;
    const answer = new Promise<{ mixed: number; distinct: number }>((resolve, reject) => {
      reader.once('message', resolve);
      reader.once('error', reject);
    }).finally(() => (done = true));
    reader.postMessage({ table, checks: 1_000, ms: 5_000 });
    // Written as fast as this thread can while the other reads (a turn now and then for its answer).
    for (let n = 2; !done; n += 1) {
      writeCheck(table, 0, check(n));
      if (n % 10_000 === 0) await yieldToLoop();
    }
    const { mixed, distinct } = await answer;
    await reader.terminate();
    expect(mixed).toBe(0);
    // The readings crossed many writes.
    expect(distinct).toBeGreaterThan(20);
  });
});
