import { and, eq, like, or } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { verifications } from '../../db/schema.js';
import { forgetVerificationsSent } from './email-verification.js';

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

/**
 * Forgets every row Better Auth's `verifications` table keeps for the account, when it is
 * deleted: its links, the notes of the confirmation links mailed (which hold its address), its
 * remembered browsers and any sign-in waiting for its second step (these hold the account's id).
 */
export async function forgetAccountVerifications(exec: Exec, userId: string) {
  await forgetAccountLinks(exec, userId);
  await forgetVerificationsSent(exec, userId);
  await exec.delete(verifications).where(eq(verifications.value, userId));
}
