import type { CheckResult } from '@tocsin/contract';
import { and, eq } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { incidents } from '../../db/schema.js';

export type IncidentRow = typeof incidents.$inferSelect;

/**
 * Opens the incident of a monitor confirmed down, inside the caller's transaction; null when one
 * is open already (the unique open incident per monitor).
 */
export async function openIncident(
  tx: Exec,
  input: {
    workspaceId: string;
    monitorId: string;
    startedAt: Date;
    confirmedAt: Date;
    cause: CheckResult;
  },
): Promise<IncidentRow | null> {
  const [opened] = await tx
    .insert(incidents)
    .values({
      id: crypto.randomUUID(),
      workspaceId: input.workspaceId,
      monitorId: input.monitorId,
      startedAt: input.startedAt,
      confirmedAt: input.confirmedAt,
      causeKind: input.cause.errorKind,
      cause: input.cause,
    })
    .onConflictDoNothing()
    .returning();
  return opened ?? null;
}

/** Resolves the monitor's open incident, if any, at `at`; answers what it resolved. */
export function resolveOpenIncidents(tx: Exec, monitorId: string, at: Date) {
  return tx
    .update(incidents)
    .set({ status: 'resolved', resolvedAt: at })
    .where(and(eq(incidents.monitorId, monitorId), eq(incidents.status, 'open')))
    .returning();
}

/** The incident began in a maintenance window: its alerts wait for the window to end. */
export async function holdAlerts(tx: Exec, incidentId: string) {
  await tx
    .update(incidents)
    .set({ inMaintenance: true, alertsHeld: true })
    .where(eq(incidents.id, incidentId));
}

/** Down alerts went out (or were due) now: reminders count from here. */
export async function markAlerted(tx: Exec, incidentId: string, now: Date) {
  await tx.update(incidents).set({ lastAlertAt: now }).where(eq(incidents.id, incidentId));
}
