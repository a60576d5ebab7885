import {
  incidentStatusPagesResponse,
  statusPostChangeInput,
  statusPostFromIncidentInput,
  statusPostInput,
  statusPostListQuery,
  statusPostListResponse,
  statusPostSchema,
  statusPostUpdateInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../plugins/session.js';
import { createPostFromIncident, incidentStatusPages } from './post-incidents.js';
import { addUpdate, changePost, createPost, deletePost, getPost, listPosts } from './posts.js';
import type { StatusPageDeps } from './service.js';

const id = z.string().min(1).max(64);
const pageParams = z.object({ id });
const postParams = z.object({ id, postId: id });
const post = { 200: statusPostSchema };
const told = "The page shows it at once, and the page's subscribers are told of it.";

/** Incidents and maintenance written for the public on a status page, and their updates. */
export function statusPostRoutes(app: FastifyInstance, deps: StatusPageDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['status-pages'];
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  r.get(
    '/api/v1/status-pages/:id/posts',
    {
      schema: {
        tags,
        params: pageParams,
        querystring: statusPostListQuery,
        summary: "A status page's incidents and maintenance, newest first",
        description:
          '`state=open`: incidents not resolved and maintenance not completed; `state=closed`: the others.',
        response: { 200: statusPostListResponse },
      },
      config: caller('status-pages.read'),
    },
    async (request) => listPosts(deps, ws(request), request.params.id, request.query),
  );

  r.post(
    '/api/v1/status-pages/:id/posts',
    {
      schema: {
        tags,
        params: pageParams,
        summary: 'Post an incident or schedule a maintenance',
        description: `With its first update. Components must be on the page; \`incidentId\` names an automatic incident of the workspace. ${told}`,
        body: statusPostInput,
        response: { 201: statusPostSchema },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) =>
      reply.status(201).send(await createPost(deps, ws(request), request.params.id, request.body)),
  );

  r.post(
    '/api/v1/status-pages/:id/posts/from-incident',
    {
      schema: {
        tags,
        params: pageParams,
        summary: 'Post an incident written from an automatic one',
        description: `Named after the page's components that show the incident's monitor (their public names), major when the monitor is down, with a first "investigating" update. ${told}`,
        body: statusPostFromIncidentInput,
        response: { 201: statusPostSchema },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createPostFromIncident(
            deps,
            ws(request),
            request.params.id,
            request.body.incidentId,
          ),
        ),
  );

  r.get(
    '/api/v1/status-pages/:id/posts/:postId',
    {
      schema: { tags, params: postParams, summary: 'An incident or maintenance', response: post },
      config: caller('status-pages.read'),
    },
    async (request) => getPost(deps, ws(request), request.params.id, request.params.postId),
  );

  r.patch(
    '/api/v1/status-pages/:id/posts/:postId',
    {
      schema: {
        tags,
        params: postParams,
        summary: 'Correct the title, impact, components or window of a post',
        description: 'Subscribers are not told of a correction; an update tells them.',
        body: statusPostChangeInput,
        response: post,
      },
      config: caller('status-pages.write'),
    },
    async (request) =>
      changePost(deps, ws(request), request.params.id, request.params.postId, request.body),
  );

  r.delete(
    '/api/v1/status-pages/:id/posts/:postId',
    {
      schema: {
        tags,
        params: postParams,
        summary: 'Delete an incident or maintenance with its updates',
        response: { 204: z.null() },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) => {
      await deletePost(deps, ws(request), request.params.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/status-pages/:id/posts/:postId/updates',
    {
      schema: {
        tags,
        params: postParams,
        summary: 'Add an update to an incident or maintenance',
        description: `Its status is one of the post's kind. Resolved (an incident) or completed (a maintenance) closes the post; a later update of another status opens it again. ${told}`,
        body: statusPostUpdateInput,
        response: { 201: statusPostSchema },
      },
      config: caller('status-pages.write'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addUpdate(
            deps,
            ws(request),
            request.params.id,
            request.params.postId,
            request.body,
          ),
        ),
  );

  r.get(
    '/api/v1/incidents/:id/status-pages',
    {
      schema: {
        tags,
        params: pageParams,
        summary: "The status pages that show an incident's monitor",
        description: 'With the components showing it and the posts already written from it.',
        response: { 200: incidentStatusPagesResponse },
      },
      config: caller('status-pages.read'),
    },
    async (request) => incidentStatusPages(deps, ws(request), request.params.id),
  );
}
