import {
  billingResponse,
  checkoutInput,
  invoiceListResponse,
  redirectResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth, requireUser } from '../../plugins/session.js';
import type { Billing } from './service.js';

export function billingRoutes(app: FastifyInstance, opts: { billing: Billing }) {
  const { billing } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  r.get(
    '/api/v1/billing',
    {
      schema: {
        tags,
        summary: 'The plan in force, the trial, usage against each limit',
        response: { 200: billingResponse },
      },
      config: caller('billing.read'),
    },
    async (request) => billing.summary(requireAuth(request).workspace.id),
  );

  r.post(
    '/api/v1/billing/checkout',
    {
      schema: {
        tags,
        summary: 'Start Stripe Checkout for a plan (the Customer Portal when already subscribed)',
        body: checkoutInput,
        response: { 200: redirectResponse },
      },
      config: caller('billing.write'),
    },
    async (request) => {
      const { user, workspace } = requireUser(request);
      return billing.checkout(workspace.id, user, request.body);
    },
  );

  r.post(
    '/api/v1/billing/portal',
    {
      schema: {
        tags,
        summary: 'Open the Stripe Customer Portal: change plan or card, cancel',
        response: { 200: redirectResponse },
      },
      config: caller('billing.write'),
    },
    async (request) => billing.portal(requireAuth(request).workspace.id),
  );

  r.get(
    '/api/v1/billing/invoices',
    {
      schema: { tags, summary: 'Invoices, newest first', response: { 200: invoiceListResponse } },
      config: caller('billing.read'),
    },
    async (request) => ({ invoices: await billing.invoices(requireAuth(request).workspace.id) }),
  );

  r.post(
    '/api/v1/billing/refresh',
    {
      schema: {
        tags,
        summary: 'Read the subscription from Stripe again now',
        response: { 200: billingResponse },
      },
      config: caller('billing.read'),
    },
    async (request) => billing.refresh(requireAuth(request).workspace.id),
  );

  // Stripe signs the exact bytes it sent, so this route keeps its body raw.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook events (signed with the endpoint secret)',
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
        // Stripe's signature is the credential; Stripe sends no Origin.
        config: { auth: 'public', origin: 'no-browser' },
      },
      async (request) =>
        billing.webhook(request.body as Buffer, request.headers['stripe-signature'] as string),
    );
    done();
  });
}
