import type { LatencyRange, UptimeRange } from '@tocsin/contract';
import type { Db } from '../../db/client.js';
import { monitorIncidents } from '../incidents/service.js';
import type { UnsavedMinutes } from '../results/minute.js';
import { latencyOf, recentChecks, uptimeOf } from '../results/queries.js';
import { ownMonitors } from './service.js';

/** The monitor's keys, or a 404 when it is not in this workspace. */
export async function monitorKeys(db: Db, workspaceId: string, id: string) {
  const { seq } = await ownMonitors(db, workspaceId).get(id);
  return { seq };
}

/** Raw checks of one monitor, newest first, a page at a time. */
export async function listResults(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  query: { before?: string | undefined; limit: number },
) {
  const { seq } = await monitorKeys(db, workspaceId, id);
  return recentChecks(db, unsaved, seq, query);
}

export async function getUptime(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  range: UptimeRange,
) {
  const { seq } = await monitorKeys(db, workspaceId, id);
  return uptimeOf(db, unsaved, seq, range);
}

export async function getLatency(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  range: LatencyRange,
) {
  const { seq } = await monitorKeys(db, workspaceId, id);
  return latencyOf(db, unsaved, seq, range);
}

/** Incidents of one monitor, open ones first, then the most recent. */
export async function listIncidents(
  db: Db,
  workspaceId: string,
  id: string,
  limit: number,
  now = new Date(),
) {
  await monitorKeys(db, workspaceId, id);
  return { items: await monitorIncidents(db, workspaceId, id, limit, now) };
}
