import { analyticsQuery, analyticsResponse } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, requireAuth } from '../../plugins/session.js';
import { workspaceAnalytics, type AnalyticsDeps } from './service.js';

export function analyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Uptime, downtime, incidents and response times of every monitor over a range',
        querystring: analyticsQuery,
        response: { 200: analyticsResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      workspaceAnalytics(deps, requireAuth(request).workspace.id, request.query.range),
  );
}
