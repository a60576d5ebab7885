import { accountEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { reauthenticate } from './fresh-auth.js';

/** Per client address: enough for a person who mistypes, too few to guess a password. */
export const reauthenticateRateLimit = { max: 10, timeWindow: '15 minutes' } as const;

export function accountRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(
    app,
    accountEndpoints.reauthenticate,
    async (request) => {
      const { user, sessionId } = requireUser(request);
      return reauthenticate(opts.db, { userId: user.id, sessionId }, request.body.password);
    },
    { config: { rateLimit: reauthenticateRateLimit } },
  );
}
