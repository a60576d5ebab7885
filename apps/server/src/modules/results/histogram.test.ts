import { describe, expect, it } from 'vitest';
import { latencyPhases, type LatencyPhase } from '@tocsin/contract';
import { Histogram, MAX_COUNT } from './histogram.js';

/** The bound the doc comment states: a value read back is within ~5.5 % of the true one. */
const RELATIVE_ERROR = 0.055;
const COUNT_BITS = 20;
const keyOf = (entry: number) => entry >>> COUNT_BITS;
const countOf = (entry: number) => entry & MAX_COUNT;

/** A small seeded generator (mulberry32), so every run sees the same samples. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Exact nearest-rank percentile: the smallest sample with at least q of all samples at or below it. */
function nearestRank(samples: readonly number[], percent: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent * sorted.length) / 100));
  return sorted[rank - 1]!;
}

function histogramOf(samples: readonly number[], phase: LatencyPhase = 'total') {
  const h = new Histogram();
  for (const ms of samples) h.add(phase, ms);
  return h;
}

/** The same samples' buckets alone, as rows stored before bounds were kept read back. */
function bucketsOf(samples: readonly number[], phase: LatencyPhase = 'total') {
  const h = new Histogram();
  h.addEntries(histogramOf(samples, phase).entries());
  return h;
}

const uniform = (() => {
  const next = random(1);
  return Array.from({ length: 5000 }, () => 1 + next() * 999);
})();
const logNormal = (() => {
  // Box-Muller: a median of 80 ms with a long tail, like real response times.
  const next = random(2);
  return Array.from({ length: 5000 }, () => {
    const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return 80 * Math.exp(0.8 * z);
  });
})();
const bimodal = (() => {
  // Mostly fast answers and one in ten a slow one (a cold cache, a retry): p95 and p99 land there.
  const next = random(3);
  return Array.from({ length: 4000 }, (_, i) =>
    i % 10 === 0 ? 2000 + next() * 8000 : 15 + next() * 10,
  );
})();
const fewSamples = [12.5, 48, 3.2, 900, 77.7, 150, 8];

describe('latency histogram', () => {
  describe('percentiles', () => {
    it.each([
      ['uniform 1-1000 ms', uniform],
      ['log-normal around 80 ms', logNormal],
      ['bimodal 15-25 ms and 2-10 s', bimodal],
      ['a constant 237 ms', Array.from({ length: 1000 }, () => 237)],
      ['a handful of samples', fewSamples],
      ['one sample', [42.42]],
      [
        '1 ms to 50 s, one sample per step of 1 %',
        Array.from({ length: 1090 }, (_, i) => 1.01 ** i),
      ],
    ])('are within the documented error of the exact ones for %s', (_, samples) => {
      const read = histogramOf(samples).percentiles('total')!;
      for (const [name, percent] of [
        ['p50', 50],
        ['p95', 95],
        ['p99', 99],
      ] as const) {
        const exact = nearestRank(samples, percent);
        expect(
          Math.abs(read[name] - exact) / exact,
          `${name}: read ${read[name]}, exact ${exact}`,
        ).toBeLessThanOrEqual(RELATIVE_ERROR);
      }
    });

    it('keeps one sample anywhere from 1 ms to 50 s within the documented error', () => {
      for (let ms = 1; ms <= 50_000; ms *= 1.003) {
        const { p50, p95, p99 } = histogramOf([ms]).percentiles('total')!;
        expect(Math.abs(p50 - ms) / ms, `${ms} ms read back as ${p50}`).toBeLessThanOrEqual(
          RELATIVE_ERROR,
        );
        expect([p95, p99]).toEqual([p50, p50]);
      }
    });

    it('reads sub-millisecond times to within the documented error plus the 0.01 ms rounding', () => {
      for (let ms = 0.1001; ms < 1; ms *= 1.003) {
        const { p50 } = histogramOf([ms]).percentiles('total')!;
        expect(Math.abs(p50 - ms), `${ms} ms read back as ${p50}`).toBeLessThanOrEqual(
          RELATIVE_ERROR * ms + 0.005,
        );
      }
    });

    it('puts everything up to 0.1 ms in one lowest bucket, read below 0.1 ms', () => {
      const tiny = [0, 0.001, 0.02, 0.05, 0.0999, 0.1];
      const read = bucketsOf(tiny).percentiles('total')!;
      expect(read.p50).toBeGreaterThanOrEqual(0);
      expect(read.p50).toBeLessThan(0.1);
      expect(read).toEqual({ p50: read.p50, p95: read.p50, p99: read.p50 });
      for (const ms of tiny) expect(bucketsOf([ms]).percentiles('total')).toEqual(read);
      // With the bounds, the bucket reads within what was seen.
      const bounded = histogramOf(tiny).percentiles('total')!;
      expect(bounded.p50).toBeLessThanOrEqual(0.1);
      expect(histogramOf([0]).percentiles('total')).toEqual({ p50: 0, p95: 0, p99: 0 });
    });

    it('puts everything above ~56 s in one highest bucket, read a little below 60 s', () => {
      const huge = [60_000, 90_000, 300_000, 3_600_000, 1e9];
      const read = bucketsOf(huge).percentiles('total')!;
      expect(read.p50).toBeGreaterThan(50_000);
      expect(read.p50).toBeLessThan(60_000);
      expect(read).toEqual({ p50: read.p50, p95: read.p50, p99: read.p50 });
      for (const ms of huge) expect(bucketsOf([ms]).percentiles('total')).toEqual(read);
      // ... and the highest bucket still sorts above every finite one below it.
      const samples = [...Array.from({ length: 98 }, () => 100), 120_000, 120_000];
      const hundred = bucketsOf([100]).percentiles('total')!.p50;
      expect(bucketsOf(samples).percentiles('total')).toEqual({
        p50: hundred,
        p95: hundred,
        p99: read.p50,
      });
      // With the bounds, the open-ended bucket reads within the slowest time seen, not at 54 s.
      const bounded = histogramOf(samples).percentiles('total')!;
      expect(bounded.p95).toBe(bounded.p50);
      expect(Math.abs(bounded.p50 - 100) / 100).toBeLessThanOrEqual(RELATIVE_ERROR);
      expect(bounded.p99).toBeGreaterThan(60_000);
      expect(bounded.p99).toBeLessThanOrEqual(120_000);
    });

    it('puts the clamped extremes at the ends of a mixed distribution', () => {
      const samples = [
        ...Array.from({ length: 10 }, () => 0.01),
        ...Array.from({ length: 980 }, (_, i) => 10 + i),
        ...Array.from({ length: 10 }, () => 100_000),
      ];
      const read = histogramOf(samples).percentiles('total')!;
      const exactP50 = nearestRank(samples, 50);
      expect(Math.abs(read.p50 - exactP50) / exactP50).toBeLessThanOrEqual(RELATIVE_ERROR);
      expect(read.p95).toBeLessThan(1_000);
      // p99 is rank 990, the last of the ordinary samples; the 10 clamped ones are above it.
      expect(Math.abs(read.p99 - 989) / 989).toBeLessThanOrEqual(RELATIVE_ERROR);
      const top = histogramOf([...samples, 100_000, 100_000, 100_000]).percentiles('total')!;
      expect(top.p99).toBeGreaterThan(50_000);
      const low = histogramOf(samples.slice(0, 10)).percentiles('total')!;
      expect(low.p99).toBeLessThan(0.1);
    });
  });

  describe('entries', () => {
    const mixed = () => {
      const h = new Histogram();
      logNormal
        .slice(0, 800)
        .forEach((ms, i) => h.add(latencyPhases[i % latencyPhases.length]!, ms));
      h.add('total', 0.01);
      h.add('dns', 200_000);
      return h;
    };

    it('are sorted ascending, one per non-empty bucket, as non-negative 32-bit integers', () => {
      const entries = mixed().entries();
      expect(entries.length).toBeGreaterThan(latencyPhases.length);
      for (const entry of entries) {
        expect(Number.isInteger(entry)).toBe(true);
        expect(entry).toBeGreaterThanOrEqual(0);
        expect(entry).toBeLessThan(2 ** 31);
      }
      for (let i = 1; i < entries.length; i++) {
        expect(entries[i]!).toBeGreaterThan(entries[i - 1]!);
        expect(keyOf(entries[i]!)).toBeGreaterThan(keyOf(entries[i - 1]!));
      }
      expect(entries.reduce((sum, e) => sum + countOf(e), 0)).toBe(802);
    });

    it('round-trip through addEntries with the same entries and percentiles', () => {
      const original = mixed();
      const copy = new Histogram();
      copy.addEntries(original.entries());
      expect(copy.entries()).toEqual(original.entries());
      for (const phase of latencyPhases) {
        expect(copy.percentiles(phase)).toEqual(original.percentiles(phase));
      }
      // Entries in any order (as an unordered SQL aggregate might give them) read the same.
      const shuffled = new Histogram();
      shuffled.addEntries([...original.entries()].reverse());
      expect(shuffled.entries()).toEqual(original.entries());
    });

    it('add up when the same entries are added twice', () => {
      const once = mixed();
      const twice = new Histogram();
      twice.addEntries(once.entries());
      twice.addEntries(once.entries());
      expect(twice.entries()).toEqual(once.entries().map((e) => e + countOf(e)));
      expect(twice.percentiles('total')).toEqual(once.percentiles('total'));
    });

    it('is empty with no samples and no entries', () => {
      const h = new Histogram();
      expect(h.isEmpty).toBe(true);
      expect(h.entries()).toEqual([]);
      h.addEntries([]);
      expect(h.isEmpty).toBe(true);
      h.add('tls', 5);
      expect(h.isEmpty).toBe(false);
    });

    it('clamp a count above MAX_COUNT instead of carrying it into the key bits', () => {
      const [one] = histogramOf([123]).entries();
      const [neighbour] = histogramOf([123 * 1.2]).entries();
      expect(countOf(one!)).toBe(1);
      const key = keyOf(one!);
      const full = key * 2 ** COUNT_BITS + MAX_COUNT;

      const h = new Histogram();
      h.addEntries([full, full]);
      h.add('total', 123);
      h.add('total', 123 * 1.2);
      const entries = h.entries();
      expect(entries.map(keyOf)).toEqual([key, keyOf(neighbour!)]);
      expect(entries.map(countOf)).toEqual([MAX_COUNT, 1]);
      expect(entries[0]).toBe(full);

      // Stored and read again it stays clamped, in its own bucket.
      const again = new Histogram();
      again.addEntries(entries);
      again.addEntries(entries);
      expect(again.entries()).toEqual([full, keyOf(neighbour!) * 2 ** COUNT_BITS + 2]);
      expect(again.percentiles('total')).toEqual(bucketsOf([123]).percentiles('total'));
    });
  });

  describe('merge', () => {
    it('equals adding every sample to one histogram', () => {
      const together = new Histogram();
      const parts = [new Histogram(), new Histogram(), new Histogram()];
      [...uniform.slice(0, 1500), ...bimodal.slice(0, 1500)].forEach((ms, i) => {
        const phase = latencyPhases[i % 3]!;
        together.add(phase, ms);
        parts[i % parts.length]!.add(phase, ms);
      });
      const merged = new Histogram();
      for (const part of parts) merged.merge(part);
      expect(merged.entries()).toEqual(together.entries());
      for (const phase of latencyPhases) {
        expect(merged.percentiles(phase)).toEqual(together.percentiles(phase));
      }
    });

    it('leaves the merged-in histogram as it was, and merging an empty one changes nothing', () => {
      const a = histogramOf([1, 2, 3]);
      const b = histogramOf([400, 500]);
      const bBefore = b.entries();
      a.merge(b);
      expect(b.entries()).toEqual(bBefore);
      expect(a.percentiles('total')).toEqual(histogramOf([1, 2, 3, 400, 500]).percentiles('total'));
      const aBefore = a.entries();
      a.merge(new Histogram());
      expect(a.entries()).toEqual(aBefore);
    });
  });

  describe('bounds', () => {
    /** Every check of 8,005-8,039 ms: one bucket, (7,850-8,714] ms, whose middle is 8,271 ms. */
    const slow = Array.from({ length: 35 }, (_, i) => 8005 + ((i * 13) % 35));

    it('keep every percentile and the mean within the fastest and slowest time', () => {
      const read = histogramOf(slow).percentiles('total')!;
      for (const p of [read.p50, read.p95, read.p99]) {
        expect(p).toBeGreaterThanOrEqual(8005);
        expect(p).toBeLessThanOrEqual(8039);
      }
      const mean = histogramOf(slow).mean('total')!;
      expect(mean).toBeGreaterThanOrEqual(8005);
      expect(mean).toBeLessThanOrEqual(8039);
      // The bucket alone reads above every one of them.
      expect(bucketsOf(slow).percentiles('total')).toEqual({
        p50: 8270.72,
        p95: 8270.72,
        p99: 8270.72,
      });
    });

    it.each([
      ['uniform 1-1000 ms', uniform],
      ['log-normal around 80 ms', logNormal],
      ['bimodal 15-25 ms and 2-10 s', bimodal],
      ['a handful of samples', fewSamples],
    ])('keep %s within what was seen, and no further from the exact values', (_, samples) => {
      const bounded = histogramOf(samples);
      const alone = bucketsOf(samples);
      const [min, max] = [Math.min(...samples), Math.max(...samples)];
      for (const [name, percent] of [
        ['p50', 50],
        ['p95', 95],
        ['p99', 99],
      ] as const) {
        const exact = nearestRank(samples, percent);
        const read = bounded.percentiles('total')![name];
        expect(read).toBeGreaterThanOrEqual(Math.round(min * 100) / 100);
        expect(read).toBeLessThanOrEqual(Math.round(max * 100) / 100);
        expect(Math.abs(read - exact)).toBeLessThanOrEqual(
          Math.abs(alone.percentiles('total')![name] - exact) + 0.005,
        );
      }
    });

    it('travel with the entries and merge by min and max, phase by phase', () => {
      const a = histogramOf(slow.slice(0, 20));
      a.add('connect', 3);
      const b = histogramOf(slow.slice(20));
      b.add('connect', 1.25);
      expect(a.bounds()).toEqual({
        minMs: [null, 3, null, null, Math.min(...slow.slice(0, 20))],
        maxMs: [null, 3, null, null, Math.max(...slow.slice(0, 20))],
      });
      const stored = new Histogram();
      stored.addEntries(a.entries(), a.bounds());
      stored.addEntries(b.entries(), b.bounds());
      const merged = new Histogram();
      merged.merge(a);
      merged.merge(b);
      const together = histogramOf(slow);
      together.add('connect', 3);
      together.add('connect', 1.25);
      for (const h of [stored, merged]) {
        expect(h.bounds()).toEqual(together.bounds());
        for (const phase of latencyPhases) {
          expect(h.percentiles(phase)).toEqual(together.percentiles(phase));
        }
      }
      const connect = together.percentiles('connect')!;
      expect(connect.p50).toBeGreaterThanOrEqual(1.25);
      expect(connect.p99).toBeLessThanOrEqual(3);
    });

    it('are not known once entries come without theirs: the buckets read as they are', () => {
      const h = histogramOf(slow.slice(0, 20));
      h.addEntries(histogramOf(slow.slice(20)).entries(), { minMs: null, maxMs: null });
      expect(h.bounds()).toEqual({ minMs: null, maxMs: null });
      expect(h.percentiles('total')).toEqual(bucketsOf(slow).percentiles('total'));
      const merged = histogramOf([100]);
      merged.merge(bucketsOf([100]));
      expect(merged.percentiles('total')).toEqual(bucketsOf([100]).percentiles('total'));
      // Empty entries say nothing, with or without bounds.
      const kept = histogramOf(slow);
      kept.addEntries([]);
      kept.merge(new Histogram());
      expect(kept.bounds()).toEqual(histogramOf(slow).bounds());
    });
  });

  describe('phases', () => {
    it('are kept apart, and a phase nothing measured reads null', () => {
      const h = new Histogram();
      for (let i = 0; i < 100; i++) {
        h.add('connect', 1 + (i % 3));
        h.add('total', 900 + i);
      }
      const connect = h.percentiles('connect')!;
      const total = h.percentiles('total')!;
      expect(connect.p99).toBeLessThan(3.5);
      expect(total.p50).toBeGreaterThan(900 * (1 - RELATIVE_ERROR));
      expect(h.percentiles('dns')).toBeNull();
      expect(h.percentiles('tls')).toBeNull();
      expect(h.percentiles('ttfb')).toBeNull();
      expect(connect).toEqual(histogramOf([1, 2, 3], 'connect').percentiles('connect'));
    });

    it('read null for every phase of an empty histogram', () => {
      const h = new Histogram();
      for (const phase of latencyPhases) expect(h.percentiles(phase)).toBeNull();
    });

    it('do not share buckets: the same time in every phase gives one entry per phase', () => {
      const h = new Histogram();
      for (const phase of latencyPhases) h.add(phase, 50);
      const entries = h.entries();
      expect(new Set(entries.map(keyOf)).size).toBe(latencyPhases.length);
      for (const phase of latencyPhases) {
        expect(h.percentiles(phase)).toEqual(histogramOf([50]).percentiles('total'));
      }
    });
  });
});
