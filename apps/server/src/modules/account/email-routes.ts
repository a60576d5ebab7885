import { accountEndpoints } from '@tocsin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import type { Auth } from '../auth/index.js';
import { confirmEmailChange, requestEmailChange } from './email-change.js';
import {
  confirmVerification,
  resendVerification,
  verificationStatus,
} from './email-verification.js';

/** Per person where there is one (their id), else per client address. */
const perPerson = (request: FastifyRequest) => request.auth?.user?.id ?? request.ip;

export const accountEmailRateLimits = {
  resend: { max: 10, timeWindow: '1 hour', keyGenerator: perPerson },
  change: { max: 10, timeWindow: '1 hour', keyGenerator: perPerson },
  /** Links are opened by people, a few times at most; guessing needs far more. */
  confirm: { max: 20, timeWindow: '15 minutes' },
} as const;

export function accountEmailRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: Auth; mailer: Mailer; secret: string; publicUrl: string },
) {
  const { db, auth, mailer, secret, publicUrl } = opts;
  const e = accountEndpoints;
  const sendLater = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((err: unknown) => app.log.error({ err, to: message.to }, 'mail failed'));
  };

  route(app, e.emailVerification, async (request) =>
    verificationStatus(db, requireUser(request).user),
  );

  route(
    app,
    e.resendVerification,
    async (request) =>
      resendVerification({ db, auth, mailer, secret, publicUrl }, requireUser(request).user),
    { config: { rateLimit: accountEmailRateLimits.resend } },
  );

  route(
    app,
    e.confirmVerification,
    async (request) => confirmVerification(db, auth, request.body.token),
    { config: { rateLimit: accountEmailRateLimits.confirm } },
  );

  route(
    app,
    e.changeEmail,
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      const answer = await requestEmailChange(
        { db, mailer, publicUrl, sendLater },
        { user, sessionId },
        request.body.newEmail,
      );
      return reply.status(202).send(answer);
    },
    { config: { rateLimit: accountEmailRateLimits.change } },
  );

  route(
    app,
    e.confirmEmailChange,
    async (request) => confirmEmailChange({ db, mailer, publicUrl, sendLater }, request.body.token),
    { config: { rateLimit: accountEmailRateLimits.confirm } },
  );
}
