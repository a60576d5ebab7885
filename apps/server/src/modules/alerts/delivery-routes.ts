import { alertEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, requireUser } from '../../plugins/session.js';
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
  const e = alertEndpoints;

  route(
    app,
    e.testChannel,
    async (request, reply) => {
      const workspaceId = requireAuth(request).workspace.id;
      const delivery = await sendTest(deps, workspaceId, request.params.id);
      return reply.status(202).send(delivery);
    },
    { config: { rateLimit: testLimit } },
  );

  route(app, e.delivery, async (request) =>
    getDelivery(deps.db, requireAuth(request).workspace.id, request.params.id),
  );

  route(app, e.personalTests, async (request) => {
    const { user, workspace } = requireUser(request);
    return personalTests(deps, workspace.id, user.id);
  });

  route(
    app,
    e.sendPersonalTest,
    async (request, reply) => {
      const { user, workspace } = requireUser(request);
      const sent = await sendPersonalTest(deps, workspace.id, user.id, request.body.path);
      return reply.status(202).send(sent);
    },
    { config: { rateLimit: testLimit } },
  );
}
