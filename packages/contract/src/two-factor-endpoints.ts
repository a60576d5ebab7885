import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { passkeyAnswerInput, passkeyChallengeResponse } from './passkeys.js';
import {
  recoveryCodesResponse,
  twoFactorEnableResponse,
  twoFactorPasswordInput,
  verifyRecoveryCodeInput,
  verifyTotpInput,
  workspaceTwoFactorInput,
  workspaceTwoFactorResponse,
} from './two-factor.js';

const tags = ['account'] as const;
const signedIn = z.object({});

/**
 * Two-factor authentication (TOTP) through Better Auth's plugin: set-up, the sign-in's second
 * step, recovery codes, turning it off; and a workspace's rule that every member uses it.
 */
export const twoFactorEndpoints = {
  enable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'account',
    tags,
    summary: 'Start setting up two-factor authentication: a new secret and recovery codes',
    description:
      'Asks for the password. Nothing changes at sign-in until the first code is confirmed with POST /api/auth/two-factor/verify-totp.',
    body: twoFactorPasswordInput,
    responses: { 200: twoFactorEnableResponse },
  }),
  /** Signed in, it confirms the set-up; at sign-in nobody is signed in yet. */
  verifyTotp: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    access: 'account',
    optionalCaller: true,
    tags,
    summary: 'Check a code from the authenticator app',
    description:
      'At sign-in, the second step after the password (`trustDevice` skips it on this browser for 30 days). Signed in, the first code confirms the set-up and turns two-factor authentication on.',
    body: verifyTotpInput,
    responses: { 200: signedIn },
  }),
  verifyBackupCode: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    access: 'public',
    tags,
    summary: 'Sign in with a recovery code instead of the app (each code works once)',
    body: verifyRecoveryCodeInput,
    responses: { 200: signedIn },
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/passkey-options',
    access: 'public',
    tags,
    summary: "At sign-in, a challenge for one of your passkeys instead of the app's code",
    description:
      'After a right password on an account with two-factor authentication: answer it with POST /api/auth/two-factor/verify-passkey.',
    responses: { 200: passkeyChallengeResponse },
  }),
  verifyPasskey: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-passkey',
    access: 'public',
    tags,
    summary: 'Finish signing in with a passkey as the second step after the password',
    body: passkeyAnswerInput,
    responses: { 200: signedIn },
  }),
  generateBackupCodes: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/generate-backup-codes',
    access: 'account',
    tags,
    summary: 'Make ten new recovery codes (asks for the password; the old ones stop working)',
    body: twoFactorPasswordInput,
    responses: { 200: recoveryCodesResponse },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    access: 'account',
    tags,
    summary: 'Turn two-factor authentication off (asks for the password)',
    body: twoFactorPasswordInput,
    responses: { 200: z.object({ status: z.boolean() }) },
  }),
  workspace: endpoint({
    method: 'PUT',
    path: '/api/v1/workspace/two-factor',
    access: 'workspace.own',
    tags: ['team'],
    summary: 'Require two-factor authentication of every member, or stop requiring it',
    description:
      'Owner only, with a password confirmed in the last 10 minutes; to require it the owner must use it. While required, a member without it reaches only their account and their list of workspaces.',
    body: workspaceTwoFactorInput,
    responses: { 200: workspaceTwoFactorResponse },
  }),
};
