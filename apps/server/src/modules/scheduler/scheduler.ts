import TinyQueue from 'tinyqueue';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import { nextDueAfter, planOffsetMs } from './plan.js';

export interface ScheduledMonitor {
  id: string;
  intervalMs: number;
}

/** One run of one monitor: when it was due, and whether it is a planned run or a re-check. */
export interface Run {
  monitorId: string;
  dueAt: number;
  startedAt: number;
  kind: 'planned' | 'recheck';
}

export interface SchedulerOptions {
  /** Checks in flight at most; further due runs wait in order (backpressure). */
  concurrency: number;
  execute: (run: Run) => Promise<void>;
  clock?: Clock;
}

interface Entry {
  at: number;
  monitorId: string;
  version: number;
  kind: Run['kind'];
}

interface Planned {
  intervalMs: number;
  offsetMs: number;
  version: number;
}

/**
 * Runs every monitor on its plan (see plan.ts): due times come from the clock, never from when the
 * last check finished, so nothing drifts. One timer is armed for the earliest due time; a monitor
 * never has two runs in flight; a changed monitor is re-planned at once.
 */
export class Scheduler {
  readonly #monitors = new Map<string, Planned>();
  readonly #queue = new TinyQueue<Entry>([], (a, b) => a.at - b.at);
  readonly #ready: Entry[] = [];
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #options: Required<SchedulerOptions>;
  #timer: Cancel | undefined;
  #timerAt = Infinity;
  #running = false;
  /** Versions are unique over all monitors and time, so an entry left from a removed plan never
   * matches the plan of the same monitor added again. */
  #lastVersion = 0;
  skipped = 0;

  constructor(options: SchedulerOptions) {
    this.#options = { clock: systemClock, ...options };
  }

  get inFlight() {
    return this.#inFlight.size;
  }

  get waiting() {
    return this.#ready.length;
  }

  /** When the run waiting longest for a free slot was due (epoch ms); null when none waits. */
  get oldestWaitingDueAt(): number | null {
    // Runs join the ready list in due order and leave from its head, so the head waited longest.
    return this.#ready[0]?.at ?? null;
  }

  /** Adds or re-plans a monitor; its next run is the next time on its (new) plan. */
  upsert(monitor: ScheduledMonitor) {
    const version = ++this.#lastVersion;
    const offsetMs = planOffsetMs(monitor.id, monitor.intervalMs);
    this.#monitors.set(monitor.id, { intervalMs: monitor.intervalMs, offsetMs, version });
    const at = nextDueAfter(this.#options.clock.now(), monitor.intervalMs, offsetMs);
    this.#push({ at, monitorId: monitor.id, version, kind: 'planned' });
  }

  remove(monitorId: string) {
    this.#monitors.delete(monitorId);
  }

  /** Forgets every monitor (another process checks them now); their queued runs go stale. */
  clear() {
    this.#monitors.clear();
    this.#ready.length = 0;
  }

  /** An extra run soon (the re-check after a first failure); the plan is not disturbed. */
  recheck(monitorId: string, delayMs: number) {
    const planned = this.#monitors.get(monitorId);
    if (!planned) return;
    const at = this.#options.clock.now() + delayMs;
    this.#push({ at, monitorId, version: planned.version, kind: 'recheck' });
  }

  start() {
    this.#running = true;
    this.#arm();
  }

  /** Stops starting runs and waits for those in flight. */
  async stop() {
    this.#running = false;
    this.#timer?.();
    this.#timer = undefined;
    this.#timerAt = Infinity;
    await Promise.allSettled(this.#inFlight.values());
  }

  #push(entry: Entry) {
    this.#queue.push(entry);
    if (entry.at < this.#timerAt) this.#arm();
  }

  #arm() {
    if (!this.#running) return;
    const next = this.#queue.peek();
    if (!next) return;
    if (this.#timer && next.at >= this.#timerAt) return;
    this.#timer?.();
    this.#timerAt = next.at;
    const { clock } = this.#options;
    this.#timer = clock.after(Math.max(0, next.at - clock.now()), () => this.#fire());
  }

  #fire() {
    this.#timer = undefined;
    this.#timerAt = Infinity;
    const now = this.#options.clock.now();
    for (let entry = this.#queue.peek(); entry && entry.at <= now; entry = this.#queue.peek()) {
      this.#queue.pop();
      const planned = this.#monitors.get(entry.monitorId);
      // A stale entry: the monitor was removed or re-planned since it was queued.
      if (!planned || planned.version !== entry.version) continue;
      if (entry.kind === 'planned') {
        // The next time on the plan after now: a late scheduler skips missed slots, never bursts.
        const at = nextDueAfter(Math.max(entry.at, now), planned.intervalMs, planned.offsetMs);
        this.#queue.push({ ...entry, at });
      }
      this.#ready.push(entry);
    }
    this.#drain();
    this.#arm();
  }

  #drain() {
    while (
      this.#running &&
      this.#ready.length > 0 &&
      this.#inFlight.size < this.#options.concurrency
    ) {
      const entry = this.#ready.shift()!;
      if (this.#inFlight.has(entry.monitorId)) {
        this.skipped += 1;
        continue;
      }
      const run: Run = {
        monitorId: entry.monitorId,
        dueAt: entry.at,
        startedAt: this.#options.clock.now(),
        kind: entry.kind,
      };
      const done = this.#options
        .execute(run)
        .catch(() => {
          // execute owns its errors (it records a failed check); nothing may stop the loop.
        })
        .finally(() => {
          this.#inFlight.delete(entry.monitorId);
          this.#drain();
        });
      this.#inFlight.set(entry.monitorId, done);
    }
  }
}
