import {
  incidentDetailSchema,
  incidentPageResponse,
  incidentSummarySchema,
  listWorkspaceIncidentsQuery,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { caller, requireAuth } from '../../plugins/session.js';
import {
  acknowledgeIncident,
  getIncident,
  listWorkspaceIncidents,
  type DeliveriesOf,
} from './service.js';

const incidentParams = z.object({ id: z.string().min(1).max(64) });

/** The incidents pages: every monitor's incidents, one with its timeline, acknowledging. */
export function incidentRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    bus: EventBus;
    deliveriesOf: DeliveriesOf;
    /** The person has seen the incident (opened or acknowledged it): its notifications are read. */
    seen: (userId: string, incidentId: string) => Promise<unknown>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, bus, deliveriesOf, seen } = deps;

  r.get(
    '/api/v1/incidents',
    {
      schema: {
        tags: ['incidents'],
        summary: 'Incidents of every monitor, newest first',
        querystring: listWorkspaceIncidentsQuery,
        response: { 200: incidentPageResponse },
      },
      config: caller('incidents.read'),
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
      config: caller('incidents.read'),
    },
    async (request) => {
      const auth = requireAuth(request);
      const incident = await getIncident(db, deliveriesOf, auth.workspace.id, request.params.id);
      if (auth.user) await seen(auth.user.id, incident.id);
      return incident;
    },
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
      config: caller('incidents.write'),
    },
    async (request) => {
      const auth = requireAuth(request);
      const { incident } = await acknowledgeIncident(db, bus, {
        workspaceId: auth.workspace.id,
        incidentId: request.params.id,
        by: auth.actor.name,
        via: auth.key ? 'API key' : 'dashboard',
      });
      if (auth.user) await seen(auth.user.id, incident.id);
      return incident;
    },
  );
}
