import { isDeepStrictEqual } from 'node:util';
import type { Exec } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { currentActor } from '../../lib/request-actor.js';

/** Fields whose values never reach the log: it says they changed, not what to. */
const SECRET_FIELD =
  /secret|token|password|hash|key|webhookurl|routingkey|authorization|headervalues|^body$/i;
export const REDACTED = '[redacted]';

/** Fields that change on every write and say nothing about what the person did. */
const NOISE = new Set(['updatedAt', 'createdAt', 'workspaceId']);

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  /** What happened: `monitor.created`, `channel.updated`, `member.removed`, ... */
  action: string;
  targetType: string;
  targetId?: string | null;
  targetName?: string | null;
  /** The object before and after; only the fields that differ are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

function shown(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (SECRET_FIELD.test(field)) return REDACTED;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The fields that differ between two versions of an object, secrets redacted. */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges | null {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (NOISE.has(field)) continue;
    const was = before?.[field];
    const is = after?.[field];
    if (isDeepStrictEqual(was, is)) continue;
    changes[field] = { before: shown(field, was), after: shown(field, is) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Writes who changed what in the workspace. Call it with the transaction of the change itself,
 * so the row exists exactly when the change does; the caller (a person, an API key, or Tocsin)
 * and their address come from the request being handled (lib/request-actor.ts).
 */
export async function recordAudit(tx: Exec, workspaceId: string, entry: AuditEntry) {
  const { actor, ip } = currentActor();
  await tx.insert(auditLog).values({
    id: crypto.randomUUID(),
    workspaceId,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    ip,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? null,
    changes: auditChanges(entry.before, entry.after),
  });
}
