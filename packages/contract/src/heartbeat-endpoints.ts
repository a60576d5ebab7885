import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * The push URL of heartbeat monitors: a job (cron, backup, queue worker) calls it when it ran.
 * GET and POST both work, so `curl -fsS URL` and webhooks from other tools can call it.
 */
const ping = {
  path: '/api/push/:token',
  access: 'public',
  tags: ['heartbeats'],
  summary: 'Record a heartbeat ping',
  params: z.object({ token: z.string().min(16).max(64) }),
  responses: { 200: z.object({ ok: z.literal(true), receivedAt: z.iso.datetime() }) },
} as const;

export const heartbeatEndpoints = {
  pingGet: endpoint({ ...ping, method: 'GET' }),
  pingPost: endpoint({ ...ping, method: 'POST' }),
};
