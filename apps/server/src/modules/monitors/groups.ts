import {
  groupNameTakenMessage,
  monitorStatusValues,
  type Group,
  type GroupInput,
  type GroupList,
  type MonitorCounts,
} from '@tocsin/contract';
import { asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { monitorGroups, monitorState, monitors } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ConflictError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { monitorsInMaintenance } from '../maintenance/index.js';
import { recordAudit } from '../audit/index.js';
import { lockWorkspace } from '../plans/index.js';
import { auditMonitor } from './monitor-audit.js';
import { ownMonitors, statusSql } from './monitor-rows.js';

export interface GroupDeps {
  db: Db;
  bus: EventBus;
}

type Row = typeof monitorGroups.$inferSelect;

/** The workspace's groups: every read and change of one goes through here. */
export const ownGroups = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, monitorGroups, workspaceId, 'Group');

const noneCounted = () =>
  Object.fromEntries(monitorStatusValues.map((s) => [s, 0])) as MonitorCounts;

const toGroup = (row: Row, counts = noneCounted()): Group => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  counts,
  total: Object.values(counts).reduce((a, b) => a + b, 0),
});

/** Every group of the workspace, A-Z, with its monitors counted by status; and the ungrouped. */
export async function listGroups(deps: GroupDeps, workspaceId: string): Promise<GroupList> {
  const maintenance = await monitorsInMaintenance(deps.db, workspaceId, new Date());
  const [rows, counted] = await Promise.all([
    deps.db
      .select()
      .from(monitorGroups)
      .where(ownGroups(deps.db, workspaceId).where())
      .orderBy(sql`lower(${monitorGroups.name})`, asc(monitorGroups.id)),
    deps.db
      .select({ groupId: monitors.groupId, status: statusSql(maintenance), n: count() })
      .from(monitors)
      .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
      .where(ownMonitors(deps.db, workspaceId).where())
      // By position, as the monitor list does: PostgreSQL takes the status expression only once.
      .groupBy(sql`1`, sql`2`),
  ]);
  const byGroup = new Map<string | null, MonitorCounts>();
  for (const { groupId, status, n } of counted) {
    const counts = byGroup.get(groupId) ?? noneCounted();
    counts[status as keyof MonitorCounts] = n;
    byGroup.set(groupId, counts);
  }
  return {
    items: rows.map((row) => toGroup(row, byGroup.get(row.id))),
    ungrouped: byGroup.get(null) ?? noneCounted(),
  };
}

function auditGroup(
  tx: Exec,
  workspaceId: string,
  action: 'created' | 'renamed' | 'deleted',
  group: Row,
  before: { name: string } | null,
  after: { name: string } | null,
) {
  return recordAudit(tx, workspaceId, {
    action: `group.${action}`,
    targetType: 'group',
    targetId: group.id,
    targetName: group.name,
    before,
    after,
  });
}

/** Refuses a name another group of the workspace has, letter case aside. */
async function assertNameFree(tx: Exec, workspaceId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ name: monitorGroups.name })
    .from(monitorGroups)
    .where(
      ownGroups(tx, workspaceId).where(
        sql`lower(${monitorGroups.name}) = lower(${name})`,
        exceptId ? ne(monitorGroups.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new ConflictError(groupNameTakenMessage(taken.name));
}

export async function createGroup(deps: GroupDeps, workspaceId: string, input: GroupInput) {
  const row = await deps.db.transaction(async (tx) => {
    // One change of a workspace's names at a time, so two alike cannot both pass the check.
    await lockWorkspace(tx, workspaceId);
    await assertNameFree(tx, workspaceId, input.name);
    const created = await ownGroups(tx, workspaceId).insert({
      id: crypto.randomUUID(),
      name: input.name,
    });
    await auditGroup(tx, workspaceId, 'created', created, null, { name: created.name });
    return created;
  });
  deps.bus.publish('groups.changed', { workspaceId });
  return toGroup(row);
}

export async function renameGroup(
  deps: GroupDeps,
  workspaceId: string,
  id: string,
  input: GroupInput,
) {
  await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const was = await ownGroups(tx, workspaceId).get(id);
    await assertNameFree(tx, workspaceId, input.name, id);
    const row = await ownGroups(tx, workspaceId).update(id, { name: input.name });
    if (was.name !== row.name)
      await auditGroup(tx, workspaceId, 'renamed', row, { name: was.name }, { name: row.name });
  });
  deps.bus.publish('groups.changed', { workspaceId });
  const list = await listGroups(deps, workspaceId);
  return list.items.find((g) => g.id === id)!;
}

/** Removes the group; its monitors stay, in no group (the foreign key sets theirs to null). */
export async function deleteGroup(deps: GroupDeps, workspaceId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await ownGroups(tx, workspaceId).remove(id);
    await auditGroup(tx, workspaceId, 'deleted', row, { name: row.name }, null);
  });
  deps.bus.publish('groups.changed', { workspaceId });
}

/** The group's id when it is the workspace's (else NotFoundError); null stays null. */
export async function assertOwnGroup(exec: Exec, workspaceId: string, groupId: string | null) {
  if (groupId !== null) await ownGroups(exec, workspaceId).get(groupId);
  return groupId;
}

/** Files those of `ids` that are the workspace's in the group (or in none); answers how many. */
export async function moveMonitors(
  deps: GroupDeps,
  workspaceId: string,
  ids: string[],
  groupId: string | null,
) {
  const moved = await deps.db.transaction(async (tx) => {
    await assertOwnGroup(tx, workspaceId, groupId);
    const where = ownMonitors(tx, workspaceId).where(inArray(monitors.id, ids));
    const was = await tx
      .select({ id: monitors.id, name: monitors.name, groupId: monitors.groupId })
      .from(monitors)
      .where(where);
    const updated = await tx
      .update(monitors)
      .set({ groupId })
      .where(where)
      .returning({ id: monitors.id });
    for (const monitor of was.filter((m) => m.groupId !== groupId))
      await auditMonitor(tx, workspaceId, 'moved', monitor, {
        before: { groupId: monitor.groupId },
        after: { groupId },
      });
    return updated;
  });
  if (moved.length > 0) deps.bus.publish('groups.changed', { workspaceId });
  return moved.length;
}
