import type { SubscriptionStatus } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WorkspaceRole } from '../db/schema.js';
import { UnauthenticatedError } from '../lib/errors.js';

/**
 * How a route is reached: by anyone, with a signed-in session (API keys come later), or by anyone
 * with the caller's session read when there is one.
 */
export type AuthMode = 'public' | 'session' | 'optional-session';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The workspace a request acts in, and the caller's part in it. */
export interface WorkspaceMembership {
  id: string;
  name: string;
  role: WorkspaceRole;
  subscriptionStatus: SubscriptionStatus;
}

export interface RequestAuth {
  sessionId: string;
  user: SessionUser;
  workspace: WorkspaceMembership;
}

/** A signed-in session found from a request's headers, and the cookies to send back with it. */
export interface FoundSession {
  sessionId: string;
  user: SessionUser;
  /** A refreshed session cookie, to ride back on whatever the request answers. */
  setCookies: string[];
}

export interface SessionOptions {
  /** The session these request headers carry, or null. */
  findSession(headers: Headers): Promise<FoundSession | null>;
  /** The workspace the user acts in. */
  workspaceOf(user: SessionUser): Promise<WorkspaceMembership>;
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
export const sessionAuth = fp((app: FastifyInstance, opts: SessionOptions, done: () => void) => {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && !route.config?.auth) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config.auth;
    if (mode !== 'session' && mode !== 'optional-session') return;
    const found = await opts.findSession(toHeaders(request.headers));
    if (!found) {
      if (mode === 'optional-session') return;
      throw new UnauthenticatedError();
    }
    if (found.setCookies.length > 0) reply.header('set-cookie', found.setCookies);
    request.auth = {
      sessionId: found.sessionId,
      user: found.user,
      workspace: await opts.workspaceOf(found.user),
    };
  });
  done();
});

/** The caller of a session route (the onRequest hook guarantees it is set). */
export function requireAuth(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}
