import type { CheckResult, MonitorInput } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { monitorState, monitors } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { AlertPlanner } from '../alerts/index.js';
import { isActiveCheck } from '../checks/index.js';
import { openIncident, resolveOpenIncidents } from '../incidents/index.js';
import { activeMaintenance } from '../maintenance/index.js';
import type { Run, Scheduler } from '../scheduler/index.js';
import { evaluateHeartbeat, heartbeatIntervalMs } from './heartbeat.js';
import type { LatenessWindow } from './lateness.js';
import { storeLastCheck, type ResultSink } from './result-sink.js';
import type { CheckRunner } from './runner.js';
import { applyResult, type MonitorLiveState } from './state-machine.js';

/** A monitor the engine keeps on its scheduler, with the state its checks left it in. */
export interface Watched {
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

/** What the stages work with: the engine's dependencies, with its clock settled. */
export type EngineEnv = Omit<EngineDeps, 'concurrency' | 'clock'> & { clock: Clock };

/** How the engine has kept up: counted by the stages' metrics wrapper, read by its reports. */
export interface EngineCounters {
  checksRun: number;
  unanswered: number;
  /** When the latest check result was taken (epoch ms); null before any. */
  lastCheckAt: number | null;
  /** The counts at the previous report, which the next one is told apart from. */
  reported: { checks: number; skipped: number; unanswered: number; at: number };
}

/** Everything the engine of one process holds between runs. */
export interface EngineState {
  watched: Map<string, Watched>;
  scheduler: Scheduler;
  lateness: LatenessWindow;
  counters: EngineCounters;
  runWatchers: Set<RunWatcher>;
  /** Stops listening to the bus's monitor events. */
  unsubscribe: (() => void)[];
}

/** A status change as a check made it: what the monitor was, and what becomes of its incident. */
export interface Change {
  previous: MonitorLiveState['status'];
  incident: 'open' | 'resolve' | null;
}

/**
 * The steps of a check run, each called through `ctx.stages` so that a wrapped step (a span, a
 * counter) is the one every other step calls.
 */
export interface EngineStages {
  /** Takes a run from the scheduler: checks its monitor if it is still watched. */
  execute(ctx: EngineContext, run: Run): Promise<void>;
  /** Measures the monitor, shows the result to the run watchers and records it. */
  check(ctx: EngineContext, monitor: Watched, run: Run): Promise<CheckResult | null>;
  /** The run's result: from the runner, or the heartbeat's pings; null when none was measured. */
  measure(ctx: EngineContext, monitor: Watched, run: Run): Promise<CheckResult | null>;
  /** Moves the monitor's live state on by a result and stores what changed. */
  record(ctx: EngineContext, monitor: Watched, result: CheckResult): Promise<void>;
  /** Hands the result to the sink, with the failures in a row it leaves. */
  writeResult(ctx: EngineContext, monitor: Watched, result: CheckResult): void;
  /** Saves a status change, its incident and its alerts in one transaction. */
  persistTransition(
    ctx: EngineContext,
    monitor: Watched,
    result: CheckResult,
    change: Change,
  ): Promise<void>;
  openIncident: typeof openIncident;
  resolveIncidents: typeof resolveOpenIncidents;
  /** Plans alerts with `plan`; answers how many deliveries were queued. */
  enqueueAlerts(plan: () => Promise<number>): Promise<number>;
  /** Plans a certificate alert when the rules may want one. */
  watchCertificate(ctx: EngineContext, monitor: Watched, result: CheckResult): Promise<void>;
}

export interface EngineContext {
  state: EngineState;
  env: EngineEnv;
  stages: EngineStages;
}

/** Certificates are looked at for alerts when they expire within this many days (the rules' maximum). */
const CERT_WATCH_DAYS = 90;
const DAY_MS = 86_400_000;

/** The active monitors with their state, or the one monitor `monitorId` however it is. */
export function load(env: Pick<EngineEnv, 'db'>, monitorId?: string) {
  return env.db
    .select()
    .from(monitors)
    .innerJoin(monitorState, eq(monitorState.monitorId, monitors.id))
    .where(monitorId ? eq(monitors.id, monitorId) : eq(monitors.paused, false));
}

export type MonitorRow = Awaited<ReturnType<typeof load>>[number];

/** Puts a monitor on the scheduler, or takes a paused one off; its live state carries over. */
export function watch(state: EngineState, row: MonitorRow, firstRunSoon: boolean) {
  const { monitors: m, monitor_state: s } = row;
  if (m.paused) return forget(state, m.id);
  const previous = state.watched.get(m.id);
  // A pushed-to monitor is looked at often enough to notice a missed ping soon.
  const intervalMs = isActiveCheck(m.config)
    ? m.intervalSeconds * 1000
    : heartbeatIntervalMs(m.config);
  state.watched.set(m.id, {
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
  state.scheduler.upsert({ id: m.id, intervalMs });
  // A new or changed monitor is checked right away rather than at its next slot.
  if (firstRunSoon) state.scheduler.recheck(m.id, 0);
}

export function forget(state: EngineState, monitorId: string) {
  state.watched.delete(monitorId);
  state.scheduler.remove(monitorId);
}

export async function execute(ctx: EngineContext, run: Run) {
  const monitor = ctx.state.watched.get(run.monitorId);
  if (!monitor) return;
  await ctx.stages.check(ctx, monitor, run);
}

export async function check(ctx: EngineContext, monitor: Watched, run: Run) {
  const result = await ctx.stages.measure(ctx, monitor, run);
  for (const watcher of ctx.state.runWatchers) watcher(run, result);
  // No probe of any region answered, or a heartbeat still waits for its first ping: nothing
  // was measured, so nothing changes.
  if (result) await ctx.stages.record(ctx, monitor, result);
  return result;
}

export function measure({ env }: EngineContext, monitor: Watched, run: Run) {
  const { config } = monitor;
  return isActiveCheck(config)
    ? env.runner.run({ id: monitor.id, config }, run)
    : evaluateHeartbeat(env.db, { ...monitor, config }, new Date(env.clock.now()));
}

export async function record(ctx: EngineContext, monitor: Watched, result: CheckResult) {
  const { state, env, stages } = ctx;
  if (!state.watched.has(monitor.id)) return;
  const transition = applyResult(monitor.live, result, monitor.confirmations);
  const previous = monitor.live;
  monitor.live = transition.next;
  if (result.status === 'down') monitor.firstFailureAt ??= new Date(result.checkedAt);
  else monitor.firstFailureAt = null;
  stages.writeResult(ctx, monitor, result);
  if (transition.recheck) state.scheduler.recheck(monitor.id, env.recheckDelayMs ?? 1_000);
  if (transition.next.status !== previous.status || transition.incident) {
    const change = { previous: previous.status, incident: transition.incident };
    await stages.persistTransition(ctx, monitor, result, change).catch((err: unknown) => {
      // Not saved (the database is away): back to the state it has, so the next check makes
      // the change again and its incident and alerts come late rather than never.
      if (monitor.live === transition.next) monitor.live = previous;
      env.log.error({ err, monitorId: monitor.id }, 'saving a status change failed; retried');
    });
  }
  if (result.certificate) await stages.watchCertificate(ctx, monitor, result);
}

export function writeResult({ env }: EngineContext, monitor: Watched, result: CheckResult) {
  env.sink.write(monitor, result, monitor.live.consecutiveFailures);
}

/** Once a day per certificate, while it expires within 90 days: the rules decide if it alerts. */
export async function watchCertificate(
  { env, stages }: EngineContext,
  monitor: Watched,
  result: CheckResult,
) {
  const cert = result.certificate!;
  if (cert.daysRemaining > CERT_WATCH_DAYS) return;
  const key = `${cert.validTo}:${Math.floor(Date.parse(result.checkedAt) / DAY_MS)}`;
  if (monitor.certificateSeen === key) return;
  monitor.certificateSeen = key;
  const event = { event: 'certificate' as const, result, occurrence: cert.validTo };
  const now = new Date(env.clock.now());
  const queued = await stages
    .enqueueAlerts(() => env.db.transaction((tx) => monitorEvent(env, tx, monitor, event, now)))
    .catch((err: unknown) => {
      env.log.error({ err, monitorId: monitor.id }, 'planning a certificate alert failed');
      return 0;
    });
  if (queued > 0) env.bus.publish('alerts.queued', { workspaceId: monitor.workspaceId });
}

/** Plans the alerts of a monitor event that opens no incident, minding its maintenance. */
async function monitorEvent(
  env: EngineEnv,
  tx: Tx,
  monitor: Watched,
  event: { event: 'certificate' | 'degraded'; result: CheckResult; occurrence: string },
  now: Date,
) {
  return env.alerts.monitorEvent(tx, {
    ...event,
    workspaceId: monitor.workspaceId,
    monitorId: monitor.id,
    maintenance: !!(await activeMaintenance(tx, monitor.workspaceId, monitor.id, now)),
    now,
  });
}

export async function persistTransition(
  ctx: EngineContext,
  monitor: Watched,
  result: CheckResult,
  change: Change,
) {
  const { bus, db } = ctx.env;
  const queued = await db.transaction((tx) => saveTransition(ctx, tx, monitor, result, change));
  if (queued > 0) bus.publish('alerts.queued', { workspaceId: monitor.workspaceId });
  bus.publish('monitor.status', {
    monitorId: monitor.id,
    workspaceId: monitor.workspaceId,
    status: monitor.live.status,
    at: result.checkedAt,
  });
}

/** The status change inside its transaction; answers how many alert deliveries it queued. */
async function saveTransition(
  ctx: EngineContext,
  tx: Tx,
  monitor: Watched,
  result: CheckResult,
  change: Change,
) {
  const at = new Date(result.checkedAt);
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
  if (change.incident === 'open') return openAndAlert(ctx, tx, monitor, result);
  if (change.incident === 'resolve') return resolveAndAlert(ctx, tx, monitor, at);
  if (monitor.live.status === 'degraded' && change.previous === 'up') {
    const event = { event: 'degraded' as const, result, occurrence: result.checkedAt };
    const now = new Date(ctx.env.clock.now());
    return ctx.stages.enqueueAlerts(() => monitorEvent(ctx.env, tx, monitor, event, now));
  }
  return 0;
}

async function openAndAlert(ctx: EngineContext, tx: Tx, monitor: Watched, result: CheckResult) {
  const { env, stages } = ctx;
  const now = new Date(env.clock.now());
  const at = new Date(result.checkedAt);
  const opened = await stages.openIncident(tx, {
    workspaceId: monitor.workspaceId,
    monitorId: monitor.id,
    startedAt: monitor.firstFailureAt ?? at,
    confirmedAt: at,
    cause: result,
  });
  if (!opened) return 0;
  const maintenance = await activeMaintenance(tx, monitor.workspaceId, monitor.id, now);
  return stages.enqueueAlerts(() =>
    env.alerts.incidentOpened(tx, {
      incident: opened,
      failures: monitor.live.consecutiveFailures,
      maintenance,
      now,
    }),
  );
}

async function resolveAndAlert(ctx: EngineContext, tx: Tx, monitor: Watched, at: Date) {
  const { env, stages } = ctx;
  const now = new Date(env.clock.now());
  const resolved = await stages.resolveIncidents(tx, monitor.id, at);
  let sent = 0;
  for (const row of resolved)
    sent += await stages.enqueueAlerts(() =>
      env.alerts.incidentResolved(tx, { incident: row, now }),
    );
  return sent;
}

/** The stages as they are, with neither spans nor counters. */
export const engineStages: EngineStages = {
  execute,
  check,
  measure,
  record,
  writeResult,
  persistTransition,
  openIncident,
  resolveIncidents: resolveOpenIncidents,
  enqueueAlerts: (plan) => plan(),
  watchCertificate,
};
