import { workspaceEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, requireUser } from '../../plugins/session.js';
import { getMe } from '../me/index.js';
import type { PlanLookup } from '../plans/index.js';
import {
  callerPerson,
  changeRole,
  createWorkspace,
  deleteWorkspace,
  leaveWorkspace,
  listMembers,
  listWorkspaces,
  removeMember,
  renameWorkspace,
  switchWorkspace,
  transferOwnership,
} from './members.js';

export interface WorkspaceRouteDeps {
  db: Db;
  bus: EventBus;
  plan: PlanLookup;
}

/** The caller's workspaces, the one they act in, and its members. */
export function workspaceRoutes(app: FastifyInstance, deps: WorkspaceRouteDeps) {
  const e = workspaceEndpoints;

  route(app, e.list, async (request) => {
    const { user, workspace } = requireUser(request);
    return { items: await listWorkspaces(deps.db, user.id, workspace.id) };
  });

  route(app, e.create, async (request, reply) => {
    const auth = requireUser(request);
    const created = await createWorkspace(deps.db, callerPerson(auth.user), request.body.name);
    return reply.status(201).send(created);
  });

  route(app, e.switch, async (request) => {
    const { user } = requireUser(request);
    const workspace = await switchWorkspace(deps.db, user.id, request.body.workspaceId);
    return getMe(deps.db, user, workspace);
  });

  route(app, e.rename, async (request) => {
    const { workspace } = requireAuth(request);
    return renameWorkspace(deps.db, workspace, request.body.name);
  });

  route(app, e.delete, async (request, reply) => {
    const { workspace } = requireUser(request);
    await deleteWorkspace(deps.db, deps.bus, workspace.id, request.body.confirmName);
    return reply.status(204).send();
  });

  route(app, e.leave, async (request, reply) => {
    const { user, workspace } = requireUser(request);
    await leaveWorkspace(deps.db, deps.bus, user.id, workspace);
    return reply.status(204).send();
  });

  route(app, e.transfer, async (request, reply) => {
    const { user, workspace } = requireUser(request);
    await transferOwnership(deps.db, workspace, user.id, request.body.userId);
    return reply.status(204).send();
  });

  route(app, e.members, async (request) => {
    const { user, workspace } = requireAuth(request);
    return listMembers(deps.db, deps.plan, workspace.id, user?.id ?? null);
  });

  route(app, e.changeRole, async (request) => {
    const { user, workspace } = requireUser(request);
    return changeRole(deps.db, workspace, user.id, request.params.userId, request.body.role);
  });

  route(app, e.removeMember, async (request, reply) => {
    const { user, workspace } = requireUser(request);
    await removeMember(deps.db, deps.bus, workspace, user.id, request.params.userId);
    return reply.status(204).send();
  });
}
