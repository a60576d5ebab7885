import type { MonitorInput } from '@tocsin/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { monitors } from '../../db/schema.js';
import { ownMonitors } from './monitor-rows.js';
import { resetState } from './service.js';

/** The workspace's monitors as a plan limits them, oldest first: the newest pause first. */
export const monitorsUnderPlan = (tx: Tx, workspaceId: string) =>
  tx
    .select({
      id: monitors.id,
      name: monitors.name,
      type: monitors.type,
      interval: monitors.intervalSeconds,
      intervalBeforePlan: monitors.intervalBeforePlan,
      config: monitors.config,
      paused: monitors.paused,
      pausedByPlan: monitors.pausedByPlan,
    })
    .from(monitors)
    .where(ownMonitors(tx, workspaceId).where())
    .orderBy(asc(monitors.createdAt), asc(monitors.id));

export type PlanMonitor = Awaited<ReturnType<typeof monitorsUnderPlan>>[number];

/** What a plan does to a workspace's monitors: pauses, resumes and new intervals. */
export interface PlanLimitChanges {
  paused: { id: string }[];
  resumed: { id: string }[];
  intervals: {
    monitor: { id: string; config: MonitorInput };
    interval: number;
    /** The interval its owner chose, kept while the plan holds it above; null: none held. */
    intervalBeforePlan: number | null;
  }[];
}

/** Writes a plan's changes to the monitors, in the plan change's transaction. */
export async function applyPlanLimits(tx: Tx, workspaceId: string, changes: PlanLimitChanges) {
  const rows = ownMonitors(tx, workspaceId);
  for (const [list, pause] of [
    [changes.paused, true],
    [changes.resumed, false],
  ] as const) {
    if (!list.length) continue;
    const ids = list.map((m) => m.id);
    await tx
      .update(monitors)
      .set({ paused: pause, pausedByPlan: pause })
      .where(rows.where(inArray(monitors.id, ids)));
    await resetState(tx, ids, pause);
  }
  for (const { monitor, interval, intervalBeforePlan } of changes.intervals) {
    await tx
      .update(monitors)
      .set({
        intervalSeconds: interval,
        intervalBeforePlan,
        config: { ...monitor.config, intervalSeconds: interval },
      })
      .where(rows.where(eq(monitors.id, monitor.id)));
  }
}
