import { apiKeyEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, requireUser } from '../../plugins/session.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

/** The workspace's API keys: made, listed and revoked by its admins, signed in (never a key). */
export function apiKeyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const e = apiKeyEndpoints;
  const { db } = deps;

  route(app, e.list, async (request) => listApiKeys(db, requireAuth(request).workspace.id));

  route(app, e.create, async (request, reply) => {
    const { user, workspace } = requireUser(request);
    const creator = { id: user.id, name: user.name || user.email, role: workspace.role };
    const created = await createApiKey(db, workspace.id, creator, request.body);
    return reply.status(201).send(created);
  });

  route(app, e.revoke, async (request, reply) => {
    await revokeApiKey(db, requireAuth(request).workspace.id, request.params.id);
    return reply.status(204).send(null);
  });
}
