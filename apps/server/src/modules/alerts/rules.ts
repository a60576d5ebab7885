import { channelsOfRules, DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { alertRules } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';
import { assertOwnChannels } from '../channels/index.js';
import { assertMembers } from '../workspaces/index.js';
import { monitorKeys, ownMonitors } from '../monitors/index.js';

type StoredRules = Omit<AlertRules, 'memberIds'> & Partial<Pick<AlertRules, 'memberIds'>>;

/**
 * Rules as stored, or the defaults when none were saved. Rows written before members could be
 * chosen have no `memberIds`: they name nobody beside `notifyMembers`.
 */
export function storedRules(stored: StoredRules | null | undefined): AlertRules {
  if (!stored) return DEFAULT_ALERT_RULES;
  return { ...stored, memberIds: stored.memberIds ?? [] };
}

/** A monitor's alert rules, or the defaults when none were saved. */
export async function loadRules(tx: Exec, monitorId: string): Promise<AlertRules> {
  const [row] = await tx
    .select({ rules: alertRules.rules })
    .from(alertRules)
    .where(eq(alertRules.monitorId, monitorId));
  return storedRules(row?.rules);
}

/** The rules of a monitor of the workspace (not found for anyone else's). */
export async function getMonitorRules(db: Db, workspaceId: string, monitorId: string) {
  await monitorKeys(db, workspaceId, monitorId);
  return loadRules(db, monitorId);
}

/** Saves a monitor's rules, once every channel and member they name is one of the workspace's. */
export async function saveMonitorRules(
  db: Db,
  workspaceId: string,
  monitorId: string,
  rules: AlertRules,
) {
  const monitor = await ownMonitors(db, workspaceId).get(monitorId);
  await assertOwnChannels(db, workspaceId, channelsOfRules(rules));
  await assertMembers(db, workspaceId, rules.memberIds);
  await db.transaction(async (tx) => {
    const before = await loadRules(tx, monitorId);
    await tx
      .insert(alertRules)
      .values({ monitorId, rules })
      .onConflictDoUpdate({ target: alertRules.monitorId, set: { rules } });
    await auditRules(tx, workspaceId, monitor, before, rules);
  });
  return rules;
}

/** One audit row for a monitor's changed rules, rule by rule. */
export function auditRules(
  tx: Exec,
  workspaceId: string,
  monitor: { id: string; name: string },
  before: AlertRules,
  after: AlertRules,
) {
  return recordAudit(tx, workspaceId, {
    action: 'alert-rules.updated',
    targetType: 'alert-rules',
    targetId: monitor.id,
    targetName: monitor.name,
    before,
    after,
  });
}

/** A monitor's alert rules: which channels and events, reminders and escalation. */
