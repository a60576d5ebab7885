import { incidentEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import {
  acknowledgeIncident,
  getIncident,
  listWorkspaceIncidents,
  type DeliveriesOf,
} from './service.js';

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
  const e = incidentEndpoints;
  const { db, bus, deliveriesOf, seen } = deps;

  route(app, e.list, async (request) =>
    listWorkspaceIncidents(db, requireAuth(request).workspace.id, request.query),
  );

  route(app, e.get, async (request) => {
    const auth = requireAuth(request);
    const incident = await getIncident(db, deliveriesOf, auth.workspace.id, request.params.id);
    if (auth.user) await seen(auth.user.id, incident.id);
    return incident;
  });

  route(app, e.acknowledge, async (request) => {
    const auth = requireAuth(request);
    const { incident } = await acknowledgeIncident(db, bus, {
      workspaceId: auth.workspace.id,
      incidentId: request.params.id,
      by: auth.actor.name,
      via: auth.key ? 'API key' : 'dashboard',
    });
    if (auth.user) await seen(auth.user.id, incident.id);
    return incident;
  });
}
