import {
  forgotPasswordInput,
  passkeyAnswerInput,
  passkeyChallengeResponse,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundBody } from '../../lib/error-handler.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { e164OrRefuse } from '../../lib/phone.js';
import type { Auth } from './auth.js';
import { forwardToAuth } from './bridge.js';
import { PASSKEYS_NEED_A_DOMAIN, proofOptions, relyingParty } from './passkeys.js';
import { refuseCommonPassword as refuseCommon } from './passwords.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/** Per client IP. Generous enough for an office behind one NAT, tight enough to stop guessing. */
export const authRateLimits = {
  signIn: { max: 20, timeWindow: '10 minutes' },
  signUp: { max: 10, timeWindow: '1 hour' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  other: { max: 120, timeWindow: '1 minute' },
} as const;

const okResponse = z.object({}).passthrough();

// Better Auth endpoints reachable through the catch-all; everything else it offers stays closed
// until Tocsin uses it deliberately.
const passThrough = new Set(['GET /get-session', 'POST /sign-out']);

export function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Db; publicUrl: string; throttle: SignInThrottle },
) {
  const { auth, db, publicUrl, throttle } = opts;
  const rp = relyingParty(publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/auth/sign-up/email',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: signUpInput,
        response: { 200: okResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.signUp },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      refuseCommon(password, 'password');
      const phone = e164OrRefuse(request.body.phone, 'phone');
      const name = `${firstName} ${lastName}`;
      return forwardToAuth(auth, publicUrl, request, reply, {
        name,
        email,
        password,
        firstName,
        lastName,
        phone,
      });
    },
  );

  r.post(
    '/api/auth/sign-in/email',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInInput,
        response: { 200: okResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.signIn },
    },
    async (request, reply) => {
      await throttle.attempt(request.body.email);
      // The failures are forgotten before the answer leaves, or a typo right after it would
      // still count them.
      return forwardToAuth(auth, publicUrl, request, reply, request.body, () =>
        throttle.succeeded(request.body.email),
      );
    },
  );

  r.post(
    '/api/auth/passkey/options',
    {
      schema: {
        tags,
        summary: 'A challenge to sign in with a passkey',
        response: { 200: passkeyChallengeResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.signIn },
    },
    async () => {
      if (!rp) throw new AppError('operation-not-allowed', PASSKEYS_NEED_A_DOMAIN);
      return proofOptions(db, rp);
    },
  );

  r.post(
    '/api/auth/sign-in/passkey',
    {
      schema: {
        tags,
        summary: 'Sign in with a passkey: the answer to a challenge of /api/auth/passkey/options',
        body: passkeyAnswerInput,
        response: { 200: okResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.signIn },
    },
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, request.body),
  );

  r.post(
    '/api/auth/request-password-reset',
    {
      schema: {
        tags,
        summary: 'Mail a password-reset link (the answer never says whether the account exists)',
        body: forgotPasswordInput,
        response: { 200: okResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.forgotPassword },
    },
    async (request, reply) =>
      forwardToAuth(auth, publicUrl, request, reply, { email: request.body.email }),
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordInput,
        response: { 200: okResponse },
      },
      config: { auth: 'public', rateLimit: authRateLimits.resetPassword },
    },
    async (request, reply) => {
      refuseCommon(request.body.newPassword, 'newPassword');
      return forwardToAuth(auth, publicUrl, request, reply, request.body);
    },
  );

  r.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { auth: 'public', rateLimit: authRateLimits.other },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!.slice('/api/auth'.length);
      if (!passThrough.has(`${request.method} ${path}`)) {
        return reply.status(404).send(notFoundBody(request.method, request.url.split('?')[0]!));
      }
      return forwardToAuth(auth, publicUrl, request, reply);
    },
  });
}
