import type { ErrorCode } from '@tocsin/contract';
import { AppError } from './errors.js';
import { lowerProcessPriority } from './thread-priority.js';

/**
 * The side of lib/bounded-work.ts that runs in the process reading a file: it takes each input
 * and the bytes sent behind it on stdin, does the work and sends back its outcome.
 */

export type Failure =
  | { kind: 'app'; code: ErrorCode; message: string; issues?: { path: string; message: string }[] }
  | { kind: 'too-deep' }
  | { kind: 'crash'; message: string };

/** One file's work, its `bytes` sent behind it on the process's stdin. */
export interface ToWork<In> {
  input: In;
  bytes: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export type FromWork<T> =
  | { type: 'ready' }
  | {
      type: 'done';
      outcome: Outcome<T>;
      /** The process holds memory it cannot give back: end it. */
      end: boolean;
    };

/** A stack overflow: input nested deeper than a recursive reader goes. */
const isTooDeep = (error: unknown) =>
  error instanceof RangeError && error.message.includes('call stack');

async function outcomeOf<Out>(work: () => Out | Promise<Out>): Promise<Outcome<Out>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError)
      return {
        ok: false,
        failure: { kind: 'app', code: error.code, message: error.message, issues: error.issues },
      };
    if (isTooDeep(error)) return { ok: false, failure: { kind: 'too-deep' } };
    return { ok: false, failure: { kind: 'crash', message: String((error as Error).stack) } };
  }
}

let endAfterThisFile = false;

/**
 * Called by work in its process: the memory this file took is not the JavaScript heap's
 * (SQLite's WebAssembly memory only grows), so the process ends once the file is read.
 */
export function endProcessAfterThisFile() {
  endAfterThisFile = true;
}

/** The bytes arriving on stdin, taken `n` at a time in the order they came. */
function stdinBytes() {
  const chunks: Buffer[] = [];
  let held = 0;
  let waiting: { n: number; resolve: (bytes: Buffer) => void } | null = null;
  const serve = () => {
    if (!waiting || held < waiting.n) return;
    const all = Buffer.concat(chunks, held);
    const { n, resolve } = waiting;
    waiting = null;
    chunks.length = 0;
    chunks.push(all.subarray(n));
    held -= n;
    resolve(all.subarray(0, n));
  };
  process.stdin.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    held += chunk.length;
    serve();
  });
  return (n: number) =>
    new Promise<Buffer>((resolve) => {
      waiting = { n, resolve };
      serve();
    });
}

/**
 * The priority a reading process works at once its code is loaded: when both want a core, the
 * checks' thread gets ~90 % of it (Linux weighs nice 10 at 110 against 1,024 for nice 0). At 19
 * (a weight of 15) a busy machine gave a process almost nothing, and a five-line document took
 * most of the time limit to read (bench/RESULTS.md).
 */
const READING_NICE = 10;

/**
 * Lowers the process's priority, says it is ready, then does `work` on each input it is sent,
 * with the bytes that came with it, one at a time, and sends each outcome. It ends when the
 * server does (its channel closes).
 */
export function serveBoundedWork<In, Out>(work: (input: In, bytes: Buffer) => Out | Promise<Out>) {
  lowerProcessPriority(READING_NICE);
  const send = (message: FromWork<Out>) => process.send!(message);
  const take = stdinBytes();
  let queue = Promise.resolve();
  process.on('message', ({ input, bytes }: ToWork<In>) => {
    queue = queue.then(async () => {
      const attachment = await take(bytes);
      const outcome = await outcomeOf(() => work(input, attachment));
      send({ type: 'done', outcome, end: endAfterThisFile });
    });
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}
