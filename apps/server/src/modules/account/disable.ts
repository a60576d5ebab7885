import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { EventBus } from '../../lib/event-bus.js';
import { forgetAccountLinks, forgetTrustedDevices } from '../auth/index.js';

/**
 * Blocks an account from signing in (`tocsin user disable`), or lets it in again. Disabling ends
 * its sessions and forgets its remembered browsers and every link mailed for it, so a reset link
 * cannot bring it back; the ended sessions are announced on `bus`, when there is one, so their
 * live streams end at once. Null when no account has the address.
 */
export async function setAccountDisabled(db: Db, email: string, disabled: boolean, bus?: EventBus) {
  const done = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ disabled })
      .where(eq(users.email, email.toLowerCase()))
      .returning({ id: users.id });
    if (!user) return null;
    if (!disabled) return { userId: user.id, endedSessions: [] as string[] };
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await forgetAccountLinks(tx, user.id);
    await forgetTrustedDevices(tx, user.id);
    return { userId: user.id, endedSessions: ended.map((s) => s.id) };
  });
  if (done && done.endedSessions.length > 0) {
    bus?.publish('sessions.ended', { userId: done.userId, sessionIds: done.endedSessions });
  }
  return done;
}
