import { latencyPhases, type LatencyPhase, type Percentiles } from '@tocsin/contract';

/**
 * Latency histograms, small enough to keep one per monitor per minute, hour and day for good.
 *
 * Buckets grow by 11 %: bucket 0 holds everything up to 0.1 ms, bucket b the times in
 * (0.1 * 1.11^(b-1), 0.1 * 1.11^b] ms, and bucket 127 everything above ~51 s. A percentile read
 * back is the geometric middle of its bucket, so it is within ~5.5 % of the true value (rounded to
 * 0.01 ms).
 *
 * A histogram travels and is stored as a sorted int[] of entries `key << 20 | count`, where
 * key = phase * 128 + bucket: one plain integer array PostgreSQL can sum with unnest and group by
 * (see the rollup queries) and that costs 4 bytes per non-empty bucket.
 */
const BUCKETS = 128;
const BASE_MS = 0.1;
const GROWTH = 1.11;
const LOG_GROWTH = Math.log(GROWTH);
export const COUNT_BITS = 20;
export const MAX_COUNT = 2 ** COUNT_BITS - 1;

const phaseIndex = new Map(latencyPhases.map((p, i) => [p, i]));

export function bucketOf(ms: number): number {
  if (!(ms > BASE_MS)) return 0;
  return Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / BASE_MS) / LOG_GROWTH - 1e-9));
}

/** Entries of one phase are the stored integers in [from, to): keys are phase-major. */
export function phaseEntries(phase: LatencyPhase): { from: number; to: number } {
  const base = phaseIndex.get(phase)! * BUCKETS;
  return { from: base * 2 ** COUNT_BITS, to: (base + BUCKETS) * 2 ** COUNT_BITS };
}

/** The value a bucket stands for when read back. */
export function bucketValue(bucket: number): number {
  if (bucket === 0) return BASE_MS / 2;
  return BASE_MS * GROWTH ** (bucket - 0.5);
}

/** Counts per key while a minute is open; turned into entries when it is stored. */
export class Histogram {
  private readonly counts = new Map<number, number>();

  add(phase: LatencyPhase, ms: number) {
    const key = phaseIndex.get(phase)! * BUCKETS + bucketOf(ms);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Adds stored entries (an int[] from the database). */
  addEntries(entries: readonly number[]) {
    for (const entry of entries) {
      const key = entry >>> COUNT_BITS;
      this.counts.set(key, (this.counts.get(key) ?? 0) + (entry & MAX_COUNT));
    }
  }

  merge(other: Histogram) {
    for (const [key, count] of other.counts) {
      this.counts.set(key, (this.counts.get(key) ?? 0) + count);
    }
  }

  get isEmpty() {
    return this.counts.size === 0;
  }

  entries(): number[] {
    return [...this.counts]
      .sort((a, b) => a[0] - b[0])
      .map(([key, count]) => (key << COUNT_BITS) | Math.min(count, MAX_COUNT));
  }

  /** The mean of one phase, each time read back as its bucket's value; null when none was. */
  mean(phase: LatencyPhase): number | null {
    const base = phaseIndex.get(phase)! * BUCKETS;
    let total = 0;
    let sum = 0;
    for (const [key, count] of this.counts) {
      if (key < base || key >= base + BUCKETS) continue;
      total += count;
      sum += count * bucketValue(key - base);
    }
    return total === 0 ? null : round(sum / total);
  }

  /** Nearest-rank percentiles of one phase, or null when no check measured it. */
  percentiles(phase: LatencyPhase): Percentiles | null {
    const base = phaseIndex.get(phase)! * BUCKETS;
    const buckets: [number, number][] = [];
    let total = 0;
    for (const [key, count] of this.counts) {
      if (key < base || key >= base + BUCKETS) continue;
      buckets.push([key - base, count]);
      total += count;
    }
    if (total === 0) return null;
    buckets.sort((a, b) => a[0] - b[0]);
    const at = (q: number) => {
      const rank = Math.max(1, Math.ceil(q * total));
      let seen = 0;
      for (const [bucket, count] of buckets) {
        seen += count;
        if (seen >= rank) return round(bucketValue(bucket));
      }
      return round(bucketValue(buckets.at(-1)![0]));
    };
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
