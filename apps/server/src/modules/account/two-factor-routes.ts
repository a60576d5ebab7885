import {
  passkeyAnswerInput,
  passkeyChallengeResponse,
  recoveryCodesResponse,
  twoFactorEnableResponse,
  twoFactorPasswordInput,
  verifyRecoveryCodeInput,
  verifyTotpInput,
  workspaceTwoFactorInput,
  workspaceTwoFactorResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { caller, requireUser } from '../../plugins/session.js';
import type { Auth } from '../auth/auth.js';
import { forwardToAuth } from '../auth/bridge.js';
import { forgetTrustedDevices } from '../auth/trusted-devices.js';
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

const signedIn = z.object({});
const disabledResponse = z.object({ status: z.boolean() });

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const notify = (
    to: string,
    change: Parameters<typeof sendTwoFactorNotice>[2],
    from?: Parameters<typeof sendTwoFactorNotice>[3],
  ) => sendTwoFactorNotice({ mailer: deps.mailer, publicUrl, log: app.log }, to, change, from);
  const manage = { ...caller('account'), rateLimit: twoFactorRateLimits.manage };
  const verify = {
    auth: 'optional-session' as const,
    access: 'account' as const,
    rateLimit: twoFactorRateLimits.verify,
  };

  r.post(
    '/api/auth/two-factor/enable',
    {
      schema: {
        tags,
        summary: 'Start setting up two-factor authentication: a new secret and recovery codes',
        description:
          'Asks for the password. Nothing changes at sign-in until the first code is confirmed with POST /api/auth/two-factor/verify-totp.',
        body: twoFactorPasswordInput,
        response: { 200: twoFactorEnableResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      // The password proves the person is here: the confirmation that follows needs no other.
      await reauthenticate(db, { userId: user.id, sessionId }, request.body.password);
      return forwardToAuth(auth, publicUrl, request, reply, {
        password: request.body.password,
        method: 'totp',
      });
    },
  );

  r.post(
    '/api/auth/two-factor/verify-totp',
    {
      schema: {
        tags,
        summary: 'Check a code from the authenticator app',
        description:
          'At sign-in, the second step after the password (`trustDevice` skips it on this browser for 30 days). Signed in, the first code confirms the set-up and turns two-factor authentication on.',
        body: verifyTotpInput,
        response: { 200: signedIn },
      },
      config: verify,
    },
    async (request, reply) => {
      const confirming = request.auth?.user && request.auth.sessionId ? request.auth : null;
      if (confirming) await assertFreshAuth(db, confirming.sessionId!);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      if (confirming?.user && !confirming.user.twoFactorEnabled) {
        notify(confirming.user.email, 'enabled');
      }
      return answered;
    },
  );

  r.post(
    '/api/auth/two-factor/verify-backup-code',
    {
      schema: {
        tags,
        summary: 'Sign in with a recovery code instead of the app (each code works once)',
        body: verifyRecoveryCodeInput,
        response: { 200: signedIn },
      },
      config: { auth: 'public', rateLimit: twoFactorRateLimits.verify },
    },
    async (request, reply) =>
      forwardToAuth(auth, publicUrl, request, reply, request.body, (answer) => {
        // The person learns a code was used, in case it was not them: each code works once.
        const email = (answer as { user?: { email?: unknown } } | null)?.user?.email;
        if (typeof email === 'string') notify(email, 'recovery-code-used', changedBy(request));
      }),
  );

  r.post(
    '/api/auth/two-factor/passkey-options',
    {
      schema: {
        tags,
        summary: "At sign-in, a challenge for one of your passkeys instead of the app's code",
        description:
          'After a right password on an account with two-factor authentication: answer it with POST /api/auth/two-factor/verify-passkey.',
        response: { 200: passkeyChallengeResponse },
      },
      config: { auth: 'public', rateLimit: twoFactorRateLimits.verify },
    },
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, {}),
  );

  r.post(
    '/api/auth/two-factor/verify-passkey',
    {
      schema: {
        tags,
        summary: 'Finish signing in with a passkey as the second step after the password',
        body: passkeyAnswerInput,
        response: { 200: signedIn },
      },
      config: { auth: 'public', rateLimit: twoFactorRateLimits.verify },
    },
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, request.body),
  );

  r.post(
    '/api/auth/two-factor/generate-backup-codes',
    {
      schema: {
        tags,
        summary: 'Make ten new recovery codes (asks for the password; the old ones stop working)',
        body: twoFactorPasswordInput,
        response: { 200: recoveryCodesResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      notify(user.email, 'codes-regenerated');
      return answered;
    },
  );

  r.post(
    '/api/auth/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor authentication off (asks for the password)',
        body: twoFactorPasswordInput,
        response: { 200: disabledResponse },
      },
      config: manage,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const answered = await forwardToAuth(auth, publicUrl, request, reply, request.body);
      // Turned on again later, it asks every browser for a code, remembered before or not.
      await forgetTrustedDevices(db, user.id);
      notify(user.email, 'disabled');
      return answered;
    },
  );

  r.put(
    '/api/v1/workspace/two-factor',
    {
      schema: {
        tags: ['team'],
        summary: 'Require two-factor authentication of every member, or stop requiring it',
        description:
          'Owner only, with a password confirmed in the last 10 minutes; to require it the owner must use it. While required, a member without it reaches only their account and their list of workspaces.',
        body: workspaceTwoFactorInput,
        response: { 200: workspaceTwoFactorResponse },
      },
      config: caller('workspace.own'),
    },
    async (request) => {
      const { user, sessionId, workspace } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      return setWorkspaceTwoFactor(db, workspace, user, request.body.required);
    },
  );
}
