import { groupEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { createGroup, deleteGroup, listGroups, renameGroup, type GroupDeps } from './groups.js';

/** Groups (folders) that file a workspace's monitors by service or team. */
export function groupRoutes(app: FastifyInstance, deps: GroupDeps) {
  const e = groupEndpoints;

  route(app, e.list, async (request) => listGroups(deps, requireAuth(request).workspace.id));

  route(app, e.create, async (request, reply) => {
    const group = await createGroup(deps, requireAuth(request).workspace.id, request.body);
    return reply.status(201).send(group);
  });

  route(app, e.rename, async (request) =>
    renameGroup(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    await deleteGroup(deps, requireAuth(request).workspace.id, request.params.id);
    return reply.status(204).send(null);
  });
}
