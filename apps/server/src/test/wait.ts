// Waiting helpers for tests and benchmarks that drive a real server or process. Tocsin's own
// time (sweeps, polls, throttles, delays) is a fake clock the test moves (test/clock.ts); what
// happens on its own in real time (a socket, a child process, Redis) is waited for with `until`.
// This file is the only place test code arms a real timer (eslint.config.js).
import { createServer } from 'node:net';

/**
 * Calls `read` until it gives a value (not undefined) that `ok` accepts, and returns it; throws with the last value after
 * `timeoutMs`. With `retryErrors`, a read that rejects (a server still starting) counts as not
 * yet rather than as a failure.
 */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  options: { timeoutMs?: number; everyMs?: number; retryErrors?: boolean } = {},
): Promise<Exclude<T, undefined>> {
  const { timeoutMs = 10_000, everyMs = 50, retryErrors = false } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = retryErrors ? await read().catch(() => undefined) : await read();
    if (value !== undefined && ok(value)) return value as Exclude<T, undefined>;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A TCP port nobody listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Waits `ms` of real time, for a test that must show that nothing happens for a while where the
 * time is measured outside this process: the database's now() deciding a lease, a server in a
 * child process checking on. `why` says which; everything else waits with `until` or moves a
 * fake clock.
 */
export function realTime(ms: number, why: string): Promise<void> {
  if (!why.trim()) throw new Error('realTime: say why the time must be real');
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Calls `fn` after `ms` of real time: for a test's peer that answers late on purpose (a slow
 * target, a receiver that takes its time), or a deadline on what a test sends. Answers how to
 * cancel it.
 */
export function later(ms: number, fn: () => void): () => void {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
}

/**
 * Calls `sample` every `ms` of real time until cancelled: for a measurement of the process while
 * a test runs (its memory at its peak), never to wait for something.
 */
export function sampleEvery(ms: number, sample: () => void): () => void {
  const timer = setInterval(sample, ms);
  return () => clearInterval(timer);
}

/** What `work` gives, or `fallback` when it has not settled within `ms` of real time. */
export async function within<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let cancel = () => {};
  const late = new Promise<F>((resolve) => (cancel = later(ms, () => resolve(fallback))));
  try {
    return await Promise.race([work, late]);
  } finally {
    cancel();
  }
}
