import { latencyPhases, type CheckRecord } from '@tocsin/contract';
import { Histogram, type PhaseBounds } from './histogram.js';
import { PackedChecksWriter } from './packed-checks.js';

export const MINUTE_MS = 60_000;

/** What every rollup row holds, whether it covers a minute, an hour or a day. */
export interface RollupCounts {
  checks: number;
  /** Checks that were down. */
  failures: number;
  degraded: number;
  /** Time-weighted: each check stands for the time since the check before it (at most one interval). */
  downMs: number;
  observedMs: number;
}

/** One monitor's minute as stored in check_minutes. */
export interface MinuteRow extends RollupCounts, PhaseBounds {
  /** The monitor's seq, or the seq of one region's series of it (region_series). */
  seq: number;
  /** Minutes since the Unix epoch. */
  minute: number;
  hist: number[];
  raw: Uint8Array;
}

/** A minute still receiving checks: counts, histogram and packed raw checks grow together. */
export class OpenMinute {
  readonly counts: RollupCounts = { checks: 0, failures: 0, degraded: 0, downMs: 0, observedMs: 0 };
  readonly hist = new Histogram();
  private readonly packed: PackedChecksWriter;

  constructor(
    /** The monitor's seq; with `region`, the sink stores it under that region's series seq. */
    readonly seq: number,
    readonly minute: number,
    /** Null for the monitor's own verdicts; a region's name for what that region saw. */
    readonly region: string | null = null,
  ) {
    this.packed = new PackedChecksWriter(minute * MINUTE_MS);
  }

  add(check: CheckRecord, coveredMs: number) {
    const c = this.counts;
    c.checks += 1;
    c.observedMs += coveredMs;
    if (check.status === 'down') {
      c.failures += 1;
      c.downMs += coveredMs;
    } else if (check.status === 'degraded') {
      c.degraded += 1;
    }
    // A check that failed before measuring anything says nothing about response time.
    if (check.status !== 'down' || check.statusCode !== null) {
      for (const phase of latencyPhases) {
        const ms = check.timings[phase];
        if (ms !== undefined) this.hist.add(phase, ms);
      }
    }
    this.packed.add(check);
  }

  /** The minute as a row: whole, or its counts only (`hist` and `raw` empty, no bounds). */
  toRow(parts: MinuteParts = 'all'): MinuteRow {
    const whole = parts === 'all';
    return {
      seq: this.seq,
      minute: this.minute,
      ...this.counts,
      hist: whole ? this.hist.entries() : [],
      ...(whole ? this.hist.bounds() : { minMs: null, maxMs: null }),
      raw: whole ? this.packed.toBuffer() : NO_RAW,
    };
  }
}

/** What a reader of minutes needs: all of each, or its counts only, for readers that sum no more. */
export type MinuteParts = 'all' | 'counts';
const NO_RAW = new Uint8Array(0);

/** Minutes a sink holds that are not in the database yet, for readers that want to be current. */
export type UnsavedMinutes = (seqs: ReadonlySet<number>, parts?: MinuteParts) => MinuteRow[];
