import { z } from 'zod';
import {
  incidentDetailSchema,
  incidentPageResponse,
  incidentSummarySchema,
  listWorkspaceIncidentsQuery,
} from './alerts.js';
import { endpoint } from './endpoint.js';

const tags = ['incidents'] as const;
const byId = { tags, params: z.object({ id: z.string().min(1).max(64) }) } as const;

/** The incidents of every monitor, one with its timeline, and acknowledging one. */
export const incidentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/incidents',
    access: 'incidents.read',
    tags,
    summary: 'Incidents of every monitor, newest first',
    query: listWorkspaceIncidentsQuery,
    responses: { 200: incidentPageResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/incidents/:id',
    access: 'incidents.read',
    ...byId,
    summary: 'An incident with its timeline and every delivery attempt',
    responses: { 200: incidentDetailSchema },
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/api/v1/incidents/:id/acknowledge',
    access: 'incidents.write',
    ...byId,
    summary: 'Acknowledge an incident: reminders and escalation stop',
    responses: { 200: incidentSummarySchema },
  }),
};
