import { or } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { mentions, withoutAddress, withoutAddressInJson } from '../../db/address-scrub.js';
import { auditLog } from '../../db/schema.js';

/**
 * Takes a deleted account's email address out of every workspace's audit log: the entries stay,
 * naming the person by `name` where they held the address (as actor, as the member invited or
 * removed, or in what changed).
 */
export async function forgetAddressInAudit(tx: Exec, email: string, name: string) {
  await tx
    .update(auditLog)
    .set({
      actorName: withoutAddress(auditLog.actorName, email, name),
      targetName: withoutAddress(auditLog.targetName, email, name),
      changes: withoutAddressInJson(auditLog.changes, email, name),
    })
    .where(
      or(
        mentions(auditLog.actorName, email),
        mentions(auditLog.targetName, email),
        mentions(auditLog.changes, email),
      ),
    );
}
