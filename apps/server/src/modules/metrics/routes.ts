import { Readable } from 'node:stream';
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
          "The Prometheus text format (0.0.4). With the instance's METRICS_TOKEN: every monitor, and this process's scheduler, queues, deliveries, memory and event loop. With an API key holding `metrics.read` (read monitors): that workspace's monitors only.",
      },
      config: caller('metrics.read'),
    },
    async (request, reply) => {
      const scope = request.instanceCaller
        ? ({ instance: true } as const)
        : ({ instance: false, workspaceId: requireAuth(request).workspace.id } as const);
      const feed = await deps.metrics.scrape(scope);
      // Chunk by chunk as they are written, so the event loop turns between writes.
      return reply
        .type(deps.metrics.contentType)
        .send(Readable.from(feed.read(), { objectMode: false }));
    },
  );
}
