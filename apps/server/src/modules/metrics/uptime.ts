import type { Db } from '../../db/client.js';
import type { UnsavedMinutes } from '../results/minute.js';
import { totalsBySeq, uptimeFrom } from '../results/queries.js';

/** A day's uptime moves by the minute; scrapes in between read the figure already summed. */
const FRESH_MS = 60_000;

interface Known {
  /** Uptime over the last 24 hours, 0 to 1; null with nothing observed. */
  ratio: number | null;
  at: number;
}

/**
 * Each monitor's uptime over the last 24 hours, as the monitor's page reads it (its 24 h range,
 * from the hourly rollups and the minutes at the edges), kept for a minute. A stale figure is
 * answered while it is summed again in the background, so only a monitor never asked about
 * waits for the database; one with nothing observed yet is summed again at every scrape.
 */
export function createUptimeCache(deps: { db: Db; unsaved: UnsavedMinutes; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const known = new Map<number, Known>();
  let refreshing: Promise<void> | null = null;

  async function sum(seqs: number[]) {
    const at = now();
    const totals = await totalsBySeq(deps.db, deps.unsaved, seqs, uptimeFrom('24h', at), at);
    for (const [seq, t] of totals) {
      const percent = t.uptimePercent;
      known.set(seq, { ratio: percent === null ? null : percent / 100, at });
    }
  }

  return {
    async of(seqs: readonly number[]): Promise<Map<number, number | null>> {
      const at = now();
      const missing = seqs.filter((seq) => !known.has(seq));
      if (missing.length > 0) await sum(missing);
      // A monitor with nothing observed yet (new) is summed again at the next scrape.
      const stale = seqs.filter((seq) => {
        const k = known.get(seq);
        return !k || k.ratio === null || at - k.at >= FRESH_MS;
      });
      if (stale.length > 0 && !refreshing) {
        refreshing = sum(stale)
          .catch(() => {
            // Answered stale until the next scrape tries again.
          })
          .finally(() => {
            refreshing = null;
          });
      }
      return new Map(seqs.map((seq) => [seq, known.get(seq)?.ratio ?? null]));
    },
    /** Drops what is known of monitors no longer seen, so the map stays the size of the fleet. */
    keepOnly(seqs: ReadonlySet<number>) {
      for (const seq of known.keys()) if (!seqs.has(seq)) known.delete(seq);
    },
  };
}

export type UptimeCache = ReturnType<typeof createUptimeCache>;
