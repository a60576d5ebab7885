import { z } from 'zod';
import { forgotPasswordInput, resetPasswordInput, signInInput, signUpInput } from './auth.js';
import { endpoint } from './endpoint.js';
import { passkeyAnswerInput, passkeyChallengeResponse } from './passkeys.js';

const tags = ['auth'] as const;

/** Where Better Auth answers: every path of authEndpoints starts with it. */
export const AUTH_BASE_PATH = '/api/auth';
/** Better Auth's answer, which the callers do not rely on beyond its being an object. */
const okResponse = z.object({}).passthrough();

/**
 * Signing up, in and out, and resetting a password, under Better Auth's /api/auth. Tocsin
 * registers the first six itself, to check and limit them before Better Auth runs them; the
 * others Better Auth answers through the server's gateway to it, out of the OpenAPI document.
 */
export const authEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    tags,
    summary: 'Create an account and sign in',
    body: signUpInput,
    responses: { 200: okResponse },
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    tags,
    summary: 'Sign in with email and password',
    body: signInInput,
    responses: { 200: okResponse },
  }),
  passkeyOptions: endpoint({
    method: 'POST',
    path: '/api/auth/passkey/options',
    access: 'public',
    tags,
    summary: 'A challenge to sign in with a passkey',
    responses: { 200: passkeyChallengeResponse },
  }),
  signInWithPasskey: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/passkey',
    access: 'public',
    tags,
    summary: 'Sign in with a passkey: the answer to a challenge of /api/auth/passkey/options',
    body: passkeyAnswerInput,
    responses: { 200: okResponse },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    tags,
    summary: 'Mail a password-reset link (the answer never says whether the account exists)',
    body: forgotPasswordInput,
    responses: { 200: okResponse },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tags,
    summary: 'Set a new password with a reset token',
    body: resetPasswordInput,
    responses: { 200: okResponse },
  }),
  /** Better Auth's own: ends the session of the request's cookie (and clears the cookie). */
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    tags,
    summary: 'Sign out',
    body: z.object({}),
    responses: { 200: okResponse },
  }),
};
