import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { recordPing } from './service.js';

/** A cron job pings at most this often; more is a loop gone wrong, not a heartbeat. */
export const pushLimit = { max: 60, timeWindow: '1 minute' } as const;

/**
 * The push URL of heartbeat monitors: a job (cron, backup, queue worker) calls it when it ran.
 * GET and POST both work, so `curl -fsS URL` and webhooks from other tools can call it.
 */
export function heartbeatRoutes(app: FastifyInstance, deps: { db: Db; bus: EventBus }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: ['GET', 'POST'],
    url: '/api/push/:token',
    schema: {
      tags: ['heartbeats'],
      summary: 'Record a heartbeat ping',
      params: z.object({ token: z.string().min(16).max(64) }),
      response: { 200: z.object({ ok: z.literal(true), receivedAt: z.iso.datetime() }) },
    },
    config: {
      auth: 'public',
      // The token is the credential: cron jobs and other tools call it without an Origin.
      origin: 'no-browser',
      rateLimit: {
        ...pushLimit,
        keyGenerator: (request) => (request.params as { token?: string }).token ?? request.ip,
      },
    },
    handler: async (request) => recordPing(deps, request.params.token),
  });
}
