import { Readable } from 'node:stream';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { caller, requireAuth } from '../../plugins/session.js';
import type { MetricsService } from './service.js';

/**
 * Prometheus scrapes `/metrics` with `Authorization: Bearer <token>`: the instance's
 * METRICS_TOKEN reads every monitor and the process's internals, a workspace's API key (or a
 * member's session) that workspace's monitors only.
 */
export function metricsRoutes(app: FastifyInstance, deps: { metrics: MetricsService }) {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['metrics'],
        summary: 'Prometheus metrics',
        description:
          "The Prometheus text format (0.0.4), gzipped when the request takes gzip (`Accept-Encoding`). With the instance's METRICS_TOKEN: every monitor, and this process's scheduler, queues, deliveries, memory and event loop. With an API key holding `metrics.read` (read monitors): that workspace's monitors only.",
      },
      config: caller('metrics.read'),
    },
    async (request, reply) => {
      const scope = request.instanceCaller
        ? ({ instance: true } as const)
        : ({ instance: false, workspaceId: requireAuth(request).workspace.id } as const);
      // Prometheus asks for gzip (`Accept-Encoding: gzip`); curl and most others do not.
      const gzip =
        negotiate((request.headers['accept-encoding'] ?? '').toLowerCase(), [
          'gzip',
          'identity',
        ]) === 'gzip';
      const feed = await deps.metrics.scrape(scope, { gzip });
      reply.type(deps.metrics.contentType).header('vary', 'accept-encoding');
      if (gzip) reply.header('content-encoding', 'gzip');
      // Chunk by chunk as they are written, so the event loop turns between writes.
      return reply.send(Readable.from(feed.read(), { objectMode: false }));
    },
  );
}
