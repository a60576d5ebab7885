import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../lib/module-worker.js';
import type { MonitorLabels, ScrapeOptions } from './exposition.js';
import type { SampleTable } from './packed.js';

/** Labels sent to the rendering thread per message, a turn of the event loop between them. */
const LABELS_PER_MESSAGE = 2_000;

export type ToRenderer =
  | { type: 'labels'; labels: MonitorLabels[]; first: boolean; last: boolean; table: SampleTable }
  | {
      type: 'render';
      id: number;
      /** Which monitors (see write), and the scope they are. */
      slots: Int32Array | null;
      scope: string;
      options: ScrapeOptions;
    };
export type FromRenderer =
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };

/**
 * Every monitor's labels and samples, a slot each: made again whenever a monitor's labels
 * change, so the thread is sent the labels again only then.
 */
export interface LiveSet {
  labels: readonly MonitorLabels[];
  table: SampleTable;
}

/**
 * Writes large scrapes on a thread of their own, at the lowest CPU priority, so the checks due
 * meanwhile start on time. Written on the engine's thread (2 ms at a time), a large scrape took
 * tens of milliseconds of that thread and left its garbage there. Gathering each monitor's
 * numbers for the thread then still took much of it, and checks due meanwhile waited
 * (bench/RESULTS.md); now the thread reads them from the table the engine's thread keeps as
 * checks end (packed.ts), and the engine's thread only asks and sends on the bytes as they come
 * back. The labels, which change only with the monitors, cross once per change, with their table.
 * The thread starts at the first such scrape, so an instance never scraped this large never holds
 * one, and starts again after a crash (the scrape it was writing fails).
 */
export function createWorkerRenderer() {
  let worker: Worker | null = null;
  let closed = false;
  /** The labels and table the thread holds. */
  let held: LiveSet | null = null;
  let nextId = 0;
  const jobs = new Map<
    number,
    {
      on: Worker;
      emit: (bytes: Uint8Array) => void;
      done: () => void;
      fail: (e: Error) => void;
    }
  >();
  /** One scrape at a time, so the labels a scrape reads are those sent for it. */
  let queue: Promise<void> = Promise.resolve();

  /** Fails the scrapes `w` was writing; the next scrape starts a new thread. */
  function lost(w: Worker, error: Error) {
    if (worker === w) {
      worker = null;
      held = null;
    }
    for (const [id, job] of jobs) {
      if (job.on !== w) continue;
      jobs.delete(id);
      job.fail(error);
    }
  }

  function started(): Worker {
    if (worker) return worker;
    if (closed) throw new Error('the metrics service closed');
    const w = startModuleWorker(import.meta.url, './render-worker');
    w.unref();
    w.on('message', (message: FromRenderer) => {
      const job = jobs.get(message.id);
      if (!job) return;
      if (message.type === 'chunk') return job.emit(message.bytes);
      jobs.delete(message.id);
      if (message.type === 'end') job.done();
      else job.fail(new Error(`metrics rendering failed: ${message.message}`));
    });
    w.on('error', (error) => lost(w, error));
    w.on('exit', (code) =>
      lost(w, new Error(`the metrics rendering thread exited (code ${code})`)),
    );
    worker = w;
    return w;
  }

  async function sendLabels(w: Worker, set: LiveSet) {
    const { labels, table } = set;
    for (let from = 0; ; from += LABELS_PER_MESSAGE) {
      const to = from + LABELS_PER_MESSAGE;
      const message: ToRenderer = {
        type: 'labels',
        labels: labels.slice(from, to),
        first: from === 0,
        last: to >= labels.length,
        table,
      };
      w.postMessage(message);
      if (message.last) break;
      await yieldToLoop();
    }
    if (worker === w) held = set;
  }

  async function write(
    set: LiveSet,
    { slots, scope }: { slots: Int32Array | null; scope: string },
    options: ScrapeOptions,
    emit: (bytes: Uint8Array) => void,
  ) {
    const w = started();
    if (held !== set) await sendLabels(w, set);
    const id = (nextId += 1);
    if (worker !== w) throw new Error('the metrics rendering thread exited');
    const finished = new Promise<void>((done, fail) => jobs.set(id, { on: w, emit, done, fail }));
    const message: ToRenderer = { type: 'render', id, slots, scope, options };
    w.postMessage(message);
    await finished;
  }

  return {
    /**
     * Writes the scrape of the monitors of `set` in `slots` (every slot when null), each chunk
     * to `emit` as bytes (UTF-8 text, or gzip) as soon as it is written. `scope` names those
     * monitors (the instance, a workspace): the thread sends again what it wrote for the scope
     * before where nothing changed (see writeScrape).
     */
    write(...args: Parameters<typeof write>): Promise<void> {
      const turn = queue.then(() => write(...args));
      queue = turn.catch(() => {});
      return turn;
    },
    /** The rendering thread, once started (for tests). */
    get thread(): Worker | null {
      return worker;
    },
    /** Scrapes the rendering thread is writing now. */
    get writing(): number {
      return jobs.size;
    },
    close() {
      closed = true;
      if (!worker) return;
      const w = worker;
      lost(w, new Error('the metrics service closed'));
      void w.terminate();
    },
  };
}

export type WorkerRenderer = ReturnType<typeof createWorkerRenderer>;
