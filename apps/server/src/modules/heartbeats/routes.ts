import { heartbeatEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { routeMethods } from '../../plugins/endpoint.js';
import { recordPing } from './service.js';

/** A cron job pings at most this often; more is a loop gone wrong, not a heartbeat. */
export const pushLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The push URL of heartbeat monitors, by GET or POST: one route, one rate limit for both. */
export function heartbeatRoutes(app: FastifyInstance, deps: { db: Db; bus: EventBus }) {
  const { pingGet, pingPost } = heartbeatEndpoints;
  routeMethods(
    app,
    [pingGet, pingPost],
    async (request) => recordPing(deps, request.params.token),
    {
      config: {
        // The token is the credential: cron jobs and other tools call it without an Origin.
        origin: 'no-browser',
        rateLimit: {
          ...pushLimit,
          keyGenerator: (request) => (request.params as { token?: string }).token ?? request.ip,
        },
      },
    },
  );
}
