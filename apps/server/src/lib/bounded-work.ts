import type { ErrorCode } from '@tocsin/contract';
import type { Worker } from 'node:worker_threads';
import { AppError, TooManyRequestsError } from './errors.js';
import { startModuleWorker } from './module-worker.js';

/**
 * Work on a file a user sent (an import, a configuration document) runs here: in a child process
 * of its own, at a low CPU priority (nice 10), with none of the server's environment, its JavaScript
 * heap and its time bounded. A file that needs more is refused with a 413 that names the limit,
 * and the process is ended, which gives back everything it held; the checks' thread only waits
 * for the answer. A process rather than a worker thread, because a thread past its heap limit can
 * still abort the whole process (Node documents its limits as best-effort), and with it every
 * workspace's checks. The processes are started and spoken to from a thread of their own
 * (bounded-work-processes.ts); the work's side is bounded-work-serve.ts. One file is read at a
 * time: a few others wait their turn, more get a 429.
 */

export interface WorkLimits {
  /** The most memory the reading's JavaScript heap may take, in MiB. */
  memoryMb: number;
  /** The most time the reading of one file may take, in seconds. */
  seconds: number;
}

/**
 * What one file may take: a document of 10,000 monitors or the largest Uptime Kuma database an
 * import takes is read in a few seconds with a heap of less than 100 MB.
 */
export const USER_FILE_LIMITS: WorkLimits = { memoryMb: 256, seconds: 30 };

/** How a refusal names what was sent: "This file" in the body's field `content`. */
export interface WorkSubject {
  subject: string;
  field: string;
}

/** What this thread asks of the processes' thread. */
export type ToProcesses =
  | { type: 'run'; id: number; input: unknown; subject: WorkSubject; chunks: Uint8Array[] }
  | { type: 'close' };

/** What it answers. */
export type FromProcesses =
  | { type: 'done'; id: number; ok: true; value: unknown }
  | {
      type: 'done';
      id: number;
      ok: false;
      error: { code?: ErrorCode; message: string; issues?: { path: string; message: string }[] };
    }
  | { type: 'closed' };

const RUNNING_MAX = 1;
const WAITING_MAX = 8;
let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn() {
  if (running < RUNNING_MAX) {
    running += 1;
    return;
  }
  if (waiting.length >= WAITING_MAX)
    throw new TooManyRequestsError(
      'Tocsin is reading other files at the moment: send this one again in a few seconds',
      5,
    );
  // The turn passes straight from the one that ends, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function passTurn() {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * A chunk handed to the other thread without a copy when it owns its memory (a body's chunks
 * do), or copied into memory of its own: a view of a shared pool would carry the whole pool.
 */
const movable = (chunk: Buffer) =>
  chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.length
    ? new Uint8Array(chunk.buffer)
    : new Uint8Array(chunk);

/**
 * Reads files in processes running the module `name` (next to `callerUrl`, which serves with
 * `serveBoundedWork`), each file within `limits`. A process that read a file well is kept for the
 * next one for a minute, unless its work said otherwise (`endProcessAfterThisFile`); one that
 * failed is ended.
 */
export function createBoundedWorker<In, Out>(callerUrl: string, name: string, limits: WorkLimits) {
  let thread: Worker | null = null;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;

  function started(): Worker {
    if (thread) return thread;
    const t = startModuleWorker(import.meta.url, './bounded-work-processes', {
      callerUrl,
      name,
      limits,
    });
    t.on('message', (message: FromProcesses) => {
      if (message.type !== 'done') return;
      const job = pending.get(message.id)!;
      pending.delete(message.id);
      if (!pending.size) t.unref();
      if (message.ok) return job.resolve(message.value);
      const { code, message: text, issues } = message.error;
      job.reject(code ? new AppError(code, text, issues) : new Error(text));
    });
    // A thread that fails takes its processes with it; the next file starts another.
    t.on('error', (error) => {
      if (thread === t) thread = null;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    t.on('exit', () => {
      if (thread === t) thread = null;
    });
    thread = t;
    return t;
  }

  return {
    /**
     * Reads `input`, with the bytes of `attachment` (a body as it arrived, in chunks), in a
     * process, and answers what the module answers. The chunks are handed over, not copied: they
     * are not to be read again here.
     */
    async run(input: In, subject: WorkSubject, attachment: Buffer[] = []): Promise<Out> {
      await takeTurn();
      try {
        const t = started();
        const id = nextId++;
        const chunks = attachment.map(movable);
        const answer = new Promise<unknown>((resolve, reject) =>
          pending.set(id, { resolve, reject }),
        );
        t.ref();
        t.postMessage(
          { type: 'run', id, input, subject, chunks } satisfies ToProcesses,
          chunks.map((chunk) => chunk.buffer as ArrayBuffer),
        );
        return (await answer) as Out;
      } finally {
        passTurn();
      }
    },
    async close() {
      const t = thread;
      if (!t) return;
      thread = null;
      await new Promise<void>((resolve) => {
        t.on('message', (message: FromProcesses) => message.type === 'closed' && resolve());
        t.on('exit', () => resolve());
        t.postMessage({ type: 'close' } satisfies ToProcesses);
      });
      await t.terminate();
    },
  };
}

export type BoundedWorker<In, Out> = ReturnType<typeof createBoundedWorker<In, Out>>;
