import FakeTimers from '@sinonjs/fake-timers';
import { systemClock, type Clock } from '../lib/clock.js';

/** 2026-01-05 09:00 UTC, a Monday: where a fake clock starts unless told otherwise. */
export const FAKE_EPOCH = Date.UTC(2026, 0, 5, 9, 0, 0);

/**
 * A clock that moves only when the test moves it (@sinonjs/fake-timers, not installed globally, so
 * sockets, the database and Vitest keep real time). `advance` fires every timer due on the way, in
 * order, letting the promises each one starts settle before the next.
 */
export function fakeClock(start = FAKE_EPOCH) {
  const fake = FakeTimers.createClock(start, 100_000);
  const clock: Clock = {
    now: () => fake.now,
    after(ms, callback) {
      const id = fake.setTimeout(callback, ms);
      return () => fake.clearTimeout(id);
    },
    every(ms, callback) {
      const id = fake.setInterval(callback, ms);
      return () => fake.clearInterval(id);
    },
  };
  return {
    clock,
    now: () => fake.now,
    /** Moves the clock `ms` forward, running what falls due. */
    advance: async (ms: number) => {
      await fake.tickAsync(ms);
    },
    /** Moves the clock to `at` (epoch ms), running what falls due. */
    advanceTo: async (at: number) => {
      await fake.tickAsync(Math.max(0, at - fake.now));
    },
    /** Lets what is waiting on settled promises run, without moving the clock. */
    settle: async () => {
      await fake.tickAsync(0);
    },
    /** Timers armed and not yet fired. */
    pending: () => fake.countTimers(),
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * The system's timers with a date the test sets by hand (`read`): for what the date alone decides
 * (limits, throttles, a pace) while the background work keeps its real timers.
 */
export function dateSetBy(read: () => number): Clock {
  return { ...systemClock, now: read };
}
