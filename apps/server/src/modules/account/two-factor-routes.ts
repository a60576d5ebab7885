import { twoFactorEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { type Auth, forwardToAuth, forgetTrustedDevices } from '../auth/index.js';
import { assertFreshAuth, reauthenticate } from './fresh-auth.js';
import { changedBy } from './security-emails.js';
import { sendTwoFactorNotice, setWorkspaceTwoFactor } from './two-factor.js';

/**
 * Per client address. Codes: on top of Better Auth's own limits (5 tries per sign-in, and the
 * account locked for 15 minutes after 10 wrong codes in a row). Changes: each asks the password.
 */
export const twoFactorRateLimits = {
  verify: { max: 10, timeWindow: '10 minutes' },
  manage: { max: 10, timeWindow: '15 minutes' },
} as const;

export interface TwoFactorRouteDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Two-factor authentication (TOTP) through Better Auth's plugin: set-up, the sign-in's second
 * step, recovery codes, turning it off; and a workspace's rule that every member uses it.
 */
export function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorRouteDeps) {
  const { db, auth, publicUrl } = deps;
  const notify = (
    to: string,
    change: Parameters<typeof sendTwoFactorNotice>[2],
    from?: Parameters<typeof sendTwoFactorNotice>[3],
  ) => sendTwoFactorNotice({ mailer: deps.mailer, publicUrl, log: app.log }, to, change, from);
  const e = twoFactorEndpoints;
  const manage = { config: { rateLimit: twoFactorRateLimits.manage } };
  const verify = { config: { rateLimit: twoFactorRateLimits.verify } };

  route(
    app,
    e.enable,
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      // The password proves the person is here: the confirmation that follows needs no other.
      await reauthenticate(db, { userId: user.id, sessionId }, request.body.password);
      return forwardToAuth(auth, publicUrl, request, reply, {
        password: request.body.password,
        method: 'totp',
      });
    },
    manage,
  );

  route(
    app,
    e.verifyTotp,
    async (request, reply) => {
      const confirming = request.auth?.user && request.auth.sessionId ? request.auth : null;
      if (confirming) await assertFreshAuth(db, confirming.sessionId!);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      if (confirming?.user && !confirming.user.twoFactorEnabled) {
        notify(confirming.user.email, 'enabled');
      }
      return answered;
    },
    verify,
  );

  route(
    app,
    e.verifyBackupCode,
    async (request, reply) =>
      forwardToAuth(auth, publicUrl, request, reply, request.body, (answer) => {
        // The person learns a code was used, in case it was not them: each code works once.
        const email = (answer as { user?: { email?: unknown } } | null)?.user?.email;
        if (typeof email === 'string') notify(email, 'recovery-code-used', changedBy(request));
      }),
    verify,
  );

  route(
    app,
    e.passkeyOptions,
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, {}),
    verify,
  );

  route(
    app,
    e.verifyPasskey,
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, request.body),
    verify,
  );

  route(
    app,
    e.generateBackupCodes,
    async (request, reply) => {
      const { user } = requireUser(request);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      notify(user.email, 'codes-regenerated');
      return answered;
    },
    manage,
  );

  route(
    app,
    e.disable,
    async (request, reply) => {
      const { user } = requireUser(request);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      // Turned on again later, it asks every browser for a code, remembered before or not.
      await forgetTrustedDevices(db, user.id);
      notify(user.email, 'disabled');
      return answered;
    },
    manage,
  );

  route(app, e.workspace, async (request) => {
    const { user, sessionId, workspace } = requireUser(request);
    await assertFreshAuth(db, sessionId);
    return setWorkspaceTwoFactor(db, workspace, user, request.body.required);
  });
}
