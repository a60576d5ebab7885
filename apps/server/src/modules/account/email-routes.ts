import {
  changeEmailInput,
  changeEmailResponse,
  confirmEmailChangeInput,
  confirmEmailChangeResponse,
  confirmEmailVerificationInput,
  confirmEmailVerificationResponse,
  emailVerificationStatus,
} from '@tocsin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { caller, requireUser } from '../../plugins/session.js';
import type { Auth } from '../auth/auth.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const sendLater = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((err: unknown) => app.log.error({ err, to: message.to }, 'mail failed'));
  };

  r.get(
    '/api/v1/me/email-verification',
    {
      schema: {
        tags,
        summary: 'Whether the email address is confirmed, and when the last link was mailed',
        response: { 200: emailVerificationStatus },
      },
      config: caller('account'),
    },
    async (request) => verificationStatus(db, requireUser(request).user),
  );

  r.post(
    '/api/v1/me/email-verification',
    {
      schema: {
        tags,
        summary: 'Mail a new link to confirm the email address (once a minute, 5 an hour)',
        response: { 200: emailVerificationStatus },
      },
      config: { ...caller('account'), rateLimit: accountEmailRateLimits.resend },
    },
    async (request) =>
      resendVerification({ db, auth, mailer, secret, publicUrl }, requireUser(request).user),
  );

  r.post(
    '/api/v1/email-verification/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the token of the link mailed at sign-up',
        body: confirmEmailVerificationInput,
        response: { 200: confirmEmailVerificationResponse },
      },
      config: { auth: 'public', rateLimit: accountEmailRateLimits.confirm },
    },
    async (request) => confirmVerification(db, auth, request.body.token),
  );

  r.post(
    '/api/v1/me/email',
    {
      schema: {
        tags,
        summary: 'Change the email address: mails a confirmation link to the new one',
        description:
          'Needs a session that signed in or confirmed its password in the last 10 minutes. The answer is the same whether or not another account uses the address.',
        body: changeEmailInput,
        response: { 202: changeEmailResponse },
      },
      config: { ...caller('account'), rateLimit: accountEmailRateLimits.change },
    },
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      const answer = await requestEmailChange(
        { db, mailer, publicUrl, sendLater },
        { user, sessionId },
        request.body.newEmail,
      );
      return reply.status(202).send(answer);
    },
  );

  r.post(
    '/api/v1/email-change/confirm',
    {
      schema: {
        tags,
        summary: 'Make an email change with the token of the link mailed to the new address',
        body: confirmEmailChangeInput,
        response: { 200: confirmEmailChangeResponse },
      },
      config: { auth: 'public', rateLimit: accountEmailRateLimits.confirm },
    },
    async (request) => confirmEmailChange({ db, mailer, publicUrl, sendLater }, request.body.token),
  );
}
