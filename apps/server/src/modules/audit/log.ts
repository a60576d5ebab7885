import { isDeepStrictEqual } from 'node:util';
import type { Exec } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { currentActor } from '../../lib/request-actor.js';
import { isSecretField, leavesOf, redacted, scrub } from './redact.js';

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

/**
 * The fields that differ between two versions of an object, nested settings by their dotted
 * path (`events.down`), with no secret or hash in them (redact.ts): a secret field says only
 * that it is set, changed or removed.
 */
export function auditChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): AuditChanges | null {
  const was = leavesOf(before);
  const is = leavesOf(after);
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (NOISE.has(field)) continue;
    // Absent and null are the same: a setting that became an object was null, not a change.
    if (isDeepStrictEqual(was[field] ?? null, is[field] ?? null)) continue;
    const shown = isSecretField(field) ? redacted : scrub;
    changes[field] = { before: shown(was[field]), after: shown(is[field]) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Writes who changed what in the workspace: every row of the log is written here, its changes
 * through auditChanges. Call it with the transaction of the change itself, so the row exists
 * exactly when the change does; the caller (a person, an API key, or Tocsin) and their address
 * come from the request being handled (lib/request-actor.ts).
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
