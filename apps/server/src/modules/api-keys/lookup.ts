import { and, eq, isNull, or, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, workspaces } from '../../db/schema.js';
import type { FoundApiKey } from '../../plugins/session.js';
import { API_KEY_PATTERN, lookupPrefix, secretMatches } from './secret.js';

/** Last use is written at most this often per key, so a busy script costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The live key behind a secret: well-formed, its hash matching, not revoked, not expired. Read
 * from the database on every request, so a revoked key stops at once on every server.
 */
export async function findApiKey(db: Db, secret: string, ip: string): Promise<FoundApiKey | null> {
  if (!API_KEY_PATTERN.test(secret)) return null;
  const now = new Date();
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      hash: apiKeys.hash,
      access: apiKeys.access,
      areas: apiKeys.areas,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      personal: workspaces.personal,
      subscriptionStatus: workspaces.subscriptionStatus,
      requireTwoFactor: workspaces.requireTwoFactor,
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .where(
      and(
        eq(apiKeys.prefix, lookupPrefix(secret)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row || !secretMatches(secret, row.hash)) return null;
  if (
    row.lastUsedIp !== ip ||
    !row.lastUsedAt ||
    now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS
  ) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedIp: ip })
      .where(
        and(
          eq(apiKeys.id, row.id),
          // Two requests at once write it once.
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, now),
            sql`${apiKeys.lastUsedIp} is distinct from ${ip}`,
          ),
        ),
      );
  }
  return {
    id: row.id,
    name: row.name,
    scope: { access: row.access, areas: row.areas },
    workspace: {
      id: row.workspaceId,
      name: row.workspaceName,
      personal: row.personal,
      // A key reaches at most what an admin does (access.ts's keyRefusal); a read-only one, a viewer's.
      role: row.access === 'write' ? 'admin' : 'viewer',
      subscriptionStatus: row.subscriptionStatus,
      requireTwoFactor: row.requireTwoFactor,
    },
  };
}

/** Whether a key still works (not revoked, not expired): an open live stream asks now and then. */
export async function apiKeyStands(db: Db, keyId: string, now = new Date()) {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.id, keyId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row !== undefined;
}
