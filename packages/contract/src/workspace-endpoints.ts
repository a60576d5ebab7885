import { endpoint } from './endpoint.js';
import { meResponse } from './me.js';
import {
  deleteWorkspaceInput,
  memberListResponse,
  memberParams,
  memberRoleInput,
  memberSchema,
  switchWorkspaceInput,
  transferOwnershipInput,
  workspaceListItemSchema,
  workspaceListResponse,
  workspaceNameInput,
} from './teams.js';

const tags = ['team'] as const;

/**
 * The caller's workspaces, the one they act in, and its members. The routes that answer 204
 * declare no response, as the OpenAPI document has always shown them.
 */
export const workspaceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/workspaces',
    access: 'account',
    tags,
    summary: 'Every workspace the signed-in person belongs to',
    responses: { 200: workspaceListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/workspaces',
    access: 'account',
    tags,
    summary: 'Create a team workspace',
    description:
      'The creator is its owner and acts in it from now on. It starts on the free trial a new account gets.',
    body: workspaceNameInput,
    responses: { 201: workspaceListItemSchema },
  }),
  switch: endpoint({
    method: 'PUT',
    path: '/api/v1/me/workspace',
    access: 'account',
    tags,
    summary: 'Act in another of your workspaces',
    body: switchWorkspaceInput,
    responses: { 200: meResponse },
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/v1/workspace',
    access: 'workspace.write',
    tags,
    summary: 'Rename the workspace',
    body: workspaceNameInput,
    responses: { 200: workspaceListItemSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/workspace',
    access: 'workspace.own',
    tags,
    summary: 'Delete the workspace and everything in it',
    description:
      "Type the workspace's name in `confirmName`. A personal workspace goes only with its account; a workspace with a paid plan must cancel it first. Members then act in their personal workspace.",
    body: deleteWorkspaceInput,
    responses: {},
  }),
  leave: endpoint({
    method: 'POST',
    path: '/api/v1/workspace/leave',
    access: 'account',
    tags,
    summary: 'Leave the workspace',
    description:
      'You then act in your personal workspace. The only owner cannot leave, and nobody leaves their personal workspace.',
    responses: {},
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/v1/workspace/transfer',
    access: 'workspace.own',
    tags,
    summary: 'Hand ownership to another member',
    description: 'The member becomes owner; you become admin.',
    body: transferOwnershipInput,
    responses: {},
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/v1/members',
    access: 'workspace.read',
    tags,
    summary: 'The members of the workspace and its team seats',
    responses: { 200: memberListResponse },
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/v1/members/:userId',
    access: 'members.write',
    tags,
    summary: "Change a member's role",
    description:
      'An admin gives admin, member or viewer and cannot change an owner; the only owner stays owner.',
    params: memberParams,
    body: memberRoleInput,
    responses: { 200: memberSchema },
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/v1/members/:userId',
    access: 'members.write',
    tags,
    summary: 'Remove a member',
    description:
      'Their access ends at once. Admins cannot remove owners; removing yourself is leaving.',
    params: memberParams,
    responses: {},
  }),
};
