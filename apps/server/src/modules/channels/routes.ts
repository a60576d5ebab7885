import { channelEndpoints, type ChannelInput } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { describeKinds } from './registry.js';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  updateChannel,
  type ChannelDeps,
} from './service.js';

export function channelRoutes(app: FastifyInstance, deps: ChannelDeps) {
  const e = channelEndpoints;

  route(app, e.kinds, () => ({ items: describeKinds(deps.providers) }));

  route(app, e.list, async (request) => listChannels(deps, requireAuth(request).workspace.id));

  route(app, e.create, async (request, reply) => {
    const created = await createChannel(
      deps,
      requireAuth(request).workspace.id,
      request.body as ChannelInput,
    );
    return reply.status(201).send(created);
  });

  route(app, e.get, async (request) =>
    getChannel(deps, requireAuth(request).workspace.id, request.params.id),
  );

  route(app, e.update, async (request) =>
    updateChannel(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    await deleteChannel(deps, requireAuth(request).workspace.id, request.params.id);
    return reply.status(204).send(null);
  });
}
