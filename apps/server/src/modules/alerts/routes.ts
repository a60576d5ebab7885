import { alertRulesSchema, monitorIdParams } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { requireAuth } from '../../plugins/session.js';
import { getMonitorRules, saveMonitorRules } from './rules.js';

export function alertRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = { auth: 'session' as const };
  const { db } = deps;

  r.get(
    '/api/v1/monitors/:id/alerts',
    {
      schema: {
        tags: ['monitors'],
        params: monitorIdParams,
        summary: "A monitor's alert rules",
        response: { 200: alertRulesSchema },
      },
      config: session,
    },
    async (request) => {
      return getMonitorRules(db, requireAuth(request).workspace.id, request.params.id);
    },
  );

  r.put(
    '/api/v1/monitors/:id/alerts',
    {
      schema: {
        tags: ['monitors'],
        params: monitorIdParams,
        summary: "Set a monitor's alert rules",
        body: alertRulesSchema,
        response: { 200: alertRulesSchema },
      },
      config: session,
    },
    async (request) => {
      return saveMonitorRules(
        db,
        requireAuth(request).workspace.id,
        request.params.id,
        request.body,
      );
    },
  );
}
