import {
  passkeyAnswerInput,
  passkeyChallengeResponse,
  passkeyListResponse,
  passkeySchema,
  reauthenticateResponse,
  registerPasskeyInput,
  renamePasskeyInput,
} from '@tocsin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { caller, requireUser } from '../../plugins/session.js';
import {
  PASSKEYS_NEED_A_DOMAIN,
  proofOptions,
  relyingParty,
  verifyPasskeyAnswer,
} from '../auth/passkeys.js';
import { assertFreshAuth, markProven } from './fresh-auth.js';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from './passkeys.js';
import { reauthenticateRateLimit } from './routes.js';
import { changedBy, securityNoticeEmail } from './security-emails.js';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The person's passkeys: listed, added and removed from Settings; a way to confirm it is them. */
export function passkeyRoutes(
  app: FastifyInstance,
  opts: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const { db, mailer } = opts;
  /** Mails the person that a passkey was added or removed, from where; a failed send is logged. */
  const notify = (request: FastifyRequest, email: string, added: boolean, name: string) => {
    const message = securityNoticeEmail(email, {
      subject: added
        ? 'A passkey was added to your Tocsin account'
        : 'A passkey was removed from your Tocsin account',
      title: added ? 'A passkey was added' : 'A passkey was removed',
      lines: [
        added
          ? `The passkey "${name}" can now sign in to your Tocsin account without the password.`
          : `The passkey "${name}" no longer signs in to your Tocsin account.`,
      ],
      ...changedBy(request),
      actionUrl: `${opts.publicUrl}/dashboard/settings`,
      actionLabel: 'Review your passkeys',
    });
    mailer.send(message).catch((err: unknown) => request.log.error({ err }, 'mail failed'));
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const rp = relyingParty(opts.publicUrl);
  const needRp = () => {
    if (!rp) throw new AppError('operation-not-allowed', PASSKEYS_NEED_A_DOMAIN);
    return rp;
  };

  r.get(
    '/api/v1/me/passkeys',
    {
      schema: { tags, summary: "The caller's passkeys", response: { 200: passkeyListResponse } },
      config: caller('account'),
    },
    async (request) => ({
      items: await listPasskeys(db, requireUser(request).user.id),
      unavailable: rp ? null : PASSKEYS_NEED_A_DOMAIN,
    }),
  );

  r.post(
    '/api/v1/me/passkeys/options',
    {
      schema: {
        tags,
        summary: 'A challenge to create a passkey with (needs a recent sign-in)',
        response: { 200: passkeyChallengeResponse },
      },
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      return registrationOptions(db, needRp(), user);
    },
  );

  r.post(
    '/api/v1/me/passkeys',
    {
      schema: {
        tags,
        summary: 'Keep a new passkey (needs a recent sign-in)',
        body: registerPasskeyInput,
        response: { 201: passkeySchema },
      },
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      const created = await registerPasskey(db, needRp(), user, request.body);
      notify(request, user.email, true, created.name);
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/v1/me/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Rename a passkey',
        params: idParams,
        body: renamePasskeyInput,
        response: { 200: passkeySchema },
      },
      config: caller('account'),
    },
    async (request) =>
      renamePasskey(db, requireUser(request).user.id, request.params.id, request.body.name),
  );

  r.delete(
    '/api/v1/me/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Remove a passkey (needs a recent sign-in)',
        params: idParams,
        response: { 200: passkeySchema },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      const removed = await removePasskey(db, user.id, request.params.id);
      notify(request, user.email, false, removed.name);
      return removed;
    },
  );

  r.post(
    '/api/v1/me/reauthenticate/passkey/options',
    {
      schema: {
        tags,
        summary: "A challenge for one of the caller's passkeys, to confirm it is them",
        response: { 200: passkeyChallengeResponse },
      },
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
    async (request) => proofOptions(db, needRp(), requireUser(request).user.id),
  );

  r.post(
    '/api/v1/me/reauthenticate/passkey',
    {
      schema: {
        tags,
        summary: 'Confirm it is the caller with a passkey, for sensitive changes',
        body: passkeyAnswerInput,
        response: { 200: reauthenticateResponse },
      },
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      const owner = await verifyPasskeyAnswer(db, needRp(), request.body);
      if (owner !== user.id) {
        throw new ValidationError('This passkey could not be verified. Please try again.', [
          { path: 'response', message: 'The passkey did not answer the challenge' },
        ]);
      }
      return markProven(db, { userId: user.id, sessionId });
    },
  );
}
