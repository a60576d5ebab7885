import {
  channelIdParams,
  channelInput,
  channelKindsResponse,
  channelListResponse,
  channelSchema,
  createdChannelResponse,
  deliverySchema,
  updateChannelInput,
  type ChannelInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session.js';
import type { Alerting } from '../alerts/alerting.js';
import { getDelivery, sendTest } from '../alerts/deliveries.js';
import { describeKinds } from './registry.js';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  updateChannel,
  type ChannelDeps,
} from './service.js';

/** A test costs a provider call (an SMS, a phone call): a few a minute is plenty for a person. */
const testLimit = { max: 10, timeWindow: '1 minute' } as const;

export function channelRoutes(app: FastifyInstance, deps: ChannelDeps & { alerting: Alerting }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['channels'];
  const config = { auth: 'session' as const };
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
    { schema: { tags, summary: 'List channels', response: { 200: channelListResponse } }, config },
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
      config,
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
    { schema: { ...byId, summary: 'Get a channel', response: { 200: channelSchema } }, config },
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
      config,
    },
    async (request) =>
      updateChannel(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/channels/:id',
    { schema: { ...byId, summary: 'Delete a channel', response: { 204: z.null() } }, config },
    async (request, reply) => {
      await deleteChannel(deps, requireAuth(request).workspace.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/channels/:id/test',
    {
      schema: {
        ...byId,
        summary: 'Send a test alert through a channel',
        description:
          'Queues the test and answers at once with the delivery; follow it at /api/v1/deliveries/:id or through delivery.updated events.',
        response: { 202: deliverySchema },
      },
      config: { ...config, rateLimit: testLimit },
    },
    async (request, reply) => {
      const workspaceId = requireAuth(request).workspace.id;
      const delivery = await sendTest(deps, workspaceId, request.params.id);
      return reply.status(202).send(delivery);
    },
  );

  r.get(
    '/api/v1/deliveries/:id',
    {
      schema: {
        tags,
        params: channelIdParams,
        summary: 'A delivery with its attempts',
        response: { 200: deliverySchema },
      },
      config,
    },
    async (request) => getDelivery(deps.db, requireAuth(request).workspace.id, request.params.id),
  );
}
