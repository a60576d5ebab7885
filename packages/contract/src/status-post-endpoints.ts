import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  incidentStatusPagesResponse,
  statusPostChangeInput,
  statusPostFromIncidentInput,
  statusPostInput,
  statusPostListQuery,
  statusPostListResponse,
  statusPostSchema,
  statusPostUpdateInput,
} from './status-posts.js';

const id = z.string().min(1).max(64);
const tags = ['status-pages'] as const;
const ofPage = { tags, params: z.object({ id }) } as const;
const ofPost = { tags, params: z.object({ id, postId: id }) } as const;
const post = { 200: statusPostSchema } as const;
const told = "The page shows it at once, and the page's subscribers are told of it.";

/** Incidents and maintenance written for the public on a status page, and their updates. */
export const statusPostEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id/posts',
    access: 'status-pages.read',
    ...ofPage,
    query: statusPostListQuery,
    summary: "A status page's incidents and maintenance, newest first",
    description:
      '`state=open`: incidents not resolved and maintenance not completed; `state=closed`: the others.',
    responses: { 200: statusPostListResponse },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/posts',
    access: 'status-pages.write',
    ...ofPage,
    summary: 'Post an incident or schedule a maintenance',
    description: `With its first update. Components must be on the page; \`incidentId\` names an automatic incident of the workspace. ${told}`,
    body: statusPostInput,
    responses: { 201: statusPostSchema },
  }),
  fromIncident: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/posts/from-incident',
    access: 'status-pages.write',
    ...ofPage,
    summary: 'Post an incident written from an automatic one',
    description: `Named after the page's components that show the incident's monitor (their public names), major when the monitor is down, with a first "investigating" update. ${told}`,
    body: statusPostFromIncidentInput,
    responses: { 201: statusPostSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id/posts/:postId',
    access: 'status-pages.read',
    ...ofPost,
    summary: 'An incident or maintenance',
    responses: post,
  }),
  change: endpoint({
    method: 'PATCH',
    path: '/api/v1/status-pages/:id/posts/:postId',
    access: 'status-pages.write',
    ...ofPost,
    summary: 'Correct the title, impact, components or window of a post',
    description: 'Subscribers are not told of a correction; an update tells them.',
    body: statusPostChangeInput,
    responses: post,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/v1/status-pages/:id/posts/:postId',
    access: 'status-pages.write',
    ...ofPost,
    summary: 'Delete an incident or maintenance with its updates',
    responses: { 204: z.null() },
  }),
  addUpdate: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/posts/:postId/updates',
    access: 'status-pages.write',
    ...ofPost,
    summary: 'Add an update to an incident or maintenance',
    description: `Its status is one of the post's kind. Resolved (an incident) or completed (a maintenance) closes the post; a later update of another status opens it again. ${told}`,
    body: statusPostUpdateInput,
    responses: { 201: statusPostSchema },
  }),
  incidentPages: endpoint({
    method: 'GET',
    path: '/api/v1/incidents/:id/status-pages',
    access: 'status-pages.read',
    ...ofPage,
    summary: "The status pages that show an incident's monitor",
    description: 'With the components showing it and the posts already written from it.',
    responses: { 200: incidentStatusPagesResponse },
  }),
};
