import type { CheckResult, MonitorInput } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { monitorState, monitors } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import { isActiveCheck } from '../checks/registry.js';
import { Scheduler, type Run } from '../scheduler/scheduler.js';
import { evaluateHeartbeat, heartbeatIntervalMs } from './heartbeat.js';
import { LatenessWindow } from './lateness.js';
import type { AlertPlanner } from '../alerts/planner.js';
import { activeMaintenance } from '../maintenance/maintenance.js';
import { alertEnqueue, inSpan, traceCheckRun } from './check-spans.js';
import { storeLastCheck, type ResultSink } from './result-sink.js';
import { applyResult, type MonitorLiveState } from './state-machine.js';
import type { CheckRunner } from './runner.js';
import { openIncident, resolveOpenIncidents } from '../incidents/lifecycle.js';

interface Watched {
  id: string;
  seq: number;
  workspaceId: string;
  config: MonitorInput;
  confirmations: number;
  createdAt: Date;
  intervalMs: number;
  live: MonitorLiveState;
  /** When the current run of failures began: an incident starts there, not at confirmation. */
  firstFailureAt: Date | null;
  /** The certificate expiry and day last looked at for a certificate alert. */
  certificateSeen?: string;
}

/** Sees each run as it ends, with its result (null when nobody answered). */
export type RunWatcher = (run: Run, result: CheckResult | null) => void;

export interface EngineDeps {
  db: Db;
  bus: EventBus;
  sink: ResultSink;
  /** Runs the active checks: in this process, or on the probes of each monitor's regions. */
  runner: CheckRunner;
  log: FastifyBaseLogger;
  /** Checks in flight at most. */
  concurrency: number;
  /** Delay of the re-check that confirms or dismisses a first failure. */
  recheckDelayMs?: number;
  /** Plans alerts in the transaction of each status change. */
  alerts: AlertPlanner;
  clock?: Clock;
}

/** Certificates are looked at for alerts when they expire within this many days (the rules' maximum). */
const CERT_WATCH_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The monitoring engine of one process: keeps every active monitor on the scheduler, runs its
 * checks, hands results to the sink, and turns confirmed failures into incidents.
 */
export function createEngine(deps: EngineDeps) {
  const { db, bus, sink, log, clock = systemClock } = deps;
  const watched = new Map<string, Watched>();
  const scheduler = new Scheduler({ concurrency: deps.concurrency, execute, clock });
  const unsubscribe: (() => void)[] = [];
  const lateness = new LatenessWindow();
  let checksRun = 0;
  let unanswered = 0;
  let lastCheckAt: number | null = null;
  let reported = { checks: 0, skipped: 0, unanswered: 0, at: -Infinity };
  const runWatchers = new Set<RunWatcher>();

  async function load(monitorId?: string) {
    const rows = await db
      .select()
      .from(monitors)
      .innerJoin(monitorState, eq(monitorState.monitorId, monitors.id))
      .where(monitorId ? eq(monitors.id, monitorId) : eq(monitors.paused, false));
    return rows;
  }

  function watch(row: Awaited<ReturnType<typeof load>>[number], firstRunSoon: boolean) {
    const { monitors: m, monitor_state: s } = row;
    if (m.paused) return forget(m.id);
    const previous = watched.get(m.id);
    // A pushed-to monitor is looked at often enough to notice a missed ping soon.
    const intervalMs = isActiveCheck(m.config)
      ? m.intervalSeconds * 1000
      : heartbeatIntervalMs(m.config);
    watched.set(m.id, {
      id: m.id,
      seq: m.seq,
      workspaceId: m.workspaceId,
      config: m.config,
      confirmations: m.confirmations,
      createdAt: m.createdAt,
      intervalMs,
      live: previous?.live ?? { status: s.status, consecutiveFailures: s.consecutiveFailures },
      firstFailureAt: previous?.firstFailureAt ?? null,
      certificateSeen: previous?.certificateSeen,
    });
    scheduler.upsert({ id: m.id, intervalMs });
    // A new or changed monitor is checked right away rather than at its next slot.
    if (firstRunSoon) scheduler.recheck(m.id, 0);
  }

  function forget(monitorId: string) {
    watched.delete(monitorId);
    scheduler.remove(monitorId);
  }

  async function execute(run: Run) {
    const monitor = watched.get(run.monitorId);
    if (!monitor) return;
    if (run.kind === 'planned') lateness.add(run.startedAt - run.dueAt, run.startedAt);
    checksRun += 1;
    const { config } = monitor;
    const active = isActiveCheck(config);
    await traceCheckRun(monitor, run, async (span) => {
      const result = active
        ? await deps.runner.run({ id: monitor.id, config }, run)
        : await evaluateHeartbeat(db, { ...monitor, config }, new Date(clock.now()));
      span.ended(result);
      for (const watcher of runWatchers) watcher(run, result);
      // No probe of any region answered, or a heartbeat still waits for its first ping: nothing
      // was measured, so nothing changes.
      if (result) await record(monitor, result);
      else if (active) unanswered += 1;
    });
  }

  async function record(monitor: Watched, result: CheckResult) {
    if (!watched.has(monitor.id)) return;
    const transition = applyResult(monitor.live, result, monitor.confirmations);
    const previous = monitor.live;
    monitor.live = transition.next;
    lastCheckAt = Math.max(lastCheckAt ?? 0, Date.parse(result.checkedAt));
    if (result.status === 'down') monitor.firstFailureAt ??= new Date(result.checkedAt);
    else monitor.firstFailureAt = null;
    inSpan('result write', () => sink.write(monitor, result, transition.next.consecutiveFailures));
    if (transition.recheck) scheduler.recheck(monitor.id, deps.recheckDelayMs ?? 1_000);
    if (transition.next.status !== previous.status || transition.incident) {
      await inSpan('state change', (span) => {
        span.setAttributes({
          'tocsin.monitor.status.previous': previous.status,
          'tocsin.monitor.status': transition.next.status,
          ...(transition.incident ? { 'tocsin.incident.change': transition.incident } : {}),
        });
        return persistTransition(monitor, result, transition.incident, previous.status);
      }).catch((err: unknown) => {
        // Not saved (the database is away): back to the state it has, so the next check makes
        // the change again and its incident and alerts come late rather than never.
        if (monitor.live === transition.next) monitor.live = previous;
        log.error({ err, monitorId: monitor.id }, 'saving a status change failed; retried');
      });
    }
    if (result.certificate) await watchCertificate(monitor, result);
  }

  /** Once a day per certificate, while it expires within 90 days: the rules decide if it alerts. */
  async function watchCertificate(monitor: Watched, result: CheckResult) {
    const cert = result.certificate!;
    if (cert.daysRemaining > CERT_WATCH_DAYS) return;
    const key = `${cert.validTo}:${Math.floor(Date.parse(result.checkedAt) / DAY_MS)}`;
    if (monitor.certificateSeen === key) return;
    monitor.certificateSeen = key;
    const now = new Date(clock.now());
    const queued = await alertEnqueue(() =>
      db.transaction(async (tx) =>
        deps.alerts.monitorEvent(tx, {
          event: 'certificate',
          workspaceId: monitor.workspaceId,
          monitorId: monitor.id,
          result,
          occurrence: cert.validTo,
          maintenance: !!(await activeMaintenance(tx, monitor.workspaceId, monitor.id, now)),
          now,
        }),
      ),
    ).catch((err: unknown) => {
      log.error({ err, monitorId: monitor.id }, 'planning a certificate alert failed');
      return 0;
    });
    if (queued > 0) bus.publish('alerts.queued', { workspaceId: monitor.workspaceId });
  }

  async function persistTransition(
    monitor: Watched,
    result: CheckResult,
    incident: 'open' | 'resolve' | null,
    previousStatus: MonitorLiveState['status'],
  ) {
    const at = new Date(result.checkedAt);
    const alerts = deps.alerts;
    const queued = await db.transaction(async (tx) => {
      await tx
        .update(monitorState)
        .set({
          status: monitor.live.status,
          statusChangedAt: at,
          consecutiveFailures: monitor.live.consecutiveFailures,
        })
        .where(eq(monitorState.monitorId, monitor.id));
      // With the status, so nobody sees "down" beside the last good check.
      await storeLastCheck(tx, monitor.id, result);
      const now = new Date(clock.now());
      if (incident === 'open') {
        const opened = await inSpan('incident open', () =>
          openIncident(tx, {
            workspaceId: monitor.workspaceId,
            monitorId: monitor.id,
            startedAt: monitor.firstFailureAt ?? at,
            confirmedAt: at,
            cause: result,
          }),
        );
        if (!opened) return 0;
        const maintenance = await activeMaintenance(tx, monitor.workspaceId, monitor.id, now);
        return alertEnqueue(() =>
          alerts.incidentOpened(tx, {
            incident: opened,
            failures: monitor.live.consecutiveFailures,
            maintenance,
            now,
          }),
        );
      }
      if (incident === 'resolve') {
        const resolved = await inSpan('incident resolve', () =>
          resolveOpenIncidents(tx, monitor.id, at),
        );
        let sent = 0;
        for (const row of resolved)
          sent += await alertEnqueue(() => alerts.incidentResolved(tx, { incident: row, now }));
        return sent;
      }
      if (monitor.live.status === 'degraded' && previousStatus === 'up') {
        return alertEnqueue(async () =>
          alerts.monitorEvent(tx, {
            event: 'degraded',
            workspaceId: monitor.workspaceId,
            monitorId: monitor.id,
            result,
            occurrence: result.checkedAt,
            maintenance: !!(await activeMaintenance(tx, monitor.workspaceId, monitor.id, now)),
            now,
          }),
        );
      }
      return 0;
    });
    if (queued > 0) bus.publish('alerts.queued', { workspaceId: monitor.workspaceId });
    bus.publish('monitor.status', {
      monitorId: monitor.id,
      workspaceId: monitor.workspaceId,
      status: monitor.live.status,
      at: result.checkedAt,
    });
  }

  return {
    async start() {
      for (const row of await load()) watch(row, false);
      unsubscribe.push(
        bus.subscribe('monitor.changed', ({ monitorId }) => {
          load(monitorId)
            .then(([row]) => (row ? watch(row, true) : forget(monitorId)))
            .catch((err: unknown) => log.error({ err, monitorId }, 'reloading a monitor failed'));
        }),
        bus.subscribe('monitor.deleted', ({ monitorId }) => {
          const seq = watched.get(monitorId)?.seq;
          forget(monitorId);
          if (seq !== undefined) sink.forget(seq);
        }),
        bus.subscribe('heartbeat.received', ({ monitorId }) => {
          const monitor = watched.get(monitorId);
          if (monitor && monitor.live.status !== 'up') scheduler.recheck(monitorId, 0);
        }),
      );
      scheduler.start();
      log.info({ monitors: watched.size }, 'monitoring engine started');
    },
    /**
     * Stops checking and forgets the monitors; what was measured is still written as its minute
     * closes. `start` takes them up again from the database. Another process checks meanwhile.
     */
    async pause() {
      unsubscribe.splice(0).forEach((off) => off());
      await scheduler.stop();
      scheduler.clear();
      watched.clear();
      await sink.flush();
      log.info('monitoring engine paused');
    },
    async stop() {
      unsubscribe.splice(0).forEach((off) => off());
      await scheduler.stop();
      await sink.close();
    },
    get watching() {
      return watched.size;
    },
    /**
     * How the engine kept up since the previous report (for the logs, the status page and
     * benchmarks): checks run, planned runs skipped because the previous one was still going, and
     * how late planned runs started.
     */
    report() {
      const now = clock.now();
      const report = {
        monitors: watched.size,
        checks: checksRun - reported.checks,
        skipped: scheduler.skipped - reported.skipped,
        unanswered: unanswered - reported.unanswered,
        inFlight: scheduler.inFlight,
        waiting: scheduler.waiting,
        lateness: lateness.summary(reported.at),
      };
      reported = { checks: checksRun, skipped: scheduler.skipped, unanswered, at: now };
      return report;
    },
    /**
     * How late planned runs started since `sinceMs`, and how long the oldest due run has waited
     * for a free slot (a stalled scheduler starts nothing, so only the wait shows it). Unlike
     * report(), reading this changes nothing.
     */
    lag(sinceMs: number) {
      const dueAt = scheduler.oldestWaitingDueAt;
      return {
        ...lateness.summary(sinceMs),
        waitingMs: dueAt === null ? 0 : Math.max(0, clock.now() - dueAt),
      };
    },
    /** Calls `watcher` after every run with its result (null: nobody answered); returns the way to stop. */
    watchRuns(watcher: RunWatcher) {
      runWatchers.add(watcher);
      return () => void runWatchers.delete(watcher);
    },
    /** A watched monitor's status as its latest check left it; undefined when not watched. */
    liveStatus(monitorId: string): MonitorLiveState['status'] | undefined {
      return watched.get(monitorId)?.live.status;
    },
    /** Runs started and not finished, and due runs waiting for a free slot. */
    get queue() {
      return { inFlight: scheduler.inFlight, waiting: scheduler.waiting };
    },
    /** Checks this process has run since it started. */
    get checksRun() {
      return checksRun;
    },
    /** When the latest check result this process got was taken (epoch ms); null before any. */
    get lastCheckAt() {
      return lastCheckAt;
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
