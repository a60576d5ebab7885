import { createHash, timingSafeEqual } from 'node:crypto';
import {
  TWO_FACTOR_REQUIRED_MESSAGE,
  keyCreatorRefusal,
  keyRefusal,
  roleCan,
  roleRefusal,
  type ApiKeyScope,
  type Permission,
  type SubscriptionStatus,
  type WorkspaceRole,
} from '@tocsin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AppError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '../lib/errors.js';
import { runAs, type Actor } from '../lib/request-actor.js';

/**
 * How a route is reached: by anyone, by a caller (a signed-in session, or an API key where the
 * route's `access` allows keys), or by anyone with the caller's session read when there is one.
 */
export type AuthMode = 'public' | 'session' | 'optional-session';

/** API keys' own limit: per key, over every route, counted by each server. */
export const API_KEY_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 };

export interface SessionUser {
  id: string;
  email: string;
  /** Confirmed through a mailed link (modules/account/email-verification.ts). */
  emailVerified: boolean;
  name: string;
  image: string | null;
  /** Whether the person signs in with a second factor (TOTP). */
  twoFactorEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The workspace a request acts in, and the caller's part in it. */
export interface WorkspaceMembership {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  subscriptionStatus: SubscriptionStatus;
  /** Every member must use two-factor authentication to act in it. */
  requireTwoFactor: boolean;
}

/**
 * An API key that checked out: its workspace and what it may reach. It acts with `workspace.role`:
 * its creator's role as it is now, capped by its access (access.ts's keyRole).
 */
export interface FoundApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The member who created the key, and their role in its workspace now. */
  createdBy: string;
  creatorRole: WorkspaceRole;
  workspace: WorkspaceMembership;
}

export interface RequestAuth {
  actor: Actor;
  /** The signed-in person; null when an API key calls. */
  user: SessionUser | null;
  sessionId: string | null;
  /** The key calling; null for a session. */
  key: FoundApiKey | null;
  workspace: WorkspaceMembership;
}

/** A session caller: the account routes (which no key reaches) have one. */
export interface UserAuth extends RequestAuth {
  user: SessionUser;
  sessionId: string;
}

/** A signed-in session found from a request's headers, and the cookies to send back with it. */
export interface FoundSession {
  sessionId: string;
  user: SessionUser;
  /** A refreshed session cookie, to ride back on whatever the request answers. */
  setCookies: string[];
}

export interface RateLimitCount {
  isExceeded: boolean;
  max: number;
  remaining: number;
  ttlInSeconds: number;
}

export interface SessionOptions {
  /** The session these request headers carry, or null. */
  findSession(headers: Headers): Promise<FoundSession | null>;
  /** The workspace the user acts in: the one they chose, while they are a member. */
  workspaceOf(user: SessionUser): Promise<WorkspaceMembership>;
  /**
   * The live key behind this secret (used from `ip`), or null; throws with its reason a key that
   * no longer works for another reason than a wrong secret.
   */
  findApiKey(secret: string, ip: string): Promise<FoundApiKey | null>;
  /** Counts a request of this key against its limit. */
  countKeyRequest(request: FastifyRequest): Promise<RateLimitCount>;
  /**
   * Bearer tokens that stand for the instance itself on the routes of one permission (the
   * operator's METRICS_TOKEN on `metrics.read`): such a request has no workspace.
   */
  instanceTokens: Partial<Record<Permission, string>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** What a caller of this route must be allowed (packages/contract/src/access.ts). */
    access?: Permission;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** The request carries the instance's own token for its route (SessionOptions.instanceTokens). */
    instanceCaller: boolean;
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

/** Compares in constant time (digests of equal length), so the answer leaks no prefix. */
function sameSecret(given: string, expected: string) {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The secret of an `Authorization: Bearer ...` header, or null. */
function bearer(header: string | undefined) {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * Every API route declares its auth mode, and a caller's route the permission it needs; a route
 * without them fails at start-up rather than being open by accident. The caller (a session or an
 * API key) and their workspace land on `request.auth`, and a caller without the permission is
 * refused with 403 before the handler runs. The handler runs as that caller (lib/request-actor).
 */
export const sessionAuth = fp((app: FastifyInstance, opts: SessionOptions, done: () => void) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('instanceCaller', false);

  app.addHook('onRoute', (route) => {
    const { auth, access } = route.config ?? {};
    if (route.url.startsWith('/api/v1') && !auth) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
    }
    if ((auth === 'session' || auth === 'optional-session') && !access) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const caller = request.auth;
      if (!caller) return handler.call(this, request, reply);
      return runAs({ actor: caller.actor, ip: request.ip }, () =>
        handler.call(this, request, reply),
      );
    };
  });

  app.addHook('onRequest', async (request, reply) => {
    const { auth: mode, access } = request.routeOptions.config;
    if (mode !== 'session' && mode !== 'optional-session') return;
    const secret = bearer(request.headers.authorization);
    const instanceToken = opts.instanceTokens[access!];
    if (secret && instanceToken && sameSecret(secret, instanceToken)) {
      request.instanceCaller = true;
      return;
    }
    if (secret) {
      const key = await opts.findApiKey(secret, request.ip);
      if (!key)
        throw new UnauthenticatedError(
          'This API key is not valid: it may have been revoked or have expired.',
        );
      const count = await opts.countKeyRequest(request);
      reply.header('ratelimit-limit', count.max);
      reply.header('ratelimit-remaining', count.remaining);
      reply.header('ratelimit-reset', count.ttlInSeconds);
      if (count.isExceeded) {
        throw new TooManyRequestsError(
          `This API key made more than ${count.max} requests in a minute. Try again in ${count.ttlInSeconds} seconds.`,
          count.ttlInSeconds,
        );
      }
      const refusal = keyRefusal(key.scope, access!) ?? keyCreatorRefusal(key.creatorRole, access!);
      if (refusal) throw new ForbiddenError(refusal);
      request.auth = {
        actor: { type: 'key', id: key.id, name: key.name },
        user: null,
        sessionId: null,
        key,
        workspace: key.workspace,
      };
      return;
    }
    const found = await opts.findSession(toHeaders(request.headers));
    if (!found) {
      if (mode === 'optional-session') return;
      throw new UnauthenticatedError();
    }
    if (found.setCookies.length > 0) reply.header('set-cookie', found.setCookies);
    const workspace = await opts.workspaceOf(found.user);
    const refusal = roleRefusal(workspace.role, access!);
    if (refusal) throw new ForbiddenError(refusal);
    // A member the workspace's 2FA rule leaves out keeps only their account (to set it up) and
    // the list of their workspaces (to switch): every `account` route, nothing of the workspace.
    if (workspace.requireTwoFactor && !found.user.twoFactorEnabled && access !== 'account') {
      throw new AppError('two-factor-required', TWO_FACTOR_REQUIRED_MESSAGE);
    }
    request.auth = {
      actor: { type: 'user', id: found.user.id, name: found.user.name || found.user.email },
      user: found.user,
      sessionId: found.sessionId,
      key: null,
      workspace,
    };
  });
  done();
});

/** The caller of a session route (the onRequest hook guarantees it is set). */
export function requireAuth(request: { auth: RequestAuth | null }): RequestAuth {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}

/** The signed-in person of an account route (no API key reaches those: `access: 'account'`). */
export function requireUser(request: { auth: RequestAuth | null }): UserAuth {
  const auth = requireAuth(request);
  if (!auth.user || !auth.sessionId) throw new UnauthenticatedError('Sign in to continue');
  return auth as UserAuth;
}

/** The config of a route for callers holding `access` (a session, or a key its scope allows). */
export const caller = (access: Permission) => ({ auth: 'session' as const, access });

/**
 * Whether the caller also holds `permission`, beyond the one their route asked for: an answer
 * that shows more to those who may change a thing (a heartbeat's push URL) reads it here.
 */
export function callerHolds(auth: RequestAuth, permission: Permission): boolean {
  if (auth.key) return keyRefusal(auth.key.scope, permission) === null;
  return roleCan(auth.workspace.role, permission);
}
