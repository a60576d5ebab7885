import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from '../../db/client.js';
import { type UnsavedMinutes, totalsBySeq, uptimeFrom } from '../results/index.js';

/** A day's uptime moves by the minute: a figure this old is summed again. */
export const UPTIME_FRESH_MS = 60_000;
/**
 * Monitors summed per statement: each one short for the database and for the event loop (five
 * times as many a statement held the engine's thread long enough that checks due then started
 * late; bench/RESULTS.md).
 */
const SEQS_PER_BATCH = 100;

interface Known {
  /** Uptime over the last 24 hours, 0 to 1; null with nothing observed. */
  ratio: number | null;
  at: number;
}

/**
 * Each monitor's uptime over the last 24 hours, as the monitor's page reads it (its 24 h range,
 * from the hourly rollups and the minutes at the edges). Scrapes read the figures already summed;
 * `refresh` sums again, off the request path and a few hundred monitors per statement with a
 * turn of the event loop between them, those a minute old or more and those with nothing
 * observed yet.
 */
export function createUptimeCache(deps: {
  db: Db;
  unsaved: UnsavedMinutes;
  now?: () => number;
  /** Called with each monitor's ratio as it is summed. */
  summed?: (seq: number, ratio: number | null) => void;
}) {
  const now = deps.now ?? Date.now;
  const known = new Map<number, Known>();
  /** Monitors summed with nothing observed. */
  const unobserved = new Set<number>();
  let refreshing: Promise<void> | null = null;

  async function sum(seqs: readonly number[]) {
    for (let i = 0; i < seqs.length; i += SEQS_PER_BATCH) {
      if (i > 0) await yieldToLoop();
      const batch = seqs.slice(i, i + SEQS_PER_BATCH);
      const at = now();
      const totals = await totalsBySeq(deps.db, deps.unsaved, batch, uptimeFrom('24h', at), at);
      for (const [seq, t] of totals) {
        const percent = t.uptimePercent;
        const ratio = percent === null ? null : percent / 100;
        // Changed in place: a new object a minute for each monitor would be kept a minute.
        const k = known.get(seq);
        if (k) {
          k.ratio = ratio;
          k.at = at;
        } else {
          known.set(seq, { ratio, at });
        }
        if (ratio === null) unobserved.add(seq);
        else unobserved.delete(seq);
        deps.summed?.(seq, ratio);
      }
    }
  }

  return {
    /** The ratio summed last; null with nothing observed; undefined when never summed. */
    get(seq: number): number | null | undefined {
      return known.get(seq)?.ratio;
    },
    /** Whether a monitor summed had nothing observed. */
    get unobserved(): boolean {
      return unobserved.size > 0;
    },
    /**
     * Starts summing again those not summed, a minute old, or with nothing observed, unless a
     * refresh is already under way; resolves when it ends (failures are retried next time).
     */
    refresh(seqs: readonly number[]): Promise<void> {
      if (refreshing) return refreshing;
      const at = now();
      const stale = seqs.filter((seq) => {
        const k = known.get(seq);
        return !k || k.ratio === null || at - k.at >= UPTIME_FRESH_MS;
      });
      if (stale.length === 0) return Promise.resolve();
      refreshing = sum(stale)
        .catch(() => {
          // Answered as summed before until the next refresh tries again.
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    /** Drops what is known of monitors no longer seen, so the map stays the size of the fleet. */
    keepOnly(seqs: { has(seq: number): boolean }) {
      for (const seq of known.keys()) {
        if (seqs.has(seq)) continue;
        known.delete(seq);
        unobserved.delete(seq);
      }
    },
  };
}

export type UptimeCache = ReturnType<typeof createUptimeCache>;
