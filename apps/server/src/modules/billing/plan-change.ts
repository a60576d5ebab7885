import { plans, UPGRADE_PATH, type PlanLimits } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { workspaces } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';
import { notifyInbox } from '../inbox/index.js';
import { isActiveType } from '../checks/index.js';
import { applyPlanLimits, monitorsUnderPlan, type PlanMonitor } from '../monitors/index.js';
import { planInForce, everyInterval } from '../plans/index.js';
import type { BillingDeps } from './deps.js';

/**
 * What a plan's limits do to the monitors. Past the plan's count, the newest active monitors are
 * paused (never deleted); with room, the oldest the plan paused earlier are resumed. Intervals
 * below the plan's minimum are raised to it, and intervals a plan raised earlier go back as near
 * to their owner's choice as this plan allows.
 */
function monitorChanges(all: PlanMonitor[], limits: PlanLimits) {
  const active = all.filter((m) => !m.paused);
  const allowed = limits.monitors ?? Infinity;
  const min = limits.minIntervalSeconds;
  // Paused monitors too, so that one resumed by hand runs as this plan allows.
  const intervals = all.flatMap((monitor) => {
    if (!isActiveType(monitor.type)) return [];
    const chosen = monitor.intervalBeforePlan ?? monitor.interval;
    const interval = Math.max(chosen, min);
    if (interval === monitor.interval) return [];
    return [{ monitor, interval, intervalBeforePlan: chosen < min ? chosen : null }];
  });
  return {
    paused: active.slice(allowed),
    resumed: all.filter((m) => m.pausedByPlan).slice(0, Math.max(0, allowed - active.length)),
    intervals,
    slowed: intervals.filter((c) => c.interval > c.monitor.interval).map((c) => c.monitor),
    restored: intervals.filter((c) => c.interval < c.monitor.interval).map((c) => c.monitor),
  };
}

type MonitorChanges = ReturnType<typeof monitorChanges>;

/** What the members are told of the changes a plan made; null when it made none. */
function planNotice(name: string, limits: PlanLimits, changes: MonitorChanges) {
  const { paused, slowed, resumed, restored } = changes;
  const names = (list: PlanMonitor[]) => list.map((m) => m.name).join(', ');
  const lines: string[] = [];
  if (paused.length) {
    lines.push(
      `Paused because ${name} allows ${limits.monitors} active monitors (nothing was deleted): ${names(paused)}.`,
    );
  }
  if (slowed.length) {
    lines.push(
      `Now checked ${everyInterval(limits.minIntervalSeconds)}, the shortest interval on ${name}: ${names(slowed)}.`,
    );
  }
  if (resumed.length) lines.push(`Resumed, as ${name} has room for them: ${names(resumed)}.`);
  if (restored.length) {
    lines.push(`Checked as often as you chose again, or as ${name} allows: ${names(restored)}.`);
  }
  if (paused.length || slowed.length) lines.push(`Upgrade at ${UPGRADE_PATH} to restore them.`);
  return lines.length ? lines.join(' ') : null;
}

/** The plan change in the audit log: the plan, and what its limits did to the monitors. */
function auditPlanChange(
  tx: Tx,
  workspaceId: string,
  was: string | null,
  now: string,
  changes: MonitorChanges,
) {
  const names = (list: PlanMonitor[]) => list.map((m) => m.name);
  const did = {
    pausedMonitors: names(changes.paused),
    resumedMonitors: names(changes.resumed),
    slowedMonitors: names(changes.slowed),
    restoredMonitors: names(changes.restored),
  };
  return recordAudit(tx, workspaceId, {
    action: 'billing.plan-changed',
    targetType: 'billing',
    targetId: null,
    targetName: plans[now as keyof typeof plans]?.name ?? now,
    before: { plan: was },
    after: {
      plan: now,
      ...Object.fromEntries(Object.entries(did).filter(([, list]) => list.length > 0)),
    },
  });
}

/**
 * Acts on the plan in force when it differs from the one last acted on: applies its limits to the
 * monitors and tells every member which monitors changed.
 */
export async function applyPlan(deps: BillingDeps, workspaceId: string) {
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!row) return [];
    const inForce = planInForce(deps.settings, row, deps.now());
    if (inForce.plan === 'self-hosted' || row.enforcedPlan === inForce.plan) return [];
    await tx
      .update(workspaces)
      .set({ enforcedPlan: inForce.plan })
      .where(eq(workspaces.id, workspaceId));
    const changes = monitorChanges(await monitorsUnderPlan(tx, workspaceId), inForce.limits);
    await applyPlanLimits(tx, workspaceId, changes);
    const name = plans[inForce.plan].name;
    await auditPlanChange(tx, workspaceId, row.enforcedPlan, inForce.plan, changes);
    const body = planNotice(name, inForce.limits, changes);
    if (body) {
      await notifyInbox(tx, workspaceId, {
        event: 'plan',
        title: `Your workspace is now on ${name}`,
        body,
        at: deps.now(),
      });
    }
    const { paused, resumed, slowed, restored } = changes;
    return [...paused, ...resumed, ...slowed, ...restored].map((m) => m.id);
  });
  // Tell the engine, outside the transaction, so it reschedules what changed.
  for (const monitorId of new Set(changed)) {
    deps.bus.publish('monitor.changed', { monitorId, workspaceId });
  }
}
