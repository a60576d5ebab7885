import {
  CHANNELS_PER_MONITOR_MAX as MAX_CHANNELS,
  type AlertRules,
  type BulkAlertChannelsInput,
} from '@tocsin/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { alertRules, monitors } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import { assertOwnChannels, ownChannels } from '../channels/index.js';
import { ownMonitors } from '../monitors/index.js';
import { auditRules, storedRules } from './rules.js';

/** The workspace's monitors among `ids` (or all of them), locked until the transaction ends. */
async function lockedMonitorIds(tx: Exec, workspaceId: string, ids: string[] | 'all') {
  const own = ownMonitors(tx, workspaceId);
  const rows = await tx
    .select({ id: monitors.id, name: monitors.name })
    .from(monitors)
    .where(ids === 'all' ? own.where() : own.where(inArray(monitors.id, ids)))
    .for('update');
  if (ids !== 'all') {
    const found = new Set(rows.map((r) => r.id));
    const missing = [...new Set(ids)].filter((id) => !found.has(id));
    // Another workspace's monitor answers as one that does not exist.
    if (missing.length)
      throw new ValidationError('A selected monitor does not exist (it may have been deleted)', [
        { path: 'ids', message: `Unknown monitor ${missing[0]}` },
      ]);
  }
  return rows;
}

function withChannels(rules: AlertRules, channelIds: string[], mode: 'add' | 'replace') {
  const next = [...new Set(mode === 'add' ? [...rules.channelIds, ...channelIds] : channelIds)];
  if (next.length > MAX_CHANNELS)
    throw new ValidationError(`A monitor can alert at most ${MAX_CHANNELS} channels`, [
      { path: 'channelIds', message: `At most ${MAX_CHANNELS} channels per monitor` },
    ]);
  const same =
    next.length === rules.channelIds.length && next.every((id, i) => id === rules.channelIds[i]);
  return same ? null : { ...rules, channelIds: next };
}

/**
 * Adds channels to many monitors' alert rules, or replaces their channels, in one transaction:
 * an unknown monitor or channel (another workspace's included) changes nothing. Answers how many
 * monitors' rules changed.
 */
async function setChannels(
  db: Db,
  workspaceId: string,
  ids: string[] | 'all',
  channelIds: string[],
  mode: 'add' | 'replace',
) {
  return db.transaction(async (tx) => {
    await assertOwnChannels(tx, workspaceId, channelIds);
    const locked = await lockedMonitorIds(tx, workspaceId, ids);
    if (locked.length === 0) return 0;
    const monitorIds = locked.map((m) => m.id);
    const stored = await tx
      .select({ monitorId: alertRules.monitorId, rules: alertRules.rules })
      .from(alertRules)
      .where(inArray(alertRules.monitorId, monitorIds));
    const current = new Map(stored.map((r) => [r.monitorId, r.rules]));
    const changed = locked.flatMap((monitor) => {
      const before = storedRules(current.get(monitor.id));
      const rules = withChannels(before, channelIds, mode);
      return rules ? [{ monitor, before, rules }] : [];
    });
    if (changed.length)
      await tx
        .insert(alertRules)
        .values(changed.map((c) => ({ monitorId: c.monitor.id, rules: c.rules })))
        .onConflictDoUpdate({ target: alertRules.monitorId, set: { rules: sql`excluded.rules` } });
    for (const c of changed) await auditRules(tx, workspaceId, c.monitor, c.before, c.rules);
    return changed.length;
  });
}

export function setMonitorsChannels(db: Db, workspaceId: string, input: BulkAlertChannelsInput) {
  return setChannels(db, workspaceId, input.ids, input.channelIds, input.mode);
}

/** Adds one channel to every monitor of the workspace. */
export async function addChannelToAllMonitors(db: Db, workspaceId: string, channelId: string) {
  await ownChannels(db, workspaceId).get(channelId);
  return setChannels(db, workspaceId, 'all', [channelId], 'add');
}
