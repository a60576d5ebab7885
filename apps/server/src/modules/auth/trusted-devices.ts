import { and, eq, like } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { verifications } from '../../db/schema.js';

/**
 * Forgets every browser where the person chose "Remember this device": each asks for the
 * second factor again. Better Auth keeps one verification row per remembered browser, named
 * `trust-device-…` and holding the user's id; its cookie is worth nothing without the row.
 */
export async function forgetTrustedDevices(exec: Exec, userId: string) {
  await exec
    .delete(verifications)
    .where(and(like(verifications.identifier, 'trust-device-%'), eq(verifications.value, userId)));
}
