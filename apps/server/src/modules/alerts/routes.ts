import {
  alertRulesSchema,
  incidentDetailSchema,
  incidentPageResponse,
  incidentSummarySchema,
  listWorkspaceIncidentsQuery,
  monitorIdParams,
  type AlertRules,
} from '@tocsin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { alertRules, channels } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { requireAuth } from '../../plugins/session.js';
import { monitorKeys } from '../monitors/measurements.js';
import { acknowledgeIncident, getIncident, listWorkspaceIncidents } from './incidents.js';
import { loadRules } from './planner.js';

export interface AlertRouteDeps {
  db: Db;
  bus: EventBus;
}

const incidentParams = z.object({ id: z.string().min(1).max(64) });

async function saveRules(db: Db, workspaceId: string, monitorId: string, rules: AlertRules) {
  const wanted = [...new Set([...rules.channelIds, ...(rules.escalation?.channelIds ?? [])])];
  if (wanted.length) {
    const found = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.workspaceId, workspaceId), inArray(channels.id, wanted)));
    const known = new Set(found.map((c) => c.id));
    const missing = wanted.filter((id) => !known.has(id));
    if (missing.length)
      throw new ValidationError('A chosen channel does not exist (it may have been deleted)', [
        { path: 'channelIds', message: `Unknown channel ${missing[0]}` },
      ]);
  }
  await db
    .insert(alertRules)
    .values({ monitorId, rules })
    .onConflictDoUpdate({ target: alertRules.monitorId, set: { rules } });
  return rules;
}

export function alertRoutes(app: FastifyInstance, deps: AlertRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = { auth: 'session' as const };
  const { db, bus } = deps;

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
      const workspaceId = requireAuth(request).workspace.id;
      await monitorKeys(db, workspaceId, request.params.id);
      return loadRules(db, request.params.id);
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
      const workspaceId = requireAuth(request).workspace.id;
      await monitorKeys(db, workspaceId, request.params.id);
      return saveRules(db, workspaceId, request.params.id, request.body);
    },
  );

  r.get(
    '/api/v1/incidents',
    {
      schema: {
        tags: ['incidents'],
        summary: 'Incidents of every monitor, newest first',
        querystring: listWorkspaceIncidentsQuery,
        response: { 200: incidentPageResponse },
      },
      config: session,
    },
    async (request) => listWorkspaceIncidents(db, requireAuth(request).workspace.id, request.query),
  );

  r.get(
    '/api/v1/incidents/:id',
    {
      schema: {
        tags: ['incidents'],
        params: incidentParams,
        summary: 'An incident with its timeline and every delivery attempt',
        response: { 200: incidentDetailSchema },
      },
      config: session,
    },
    async (request) => getIncident(db, requireAuth(request).workspace.id, request.params.id),
  );

  r.post(
    '/api/v1/incidents/:id/acknowledge',
    {
      schema: {
        tags: ['incidents'],
        params: incidentParams,
        summary: 'Acknowledge an incident: reminders and escalation stop',
        response: { 200: incidentSummarySchema },
      },
      config: session,
    },
    async (request) => {
      const auth = requireAuth(request);
      const { incident } = await acknowledgeIncident(db, bus, {
        workspaceId: auth.workspace.id,
        incidentId: request.params.id,
        by: auth.user.name || auth.user.email,
        via: 'dashboard',
      });
      return incident;
    },
  );
}
