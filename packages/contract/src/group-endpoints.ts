import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { groupIdParams, groupInput, groupListResponse, groupSchema } from './groups.js';

const tags = ['groups'] as const;
const byId = { tags, params: groupIdParams } as const;

/** Groups (folders) that file a workspace's monitors by service or team. */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/monitor-groups',
    access: 'monitors.read',
    tags,
    summary: 'List groups, with their monitors counted by status',
    responses: { 200: groupListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/monitor-groups',
    access: 'monitors.write',
    tags,
    summary: 'Create a group',
    body: groupInput,
    responses: { 201: groupSchema },
  }),
  rename: endpoint({
    method: 'PATCH',
    path: '/api/v1/monitor-groups/:id',
    access: 'monitors.write',
    ...byId,
    summary: 'Rename a group',
    body: groupInput,
    responses: { 200: groupSchema },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/monitor-groups/:id',
    access: 'monitors.write',
    ...byId,
    summary: 'Delete a group; its monitors stay, in no group',
    responses: { 204: z.null() },
  }),
};
