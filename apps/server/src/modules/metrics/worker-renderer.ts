import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../../lib/module-worker.js';
import { slices, type MonitorLabels, type MonitorSample } from './exposition.js';
import { pack, packedBuffers, packedSamples, type PackedSamples } from './packed.js';

/** Labels sent to the rendering thread per message, a turn of the event loop between them. */
const LABELS_PER_MESSAGE = 2_000;

export type ToRenderer =
  | { type: 'labels'; labels: MonitorLabels[]; first: boolean; last: boolean }
  | { type: 'render'; id: number; samples: PackedSamples };
export type FromRenderer =
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string };

/**
 * Every monitor's labels, in snapshot order: a new array whenever one changes, so the thread is
 * sent them again only then.
 */
export type LabelSet = readonly MonitorLabels[];

/**
 * Writes large scrapes on a thread of their own, at the lowest CPU priority, so the checks due
 * meanwhile start on time. Written on the engine's thread (2 ms at a time), a scrape of 3,000
 * monitors took ~50 ms of that thread and left its garbage there; now the engine's thread only
 * packs each monitor's numbers into typed arrays (2 ms at a time, ~17 ms in all), transfers them,
 * and sends on the bytes as they come back. The labels, which change only with the monitors,
 * cross once per change. The thread starts at the first such scrape, so an instance never scraped
 * this large never holds one, and starts again after a crash (the scrape it was writing fails).
 */
export function createWorkerRenderer() {
  let worker: Worker | null = null;
  let closed = false;
  /** The labels the thread holds. */
  let held: LabelSet | null = null;
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

  async function sendLabels(w: Worker, labels: LabelSet) {
    for (let from = 0; ; from += LABELS_PER_MESSAGE) {
      const to = from + LABELS_PER_MESSAGE;
      const message: ToRenderer = {
        type: 'labels',
        labels: labels.slice(from, to),
        first: from === 0,
        last: to >= labels.length,
      };
      w.postMessage(message);
      if (message.last) break;
      await yieldToLoop();
    }
    if (worker === w) held = labels;
  }

  async function write(
    set: LabelSet,
    count: number,
    sampleAt: (i: number) => { labelIndex: number; sample: MonitorSample },
    emit: (bytes: Uint8Array) => void,
  ) {
    const w = started();
    if (held !== set) await sendLabels(w, set);
    const samples = packedSamples(count);
    const { due, breathe } = slices();
    for (let i = 0; i < count; i += 1) {
      if (due(i)) await breathe();
      const { labelIndex, sample } = sampleAt(i);
      pack(samples, i, labelIndex, sample);
    }
    const id = (nextId += 1);
    if (worker !== w) throw new Error('the metrics rendering thread exited');
    const finished = new Promise<void>((done, fail) => jobs.set(id, { on: w, emit, done, fail }));
    const message: ToRenderer = { type: 'render', id, samples };
    w.postMessage(message, packedBuffers(samples));
    await finished;
  }

  return {
    /**
     * Writes `count` monitors, the i-th sampled by `sampleAt` (its labels at `labelIndex` in
     * `set`), each chunk of the text format to `emit` as UTF-8 bytes as soon as it is written.
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
