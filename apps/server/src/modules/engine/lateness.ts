// A minute of checks at 1,000 a second fits; 1 MB.
const CAPACITY = 65_536;

export interface LatenessSummary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * How late planned checks started (ms), with when they started: a fixed ring of the most recent
 * runs, so watching lateness costs the same at 10 monitors and at 10,000. Readers pick their own
 * window (the minute's log line, the status page's last five minutes) without disturbing others.
 */
export class LatenessWindow {
  readonly #values = new Float64Array(CAPACITY);
  readonly #startedAt = new Float64Array(CAPACITY);
  #count = 0;

  add(ms: number, startedAt: number) {
    const i = this.#count % CAPACITY;
    this.#values[i] = ms;
    this.#startedAt[i] = startedAt;
    this.#count += 1;
  }

  /** The runs started at or after `sinceMs` (of the most recent CAPACITY). */
  summary(sinceMs = -Infinity): LatenessSummary {
    const held = Math.min(this.#count, CAPACITY);
    const picked = new Float64Array(held);
    let n = 0;
    for (let i = 0; i < held; i += 1) {
      if (this.#startedAt[i]! >= sinceMs) picked[n++] = this.#values[i]!;
    }
    if (n === 0) return { samples: 0, p50: 0, p95: 0, p99: 0, max: 0 };
    const sorted = picked.subarray(0, n).sort();
    const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))]!;
    return { samples: n, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[n - 1]! };
  }
}
