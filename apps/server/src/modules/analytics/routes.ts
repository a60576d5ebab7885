import { analyticsEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { workspaceAnalytics, type AnalyticsDeps } from './service.js';

export function analyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps) {
  route(app, analyticsEndpoints.get, async (request) =>
    workspaceAnalytics(deps, requireAuth(request).workspace.id, request.query.range),
  );
}
