import { reauthenticateInput, reauthenticateResponse } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { caller, requireUser } from '../../plugins/session.js';
import { reauthenticate } from './fresh-auth.js';

/** Per client address: enough for a person who mistypes, too few to guess a password. */
export const reauthenticateRateLimit = { max: 10, timeWindow: '15 minutes' } as const;

export function accountRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.post(
    '/api/v1/me/reauthenticate',
    {
      schema: {
        tags,
        summary: 'Confirm the password, to make sensitive changes for the next 10 minutes',
        body: reauthenticateInput,
        response: { 200: reauthenticateResponse },
      },
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      return reauthenticate(opts.db, { userId: user.id, sessionId }, request.body.password);
    },
  );
}
