import {
  deleteWorkspaceInput,
  memberListResponse,
  memberParams,
  memberRoleInput,
  memberSchema,
  meResponse,
  switchWorkspaceInput,
  transferOwnershipInput,
  workspaceListItemSchema,
  workspaceListResponse,
  workspaceNameInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { caller, requireAuth, requireUser } from '../../plugins/session.js';
import { getMe } from '../me/service.js';
import type { PlanLookup } from '../plans/limits.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];

  r.get(
    '/api/v1/workspaces',
    {
      schema: {
        tags,
        summary: 'Every workspace the signed-in person belongs to',
        response: { 200: workspaceListResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return { items: await listWorkspaces(deps.db, user.id, workspace.id) };
    },
  );

  r.post(
    '/api/v1/workspaces',
    {
      schema: {
        tags,
        summary: 'Create a team workspace',
        description:
          'The creator is its owner and acts in it from now on. It starts on the free trial a new account gets.',
        body: workspaceNameInput,
        response: { 201: workspaceListItemSchema },
      },
      config: caller('account'),
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const created = await createWorkspace(deps.db, callerPerson(auth.user), request.body.name);
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/me/workspace',
    {
      schema: {
        tags,
        summary: 'Act in another of your workspaces',
        body: switchWorkspaceInput,
        response: { 200: meResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user } = requireUser(request);
      const workspace = await switchWorkspace(deps.db, user.id, request.body.workspaceId);
      return getMe(deps.db, user, workspace);
    },
  );

  r.patch(
    '/api/v1/workspace',
    {
      schema: {
        tags,
        summary: 'Rename the workspace',
        body: workspaceNameInput,
        response: { 200: workspaceListItemSchema },
      },
      config: caller('workspace.write'),
    },
    async (request) => {
      const { workspace } = requireAuth(request);
      return renameWorkspace(deps.db, workspace, request.body.name);
    },
  );

  r.delete(
    '/api/v1/workspace',
    {
      schema: {
        tags,
        summary: 'Delete the workspace and everything in it',
        description:
          "Type the workspace's name in `confirmName`. A personal workspace goes only with its account; a workspace with a paid plan must cancel it first. Members then act in their personal workspace.",
        body: deleteWorkspaceInput,
      },
      config: caller('workspace.own'),
    },
    async (request, reply) => {
      const { workspace } = requireUser(request);
      await deleteWorkspace(deps.db, deps.bus, workspace.id, request.body.confirmName);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/v1/workspace/leave',
    {
      schema: {
        tags,
        summary: 'Leave the workspace',
        description:
          'You then act in your personal workspace. The only owner cannot leave, and nobody leaves their personal workspace.',
      },
      config: caller('account'),
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      await leaveWorkspace(deps.db, deps.bus, user.id, workspace);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/v1/workspace/transfer',
    {
      schema: {
        tags,
        summary: 'Hand ownership to another member',
        description: 'The member becomes owner; you become admin.',
        body: transferOwnershipInput,
      },
      config: caller('workspace.own'),
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      await transferOwnership(deps.db, workspace, user.id, request.body.userId);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v1/members',
    {
      schema: {
        tags,
        summary: 'The members of the workspace and its team seats',
        response: { 200: memberListResponse },
      },
      config: caller('workspace.read'),
    },
    async (request) => {
      const { user, workspace } = requireAuth(request);
      return listMembers(deps.db, deps.plan, workspace.id, user?.id ?? null);
    },
  );

  r.patch(
    '/api/v1/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role",
        description:
          'An admin gives admin, member or viewer and cannot change an owner; the only owner stays owner.',
        params: memberParams,
        body: memberRoleInput,
        response: { 200: memberSchema },
      },
      config: caller('members.write'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return changeRole(deps.db, workspace, user.id, request.params.userId, request.body.role);
    },
  );

  r.delete(
    '/api/v1/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member',
        description:
          'Their access ends at once. Admins cannot remove owners; removing yourself is leaving.',
        params: memberParams,
      },
      config: caller('members.write'),
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      await removeMember(deps.db, deps.bus, workspace, user.id, request.params.userId);
      return reply.status(204).send();
    },
  );
}
