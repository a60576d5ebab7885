import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { FoundSession } from '../../plugins/session.js';
import type { Auth } from './auth.js';

/** How closely a session's last use (`updatedAt`) is kept: one write per 5 minutes at most. */
export const ACTIVITY_PRECISION_MS = 5 * 60_000;

/** Reads the signed-in session from request headers through Better Auth, for the session hook. */
export function sessionFinder(auth: Auth) {
  return async (headers: Headers): Promise<FoundSession | null> => {
    const { headers: sent, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const { user, session } = response;
    // Better Auth refreshes a session once a day; the sessions list wants its last use closer.
    if (Date.now() - new Date(session.updatedAt).getTime() > ACTIVITY_PRECISION_MS) {
      const { internalAdapter } = await auth.$context;
      await internalAdapter.updateSession(session.token, { updatedAt: new Date() });
    }
    return {
      sessionId: session.id,
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        name: user.name,
        image: user.image ?? null,
        twoFactorEnabled: user.twoFactorEnabled === true,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      setCookies: sent.getSetCookie(),
    };
  };
}

/**
 * Whether a session still stands: not signed out or ended, not expired, its account not disabled.
 * An open live stream asks now and then, in case the news that its session ended never came.
 */
export async function sessionStands(db: Db, sessionId: string, now = new Date()) {
  const [row] = await db
    .select({ disabled: users.disabled })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row !== undefined && !row.disabled;
}
