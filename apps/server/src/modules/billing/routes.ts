import { billingEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth, requireUser } from '../../plugins/session.js';
import type { Billing } from './service.js';

export function billingRoutes(app: FastifyInstance, opts: { billing: Billing }) {
  const { billing } = opts;
  const e = billingEndpoints;

  route(app, e.summary, async (request) => billing.summary(requireAuth(request).workspace.id));

  route(app, e.checkout, async (request) => {
    const { user, workspace } = requireUser(request);
    return billing.checkout(workspace.id, user, request.body);
  });

  route(app, e.portal, async (request) => billing.portal(requireAuth(request).workspace.id));

  route(app, e.invoices, async (request) => ({
    invoices: await billing.invoices(requireAuth(request).workspace.id),
  }));

  route(app, e.refresh, async (request) => billing.refresh(requireAuth(request).workspace.id));

  // Stripe signs the exact bytes it sent, so this route keeps its body raw.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(
      scope,
      e.webhook,
      async (request) =>
        billing.webhook(request.body as Buffer, request.headers['stripe-signature'] as string),
      // Stripe's signature is the credential; Stripe sends no Origin.
      { config: { origin: 'no-browser' } },
    );
    done();
  });
}
