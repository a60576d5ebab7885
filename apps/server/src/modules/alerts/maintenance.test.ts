import { describe, expect, it } from 'vitest';
import { backoffMs } from './dispatcher.js';

describe('retry backoff', () => {
  it('doubles from the base, up to 30 s in the first ten minutes and 5 min after', () => {
    const young = 60_000;
    const old = 20 * 60_000;
    expect(backoffMs(1, 2000, young, () => 0)).toBe(1000);
    expect(backoffMs(1, 2000, young, () => 1)).toBe(2000);
    expect(backoffMs(4, 2000, young, () => 1)).toBe(16_000);
    expect(backoffMs(30, 2000, young, () => 1)).toBe(30_000);
    expect(backoffMs(30, 2000, young, () => 0)).toBe(15_000);
    expect(backoffMs(30, 2000, old, () => 1)).toBe(300_000);
  });
});
