import { z } from 'zod';
import { pushKeyResponse, pushSubscriptionInput } from './alerts.js';
import { endpoint } from './endpoint.js';

const tags = ['push'] as const;

/** Browsers subscribe here to receive alerts by Web Push (VAPID). */
export const pushEndpoints = {
  key: endpoint({
    method: 'GET',
    path: '/api/v1/push/key',
    access: 'account',
    tags,
    summary: "The server's VAPID public key",
    responses: { 200: pushKeyResponse },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/v1/push/subscriptions',
    access: 'account',
    tags,
    summary: "Subscribe this browser to the user's alerts",
    body: pushSubscriptionInput,
    responses: { 204: z.null() },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/v1/push/subscriptions',
    access: 'account',
    tags,
    summary: 'Unsubscribe a browser',
    body: z.object({ endpoint: z.string().max(2048) }),
    responses: { 204: z.null() },
  }),
};
