import { context, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { CheckResult, MonitorInput, PhaseTimings } from '@tocsin/contract';
import { spanHostOf } from '../checks/index.js';
import type { Run } from '../scheduler/index.js';
import type { EngineStages } from './stages.js';

/**
 * The check path's spans. Made with @opentelemetry/api alone: until `lib/tracing.ts` registers a
 * provider (OTEL_EXPORTER_OTLP_ENDPOINT set), every span here is a no-op that records nothing.
 */
const tracer = trace.getTracer('tocsin');

/** The phases a check measures, in the order they happen, and the span each becomes. */
const PHASES: [Exclude<keyof PhaseTimings, 'total'>, string][] = [
  ['dns', 'dns'],
  ['connect', 'connect'],
  ['tls', 'tls'],
  ['ttfb', 'request'],
];

export interface CheckSpan {
  /** Describes the run by its result (null: nothing was measured) and adds its phases. */
  ended(result: CheckResult | null): void;
}

/**
 * Now, as epoch milliseconds on the monotonic clock. The check span and its phases all take
 * their times from it, so the phases fall inside the check, in order; the SDK would otherwise
 * give each span its own sub-millisecond offset from the wall clock.
 */
const now = () => performance.timeOrigin + performance.now();

/**
 * Runs `fn` as one check run with its own trace: a root `check <type>` span even when the run
 * was scheduled from inside another run (a re-check), so each run is one trace.
 */
export function traceCheckRun<T>(
  monitor: { id: string; config: MonitorInput },
  run: Run,
  fn: (span: CheckSpan) => Promise<T>,
): Promise<T> {
  const startTime = now();
  const name = `check ${monitor.config.type}`;
  return tracer.startActiveSpan(name, { root: true, startTime }, (span) => {
    if (span.isRecording()) span.setAttributes(runAttributes(monitor, run));
    const ended = (result: CheckResult | null) => describeResult(span, startTime, result);
    return settle(span, () => fn({ ended }), now);
  });
}

/**
 * Runs `fn` in a child span of the active one; a throw or a rejection marks the span as an
 * error with its message.
 */
export function inSpan<T>(name: string, fn: (span: Span) => T): T {
  return tracer.startActiveSpan(name, (span) => settle(span, () => fn(span)));
}

/** Ends `span` when `fn` returns or its promise settles, as an error if it throws or rejects. */
function settle<T>(span: Span, fn: () => T, endTime?: () => number): T {
  const end = () => span.end(endTime?.());
  const failed = (err: unknown) => {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message ?? String(err) });
    end();
    throw err;
  };
  try {
    const out = fn();
    if (!(out instanceof Promise)) {
      end();
      return out;
    }
    return out.then((value: unknown) => {
      end();
      return value;
    }, failed) as T;
  } catch (err) {
    return failed(err);
  }
}

/** Plans alerts in an `alert enqueue` span that says how many deliveries were queued. */
export function alertEnqueue(plan: () => Promise<number>): Promise<number> {
  return inSpan('alert enqueue', async (span) => {
    const queued = await plan();
    span.setAttribute('tocsin.alerts.queued', queued);
    return queued;
  });
}

/**
 * The engine's stages in the check path's spans: each run a `check <type>` trace described by its
 * result, with `result write`, `state change` (and in it `incident open`, `incident resolve`) and
 * `alert enqueue` spans inside. Every other stage is left as it is.
 */
export function traced(stages: EngineStages): EngineStages {
  return {
    ...stages,
    check: (ctx, monitor, run) =>
      traceCheckRun(monitor, run, async (span) => {
        const result = await stages.check(ctx, monitor, run);
        span.ended(result);
        return result;
      }),
    writeResult: (...args) => inSpan('result write', () => stages.writeResult(...args)),
    persistTransition: (ctx, monitor, result, change) =>
      inSpan('state change', (span) => {
        span.setAttributes({
          'tocsin.monitor.status.previous': change.previous,
          'tocsin.monitor.status': monitor.live.status,
          ...(change.incident ? { 'tocsin.incident.change': change.incident } : {}),
        });
        return stages.persistTransition(ctx, monitor, result, change);
      }),
    openIncident: (...args) => inSpan('incident open', () => stages.openIncident(...args)),
    resolveIncidents: (...args) =>
      inSpan('incident resolve', () => stages.resolveIncidents(...args)),
    enqueueAlerts: (plan) => alertEnqueue(() => stages.enqueueAlerts(plan)),
  };
}

/** What is known before the check runs: the monitor and its type, never its URL or headers. */
function runAttributes(monitor: { id: string; config: MonitorInput }, run: Run): Attributes {
  const host = spanHostOf(monitor.config);
  return {
    'tocsin.monitor.id': monitor.id,
    'tocsin.check.type': monitor.config.type,
    'tocsin.check.run': run.kind,
    ...(run.kind === 'planned' ? { 'tocsin.check.lateness_ms': run.startedAt - run.dueAt } : {}),
    ...(host ? { 'server.address': host } : {}),
  };
}

function describeResult(span: Span, startTime: number, result: CheckResult | null) {
  if (!result || !span.isRecording()) return;
  span.setAttributes({
    'tocsin.check.outcome': result.status,
    'tocsin.check.duration_ms': result.timings.total,
    ...(result.statusCode !== null ? { 'http.response.status_code': result.statusCode } : {}),
    ...(result.errorKind ? { 'error.type': result.errorKind } : {}),
    ...(result.regions ? { 'tocsin.check.regions': result.regions.map((r) => r.region) } : {}),
  });
  if (result.status === 'down') {
    const message = withoutQueries(result.message ?? result.errorKind ?? 'down');
    span.setStatus({ code: SpanStatusCode.ERROR, message });
  }
  // The phases as measured (summed over redirects), laid one after another from the run's start.
  const parent = trace.setSpan(context.active(), span);
  let at = startTime;
  for (const [phase, name] of PHASES) {
    const ms = result.timings[phase];
    if (ms === undefined) continue;
    tracer.startSpan(name, { startTime: at }, parent).end(at + ms);
    at += ms;
  }
}

/** A check's message may quote a redirect's URL: its query and fragment may hold secrets. */
const withoutQueries = (message: string) =>
  message.replace(/(\bhttps?:\/\/[^\s?#]*)[?#][^\s]*/gi, '$1');
