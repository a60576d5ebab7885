import type { LatencyRange, UptimeRange } from '@tocsin/contract';
import type { Db } from '../../db/client.js';
import { monitorIncidents } from '../incidents/index.js';
import {
  type UnsavedMinutes,
  latencyOf,
  recentChecks,
  regionSeriesSeq,
  uptimeOf,
} from '../results/index.js';
import { ownMonitors } from './service.js';

/** The monitor's keys, or a 404 when it is not in this workspace. */
export async function monitorKeys(db: Db, workspaceId: string, id: string) {
  const { seq } = await ownMonitors(db, workspaceId).get(id);
  return { seq };
}

/**
 * The seqs whose history answers: the monitor's own, or its series from one region (none when
 * that region has stored nothing for it).
 */
async function historySeqs(db: Db, workspaceId: string, id: string, region: string | undefined) {
  const { seq } = await monitorKeys(db, workspaceId, id);
  if (region === undefined) return [seq];
  const series = await regionSeriesSeq(db, seq, region);
  return series === null ? [] : [series];
}

type RegionQuery = { region?: string | undefined };

/** Raw checks of one monitor (or of one region's checks of it), newest first, a page at a time. */
export async function listResults(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  query: { before?: string | undefined; limit: number } & RegionQuery,
) {
  const [seq] = await historySeqs(db, workspaceId, id, query.region);
  if (seq === undefined) return { items: [], nextBefore: null };
  return recentChecks(db, unsaved, seq, query);
}

export async function getUptime(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  query: { range: UptimeRange } & RegionQuery,
) {
  const seqs = await historySeqs(db, workspaceId, id, query.region);
  return uptimeOf(db, unsaved, seqs, query.range);
}

export async function getLatency(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  workspaceId: string,
  id: string,
  query: { range: LatencyRange } & RegionQuery,
) {
  const seqs = await historySeqs(db, workspaceId, id, query.region);
  return latencyOf(db, unsaved, seqs, query.range);
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
