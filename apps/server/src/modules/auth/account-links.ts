import { and, eq, like, or } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { verifications } from '../../db/schema.js';

/**
 * The links mailed about an account that can still change it, each a row of Better Auth's
 * `verifications` table: a password reset (`reset-password:<token>`, Better Auth's own, holding
 * the user's id) and a pending change of address (`change-email:<user id>`,
 * modules/account/email-change.ts). Links that confirm an address are signed tokens kept nowhere;
 * they name the address and the account, so a change of address ends them by itself.
 */
export const emailChangeIdentifier = (userId: string) => `change-email:${userId}`;

/**
 * Forgets every outstanding link of the account: called wherever the password or the address
 * changes, and where the account is disabled or deleted, so no link mailed before can undo it.
 */
export async function forgetAccountLinks(exec: Exec, userId: string) {
  await exec
    .delete(verifications)
    .where(
      or(
        and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
        eq(verifications.identifier, emailChangeIdentifier(userId)),
      ),
    );
}
