import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { UnauthenticatedError } from '../../lib/errors.js';
import {
  personalWorkspaceName,
  resolveWorkspace,
  type WorkspaceMembership,
} from '../workspaces/service.js';
import type { Auth } from './auth.js';

/**
 * How a route is reached: by anyone, with a signed-in session (API keys come later), or by anyone
 * with the caller's session read when there is one.
 */
export type AuthMode = 'public' | 'session' | 'optional-session';

export interface RequestAuth {
  sessionId: string;
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  workspace: WorkspaceMembership;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function toHeaders(raw: Record<string, string | string[] | undefined>) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * Every API route declares its auth mode; a route without one fails at start-up rather than
 * being open by accident. Session routes get the caller and their workspace on `request.auth`.
 */
export const sessionAuth = fp(
  (app: FastifyInstance, opts: { auth: Auth; db: Db }, done: () => void) => {
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/v1') && !route.config?.auth) {
        throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const mode = request.routeOptions.config.auth;
      if (mode !== 'session' && mode !== 'optional-session') return;
      const { headers, response } = await opts.auth.api.getSession({
        headers: toHeaders(request.headers),
        returnHeaders: true,
      });
      if (!response) {
        if (mode === 'optional-session') return;
        throw new UnauthenticatedError();
      }
      // A refreshed session cookie rides back on whatever this request answers.
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const { user, session } = response;
      request.auth = {
        sessionId: session.id,
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image ?? null,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        },
        workspace: await resolveWorkspace(
          opts.db,
          user.id,
          personalWorkspaceName(null, user.email),
        ),
      };
    });
    done();
  },
);

/** The caller of a session route (the onRequest hook guarantees it is set). */
export function requireAuth(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}
