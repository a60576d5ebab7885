import { channelIdParams, deliverySchema } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/session.js';
import { getDelivery } from './delivery-log.js';
import { sendTest, type TestAlertDeps } from './test-alert.js';

/** A test costs a provider call (an SMS, a phone call): a few a minute is plenty for a person. */
const testLimit = { max: 10, timeWindow: '1 minute' } as const;

/** Sending a test alert through a channel, and following any delivery attempt by attempt. */
export function deliveryRoutes(app: FastifyInstance, deps: TestAlertDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['channels'];
  const config = { auth: 'session' as const };
  const byId = { tags, params: channelIdParams };

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
