import { pushEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ResolveTarget } from '../../lib/network/types.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { subscribe, unsubscribe } from './service.js';

/** Browsers subscribe here to receive alerts by Web Push (VAPID). */
export function pushRoutes(
  app: FastifyInstance,
  deps: { db: Db; publicKey: string; guard: ResolveTarget },
) {
  const e = pushEndpoints;

  route(app, e.key, () => ({ publicKey: deps.publicKey }));

  route(app, e.subscribe, async (request, reply) => {
    const userId = requireUser(request).user.id;
    await subscribe(deps, userId, request.body, request.headers['user-agent']);
    return reply.status(204).send(null);
  });

  route(app, e.unsubscribe, async (request, reply) => {
    await unsubscribe(deps.db, requireUser(request).user.id, request.body.endpoint);
    return reply.status(204).send(null);
  });
}
