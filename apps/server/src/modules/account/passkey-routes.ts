import { passkeyEndpoints } from '@tocsin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import {
  PASSKEYS_NEED_A_DOMAIN,
  proofOptions,
  relyingParty,
  verifyPasskeyAnswer,
} from '../auth/index.js';
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
  const e = passkeyEndpoints;
  const limited = { config: { rateLimit: reauthenticateRateLimit } };
  const rp = relyingParty(opts.publicUrl);
  const needRp = () => {
    if (!rp) throw new AppError('operation-not-allowed', PASSKEYS_NEED_A_DOMAIN);
    return rp;
  };

  route(app, e.list, async (request) => ({
    items: await listPasskeys(db, requireUser(request).user.id),
    unavailable: rp ? null : PASSKEYS_NEED_A_DOMAIN,
  }));

  route(
    app,
    e.registrationOptions,
    async (request) => {
      const { user, sessionId } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      return registrationOptions(db, needRp(), user);
    },
    limited,
  );

  route(
    app,
    e.register,
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      await assertFreshAuth(db, sessionId);
      const created = await registerPasskey(db, needRp(), user, request.body);
      notify(request, user.email, true, created.name);
      return reply.status(201).send(created);
    },
    limited,
  );

  route(app, e.rename, async (request) =>
    renamePasskey(db, requireUser(request).user.id, request.params.id, request.body.name),
  );

  route(app, e.remove, async (request) => {
    const { user, sessionId } = requireUser(request);
    await assertFreshAuth(db, sessionId);
    const removed = await removePasskey(db, user.id, request.params.id);
    notify(request, user.email, false, removed.name);
    return removed;
  });

  route(
    app,
    e.proofOptions,
    async (request) => proofOptions(db, needRp(), requireUser(request).user.id),
    limited,
  );

  route(
    app,
    e.prove,
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
    limited,
  );
}
