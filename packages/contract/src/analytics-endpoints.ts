import { analyticsQuery, analyticsResponse } from './analytics.js';
import { endpoint } from './endpoint.js';

/** The workspace's figures over a range, every monitor at once. */
export const analyticsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/v1/analytics',
    access: 'monitors.read',
    tags: ['analytics'],
    summary: 'Uptime, downtime, incidents and response times of every monitor over a range',
    query: analyticsQuery,
    responses: { 200: analyticsResponse },
  }),
};
