// Waiting helpers for tests and benchmarks that drive a real server or process.
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
