import { AUTH_BASE_PATH, authEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { notFoundBody } from '../../lib/error-handler.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { e164OrRefuse } from '../../lib/phone.js';
import { route } from '../../plugins/endpoint.js';
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

const { signOut } = authEndpoints;

// Better Auth endpoints reachable through the catch-all; everything else it offers stays closed
// until Tocsin uses it deliberately.
const passThrough = new Set([
  'GET /get-session',
  `${signOut.method} ${signOut.path.slice(AUTH_BASE_PATH.length)}`,
]);

export function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Db; publicUrl: string; throttle: SignInThrottle },
) {
  const { auth, db, publicUrl, throttle } = opts;
  const rp = relyingParty(publicUrl);
  const e = authEndpoints;

  route(
    app,
    e.signUp,
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
    { config: { rateLimit: authRateLimits.signUp } },
  );

  route(
    app,
    e.signIn,
    async (request, reply) => {
      await throttle.attempt(request.body.email);
      // The failures are forgotten before the answer leaves, or a typo right after it would
      // still count them.
      return forwardToAuth(auth, publicUrl, request, reply, request.body, () =>
        throttle.succeeded(request.body.email),
      );
    },
    { config: { rateLimit: authRateLimits.signIn } },
  );

  route(
    app,
    e.passkeyOptions,
    async () => {
      if (!rp) throw new AppError('operation-not-allowed', PASSKEYS_NEED_A_DOMAIN);
      return proofOptions(db, rp);
    },
    { config: { rateLimit: authRateLimits.signIn } },
  );

  route(
    app,
    e.signInWithPasskey,
    async (request, reply) => forwardToAuth(auth, publicUrl, request, reply, request.body),
    { config: { rateLimit: authRateLimits.signIn } },
  );

  route(
    app,
    e.requestPasswordReset,
    async (request, reply) =>
      forwardToAuth(auth, publicUrl, request, reply, { email: request.body.email }),
    { config: { rateLimit: authRateLimits.forgotPassword } },
  );

  route(
    app,
    e.resetPassword,
    async (request, reply) => {
      refuseCommon(request.body.newPassword, 'newPassword');
      return forwardToAuth(auth, publicUrl, request, reply, request.body);
    },
    { config: { rateLimit: authRateLimits.resetPassword } },
  );

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: { auth: 'public', rateLimit: authRateLimits.other },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!.slice(AUTH_BASE_PATH.length);
      if (!passThrough.has(`${request.method} ${path}`)) {
        return reply.status(404).send(notFoundBody(request.method, request.url.split('?')[0]!));
      }
      return forwardToAuth(auth, publicUrl, request, reply);
    },
  });
}
