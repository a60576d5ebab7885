import type { Analytics, AnalyticsMonitor, AnalyticsRange, ResponseTime } from '@tocsin/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monitorState, monitors } from '../../db/schema.js';
import { incidentCountsByMonitor, type IncidentCounts } from '../incidents/index.js';
import {
  type UnsavedMinutes,
  latencyOf,
  readHistory,
  Totals,
  uptimeFrom,
  DAY_MS,
  HOUR_MS,
} from '../results/index.js';
import { ownMonitors, targetOf } from '../monitors/index.js';

export interface AnalyticsDeps {
  db: Db;
  /** Checks the engine holds that are not stored yet, so the figures are current to the second. */
  unsaved: UnsavedMinutes;
}

/**
 * About 25 to 30 slots per range for the per-monitor bars. Each level read must fit in a slot,
 * so the 6-hour slots of a week read hours rather than whole days.
 */
const slotPlans: Record<AnalyticsRange, { ms: number; finest: ('day' | 'hour' | 'minute')[] }> = {
  '24h': { ms: HOUR_MS, finest: ['hour', 'minute'] },
  '7d': { ms: 6 * HOUR_MS, finest: ['hour', 'minute'] },
  '30d': { ms: DAY_MS, finest: ['day', 'hour', 'minute'] },
  '90d': { ms: 3 * DAY_MS, finest: ['day', 'hour', 'minute'] },
};

function responseTimeOf(totals: Totals): ResponseTime | null {
  const avg = totals.hist.mean('total');
  const percentiles = totals.hist.percentiles('total');
  return avg === null || percentiles === null
    ? null
    : { avg, p50: percentiles.p50, p95: percentiles.p95 };
}

function uptimeFigures(totals: Totals) {
  const { checks, failures, downMs, observedMs } = totals.counts;
  return {
    uptimePercent: totals.uptimePercent,
    downtimeSeconds: Math.round(downMs / 1000),
    observedSeconds: Math.round(observedMs / 1000),
    checks,
    failures,
  };
}

/**
 * Uptime, downtime, incidents and response times of every monitor of a workspace over a range
 * ending now, and of the workspace as a whole: three statements, whatever the number of monitors.
 * The range starts where a monitor's own uptime starts, so the figures match its page.
 */
export async function workspaceAnalytics(
  deps: AnalyticsDeps,
  workspaceId: string,
  range: AnalyticsRange,
  nowMs = Date.now(),
): Promise<Analytics> {
  const { db, unsaved } = deps;
  const fromMs = uptimeFrom(range, nowMs);
  const plan = slotPlans[range];
  const firstSlot = Math.floor(fromMs / plan.ms);
  const slotCount = Math.floor((nowMs - 1) / plan.ms) - firstSlot + 1;

  const rows = await db
    .select({
      id: monitors.id,
      seq: monitors.seq,
      name: monitors.name,
      type: monitors.type,
      config: monitors.config,
      paused: monitors.paused,
      status: monitorState.status,
    })
    .from(monitors)
    .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
    .where(ownMonitors(db, workspaceId).where())
    .orderBy(asc(monitors.name), asc(monitors.createdAt));
  const seqs = rows.map((r) => r.seq);
  const history = await readHistory(db, unsaved, seqs, fromMs, nowMs, {
    finest: plan.finest,
    minuteGroup: 60,
    histogram: 'total',
  });
  const latency = await latencyOf(db, unsaved, seqs, range, nowMs, 'total');
  const incidentCounts = await incidentCountsByMonitor(db, workspaceId, fromMs, nowMs);

  const workspace = new Totals();
  const perMonitor = new Map(
    seqs.map((seq) => [
      seq,
      { all: new Totals(), slots: Array.from({ length: slotCount }, () => new Totals()) },
    ]),
  );
  for (const row of history) {
    const totals = perMonitor.get(row.seq);
    if (!totals) continue;
    workspace.add(row);
    totals.all.add(row);
    // The first slot starts at `from`: a minute group starting before it belongs to it.
    const slot = Math.max(0, Math.floor(row.startMs / plan.ms) - firstSlot);
    totals.slots[slot]?.add(row);
  }

  const items: AnalyticsMonitor[] = rows.map((row) => {
    const totals = perMonitor.get(row.seq)!;
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      target: targetOf(row.config),
      status: row.paused ? 'paused' : (row.status ?? 'pending'),
      ...uptimeFigures(totals.all),
      incidents: incidentCounts.get(row.id)?.total ?? 0,
      responseTime: responseTimeOf(totals.all),
      slots: totals.slots.map((s) => s.uptimePercent),
    };
  });

  const counts = [...incidentCounts.values()];
  const sum = (pick: (c: IncidentCounts) => number) => counts.reduce((n, c) => n + pick(c), 0);
  const resolved = sum((c) => c.resolved);
  return {
    range,
    from: new Date(fromMs).toISOString(),
    to: new Date(nowMs).toISOString(),
    slotTimes: Array.from({ length: slotCount }, (_, i) =>
      Math.floor(Math.max(fromMs, (firstSlot + i) * plan.ms) / 1000),
    ),
    slotSeconds: plan.ms / 1000,
    summary: {
      monitors: rows.length,
      ...uptimeFigures(workspace),
      incidents: sum((c) => c.total),
      openIncidents: sum((c) => c.open),
      resolvedIncidents: resolved,
      mttrSeconds: resolved === 0 ? null : Math.round(sum((c) => c.recoverySeconds) / resolved),
      responseTime: responseTimeOf(workspace),
    },
    monitors: items,
    latency,
  };
}

/**
 * The mean response time of some monitors' checks pooled over a range ending now, read as the
 * analytics figures read it: null when no check measured one.
 */
export async function meanResponseMs(
  deps: AnalyticsDeps,
  seqs: readonly number[],
  range: AnalyticsRange,
  nowMs = Date.now(),
): Promise<number | null> {
  const history = await readHistory(deps.db, deps.unsaved, seqs, uptimeFrom(range, nowMs), nowMs, {
    finest: slotPlans[range].finest,
    minuteGroup: 60,
    histogram: 'total',
  });
  const totals = new Totals();
  for (const row of history) totals.add(row);
  return totals.hist.mean('total');
}
