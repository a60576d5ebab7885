import { statusPostEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { createPostFromIncident, incidentStatusPages } from './post-incidents.js';
import { addUpdate, changePost, createPost, deletePost, getPost, listPosts } from './posts.js';
import type { StatusPageDeps } from './service.js';

/** Incidents and maintenance written for the public on a status page, and their updates. */
export function statusPostRoutes(app: FastifyInstance, deps: StatusPageDeps) {
  const e = statusPostEndpoints;
  const ws = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).workspace.id;

  route(app, e.list, async (request) =>
    listPosts(deps, ws(request), request.params.id, request.query),
  );

  route(app, e.create, async (request, reply) =>
    reply.status(201).send(await createPost(deps, ws(request), request.params.id, request.body)),
  );

  route(app, e.fromIncident, async (request, reply) =>
    reply
      .status(201)
      .send(
        await createPostFromIncident(deps, ws(request), request.params.id, request.body.incidentId),
      ),
  );

  route(app, e.get, async (request) =>
    getPost(deps, ws(request), request.params.id, request.params.postId),
  );

  route(app, e.change, async (request) =>
    changePost(deps, ws(request), request.params.id, request.params.postId, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    await deletePost(deps, ws(request), request.params.id, request.params.postId);
    return reply.status(204).send(null);
  });

  route(app, e.addUpdate, async (request, reply) =>
    reply
      .status(201)
      .send(
        await addUpdate(deps, ws(request), request.params.id, request.params.postId, request.body),
      ),
  );

  route(app, e.incidentPages, async (request) =>
    incidentStatusPages(deps, ws(request), request.params.id),
  );
}
