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
 *
 * Beside it go the fastest and slowest time of each phase (`PhaseBounds`), which merge by min and
 * max. A value is read back from the part of its bucket between them: a bucket is 11 % wide, so
 * checks of 8,005-8,039 ms, all in the bucket (7,850-8,714] ms, would otherwise read as its middle,
 * 8,271 ms, above every one of them.
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

/** The value a bucket stands for when read back, with nothing known of the times in it. */
export function bucketValue(bucket: number): number {
  if (bucket === 0) return BASE_MS / 2;
  return BASE_MS * GROWTH ** (bucket - 0.5);
}

/**
 * The value a bucket stands for when every time in its phase lay in [low, high]: the middle of the
 * part of the bucket in that range (geometric, as the buckets grow geometrically), never outside it.
 */
function boundedValue(bucket: number, low: number, high: number): number {
  const from = Math.max(bucket === 0 ? 0 : BASE_MS * GROWTH ** (bucket - 1), low);
  const to = Math.min(bucket === BUCKETS - 1 ? Infinity : BASE_MS * GROWTH ** bucket, high);
  const middle = from > 0 ? Math.sqrt(from * to) : (from + to) / 2;
  return Math.min(Math.max(middle, low), high);
}

/**
 * The fastest and the slowest time of each phase, in latencyPhases' order, null where none was
 * measured: stored beside a histogram's entries (columns min_ms and max_ms), and null as a whole
 * where they are not known (rows stored before they were kept).
 */
export interface PhaseBounds {
  minMs: (number | null)[] | null;
  maxMs: (number | null)[] | null;
}

/** Counts per key while a minute is open; turned into entries when it is stored. */
export class Histogram {
  private readonly counts = new Map<number, number>();
  /** Each phase's fastest and slowest time; Infinity and -Infinity while it has none. */
  private readonly lows = latencyPhases.map(() => Infinity);
  private readonly highs = latencyPhases.map(() => -Infinity);
  /** False once entries came without their bounds: their times may lie anywhere in a bucket. */
  private bounded = true;

  add(phase: LatencyPhase, ms: number) {
    const index = phaseIndex.get(phase)!;
    const key = index * BUCKETS + bucketOf(ms);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.lows[index] = Math.min(this.lows[index]!, ms);
    this.highs[index] = Math.max(this.highs[index]!, ms);
  }

  /** Adds stored entries (an int[] from the database) and the bounds stored beside them. */
  addEntries(entries: readonly number[], bounds: PhaseBounds | null = null) {
    if (entries.length === 0) return;
    for (const entry of entries) {
      const key = entry >>> COUNT_BITS;
      this.counts.set(key, (this.counts.get(key) ?? 0) + (entry & MAX_COUNT));
    }
    if (!bounds?.minMs || !bounds.maxMs) {
      this.bounded = false;
      return;
    }
    for (let i = 0; i < latencyPhases.length; i += 1) {
      this.lows[i] = Math.min(this.lows[i]!, bounds.minMs[i] ?? Infinity);
      this.highs[i] = Math.max(this.highs[i]!, bounds.maxMs[i] ?? -Infinity);
    }
  }

  merge(other: Histogram) {
    for (const [key, count] of other.counts) {
      this.counts.set(key, (this.counts.get(key) ?? 0) + count);
    }
    if (other.isEmpty) return;
    this.bounded &&= other.bounded;
    for (let i = 0; i < latencyPhases.length; i += 1) {
      this.lows[i] = Math.min(this.lows[i]!, other.lows[i]!);
      this.highs[i] = Math.max(this.highs[i]!, other.highs[i]!);
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

  /** Each phase's fastest and slowest time, to store beside the entries; null where not known. */
  bounds(): PhaseBounds {
    if (!this.bounded) return { minMs: null, maxMs: null };
    const known = (ms: number) => (Number.isFinite(ms) ? ms : null);
    return { minMs: this.lows.map(known), maxMs: this.highs.map(known) };
  }

  /** How a bucket of one phase reads back: within that phase's bounds when they are known. */
  private reader(index: number): (bucket: number) => number {
    const [low, high] = [this.lows[index]!, this.highs[index]!];
    if (!this.bounded || !(low <= high)) return bucketValue;
    return (bucket) => boundedValue(bucket, low, high);
  }

  /** The mean of one phase, each time read back as its bucket's value; null when none was. */
  mean(phase: LatencyPhase): number | null {
    const index = phaseIndex.get(phase)!;
    const base = index * BUCKETS;
    const value = this.reader(index);
    let total = 0;
    let sum = 0;
    for (const [key, count] of this.counts) {
      if (key < base || key >= base + BUCKETS) continue;
      total += count;
      sum += count * value(key - base);
    }
    return total === 0 ? null : round(sum / total);
  }

  /**
   * Nearest-rank percentiles of one phase, or null when no check measured it. Each lies between
   * the phase's fastest and slowest time, where they are known.
   */
  percentiles(phase: LatencyPhase): Percentiles | null {
    const index = phaseIndex.get(phase)!;
    const base = index * BUCKETS;
    const value = this.reader(index);
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
        if (seen >= rank) return round(value(bucket));
      }
      return round(value(buckets.at(-1)![0]));
    };
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;
