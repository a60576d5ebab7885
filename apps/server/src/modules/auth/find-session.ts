import type { FoundSession } from '../../plugins/session.js';
import type { Auth } from './auth.js';

/** Reads the signed-in session from request headers through Better Auth, for the session hook. */
export function sessionFinder(auth: Auth) {
  return async (headers: Headers): Promise<FoundSession | null> => {
    const { headers: sent, response } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const { user, session } = response;
    return {
      sessionId: session.id,
      user: {
        id: user.id,
        email: user.email,
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
