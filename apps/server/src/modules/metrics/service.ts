import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CheckResult, PhaseTimings } from '@tocsin/contract';
import type { Db } from '../../db/client.js';
import { coversMonitor, windowActive } from '../maintenance/maintenance.js';
import type { UnsavedMinutes } from '../results/minute.js';
import {
  monitorLabels,
  writeMonitorMetrics,
  type MonitorLabels,
  type MonitorSample,
} from './exposition.js';
import type { InstanceMetrics } from './instance.js';
import {
  readMaintenanceWindows,
  readMonitorPage,
  type MaintenanceWindow,
  type MetricsScope,
  type MonitorView,
} from './monitor-view.js';
import { createUptimeCache } from './uptime.js';
import { createWorkerRenderer, type LabelSet } from './worker-renderer.js';

export type { MetricsScope };

/** The monitors, their settings and maintenance windows are read again this often. */
export const MONITORS_REFRESH_MS = 10_000;
/** A rendered scrape is answered again to scrapes of the same scope for this long. */
export const BODY_CACHE_MS = 2_000;
/** Monitors read per statement. */
const MONITORS_PER_PAGE = 2_000;
/** Scrapes of this many monitors or more are written on a thread of their own (worker-renderer.ts). */
export const WORKER_FROM = 2_000;

interface Known extends MonitorView {
  labels: MonitorLabels;
}

/** A check result as the metrics read it. */
interface Latest {
  lastCheckedAt: number;
  timings: PhaseTimings;
  certificateExpiresAt: number | null;
}

const latestOf = (result: CheckResult): Latest => ({
  lastCheckedAt: Date.parse(result.checkedAt),
  timings: result.timings,
  certificateExpiresAt: result.certificate ? Date.parse(result.certificate.validTo) : null,
});

interface Snapshot {
  monitors: Known[];
  windows: MaintenanceWindow[];
  /** The monitors' labels in their order: the same array as long as none changes. */
  labels: LabelSet;
}

/**
 * `GET /metrics`: every monitor of the scope, and with the instance's token this process's own
 * metrics too. No scrape waits for the database but the first:
 * - a monitor this process checks is answered as its latest check left it (state, phases, time,
 *   certificate), from the engine's memory;
 * - the monitors' names, workspaces, pauses and maintenance windows, and the latest stored result
 *   of a monitor this process does not check (another server holds the lease, or it is paused),
 *   are read again in the background every 10 s, a page of monitors at a time;
 * - 24-hour uptime is summed again in the background once a minute (see uptime.ts);
 * - concurrent scrapes of one scope, and those within 2 s of each other, share one rendering;
 * - a scrape of `workerFrom` monitors or more is written on a thread of its own.
 */
export function createMetricsService(deps: {
  db: Db;
  unsaved: UnsavedMinutes;
  instance: InstanceMetrics;
  now?: () => number;
  workerFrom?: number;
}) {
  const workerFrom = deps.workerFrom ?? WORKER_FROM;
  const now = deps.now ?? Date.now;
  const { engine } = deps.instance;
  const uptime = createUptimeCache({ db: deps.db, unsaved: deps.unsaved, now });
  /** What the metrics say of each monitor's latest result this process got, by monitor id. */
  const latest = new Map<string, Latest>();
  const unwatch = engine.watchRuns((run, result) => {
    if (result) latest.set(run.monitorId, latestOf(result));
  });
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const bodies = new Map<string, { at: number; body: Promise<Feed> }>();
  const renderer = createWorkerRenderer();

  async function readSnapshot(): Promise<Snapshot> {
    const monitors: Known[] = [];
    const windows = await readMaintenanceWindows(deps.db);
    const before = snapshot?.monitors ?? [];
    const previous = new Map(before.map((m) => [m.id, m]));
    for (let after = 0; ;) {
      const page = await readMonitorPage(deps.db, after, MONITORS_PER_PAGE);
      for (const view of page) {
        const old = previous.get(view.id);
        const same =
          old &&
          old.name === view.name &&
          old.workspaceId === view.workspaceId &&
          old.type === view.type;
        monitors.push({ ...view, labels: same ? old.labels : monitorLabels(view) });
      }
      if (page.length < MONITORS_PER_PAGE) break;
      after = page.at(-1)!.seq;
      await yieldToLoop();
    }
    const ids = new Set(monitors.map((m) => m.id));
    for (const id of latest.keys()) if (!ids.has(id)) latest.delete(id);
    uptime.keepOnly(new Set(monitors.map((m) => m.seq)));
    const kept =
      before.length === monitors.length && monitors.every((m, i) => m.labels === before[i]!.labels);
    const labels = snapshot && kept ? snapshot.labels : monitors.map((m) => m.labels);
    return { monitors, windows, labels };
  }

  /** Reads the monitors again (once at a time) and then sums stale uptime. */
  function reload(): Promise<Snapshot> {
    loading ??= readSnapshot()
      .then((read) => {
        snapshot = read;
        void uptime.refresh(read.monitors.map((m) => m.seq));
        return read;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function current(): Promise<Snapshot> {
    if (snapshot) return snapshot;
    const read = await reload();
    await uptime.fill(read.monitors.map((m) => m.seq));
    if (!timer && !closed) {
      timer = setInterval(() => {
        reload().catch(() => {
          // Answered from the monitors read before; tried again at the next turn.
        });
      }, MONITORS_REFRESH_MS);
      timer.unref();
    }
    return read;
  }

  /** A monitor as this process knows it now: the engine's word over the database's. */
  function sample(m: Known, active: MaintenanceWindow[]): MonitorSample {
    const checked = latest.get(m.id);
    // The stored result when newer: another server checked it since (this one lost the lease).
    const last = checked && checked.lastCheckedAt >= (m.lastCheckedAt ?? 0) ? checked : m;
    const status = m.paused ? 'paused' : (engine.liveStatus(m.id) ?? m.status);
    return {
      labels: m.labels,
      state: status,
      maintenance: active.some((w) => w.workspaceId === m.workspaceId && coversMonitor(w, m.id)),
      timings: last.timings,
      lastCheckedAt: last.lastCheckedAt,
      uptime: uptime.get(m.seq),
      certificateExpiresAt: last.certificateExpiresAt,
    };
  }

  /** Reads what a scrape needs that may wait for the database, then renders into `feed`. */
  async function start(scope: MetricsScope): Promise<Feed> {
    const snapshot = await current();
    const feed = createFeed();
    render(scope, snapshot, feed).then(
      () => feed.end(),
      (error: unknown) => feed.fail(error),
    );
    return feed;
  }

  async function render(scope: MetricsScope, snapshot: Snapshot, feed: Feed) {
    const { monitors: all, windows } = snapshot;
    // Each monitor of the scope's index in the snapshot, where its labels are.
    const indexes: number[] = [];
    all.forEach((m, i) => {
      if (scope.instance || m.workspaceId === scope.workspaceId) indexes.push(i);
    });
    const monitors = indexes.map((i) => all[i]!);
    const at = new Date(now());
    // Only the windows that hold alerts now, of the scope's workspaces.
    const active = windows.filter(
      (w) => (scope.instance || w.workspaceId === scope.workspaceId) && windowActive(w, at),
    );
    // A monitor with nothing observed yet is summed again at once, not at the next turn.
    if (monitors.some((m) => uptime.get(m.seq) == null)) {
      void uptime.refresh(monitors.map((m) => m.seq));
    }
    if (monitors.length >= workerFrom) {
      await renderer.write(
        snapshot.labels,
        monitors.length,
        (i) => ({ labelIndex: indexes[i]!, sample: sample(monitors[i]!, active) }),
        (bytes) => feed.push(bytes),
      );
    } else {
      await writeMonitorMetrics(
        monitors.length,
        (i) => sample(monitors[i]!, active),
        (chunk) => feed.push(chunk),
      );
    }
    if (scope.instance) feed.push(await deps.instance.metrics());
  }

  return {
    contentType: deps.instance.contentType,
    /**
     * The answer to a scrape, once what it needs from the database is read: its chunks come
     * while it is written, each to be sent as it comes.
     */
    scrape(scope: MetricsScope): Promise<Feed> {
      const key = scope.instance ? '' : scope.workspaceId;
      const at = now();
      for (const [k, b] of bodies) if (at - b.at >= BODY_CACHE_MS) bodies.delete(k);
      const cached = bodies.get(key);
      if (cached) return cached.body;
      const body = start(scope);
      bodies.set(key, { at, body });
      body.catch(() => bodies.delete(key));
      return body;
    },
    close() {
      closed = true;
      clearInterval(timer);
      unwatch();
      renderer.close();
      deps.instance.close();
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;

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
