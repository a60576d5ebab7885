import type { MaintenanceWindow, MaintenanceWindowInput } from '@tocsin/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { maintenanceWindows, monitors } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { windowActive, windowsOf } from './maintenance.js';

type Row = typeof maintenanceWindows.$inferSelect;

function toWindow(row: Row, now: Date): MaintenanceWindow {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    monitorIds: row.monitorIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    days: row.days,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    active: windowActive(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The settings of a window as the audit log shows them. */
function fields(row: Row) {
  const { id: _id, workspaceId: _w, createdAt: _c, ...shown } = row;
  return shown;
}

export function auditWindow(
  tx: Exec,
  workspaceId: string,
  action: 'created' | 'updated' | 'deleted',
  before: Row | null,
  after: Row | null,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, workspaceId, {
    action: `maintenance.${action}`,
    targetType: 'maintenance',
    targetId: row.id,
    targetName: row.name,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/** The columns a window's input sets, once every monitor it names is found in the workspace. */
async function toValues(db: Db, workspaceId: string, input: MaintenanceWindowInput) {
  const ids = [...new Set(input.monitorIds)];
  if (ids.length) {
    const found = await db
      .select({ id: monitors.id })
      .from(monitors)
      .where(workspaceRows(db, monitors, workspaceId, 'Monitor').where(inArray(monitors.id, ids)));
    if (found.length !== ids.length)
      throw new ValidationError('A chosen monitor does not exist', [
        { path: 'monitorIds', message: 'A chosen monitor does not exist' },
      ]);
  }
  return windowColumns(input, ids);
}

/** The columns of a window naming `monitorIds` (checked by the caller). */
export function windowColumns(input: MaintenanceWindowInput, monitorIds: string[]) {
  const base = { name: input.name, kind: input.kind, monitorIds };
  return input.kind === 'once'
    ? {
        ...base,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        days: null,
        startTime: null,
        durationMinutes: null,
        timeZone: null,
      }
    : {
        ...base,
        startsAt: null,
        endsAt: null,
        days: [...new Set(input.days)].sort(),
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        timeZone: input.timeZone,
      };
}

/** The workspace's windows, oldest first. */
export async function listWindows(db: Db, workspaceId: string) {
  const rows = await db
    .select()
    .from(maintenanceWindows)
    .where(windowsOf(db, workspaceId).where())
    .orderBy(maintenanceWindows.createdAt);
  const now = new Date();
  return { items: rows.map((row) => toWindow(row, now)) };
}

export async function createWindow(db: Db, workspaceId: string, input: MaintenanceWindowInput) {
  const values = await toValues(db, workspaceId, input);
  const row = await db.transaction(async (tx) => {
    const created = await windowsOf(tx, workspaceId).insert({ id: crypto.randomUUID(), ...values });
    await auditWindow(tx, workspaceId, 'created', null, created);
    return created;
  });
  return toWindow(row, new Date());
}

export async function replaceWindow(
  db: Db,
  workspaceId: string,
  id: string,
  input: MaintenanceWindowInput,
) {
  const values = await toValues(db, workspaceId, input);
  const row = await db.transaction(async (tx) => {
    const was = await windowsOf(tx, workspaceId).get(id);
    const saved = await windowsOf(tx, workspaceId).update(id, values);
    await auditWindow(tx, workspaceId, 'updated', was, saved);
    return saved;
  });
  return toWindow(row, new Date());
}

export async function deleteWindow(db: Db, workspaceId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await windowsOf(tx, workspaceId).remove(id);
    await auditWindow(tx, workspaceId, 'deleted', row, null);
  });
}
