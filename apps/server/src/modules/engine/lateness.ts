// A minute of checks at 1,000 a second fits; 512 KB.
const CAPACITY = 65_536;

/**
 * How late planned checks started (ms), over the runs since the last reset (the most recent ones
 * if there were more): a fixed ring, so watching lateness costs the same at 10 monitors and at
 * 10,000.
 */
export class LatenessWindow {
  readonly #values = new Float64Array(CAPACITY);
  #count = 0;

  add(ms: number) {
    this.#values[this.#count % CAPACITY] = ms;
    this.#count += 1;
  }

  reset() {
    this.#count = 0;
  }

  summary() {
    const n = Math.min(this.#count, CAPACITY);
    if (n === 0) return { samples: 0, p50: 0, p99: 0, max: 0 };
    const sorted = this.#values.slice(0, n).sort();
    const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))]!;
    return { samples: n, p50: at(0.5), p99: at(0.99), max: sorted[n - 1]! };
  }
}
