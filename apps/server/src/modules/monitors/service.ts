import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  channelsOfRules,
  DEFAULT_ALERT_RULES,
  defaultSortOrder,
  monitorInput,
  monitorStatusValues,
  UNGROUPED,
  type AlertRules,
  type CreateMonitorInput,
  type ListMonitorsQuery,
  type Monitor,
  type MonitorCounts,
  type MonitorDaySummary,
  type MonitorInput,
  type MonitorType,
} from '@tocsin/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { alertRules, monitorLastChecks, monitorState, monitors } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import {
  assertInterval,
  assertMonitorRoom,
  lockWorkspace,
  type PlanLookup,
} from '../plans/index.js';
import { type UnsavedMinutes, daySummaries, deleteHistory } from '../results/index.js';
import { monitorsInMaintenance, type InMaintenance } from '../maintenance/index.js';
import { assertOwnChannels, defaultChannelIds } from '../channels/index.js';
import { checkedEvery, storedInterval, takesPushes, targetOf } from '../checks/index.js';
import { assertMembers } from '../workspaces/index.js';
import { assertOwnGroup } from './groups.js';
import { auditMonitor, monitorFields } from './monitor-audit.js';
import { ownMonitors, statusSql } from './monitor-rows.js';

export { ownMonitors, targetOf };

export interface MonitorDeps {
  db: Db;
  bus: EventBus;
  publicUrl: string;
  /** Refuses a monitor whose target the SSRF guard does not allow (throws a ValidationError). */
  assertTargetAllowed: (input: MonitorInput) => Promise<void>;
  /** Refuses a type whose checks this server cannot run (throws a ValidationError). */
  assertTypeAvailable: (type: MonitorType) => Promise<void>;
  /** Checks the engine holds that are not stored yet, so summaries are current to the second. */
  unsaved: UnsavedMinutes;
  /** The workspace's plan, whose limits apply to monitors. */
  plan: PlanLookup;
}

type Row = typeof monitors.$inferSelect;
type StateRow = typeof monitorState.$inferSelect;
type LastCheckRow = typeof monitorLastChecks.$inferSelect;

// The same expression in SQL, so search and sort see what the list shows.
const targetSql = sql<string>`coalesce(${monitors.config}->>'url', ${monitors.config}->>'host', ${monitors.config}->>'hostname', '')`;

/** What the list and the monitor page show (`statusSql` in SQL): paused, in maintenance, or checked. */
function statusOf(row: Row, state: StateRow | null, maintenance: InMaintenance) {
  if (row.paused) return 'paused';
  if (maintenance.all || maintenance.ids.has(row.id)) return 'maintenance';
  return state?.status ?? 'pending';
}

/**
 * What a caller is shown of a monitor beyond its settings. A heartbeat's push URL is a write
 * credential (whoever holds it reports the job's runs), so only callers who may change the
 * monitor see it; the others get the monitor with `pushUrl` null.
 */
export interface MonitorView {
  pushUrl: boolean;
}

/** Most in need of attention first: the order of a status sort. */
const severity = ['down', 'degraded', 'maintenance', 'pending', 'up', 'paused'] as const;

function toMonitor(
  row: Row,
  state: StateRow | null,
  lastCheck: LastCheckRow | null,
  publicUrl: string,
  last24h: MonitorDaySummary,
  maintenance: InMaintenance,
  view: MonitorView,
): Monitor {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    target: targetOf(row.config),
    intervalSeconds: row.intervalSeconds,
    timeoutSeconds: row.timeoutSeconds,
    confirmations: row.confirmations,
    tags: row.tags,
    groupId: row.groupId,
    paused: row.paused,
    pausedByPlan: row.pausedByPlan,
    intervalBeforePlan: row.intervalBeforePlan,
    status: statusOf(row, state, maintenance),
    statusChangedAt: (state?.statusChangedAt ?? row.createdAt).toISOString(),
    lastCheckedAt: lastCheck?.checkedAt.toISOString() ?? null,
    lastResult: lastCheck?.result ?? null,
    pushUrl: row.pushToken && view.pushUrl ? `${publicUrl}/api/push/${row.pushToken}` : null,
    lastPingAt: state?.lastPingAt?.toISOString() ?? null,
    config: row.config,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    last24h,
  };
}

async function withSummaries(
  deps: MonitorDeps,
  rows: {
    monitors: Row;
    monitor_state: StateRow | null;
    monitor_last_checks: LastCheckRow | null;
  }[],
  maintenance: InMaintenance,
  view: MonitorView,
) {
  const summaries = await daySummaries(
    deps.db,
    deps.unsaved,
    rows.map((r) => r.monitors.seq),
  );
  return rows.map((r) =>
    toMonitor(
      r.monitors,
      r.monitor_state,
      r.monitor_last_checks,
      deps.publicUrl,
      summaries.get(r.monitors.seq)!,
      maintenance,
      view,
    ),
  );
}

/** The columns of a monitor's settings; its group is a column of its own, not a setting. */
export function columnsOf({ groupId: _group, ...input }: MonitorInput) {
  return {
    name: input.name,
    type: input.type,
    config: input as MonitorInput,
    intervalSeconds: storedInterval(input),
    timeoutSeconds: input.timeoutSeconds,
    confirmations: input.confirmations,
    tags: [...new Set(input.tags)],
  };
}

async function findRow(deps: MonitorDeps, workspaceId: string, id: string) {
  const [found] = await deps.db
    .select()
    .from(monitors)
    .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
    .leftJoin(monitorLastChecks, eq(monitorLastChecks.monitorId, monitors.id))
    .where(ownMonitors(deps.db, workspaceId).where(eq(monitors.id, id)));
  // Another workspace's monitor is indistinguishable from one that does not exist.
  if (!found) throw new NotFoundError('Monitor not found');
  return found;
}

export async function getMonitor(
  deps: MonitorDeps,
  workspaceId: string,
  id: string,
  view: MonitorView,
) {
  const row = await findRow(deps, workspaceId, id);
  const maintenance = await monitorsInMaintenance(deps.db, workspaceId, new Date());
  const [monitor] = await withSummaries(deps, [row], maintenance, view);
  return monitor!;
}

/** What the caller who just changed a monitor sees of it: everything. */
const WRITER: MonitorView = { pushUrl: true };

/**
 * A new monitor and its alert rules, in one transaction: the rules given, or the defaults with
 * the workspace's default channels.
 */
export async function createMonitor(
  deps: MonitorDeps,
  workspaceId: string,
  { alerts, ...settings }: CreateMonitorInput,
) {
  await deps.assertTypeAvailable(settings.type);
  await deps.assertTargetAllowed(settings);
  const id = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const plan = await deps.plan(tx, workspaceId);
    assertInterval(plan, checkedEvery(settings));
    await assertMonitorRoom(tx, plan, workspaceId, 1);
    const rules = await startingRules(tx, workspaceId, alerts);
    const row = await ownMonitors(tx, workspaceId).insert({
      id,
      ...columnsOf(settings),
      groupId: await assertOwnGroup(tx, workspaceId, settings.groupId ?? null),
      pushToken: takesPushes(settings) ? randomBytes(24).toString('base64url') : null,
    });
    await tx.insert(monitorState).values({ monitorId: id });
    await tx.insert(alertRules).values({ monitorId: id, rules });
    await auditMonitor(tx, workspaceId, 'created', row, { after: monitorFields(row) });
  });
  deps.bus.publish('monitor.changed', { monitorId: id, workspaceId });
  return getMonitor(deps, workspaceId, id, WRITER);
}

async function startingRules(
  tx: Exec,
  workspaceId: string,
  given: AlertRules | undefined,
): Promise<AlertRules> {
  if (!given)
    return { ...DEFAULT_ALERT_RULES, channelIds: await defaultChannelIds(tx, workspaceId) };
  await assertOwnChannels(tx, workspaceId, channelsOfRules(given), 'alerts.channelIds');
  await assertMembers(tx, workspaceId, given.memberIds, 'alerts.memberIds');
  return given;
}

export async function updateMonitor(
  deps: MonitorDeps,
  workspaceId: string,
  id: string,
  patch: Record<string, unknown>,
) {
  const { monitors: row } = await findRow(deps, workspaceId, id);
  if ('type' in patch && patch.type !== row.type) {
    throw new ValidationError('The type of a monitor cannot change; create a new monitor instead', [
      { path: 'type', message: 'Cannot change' },
    ]);
  }
  const merged: Record<string, unknown> = { ...row.config, ...patch, type: row.type };
  for (const [key, value] of Object.entries(patch)) if (value === null) delete merged[key];
  const parsed = monitorInput.safeParse(merged);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new ValidationError(issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
  }
  // The type is not asked about: a monitor whose checks this server cannot run any more (ping
  // removed) keeps its name, tags and schedule editable, and its results say why it fails.
  await deps.assertTargetAllowed(parsed.data);
  // Only a changed interval is held to the plan: editing the name of a monitor keeps it valid.
  const interval = checkedEvery(parsed.data);
  // A new interval chosen by hand replaces the one a plan raised; saving the form as it stands
  // (every field sent again) keeps the owner's earlier choice for a plan that allows it.
  const chosen = interval !== undefined && interval !== row.intervalSeconds;
  if (chosen) assertInterval(await deps.plan(deps.db, workspaceId), interval);
  // Sent (a group, or null for none): moved; not sent: it stays where it is.
  const groupId =
    'groupId' in patch
      ? await assertOwnGroup(deps.db, workspaceId, parsed.data.groupId ?? null)
      : row.groupId;
  await deps.db.transaction(async (tx) => {
    const saved = await ownMonitors(tx, workspaceId).update(id, {
      ...columnsOf(parsed.data),
      groupId,
      ...(chosen && { intervalBeforePlan: null }),
    });
    const [before, after] = [monitorFields(row), monitorFields(saved)];
    if (!isDeepStrictEqual(before, after))
      await auditMonitor(tx, workspaceId, 'updated', saved, { before, after });
  });
  deps.bus.publish('monitor.changed', { monitorId: id, workspaceId });
  if (groupId !== row.groupId) deps.bus.publish('groups.changed', { workspaceId });
  return getMonitor(deps, workspaceId, id, WRITER);
}

export async function deleteMonitors(deps: MonitorDeps, workspaceId: string, ids: string[]) {
  const gone = await deps.db.transaction(async (tx) => {
    const removed = await ownMonitors(tx, workspaceId).removeMany(ids);
    for (const row of removed)
      await auditMonitor(tx, workspaceId, 'deleted', row, { before: monitorFields(row) });
    return removed;
  });
  if (gone.length > 0)
    await deleteHistory(
      deps.db,
      gone.map((m) => m.seq),
    );
  for (const { id } of gone) deps.bus.publish('monitor.deleted', { monitorId: id, workspaceId });
  return gone.length;
}

export async function setPaused(
  deps: MonitorDeps,
  workspaceId: string,
  ids: string[],
  paused: boolean,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const where = ownMonitors(tx, workspaceId).where(inArray(monitors.id, ids));
    if (!paused) await lockWorkspace(tx, workspaceId);
    const switching = await tx
      .select({ id: monitors.id, name: monitors.name })
      .from(monitors)
      .where(and(where, eq(monitors.paused, !paused)));
    if (!paused)
      await assertMonitorRoom(tx, await deps.plan(tx, workspaceId), workspaceId, switching.length);
    // Paused or resumed by hand: the plan no longer resumes it on its own.
    const updated = await tx
      .update(monitors)
      .set({ paused, pausedByPlan: false })
      .where(where)
      .returning({ id: monitors.id });
    for (const monitor of switching)
      await auditMonitor(tx, workspaceId, paused ? 'paused' : 'resumed', monitor, {
        before: { paused: !paused },
        after: { paused },
      });
    return updated;
  });
  if (changed.length > 0) {
    await resetState(
      deps.db,
      changed.map((c) => c.id),
      paused,
    );
    for (const { id } of changed)
      deps.bus.publish('monitor.changed', { monitorId: id, workspaceId });
  }
  return changed.length;
}

/** A paused monitor shows as paused; a resumed one starts over, its old state saying nothing of now. */
export async function resetState(exec: Exec, monitorIds: string[], paused: boolean) {
  await exec
    .update(monitorState)
    .set({
      status: paused ? 'paused' : 'pending',
      consecutiveFailures: 0,
      statusChangedAt: new Date(),
    })
    .where(inArray(monitorState.monitorId, monitorIds));
}

export async function listMonitors(
  deps: MonitorDeps,
  workspaceId: string,
  query: ListMonitorsQuery,
  view: MonitorView,
) {
  const maintenance = await monitorsInMaintenance(deps.db, workspaceId, new Date());
  const status = statusSql(maintenance);
  // Every filter but the status: the counts of each status are read under these.
  const where: SQL[] = [ownMonitors(deps.db, workspaceId).where()];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(monitors.name, pattern), ilike(targetSql, pattern))!);
  }
  if (query.type) where.push(eq(monitors.type, query.type));
  if (query.tag) where.push(sql`${monitors.tags} @> array[${query.tag}]::text[]`);
  if (query.groupId) {
    where.push(
      query.groupId === UNGROUPED ? isNull(monitors.groupId) : eq(monitors.groupId, query.groupId),
    );
  }
  const filter = and(...where, query.status ? sql`${status} = ${query.status}` : undefined);

  const direction = (query.order ?? defaultSortOrder[query.sort]) === 'asc' ? asc : desc;
  const sortBy = {
    status: sql`array_position(${sql.param([...severity])}::text[], ${status})`,
    name: monitors.name,
    createdAt: monitors.createdAt,
    lastCheckedAt: monitorLastChecks.checkedAt,
  }[query.sort];
  const [rows, byStatus] = await Promise.all([
    deps.db
      .select()
      .from(monitors)
      .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
      .leftJoin(monitorLastChecks, eq(monitorLastChecks.monitorId, monitors.id))
      .where(filter)
      .orderBy(
        sql`${direction(sortBy)} nulls last`,
        ...(query.sort === 'status' ? [asc(monitors.name)] : []),
        asc(monitors.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ status, n: count() })
      .from(monitors)
      .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
      .where(and(...where))
      // By position: the expression again would bind its parameters anew, which PostgreSQL
      // does not take for the same expression.
      .groupBy(sql`1`),
  ]);
  const counts = Object.fromEntries(monitorStatusValues.map((s) => [s, 0])) as MonitorCounts;
  for (const { status: s, n } of byStatus) counts[s as keyof MonitorCounts] = n;
  return {
    items: await withSummaries(deps, rows, maintenance, view),
    counts,
    total: query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
