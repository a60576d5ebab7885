import { pushKeyResponse, pushSubscriptionInput } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ResolveTarget } from '../../lib/network/types.js';
import { caller, requireUser } from '../../plugins/session.js';
import { subscribe, unsubscribe } from './service.js';

/** Browsers subscribe here to receive alerts by Web Push (VAPID). */
export function pushRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicKey: string; guard: ResolveTarget },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];

  r.get(
    '/api/v1/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key",
        response: { 200: pushKeyResponse },
      },
      config: caller('account'),
    },
    () => ({ publicKey: deps.publicKey }),
  );

  r.post(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: "Subscribe this browser to the user's alerts",
        body: pushSubscriptionInput,
        response: { 204: z.null() },
      },
      config: caller('account'),
    },
    async (request, reply) => {
      const userId = requireUser(request).user.id;
      await subscribe(deps, userId, request.body, request.headers['user-agent']);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/v1/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Unsubscribe a browser',
        body: z.object({ endpoint: z.string().max(2048) }),
        response: { 204: z.null() },
      },
      config: caller('account'),
    },
    async (request, reply) => {
      await unsubscribe(deps.db, requireUser(request).user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
