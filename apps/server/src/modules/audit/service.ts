import {
  AUDIT_CSV_MAX_ROWS,
  isAuditReference,
  type AuditEntry,
  type AuditQuery,
} from '@tocsin/contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';

type Row = typeof auditLog.$inferSelect;

/** The workspace's audit rows: every read goes through here. */
const ownEntries = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, auditLog, workspaceId, 'Audit entry');

export const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorType: row.actorType,
  actorId: row.actorId,
  actorName: row.actorName,
  ip: row.ip,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetName: row.targetName,
  changes: row.changes ?? null,
});

type Filters = Omit<AuditQuery, 'before' | 'limit'>;

/** The `where` of the filters every read of the log shares. */
function filtered(db: Db, workspaceId: string, query: Filters, ...more: (SQL | undefined)[]) {
  return ownEntries(db, workspaceId).where(
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
    ...more,
  );
}

/** Rows after (older than) the row `before`: the next page, however many share its instant. */
async function olderThan(db: Db, workspaceId: string, before: string | undefined) {
  if (!before) return undefined;
  const [mark] = await db
    .select({ at: auditLog.at, id: auditLog.id })
    .from(auditLog)
    .where(ownEntries(db, workspaceId).where(eq(auditLog.id, before)));
  if (!mark)
    throw new ValidationError('That page of the audit log is gone; start from the newest', [
      { path: 'before', message: 'Unknown entry' },
    ]);
  return or(lt(auditLog.at, mark.at), and(eq(auditLog.at, mark.at), lt(auditLog.id, mark.id)));
}

/** The ids the changes of these entries refer to. */
export function referencedIds(entries: AuditEntry[]) {
  const ids = new Set<string>();
  for (const entry of entries)
    for (const [field, { before, after }] of Object.entries(entry.changes ?? {})) {
      if (!isAuditReference(field)) continue;
      for (const value of [before, after].flat())
        if (typeof value === 'string' && value.length <= 64) ids.add(value);
    }
  return [...ids];
}

/**
 * The names of objects by id, as the log last named them: the object's own latest entry (a
 * group renamed since reads by its new name, a deleted one by its last), else the person or key
 * who made a change. No other part's tables are read; an id the log never named is left out.
 */
async function namesOf(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return {};
  const own = ownEntries(db, workspaceId);
  const [targets, actors] = await Promise.all([
    db
      .selectDistinctOn([auditLog.targetId], { id: auditLog.targetId, name: auditLog.targetName })
      .from(auditLog)
      .where(own.where(inArray(auditLog.targetId, ids), isNotNull(auditLog.targetName)))
      .orderBy(auditLog.targetId, desc(auditLog.at)),
    db
      .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
      .from(auditLog)
      .where(own.where(inArray(auditLog.actorId, ids)))
      .orderBy(auditLog.actorId, desc(auditLog.at)),
  ]);
  const names: Record<string, string> = {};
  for (const row of [...actors, ...targets]) if (row.id && row.name) names[row.id] = row.name;
  return names;
}

/** A page of the workspace's log, newest first, with the id to pass for the next one. */
export async function listAudit(
  db: Db,
  workspaceId: string,
  query: AuditQuery & { limit: number },
  retentionDays: number,
) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filtered(db, workspaceId, query, await olderThan(db, workspaceId, query.before)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit).map(toEntry);
  return {
    items,
    next: rows.length > query.limit ? items.at(-1)!.id : null,
    names: await namesOf(db, workspaceId, referencedIds(items)),
    retentionDays,
  };
}

/** Every row the filters match (up to AUDIT_CSV_MAX_ROWS), newest first. */
export async function auditRowsForExport(db: Db, workspaceId: string, query: Filters) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filtered(db, workspaceId, query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_CSV_MAX_ROWS);
  return rows.map(toEntry);
}

/** The people and keys that appear in the log, for the filter: by name, their latest name. */
export async function auditActors(db: Db, workspaceId: string) {
  const rows = await db
    .selectDistinctOn([auditLog.actorType, auditLog.actorId], {
      type: auditLog.actorType,
      id: auditLog.actorId,
      name: auditLog.actorName,
    })
    .from(auditLog)
    .where(ownEntries(db, workspaceId).where(sql`${auditLog.actorId} is not null`))
    .orderBy(asc(auditLog.actorType), asc(auditLog.actorId), desc(auditLog.at));
  const items = rows
    .filter((r): r is typeof r & { id: string; type: 'user' | 'key' } => r.id !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items };
}
