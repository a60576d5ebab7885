import { channelsOfRules, DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { alertRules } from '../../db/schema.js';
import { assertOwnChannels } from '../channels/service.js';
import { monitorKeys } from '../monitors/measurements.js';

/** A monitor's alert rules, or the defaults when none were saved. */
export async function loadRules(tx: Exec, monitorId: string): Promise<AlertRules> {
  const [row] = await tx
    .select({ rules: alertRules.rules })
    .from(alertRules)
    .where(eq(alertRules.monitorId, monitorId));
  return row?.rules ?? DEFAULT_ALERT_RULES;
}

/** The rules of a monitor of the workspace (not found for anyone else's). */
export async function getMonitorRules(db: Db, workspaceId: string, monitorId: string) {
  await monitorKeys(db, workspaceId, monitorId);
  return loadRules(db, monitorId);
}

/** Saves a monitor's rules, once every channel they name is one of the workspace's. */
export async function saveMonitorRules(
  db: Db,
  workspaceId: string,
  monitorId: string,
  rules: AlertRules,
) {
  await monitorKeys(db, workspaceId, monitorId);
  await assertOwnChannels(db, workspaceId, channelsOfRules(rules));
  await db
    .insert(alertRules)
    .values({ monitorId, rules })
    .onConflictDoUpdate({ target: alertRules.monitorId, set: { rules } });
  return rules;
}

/** A monitor's alert rules: which channels and events, reminders and escalation. */
