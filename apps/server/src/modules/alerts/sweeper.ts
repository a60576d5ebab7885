import type { AlertRules } from '@tocsin/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { alertRules, incidents, maintenanceWindows } from '../../db/schema.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import { activeWindowFor } from '../maintenance/index.js';
import { loadMonitorFacts, type AlertPlanner } from './planner.js';
import { addTimeline } from '../incidents/index.js';
import { storedRules } from './rules.js';

const MINUTE = 60_000;

/**
 * What time alone sets off, looked at every few seconds over open, unacknowledged incidents:
 * reminders every N minutes, the escalation step after M minutes, and the alerts a maintenance
 * window held once it ends. Each claims its step with a conditional update, so two processes
 * sweeping together send it once.
 */
type IncidentRow = typeof incidents.$inferSelect;
type WindowRow = typeof maintenanceWindows.$inferSelect;

/** Whether the sweep has something to do for this incident now. */
function isDue(incident: IncidentRow, rules: AlertRules, windows: WindowRow[], now: Date) {
  if (incident.alertsHeld) {
    const own = windows.filter((w) => w.workspaceId === incident.workspaceId);
    return activeWindowFor(own, incident.monitorId, now) === null;
  }
  const esc = rules.escalation;
  if (
    esc &&
    !incident.escalatedAt &&
    incident.confirmedAt.getTime() + esc.afterMinutes * MINUTE <= now.getTime()
  )
    return true;
  const last = incident.lastAlertAt ?? incident.confirmedAt;
  return (
    !!rules.reminderMinutes && last.getTime() + rules.reminderMinutes * MINUTE <= now.getTime()
  );
}

export function createAlertSweeper(deps: {
  db: Db;
  bus: EventBus;
  planner: AlertPlanner;
  log: FastifyBaseLogger;
  intervalMs?: number;
  clock?: Clock;
}) {
  const { db, planner } = deps;
  const clock = deps.clock ?? systemClock;
  let timer: Cancel | undefined;
  let running: Promise<unknown> | null = null;

  async function sweep(now = new Date(clock.now())) {
    const open = await db
      .select({ incident: incidents, rules: alertRules.rules })
      .from(incidents)
      .leftJoin(alertRules, eq(alertRules.monitorId, incidents.monitorId))
      .where(and(eq(incidents.status, 'open'), isNull(incidents.acknowledgedAt)));
    // The windows of every workspace with held alerts, read once per sweep.
    const heldIn = [
      ...new Set(open.filter((o) => o.incident.alertsHeld).map((o) => o.incident.workspaceId)),
    ];
    const windows = heldIn.length
      ? await db
          .select()
          .from(maintenanceWindows)
          .where(inArray(maintenanceWindows.workspaceId, heldIn))
      : [];
    let queued = 0;
    for (const { incident, rules: stored } of open) {
      const rules = storedRules(stored);
      // Most sweeps find nothing due: decide that without a transaction.
      if (!isDue(incident, rules, windows, now)) continue;
      queued += await db.transaction(async (tx) => {
        if (incident.alertsHeld) {
          const [released] = await tx
            .update(incidents)
            .set({ alertsHeld: false })
            .where(and(eq(incidents.id, incident.id), eq(incidents.alertsHeld, true)))
            .returning();
          const monitor = released && (await loadMonitorFacts(tx, incident.monitorId));
          if (!released || !monitor) return 0;
          await addTimeline(
            tx,
            incident.id,
            'maintenance',
            'The maintenance window ended with the monitor still down: alerts sent.',
            now,
          );
          return planner.sendDown(tx, { incident: released, monitor, round: 0, now });
        }
        let sent = 0;
        const esc = rules.escalation;
        if (
          esc &&
          !incident.escalatedAt &&
          incident.confirmedAt.getTime() + esc.afterMinutes * MINUTE <= now.getTime()
        ) {
          const [claimed] = await tx
            .update(incidents)
            .set({ escalatedAt: now })
            .where(and(eq(incidents.id, incident.id), isNull(incidents.escalatedAt)))
            .returning();
          if (claimed) sent += await planner.escalate(tx, { incident: claimed, rules, now });
        }
        const every = rules.reminderMinutes;
        const last = incident.lastAlertAt ?? incident.confirmedAt;
        if (every && last.getTime() + every * MINUTE <= now.getTime()) {
          const round = incident.remindersSent + 1;
          const [claimed] = await tx
            .update(incidents)
            .set({ remindersSent: round })
            .where(
              and(
                eq(incidents.id, incident.id),
                eq(incidents.remindersSent, incident.remindersSent),
              ),
            )
            .returning();
          const monitor = claimed && (await loadMonitorFacts(tx, incident.monitorId));
          if (claimed && monitor) {
            await addTimeline(
              tx,
              incident.id,
              'reminder',
              `Still down and not acknowledged: reminder ${round} sent.`,
              now,
            );
            sent += await planner.sendDown(tx, { incident: claimed, monitor, round, now });
          }
        }
        return sent;
      });
    }
    if (queued > 0) deps.bus.publish('alerts.queued', { workspaceId: '' });
    return queued;
  }

  return {
    sweep,
    start() {
      timer = clock.every(deps.intervalMs ?? 5_000, () => {
        if (running) return;
        running = sweep()
          .catch((err: unknown) => deps.log.error({ err }, 'the alert sweep failed'))
          .finally(() => (running = null));
      });
    },
    async stop() {
      timer?.();
      await running;
    },
  };
}
