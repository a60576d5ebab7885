import { readdirSync, readlinkSync } from 'node:fs';
import os from 'node:os';

/** Linux gives each thread a nice value of its own, set through the thread's id. */
function lowestPriority(threadId: number, nice = 19) {
  try {
    os.setPriority(threadId, nice);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}

/**
 * Gives the calling thread the lowest CPU priority, so on a busy machine the checks' thread runs
 * first and this one waits.
 */
export function lowerThreadPriority() {
  try {
    lowestPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)));
  } catch {
    // Not Linux: the thread runs at the process's priority.
  }
}

/**
 * Gives every thread of this process (its garbage collector's included) the priority `nice`, 19
 * (the lowest) unless said otherwise.
 */
export function lowerProcessPriority(nice = 19) {
  try {
    for (const task of readdirSync('/proc/self/task')) lowestPriority(Number(task), nice);
  } catch {
    lowerThreadPriority();
  }
}
