import { groupIdParams, groupInput, groupListResponse, groupSchema } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../plugins/session.js';
import { createGroup, deleteGroup, listGroups, renameGroup, type GroupDeps } from './groups.js';

/** Groups (folders) that file a workspace's monitors by service or team. */
export function groupRoutes(app: FastifyInstance, deps: GroupDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];

  r.get(
    '/api/v1/monitor-groups',
    {
      schema: {
        tags,
        summary: 'List groups, with their monitors counted by status',
        response: { 200: groupListResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) => listGroups(deps, requireAuth(request).workspace.id),
  );

  r.post(
    '/api/v1/monitor-groups',
    {
      schema: {
        tags,
        summary: 'Create a group',
        body: groupInput,
        response: { 201: groupSchema },
      },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      const group = await createGroup(deps, requireAuth(request).workspace.id, request.body);
      return reply.status(201).send(group);
    },
  );

  r.patch(
    '/api/v1/monitor-groups/:id',
    {
      schema: {
        tags,
        params: groupIdParams,
        summary: 'Rename a group',
        body: groupInput,
        response: { 200: groupSchema },
      },
      config: caller('monitors.write'),
    },
    async (request) =>
      renameGroup(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/monitor-groups/:id',
    {
      schema: {
        tags,
        params: groupIdParams,
        summary: 'Delete a group; its monitors stay, in no group',
        response: { 204: z.null() },
      },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      await deleteGroup(deps, requireAuth(request).workspace.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
