import {
  channelIdParams,
  deliverySchema,
  personalTestInput,
  personalTestSentResponse,
  personalTestsResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, requireAuth, requireUser } from '../../plugins/session.js';
import { getDelivery } from './delivery-log.js';
import { personalTests, sendPersonalTest } from './personal-tests.js';
import { sendTest, type TestAlertDeps } from './test-alert.js';

/** A test costs a provider call (an SMS, a phone call): a few a minute is plenty for a person. */
const testLimit = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Sending a test alert through a channel or to one's own contacts, and following any delivery
 * attempt by attempt.
 */
export function deliveryRoutes(app: FastifyInstance, deps: TestAlertDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['channels'];
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
      config: { ...caller('channels.write'), rateLimit: testLimit },
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
      config: caller('incidents.read'),
    },
    async (request) => getDelivery(deps.db, requireAuth(request).workspace.id, request.params.id),
  );

  r.get(
    '/api/v1/me/test-alerts',
    {
      schema: {
        tags: ['me'],
        summary: 'Where a test alert to your own contacts can go',
        description:
          'Your email, browser push and SMS: each with whether a test can be sent there now and, when it cannot, why and whether your settings or the administrator of this server can change that.',
        response: { 200: personalTestsResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return personalTests(deps, workspace.id, user.id);
    },
  );

  r.post(
    '/api/v1/me/test-alerts',
    {
      schema: {
        tags: ['me'],
        summary: 'Send a test alert to your own email, browser push or SMS',
        description:
          'Goes through the same outbox and dispatcher as real alerts; answers at once with one delivery per destination (push: one per subscribed browser). A path that cannot work now is refused with the reason.',
        body: personalTestInput,
        response: { 202: personalTestSentResponse },
      },
      config: { ...caller('account'), rateLimit: testLimit },
    },
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      const sent = await sendPersonalTest(deps, workspace.id, user.id, request.body.path);
      return reply.status(202).send(sent);
    },
  );
}
