import { MIN_CHECKS_FOR_UPTIME, type UptimeRange } from '@tocsin/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monitorState, monitors, statusBadges, statusPageComponents } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { NotFoundError } from '../../lib/errors.js';
import { meanResponseMs, type AnalyticsDeps } from '../analytics/index.js';
import { monitorsInMaintenance } from '../maintenance/index.js';
import { ownMonitors, statusSql } from '../monitors/index.js';
import { uptimeOf } from '../results/index.js';

export type BadgeFigureDeps = AnalyticsDeps;

/** What a badge shows of its monitor's or page's state. */
export type BadgeStatus = 'up' | 'down' | 'degraded' | 'paused' | 'maintenance' | 'pending';

/** Worst first: a page says the state of its worst component. */
const worstFirst: readonly BadgeStatus[] = [
  'down',
  'degraded',
  'maintenance',
  'pending',
  'up',
  'paused',
];

/** The monitors behind a key, in the workspace that made it. */
export interface BadgeTarget {
  workspaceId: string;
  monitorIds: string[];
}

/** What keys look like (newBadgeKey): anything else is not looked up at all. */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The key's monitor, or its page's monitors. An unknown key, a revoked one and one of a
 * deleted monitor or page answer the same "not found", in the same words.
 */
export async function targetOf(db: Db, key: string): Promise<BadgeTarget> {
  const [badge] = KEY.test(key)
    ? await db.select().from(statusBadges).where(eq(statusBadges.id, key))
    : [];
  if (!badge) throw new NotFoundError('Not found');
  const { workspaceId } = badge;
  if (badge.monitorId) return { workspaceId, monitorIds: [badge.monitorId] };
  const components = await workspaceRows(db, statusPageComponents, workspaceId, 'Component').list(
    eq(statusPageComponents.pageId, badge.pageId!),
  );
  return { workspaceId, monitorIds: components.map((c) => c.monitorId) };
}

async function monitorRows(db: Db, target: BadgeTarget) {
  if (target.monitorIds.length === 0) return [];
  const maintenance = await monitorsInMaintenance(db, target.workspaceId, new Date());
  return db
    .select({ seq: monitors.seq, status: statusSql(maintenance) })
    .from(monitors)
    .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
    .where(ownMonitors(db, target.workspaceId).where(inArray(monitors.id, target.monitorIds)));
}

/** The monitor's state as its page shows it, or the worst of a page's; null for an empty page. */
export async function statusOf(db: Db, target: BadgeTarget): Promise<BadgeStatus | null> {
  const statuses = new Set((await monitorRows(db, target)).map((r) => r.status));
  return worstFirst.find((s) => statuses.has(s)) ?? null;
}

/**
 * Uptime over a period as the monitor's page gives it (null before two checks), or the average
 * of a page's monitors that have one.
 */
export async function uptimeFigure(
  deps: BadgeFigureDeps,
  target: BadgeTarget,
  period: UptimeRange,
  nowMs = Date.now(),
): Promise<number | null> {
  const figures: number[] = [];
  for (const { seq } of await monitorRows(deps.db, target)) {
    const uptime = await uptimeOf(deps.db, deps.unsaved, seq, period, nowMs);
    if (uptime.uptimePercent !== null && uptime.checks >= MIN_CHECKS_FOR_UPTIME)
      figures.push(uptime.uptimePercent);
  }
  if (figures.length === 0) return null;
  return figures.reduce((a, b) => a + b, 0) / figures.length;
}

/** The mean response time of the checks over a period, every monitor of a page together. */
export async function responseFigure(
  deps: BadgeFigureDeps,
  target: BadgeTarget,
  period: UptimeRange,
  nowMs = Date.now(),
): Promise<number | null> {
  const seqs = (await monitorRows(deps.db, target)).map((r) => r.seq);
  if (seqs.length === 0) return null;
  return meanResponseMs(deps, seqs, period, nowMs);
}
