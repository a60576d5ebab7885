import { systemClock, type Cancel, type Clock } from './clock.js';

/**
 * Work that runs every `pollMs` and whenever something asks for it sooner (`kick`), one pass at a
 * time: a kick during a pass runs one more pass after it, however many kicks came. A pass that
 * fails is logged by `onError`, and the next one runs as usual.
 */
export function createBackgroundPass(options: {
  run: () => Promise<unknown>;
  pollMs: number;
  onError: (err: unknown) => void;
  /** Subscribes `kick` to what should start a pass sooner; answers how to unsubscribe. */
  wake?: (kick: () => void) => () => void;
  clock?: Clock;
}) {
  const clock = options.clock ?? systemClock;
  let timer: Cancel | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let off: (() => void) | null = null;

  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = null;
        if (again && timer) {
          again = false;
          kick();
        }
      });
  }

  return {
    kick,
    start: () => {
      if (timer) return;
      timer = clock.every(options.pollMs, kick);
      off = options.wake?.(kick) ?? null;
      kick();
    },
    /** Stops the timer and the wake-ups, then waits for a pass under way. */
    stop: async () => {
      timer?.();
      timer = null;
      off?.();
      off = null;
      await running;
    },
  };
}
