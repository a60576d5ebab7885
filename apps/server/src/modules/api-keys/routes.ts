import {
  apiKeyInput,
  apiKeyListResponse,
  apiKeyParams,
  createdApiKeyResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { caller, requireAuth, requireUser } from '../../plugins/session.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

/** The workspace's API keys: made, listed and revoked by its admins, signed in (never a key). */
export function apiKeyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const { db } = deps;

  r.get(
    '/api/v1/api-keys',
    {
      schema: {
        tags,
        summary: 'List API keys',
        description:
          'The keys that are not revoked, newest first; an expired one has `expiresAt` in the past. The secret is never listed.',
        response: { 200: apiKeyListResponse },
      },
      config: caller('keys.manage'),
    },
    async (request) => listApiKeys(db, requireAuth(request).workspace.id),
  );

  r.post(
    '/api/v1/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key',
        description: 'The answer holds the whole key in `key`: the only time it is shown.',
        body: apiKeyInput,
        response: { 201: createdApiKeyResponse },
      },
      config: caller('keys.manage'),
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      const creator = { id: user.id, name: user.name || user.email, role: workspace.role };
      const created = await createApiKey(db, workspace.id, creator, request.body);
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/v1/api-keys/:id',
    {
      schema: {
        tags,
        params: apiKeyParams,
        summary: 'Revoke an API key',
        description: 'The next request made with the key is refused with 401.',
        response: { 204: z.null() },
      },
      config: caller('keys.manage'),
    },
    async (request, reply) => {
      await revokeApiKey(db, requireAuth(request).workspace.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
