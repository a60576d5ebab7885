import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CheckResult } from '@tocsin/contract';
import type { Db } from '../../db/client.js';
import type { MonitorStatus } from '../../db/schema.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import { coversMonitor, everyWindow, windowActive, type WindowRow } from '../maintenance/index.js';
import type { UnsavedMinutes } from '../results/index.js';
import {
  createKeptLines,
  createSettledParts,
  monitorLabels,
  slices,
  writeScrape,
  type MonitorLabels,
  type MonitorState,
} from './exposition.js';
import type { InstanceMetrics } from './instance.js';
import {
  readMonitorPage,
  readStoredChecks,
  type MetricsScope,
  type MonitorSettings,
} from './monitor-view.js';
import {
  checkedAt,
  copySlot,
  sampleTable,
  scrapeCount,
  freezeSamples,
  writeCheck,
  writeMaintenance,
  writeState,
  writeUptime,
  type CheckSample,
} from './packed.js';
import { createUptimeCache } from './uptime.js';
import { createWorkerRenderer, type LiveSet } from './worker-renderer.js';

export type { MetricsScope };

/** The monitors, their settings and maintenance windows are read again this often. */
export const MONITORS_REFRESH_MS = 10_000;
/** A rendered scrape is answered again to scrapes of the same scope for this long. */
export const BODY_CACHE_MS = 2_000;
/** Monitors read per statement: each answer short to decode on the engine's thread. */
const MONITORS_PER_PAGE = 500;
/** Scrapes of this many monitors or more are written on a thread of their own (worker-renderer.ts). */
export const WORKER_FROM = 2_000;

/**
 * What the metrics keep of a monitor between reads: the same object while none of it changes,
 * so a read of thousands of unchanged monitors leaves nothing new to keep.
 */
interface Known extends MonitorSettings {
  labels: MonitorLabels;
  /**
   * The engine of this process checked it at the previous read, and the table has held each of
   * its results since: its stored state and result need no reading.
   */
  watched: boolean;
}

const checkOf = (result: CheckResult): CheckSample => ({
  lastCheckedAt: Date.parse(result.checkedAt),
  timings: result.timings,
  certificateExpiresAt: result.certificate ? Date.parse(result.certificate.validTo) : null,
});

interface Snapshot {
  /** In seq order; a monitor's index is its slot in `live`. */
  monitors: Known[];
  windows: WindowRow[];
  /** The monitors' labels and samples: the same as long as no monitor's labels change. */
  live: LiveSet;
  slotOfId: Map<string, number>;
  slotOfSeq: Map<number, number>;
}

/**
 * `GET /metrics`: every monitor of the scope, and with the instance's token this process's own
 * metrics too. No scrape waits for the database but the first, and none gathers anything per
 * monitor: what they say of each monitor is kept in a table (packed.ts) as it changes.
 * - a monitor this process checks is answered as its latest check left it (state, phases, time,
 *   certificate), written to the table as the check ends;
 * - the monitors' names, workspaces, pauses and maintenance windows, and the stored state and
 *   latest stored result of a monitor this process does not check (another server holds the
 *   lease, or it is paused), are read again in the background every 10 s, a page of monitors at
 *   a time; those of a monitor it checks, only when the table may not hold them;
 * - 24-hour uptime is summed again in the background once a minute (see uptime.ts);
 * - concurrent scrapes of one scope, and those within 2 s of each other, share one rendering;
 * - a scrape of `workerFrom` monitors or more is written on a thread of its own.
 */
export function createMetricsService(deps: {
  db: Db;
  unsaved: UnsavedMinutes;
  instance: InstanceMetrics;
  clock?: Clock;
  workerFrom?: number;
}) {
  const workerFrom = deps.workerFrom ?? WORKER_FROM;
  const clock = deps.clock ?? systemClock;
  const now = () => clock.now();
  const { engine } = deps.instance;
  let snapshot: Snapshot | null = null;
  const uptime = createUptimeCache({
    db: deps.db,
    unsaved: deps.unsaved,
    now,
    summed(seq, ratio) {
      const slot = snapshot?.slotOfSeq.get(seq);
      if (slot !== undefined) writeUptime(snapshot!.live.table, slot, ratio);
    },
  });

  /** A monitor's state as this process knows it now: the engine's word over the database's. */
  const stateOf = (m: Known, stored: MonitorStatus | undefined): MonitorState | undefined =>
    m.paused ? 'paused' : (engine.liveStatus(m.id) ?? stored);
  const unwatch = engine.watchRuns((run, result) => {
    const slot = result ? snapshot?.slotOfId.get(run.monitorId) : undefined;
    if (slot === undefined) return;
    writeCheck(snapshot!.live.table, slot, checkOf(result!));
    // The engine counts the result into the monitor's state just after its watchers return.
    queueMicrotask(() => {
      const now = snapshot?.slotOfId.get(run.monitorId);
      const status = engine.liveStatus(run.monitorId);
      if (now === undefined || !status || snapshot!.monitors[now]!.paused) return;
      writeState(snapshot!.live.table, now, status);
    });
  });
  /** Which windows the maintenance flags in the table were written for. */
  let maintained: {
    live: LiveSet;
    windows: WindowRow[];
    active: string;
    /** Ends once every flag is written: a scrape meanwhile waits for it. */
    written: Promise<void>;
  } | null = null;
  let loading: Promise<Snapshot> | null = null;
  /** The first reading of every monitor and their uptime: null until asked for, or if it failed. */
  let firstReading: Promise<void> | null = null;
  let timer: Cancel | undefined;
  let closed = false;
  const bodies = new Map<string, { at: number; body: Promise<Feed> }>();
  const renderer = createWorkerRenderer();
  /** For scrapes written on this thread (see writeScrape); the rendering thread keeps its own. */
  const parts = createSettledParts();
  const lines = createKeptLines();

  async function readSnapshot(): Promise<Snapshot> {
    const monitors: Known[] = [];
    const windows = await everyWindow(deps.db);
    const old = snapshot;
    for (let after = 0; ;) {
      const page = await readMonitorPage(deps.db, after, MONITORS_PER_PAGE);
      for (const settings of page) {
        const slot = old?.slotOfId.get(settings.id);
        const was = slot === undefined ? undefined : old!.monitors[slot];
        const labelled =
          was?.name === settings.name &&
          was.workspaceId === settings.workspaceId &&
          was.type === settings.type;
        const same = labelled && was.paused === settings.paused;
        const labels = labelled ? was.labels : monitorLabels(settings);
        monitors.push(same ? was : { ...settings, labels, watched: false });
      }
      if (page.length < MONITORS_PER_PAGE) break;
      after = page.at(-1)!.seq;
      await yieldToLoop();
    }
    const before = old?.monitors ?? [];
    const kept =
      old !== null &&
      before.length === monitors.length &&
      monitors.every((m, i) => m.labels === before[i]!.labels);
    const unchanged = kept && monitors.every((m, i) => m === before[i]);
    const read = kept
      ? { ...old, monitors: unchanged ? before : monitors, windows }
      : remade(monitors, windows);
    if (!kept) uptime.keepOnly(read.slotOfSeq);
    // From here on, checks that end write to the new table.
    snapshot = read;
    await writeStored(read);
    return read;
  }

  /**
   * Writes to the table what the database says that it does not know yet: the state and latest
   * stored result of a monitor this process does not check now (another server holds the lease,
   * or it is paused), or did not at the previous read, or whose result the table never had.
   */
  async function writeStored(read: Snapshot) {
    const { monitors, live } = read;
    const { table } = live;
    const { due, breathe } = slices();
    for (let from = 0; from < monitors.length; from += MONITORS_PER_PAGE) {
      const to = Math.min(from + MONITORS_PER_PAGE, monitors.length);
      const unknown: string[] = [];
      for (let slot = from; slot < to; slot += 1) {
        const m = monitors[slot]!;
        const held = m.watched && checkedAt(table, slot) !== null;
        if (!held || engine.liveStatus(m.id) === undefined) unknown.push(m.id);
      }
      const stored = await readStoredChecks(deps.db, unknown);
      for (let slot = from; slot < to; slot += 1) {
        if (due(slot)) await breathe();
        // A newer table took over while this one was written.
        if (snapshot !== read) return;
        const m = monitors[slot]!;
        const check = stored.get(m.id);
        const known = checkedAt(table, slot);
        if (check && (known === null || (check.lastCheckedAt ?? 0) > known)) {
          writeCheck(table, slot, check);
        }
        const state = stateOf(m, check?.status);
        if (state) writeState(table, slot, state);
        writeUptime(table, slot, uptime.get(m.seq));
        m.watched = engine.liveStatus(m.id) !== undefined;
      }
    }
  }

  /**
   * A table for monitors whose labels changed, holding what the table before knew of those it
   * had (written on this thread only, at once, so no check ending meanwhile is lost).
   */
  function remade(monitors: Known[], windows: WindowRow[]): Snapshot {
    const table = sampleTable(monitors.length);
    const slotOfId = new Map(monitors.map((m, slot) => [m.id, slot]));
    const slotOfSeq = new Map(monitors.map((m, slot) => [m.seq, slot]));
    if (snapshot) {
      const old = snapshot;
      monitors.forEach((m, slot) => {
        const from = old.slotOfId.get(m.id);
        if (from !== undefined) copySlot(old.live.table, from, table, slot);
      });
    }
    return {
      monitors,
      windows,
      live: { labels: monitors.map((m) => m.labels), table },
      slotOfId,
      slotOfSeq,
    };
  }

  /** Reads the monitors again (once at a time) and then sums stale uptime. */
  function reload(): Promise<Snapshot> {
    loading ??= readSnapshot()
      .then((read) => {
        void uptime.refresh(read.monitors.map((m) => m.seq));
        return read;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /**
   * The monitors as last read, once the first reading is whole: a scrape meanwhile (the server
   * reading them as it starts, say) waits for it rather than answering a table half written.
   */
  async function current(): Promise<Snapshot> {
    firstReading ??= readFirst().catch((error: unknown) => {
      firstReading = null;
      throw error;
    });
    await firstReading;
    return snapshot!;
  }

  async function readFirst() {
    const read = await reload();
    // Waits for the sum the reload started (every monitor, none summed before) rather than
    // starting another; should it fail, this scrape answers without uptime, the next reload sums.
    await uptime.refresh(read.monitors.map((m) => m.seq));
    if (!timer && !closed) {
      timer = clock.every(MONITORS_REFRESH_MS, () => {
        reload().catch(() => {
          // Answered from the monitors read before; tried again at the next turn.
        });
      });
    }
  }

  /**
   * Writes which monitors a maintenance window holds now into the table: again only when the
   * windows holding alerts changed, or the table or the windows were read again while one does.
   */
  async function markMaintenance(read: Snapshot) {
    const at = new Date(now());
    const active = read.windows.filter((w) => windowActive(w, at));
    const key = active.map((w) => w.id).join();
    const was = maintained;
    if (
      was?.live === read.live &&
      was.active === key &&
      (was.windows === read.windows || key === '')
    ) {
      return was.written;
    }
    const written = (async () => {
      const { due, breathe } = slices();
      for (let slot = 0; slot < read.monitors.length; slot += 1) {
        if (due(slot)) await breathe();
        const m = read.monitors[slot]!;
        const held = active.some((w) => w.workspaceId === m.workspaceId && coversMonitor(w, m.id));
        writeMaintenance(read.live.table, slot, held);
      }
    })();
    maintained = { live: read.live, windows: read.windows, active: key, written };
    return written;
  }

  /** Reads what a scrape needs that may wait for the database, then renders into `feed`. */
  async function start(scope: MetricsScope, gzip: boolean): Promise<Feed> {
    const read = await current();
    const feed = createFeed();
    render(scope, gzip, read, feed).then(
      () => feed.end(),
      (error: unknown) => feed.fail(error),
    );
    return feed;
  }

  async function render(scope: MetricsScope, gzip: boolean, read: Snapshot, feed: Feed) {
    const { monitors, live } = read;
    await markMaintenance(read);
    // The scope's monitors' slots; null for every monitor of the instance.
    let slots: Int32Array | null = null;
    if (!scope.instance) {
      const ours: number[] = [];
      monitors.forEach((m, slot) => {
        if (m.workspaceId === scope.workspaceId) ours.push(slot);
      });
      slots = Int32Array.from(ours);
    }
    // A monitor with nothing observed yet is summed again at once, not at the next turn.
    if (uptime.unobserved) void uptime.refresh(monitors.map((m) => m.seq));
    // The instance's own metrics, read before the monitors' are written rather than after.
    const options = { gzip, tail: scope.instance ? await deps.instance.metrics() : '' };
    const push = (chunk: Chunk) => feed.push(chunk);
    const name = scopeName(scope);
    if (scrapeCount(live.table, slots) >= workerFrom) {
      await renderer.write(live, { slots, scope: name }, options, push);
    } else {
      const frozen = freezeSamples(live.table, live.labels, slots);
      await writeScrape(frozen, options, push, undefined, { parts, lines, scope: name });
    }
  }

  /**
   * Reads every monitor and sums their uptime, then writes the instance's scrape (gzipped, as
   * Prometheus asks) for no one, twice, if it is to be written on the rendering thread: the
   * first scrape Prometheus makes then finds that thread started and holding the labels, its
   * code compiled for writing lines and for copying them (see KeptLines), and the settled
   * families written. Without, the first scrapes of a large instance were several times slower
   * than the next (bench/RESULTS.md).
   */
  async function rehearse() {
    const read = await current();
    if (read.monitors.length < workerFrom) return;
    for (let k = 0; k < 2; k += 1) await render({ instance: true }, true, read, createFeed());
  }

  return {
    contentType: deps.instance.contentType,
    /**
     * Reads every monitor and sums their uptime now rather than at the first scrape, and keeps
     * them fresh from then on, and writes a large scrape ahead (see rehearse): for a server
     * Prometheus is to scrape, as the server starts.
     */
    warm() {
      rehearse().catch(() => {
        // Read again, and written, by the first scrape.
      });
    },
    /**
     * The answer to a scrape (gzipped when `gzip`), once what it needs from the database is
     * read: its chunks come while it is written, each to be sent as it comes.
     */
    scrape(scope: MetricsScope, { gzip }: { gzip: boolean }): Promise<Feed> {
      const key = `${scopeName(scope)} ${gzip ? 'gzip' : ''}`;
      const at = now();
      for (const [k, b] of bodies) if (at - b.at >= BODY_CACHE_MS) bodies.delete(k);
      const cached = bodies.get(key);
      if (cached) return cached.body;
      const body = start(scope, gzip);
      bodies.set(key, { at, body });
      body.catch(() => bodies.delete(key));
      return body;
    },
    close() {
      closed = true;
      timer?.();
      unwatch();
      renderer.close();
      deps.instance.close();
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;

/** The monitors a scrape reads: the instance's, or a workspace's (by its id). */
const scopeName = (scope: MetricsScope) => (scope.instance ? '' : scope.workspaceId);

/**
 * The chunks of one rendering as they are written, read by every scrape that shares it: each
 * reader gets them all, from the first, waiting for those still to come.
 */
export interface Feed {
  push(chunk: Chunk): void;
  end(): void;
  fail(error: unknown): void;
  read(): AsyncGenerator<Chunk>;
}
/** Text, or UTF-8 bytes from the rendering thread. */
type Chunk = string | Uint8Array;

function createFeed(): Feed {
  const chunks: Chunk[] = [];
  let done = false;
  let failure: { error: unknown } | null = null;
  let waiting: (() => void)[] = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const resume of woken) resume();
  };
  return {
    push(chunk) {
      chunks.push(chunk);
      wake();
    },
    end() {
      done = true;
      wake();
    },
    fail(error) {
      failure = { error };
      done = true;
      wake();
    },
    async *read() {
      for (let i = 0; ;) {
        while (i < chunks.length) yield chunks[i++]!;
        if (failure) throw failure.error;
        if (done) return;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}
