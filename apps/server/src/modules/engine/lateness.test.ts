import { describe, expect, it } from 'vitest';
import { LatenessWindow } from './lateness.js';

describe('the lateness window', () => {
  it('summarises the runs started since a given time, for each reader apart', () => {
    const window = new LatenessWindow();
    for (let i = 1; i <= 100; i += 1) window.add(i, 1_000 + i);
    expect(window.summary()).toEqual({ samples: 100, p50: 51, p95: 96, p99: 100, max: 100 });
    // The last 10 runs: 91..100 ms late. Reading twice gives the same answer (no reset).
    expect(window.summary(1_091)).toEqual({ samples: 10, p50: 96, p95: 100, p99: 100, max: 100 });
    expect(window.summary(1_091).samples).toBe(10);
    expect(window.summary(5_000)).toEqual({ samples: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });

  it('keeps the most recent runs once the ring is full', () => {
    const window = new LatenessWindow();
    for (let i = 0; i < 70_000; i += 1) window.add(i < 10_000 ? 9_999 : 1, i);
    const all = window.summary();
    expect(all.samples).toBe(65_536);
    // 5,536 of the slow early runs are overwritten; 4,464 remain of 65,536.
    expect(all.p50).toBe(1);
    expect(all.p95).toBe(9_999);
    expect(window.summary(10_000)).toMatchObject({ samples: 60_000, max: 1 });
  });
});
