import { z } from 'zod';
import {
  billingResponse,
  checkoutInput,
  invoiceListResponse,
  redirectResponse,
} from './billing.js';
import { endpoint } from './endpoint.js';

const tags = ['billing'] as const;

/** The workspace's plan and Stripe: checkout, the portal, invoices, and Stripe's webhook. */
export const billingEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/v1/billing',
    access: 'billing.read',
    tags,
    summary: 'The plan in force, the trial, usage against each limit',
    responses: { 200: billingResponse },
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/v1/billing/checkout',
    access: 'billing.write',
    tags,
    summary: 'Start Stripe Checkout for a plan (the Customer Portal when already subscribed)',
    body: checkoutInput,
    responses: { 200: redirectResponse },
  }),
  portal: endpoint({
    method: 'POST',
    path: '/api/v1/billing/portal',
    access: 'billing.write',
    tags,
    summary: 'Open the Stripe Customer Portal: change plan or card, cancel',
    responses: { 200: redirectResponse },
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/v1/billing/invoices',
    access: 'billing.read',
    tags,
    summary: 'Invoices, newest first',
    responses: { 200: invoiceListResponse },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/v1/billing/refresh',
    access: 'billing.read',
    tags,
    summary: 'Read the subscription from Stripe again now',
    responses: { 200: billingResponse },
  }),
  /** Stripe signs the exact bytes it sent: the server reads the body raw, so none is declared. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    tags,
    summary: 'Stripe webhook events (signed with the endpoint secret)',
    responses: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
  }),
};
