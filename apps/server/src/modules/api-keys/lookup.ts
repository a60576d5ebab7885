import { keyRole } from '@tocsin/contract';
import { and, eq, isNull, or, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, workspaceMembers, workspaces } from '../../db/schema.js';
import { UnauthenticatedError } from '../../lib/errors.js';
import type { FoundApiKey } from '../../plugins/session.js';
import { API_KEY_PATTERN, lookupPrefix, secretMatches } from './secret.js';

/** Last use is written at most this often per key, so a busy script costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;

export const CREATOR_LEFT =
  'This API key no longer works: the member who created it is no longer in this workspace. An admin can create a new key.';

/** The membership of the key's creator in the key's workspace: none once they left or were removed. */
const creatorMembership = and(
  eq(workspaceMembers.workspaceId, apiKeys.workspaceId),
  eq(workspaceMembers.userId, apiKeys.createdBy),
);

/**
 * The live key behind a secret: well-formed, its hash matching, not revoked, not expired, and
 * made by someone who is still a member of its workspace (refused with a message otherwise). It
 * acts with its creator's role as it is now, capped by its access. Read from the database on
 * every request, so a revoked key, or one whose creator left or was demoted, changes at once on
 * every server.
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
      createdBy: apiKeys.createdBy,
      creatorRole: workspaceMembers.role,
    })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(workspaceMembers, creatorMembership)
    .where(
      and(
        eq(apiKeys.prefix, lookupPrefix(secret)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row || !secretMatches(secret, row.hash)) return null;
  if (!row.creatorRole || !row.createdBy) throw new UnauthenticatedError(CREATOR_LEFT);
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
    createdBy: row.createdBy,
    creatorRole: row.creatorRole,
    workspace: {
      id: row.workspaceId,
      name: row.workspaceName,
      personal: row.personal,
      role: keyRole(row.creatorRole, row.access),
      subscriptionStatus: row.subscriptionStatus,
      requireTwoFactor: row.requireTwoFactor,
    },
  };
}

/**
 * Whether a key still works (not revoked, not expired, its creator still a member): an open live
 * stream asks now and then.
 */
export async function apiKeyStands(db: Db, keyId: string, now = new Date()) {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .innerJoin(workspaceMembers, creatorMembership)
    .where(
      and(
        eq(apiKeys.id, keyId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row !== undefined;
}
