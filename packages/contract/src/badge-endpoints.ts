import { z } from 'zod';
import { badgeResponse } from './badges.js';
import { endpoint } from './endpoint.js';
import { monitorIdParams } from './monitor-api.js';

/** The three endpoints of a monitor's or a status page's badge key, `what` in their text. */
const keyOf = <const What extends string>(what: What) =>
  ({
    params: monitorIdParams,
    read: {
      summary: `The ${what}'s badge key and addresses`,
      description: '`badge` is null until one is made.',
      responses: { 200: badgeResponse },
    },
    make: {
      summary: `Make the ${what}'s badge key`,
      description:
        'Answers the key it already has (200) or a new one (201): asking twice gives the same key.',
      responses: { 200: badgeResponse, 201: badgeResponse },
    },
    revoke: {
      summary: `Revoke the ${what}'s badge key`,
      description: 'Its badges and widget then answer "not found", as a key that never existed.',
      responses: { 204: z.null() },
    },
  }) as const;

const monitor = { ...keyOf('monitor'), tags: ['monitors'] } as const;
const statusPage = { ...keyOf('status page'), tags: ['badges'] } as const;

/** A monitor's or status page's badge key: read it, make it once, revoke it. */
export const badgeEndpoints = {
  monitorBadge: endpoint({
    method: 'GET',
    path: '/api/v1/monitors/:id/badge',
    access: 'monitors.read',
    tags: monitor.tags,
    params: monitor.params,
    ...monitor.read,
  }),
  makeMonitorBadge: endpoint({
    method: 'POST',
    path: '/api/v1/monitors/:id/badge',
    access: 'monitors.write',
    tags: monitor.tags,
    params: monitor.params,
    ...monitor.make,
  }),
  revokeMonitorBadge: endpoint({
    method: 'DELETE',
    path: '/api/v1/monitors/:id/badge',
    access: 'monitors.write',
    tags: monitor.tags,
    params: monitor.params,
    ...monitor.revoke,
  }),
  statusPageBadge: endpoint({
    method: 'GET',
    path: '/api/v1/status-pages/:id/badge',
    access: 'status-pages.read',
    tags: statusPage.tags,
    params: statusPage.params,
    ...statusPage.read,
  }),
  makeStatusPageBadge: endpoint({
    method: 'POST',
    path: '/api/v1/status-pages/:id/badge',
    access: 'status-pages.write',
    tags: statusPage.tags,
    params: statusPage.params,
    ...statusPage.make,
  }),
  revokeStatusPageBadge: endpoint({
    method: 'DELETE',
    path: '/api/v1/status-pages/:id/badge',
    access: 'status-pages.write',
    tags: statusPage.tags,
    params: statusPage.params,
    ...statusPage.revoke,
  }),
};
