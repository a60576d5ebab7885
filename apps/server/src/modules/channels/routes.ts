import {
  channelIdParams,
  channelInput,
  channelKindsResponse,
  channelListResponse,
  channelSchema,
  createdChannelResponse,
  updateChannelInput,
  type ChannelInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../plugins/session.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['channels'];
  const byId = { tags, params: channelIdParams };

  r.get(
    '/api/v1/channels/kinds',
    {
      schema: {
        tags,
        summary: 'The kinds of channel, and which this server can send through',
        response: { 200: channelKindsResponse },
      },
      config: { auth: 'public' as const },
    },
    () => ({ items: describeKinds(deps.providers) }),
  );

  r.get(
    '/api/v1/channels',
    {
      schema: { tags, summary: 'List channels', response: { 200: channelListResponse } },
      config: caller('channels.read'),
    },
    async (request) => listChannels(deps, requireAuth(request).workspace.id),
  );

  r.post(
    '/api/v1/channels',
    {
      schema: {
        tags,
        summary: 'Add a channel',
        description:
          'Secret fields (tokens, webhook URLs) are encrypted at rest and never returned. A webhook created without a signing secret gets one, returned in this response only.',
        body: channelInput,
        response: { 201: createdChannelResponse },
      },
      config: caller('channels.write'),
    },
    async (request, reply) => {
      const created = await createChannel(
        deps,
        requireAuth(request).workspace.id,
        request.body as ChannelInput,
      );
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/v1/channels/:id',
    {
      schema: { ...byId, summary: 'Get a channel', response: { 200: channelSchema } },
      config: caller('channels.read'),
    },
    async (request) => getChannel(deps, requireAuth(request).workspace.id, request.params.id),
  );

  r.patch(
    '/api/v1/channels/:id',
    {
      schema: {
        ...byId,
        summary: 'Change a channel',
        description: 'Secret fields left out or empty keep their stored values.',
        body: updateChannelInput,
        response: { 200: channelSchema },
      },
      config: caller('channels.write'),
    },
    async (request) =>
      updateChannel(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/channels/:id',
    {
      schema: { ...byId, summary: 'Delete a channel', response: { 204: z.null() } },
      config: caller('channels.write'),
    },
    async (request, reply) => {
      await deleteChannel(deps, requireAuth(request).workspace.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
