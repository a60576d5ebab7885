import type { ApiKey, ApiKeyInput, apiKeyInput, WorkspaceRole } from '@tocsin/contract';
import type { z } from 'zod';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, users, workspaceMembers } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { newApiKeySecret } from './secret.js';

type Row = typeof apiKeys.$inferSelect;
type ParsedInput = z.output<typeof apiKeyInput>;

const keysOf = (db: Db, workspaceId: string) => workspaceRows(db, apiKeys, workspaceId, 'API key');

function toApiKey(row: Row, createdBy: string | null, creatorRole: WorkspaceRole | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    access: row.access,
    areas: row.areas,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdBy,
    creatorRole,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

/** What the audit log keeps of a key: never its secret or hash. */
const audited = (row: Row) => ({
  name: row.name,
  access: row.access,
  areas: row.areas,
  expiresAt: row.expiresAt,
});

/**
 * The workspace's keys that are not revoked, newest first; an expired one stays listed (its
 * `expiresAt` in the past) until it is revoked, so nobody wonders where it went. Each says its
 * creator's role now, which caps what it does (none: they left, and the key no longer works).
 */
export async function listApiKeys(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      key: apiKeys,
      creator: users.name,
      creatorEmail: users.email,
      creatorRole: workspaceMembers.role,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, apiKeys.workspaceId),
        eq(workspaceMembers.userId, apiKeys.createdBy),
      ),
    )
    .where(keysOf(db, workspaceId).where(isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return {
    items: rows.map((r) =>
      toApiKey(r.key, r.creator || r.creatorEmail || null, r.creatorRole ?? null),
    ),
  };
}

/**
 * Makes a key and answers it whole: the only time the secret leaves the server, since only its
 * hash is stored.
 */
export async function createApiKey(
  db: Db,
  workspaceId: string,
  creator: { id: string; name: string; role: WorkspaceRole },
  input: ApiKeyInput | ParsedInput,
  now = new Date(),
) {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    const message = 'The expiry date must be in the future';
    throw new ValidationError(message, [{ path: 'expiresAt', message }]);
  }
  const { secret, prefix, hash } = newApiKeySecret();
  const row = await db.transaction(async (tx) => {
    const inserted = await workspaceRows(tx, apiKeys, workspaceId, 'API key').insert({
      id: crypto.randomUUID(),
      name: input.name,
      prefix,
      hash,
      access: input.access,
      areas: [...new Set(input.areas ?? [])],
      expiresAt,
      createdBy: creator.id,
    });
    await recordAudit(tx, workspaceId, {
      action: 'api-key.created',
      targetType: 'api-key',
      targetId: inserted.id,
      targetName: inserted.name,
      after: audited(inserted),
    });
    return inserted;
  });
  return { ...toApiKey(row, creator.name, creator.role), key: secret };
}

/** Revokes a key: the next request made with it is refused, on every server. */
export async function revokeApiKey(db: Db, workspaceId: string, id: string) {
  await db.transaction(async (tx) => {
    const keys = workspaceRows(tx, apiKeys, workspaceId, 'API key');
    const row = await keys.get(id);
    if (row.revokedAt) return;
    const revoked = await keys.update(id, { revokedAt: new Date() });
    await recordAudit(tx, workspaceId, {
      action: 'api-key.revoked',
      targetType: 'api-key',
      targetId: row.id,
      targetName: row.name,
      before: { revokedAt: null },
      after: { revokedAt: revoked.revokedAt },
    });
  });
}
