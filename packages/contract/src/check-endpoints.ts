import { checkResultSchema, checkTypesResponse } from './checks.js';
import { endpoint } from './endpoint.js';
import { monitorInput } from './monitors.js';
import { regionsResponse } from './regions.js';

const tags = ['checks'] as const;

/** What this server can check, and from where; a check run once, now. */
export const checkEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/api/v1/checks/types',
    access: 'monitors.read',
    tags,
    summary: 'Which monitor types this server can run, and why not when it cannot',
    responses: { 200: checkTypesResponse },
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/v1/checks/run',
    access: 'monitors.write',
    tags,
    summary: 'Run one check now and return its result (nothing is stored)',
    body: monitorInput,
    responses: { 200: checkResultSchema },
  }),
  regions: endpoint({
    method: 'GET',
    path: '/api/v1/regions',
    access: 'monitors.read',
    tags,
    summary: 'The regions whose probes check monitors, and whether each is live',
    responses: { 200: regionsResponse },
  }),
};
