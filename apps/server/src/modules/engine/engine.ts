import { systemClock } from '../../lib/clock.js';
import { isActiveCheck } from '../checks/index.js';
import { Scheduler, type Run } from '../scheduler/index.js';
import { traced } from './check-spans.js';
import { LatenessWindow } from './lateness.js';
import {
  engineStages,
  forget,
  load,
  watch,
  type EngineContext,
  type EngineDeps,
  type EngineStages,
  type RunWatcher,
} from './stages.js';
import type { MonitorLiveState } from './state-machine.js';

export type { EngineDeps, RunWatcher } from './stages.js';

/**
 * The stages with the engine's counters around them: every check run and how late a planned one
 * started, runs nobody answered, and when the latest result was taken.
 */
export function counted(stages: EngineStages): EngineStages {
  return {
    ...stages,
    check: async (ctx, monitor, run) => {
      const { counters, lateness } = ctx.state;
      if (run.kind === 'planned') lateness.add(run.startedAt - run.dueAt, run.startedAt);
      counters.checksRun += 1;
      const result = await stages.check(ctx, monitor, run);
      if (!result && isActiveCheck(monitor.config)) counters.unanswered += 1;
      return result;
    },
    writeResult: (ctx, monitor, result) => {
      const { counters } = ctx.state;
      counters.lastCheckAt = Math.max(counters.lastCheckAt ?? 0, Date.parse(result.checkedAt));
      stages.writeResult(ctx, monitor, result);
    },
  };
}

/** Watches every active monitor and follows the bus's news of them. */
async function start({ state, env }: EngineContext) {
  const { bus, log, sink } = env;
  for (const row of await load(env)) watch(state, row, false);
  state.unsubscribe.push(
    bus.subscribe('monitor.changed', ({ monitorId }) => {
      load(env, monitorId)
        .then(([row]) => (row ? watch(state, row, true) : forget(state, monitorId)))
        .catch((err: unknown) => log.error({ err, monitorId }, 'reloading a monitor failed'));
    }),
    bus.subscribe('monitor.deleted', ({ monitorId }) => {
      const seq = state.watched.get(monitorId)?.seq;
      forget(state, monitorId);
      if (seq !== undefined) sink.forget(seq);
    }),
    bus.subscribe('heartbeat.received', ({ monitorId }) => {
      const monitor = state.watched.get(monitorId);
      if (monitor && monitor.live.status !== 'up') state.scheduler.recheck(monitorId, 0);
    }),
  );
  state.scheduler.start();
  log.info({ monitors: state.watched.size }, 'monitoring engine started');
}

async function pause({ state, env }: EngineContext) {
  state.unsubscribe.splice(0).forEach((off) => off());
  await state.scheduler.stop();
  state.scheduler.clear();
  state.watched.clear();
  await env.sink.flush();
  env.log.info('monitoring engine paused');
}

async function stop({ state, env }: EngineContext) {
  state.unsubscribe.splice(0).forEach((off) => off());
  await state.scheduler.stop();
  await env.sink.close();
}

/** The counts since the previous report; this report becomes the one the next counts from. */
function report({ state, env }: EngineContext) {
  const now = env.clock.now();
  const { counters, scheduler } = state;
  const { checksRun, unanswered, reported } = counters;
  const summary = {
    monitors: state.watched.size,
    checks: checksRun - reported.checks,
    skipped: scheduler.skipped - reported.skipped,
    unanswered: unanswered - reported.unanswered,
    inFlight: scheduler.inFlight,
    waiting: scheduler.waiting,
    lateness: state.lateness.summary(reported.at),
  };
  counters.reported = { checks: checksRun, skipped: scheduler.skipped, unanswered, at: now };
  return summary;
}

/** The engine's state and stages, wired: its scheduler runs the stages, spans and counters on. */
function wire(deps: EngineDeps): EngineContext {
  const { concurrency, clock = systemClock, ...rest } = deps;
  const execute = (run: Run) => ctx.stages.execute(ctx, run);
  const ctx: EngineContext = {
    env: { ...rest, clock },
    stages: counted(traced(engineStages)),
    state: {
      watched: new Map(),
      scheduler: new Scheduler({ concurrency, execute, clock }),
      lateness: new LatenessWindow(),
      counters: {
        checksRun: 0,
        unanswered: 0,
        lastCheckAt: null,
        reported: { checks: 0, skipped: 0, unanswered: 0, at: -Infinity },
      },
      runWatchers: new Set(),
      unsubscribe: [],
    },
  };
  return ctx;
}

/**
 * The monitoring engine of one process: keeps every active monitor on the scheduler, runs its
 * checks, hands results to the sink, and turns confirmed failures into incidents.
 */
export function createEngine(deps: EngineDeps) {
  const ctx = wire(deps);
  const { state, env } = ctx;
  const { scheduler, watched, counters } = state;
  return {
    start: () => start(ctx),
    /**
     * Stops checking and forgets the monitors; what was measured is still written as its minute
     * closes. `start` takes them up again from the database. Another process checks meanwhile.
     */
    pause: () => pause(ctx),
    stop: () => stop(ctx),
    get watching() {
      return watched.size;
    },
    /**
     * How the engine kept up since the previous report (for the logs, the status page and
     * benchmarks): checks run, planned runs skipped because the previous one was still going, and
     * how late planned runs started.
     */
    report: () => report(ctx),
    /**
     * How late planned runs started since `sinceMs`, and how long the oldest due run has waited
     * for a free slot (a stalled scheduler starts nothing, so only the wait shows it). Unlike
     * report(), reading this changes nothing.
     */
    lag(sinceMs: number) {
      const dueAt = scheduler.oldestWaitingDueAt;
      return {
        ...state.lateness.summary(sinceMs),
        waitingMs: dueAt === null ? 0 : Math.max(0, env.clock.now() - dueAt),
      };
    },
    /** Calls `watcher` after every run with its result (null: nobody answered); returns the way to stop. */
    watchRuns(watcher: RunWatcher) {
      state.runWatchers.add(watcher);
      return () => void state.runWatchers.delete(watcher);
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
      return counters.checksRun;
    },
    /** When the latest check result this process got was taken (epoch ms); null before any. */
    get lastCheckAt() {
      return counters.lastCheckAt;
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
