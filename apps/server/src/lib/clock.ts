/** Cancels a timer the clock armed; cancelling twice, or after it fired, does nothing. */
export type Cancel = () => void;

/**
 * The time of the process: what time it is, and waking up later. The engine, scheduler,
 * dispatcher, sweeps and throttles take one, so a test moves a fake clock (test/clock.ts)
 * instead of sleeping. A clock's timers never keep the process alive by themselves: whatever
 * runs holds a socket (the HTTP server, the database, Redis) that does.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `callback` once, `ms` from now. */
  after(ms: number, callback: () => void): Cancel;
  /** Calls `callback` every `ms`, the first time `ms` from now. */
  every(ms: number, callback: () => void): Cancel;
}

/** The system's clock: Date.now and Node's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms).unref();
    return () => clearTimeout(timer);
  },
  every(ms, callback) {
    const timer = setInterval(callback, ms).unref();
    return () => clearInterval(timer);
  },
};

/** Waits `ms` on `clock`. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.after(ms, resolve));
}
