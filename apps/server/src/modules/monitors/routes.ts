import {
  bulkMonitorInput,
  createMonitorInput,
  bulkMonitorResponse,
  incidentListResponse,
  latencyQuery,
  latencyResponse,
  listIncidentsQuery,
  listResultsQuery,
  resultListResponse,
  listMonitorsQuery,
  monitorIdParams,
  monitorListResponse,
  monitorSchema,
  updateMonitorInput,
  uptimeQuery,
  uptimeResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, callerHolds, requireAuth } from '../../plugins/session.js';
import { moveMonitors } from './groups.js';
import { getLatency, getUptime, listIncidents, listResults } from './measurements.js';
import {
  createMonitor,
  deleteMonitors,
  getMonitor,
  listMonitors,
  setPaused,
  updateMonitor,
  type MonitorDeps,
  type MonitorView,
} from './service.js';

/** What this caller is shown of a monitor: its push URL only if they may change it. */
const viewOf = (request: Parameters<typeof requireAuth>[0]): MonitorView => ({
  pushUrl: callerHolds(requireAuth(request), 'monitors.write'),
});

export function monitorRoutes(app: FastifyInstance, deps: MonitorDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitors'];
  const byId = { tags, params: monitorIdParams };

  r.get(
    '/api/v1/monitors',
    {
      schema: {
        tags,
        summary: 'List monitors',
        querystring: listMonitorsQuery,
        response: { 200: monitorListResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      listMonitors(deps, requireAuth(request).workspace.id, request.query, viewOf(request)),
  );

  r.post(
    '/api/v1/monitors',
    {
      schema: {
        tags,
        summary: 'Create a monitor',
        description:
          'Give `alerts` to set its alert rules; without them it starts with the default rules, alerting every channel marked as a workspace default.',
        body: createMonitorInput,
        response: { 201: monitorSchema },
      },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      const created = await createMonitor(deps, requireAuth(request).workspace.id, request.body);
      return reply.status(201).send(created);
    },
  );

  r.post(
    '/api/v1/monitors/bulk',
    {
      schema: {
        tags,
        summary: 'Pause, resume, delete or move to a group several monitors',
        body: bulkMonitorInput,
        response: { 200: bulkMonitorResponse },
      },
      config: caller('monitors.write'),
    },
    async (request) => {
      const workspaceId = requireAuth(request).workspace.id;
      const input = request.body;
      const affected =
        input.action === 'move'
          ? await moveMonitors(deps, workspaceId, input.ids, input.groupId)
          : input.action === 'delete'
            ? await deleteMonitors(deps, workspaceId, input.ids)
            : await setPaused(deps, workspaceId, input.ids, input.action === 'pause');
      return { affected };
    },
  );

  r.get(
    '/api/v1/monitors/:id',
    {
      schema: { ...byId, summary: 'Get a monitor', response: { 200: monitorSchema } },
      config: caller('monitors.read'),
    },
    async (request) =>
      getMonitor(deps, requireAuth(request).workspace.id, request.params.id, viewOf(request)),
  );

  r.patch(
    '/api/v1/monitors/:id',
    {
      schema: {
        ...byId,
        summary: 'Change a monitor',
        body: updateMonitorInput,
        response: { 200: monitorSchema },
      },
      config: caller('monitors.write'),
    },
    async (request) =>
      updateMonitor(deps, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/monitors/:id',
    {
      schema: { ...byId, summary: 'Delete a monitor', response: { 204: z.null() } },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      const workspaceId = requireAuth(request).workspace.id;
      await getMonitor(deps, workspaceId, request.params.id, viewOf(request));
      await deleteMonitors(deps, workspaceId, [request.params.id]);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/v1/monitors/:id/results',
    {
      schema: {
        ...byId,
        summary: 'Stored checks of a monitor, newest first',
        querystring: listResultsQuery,
        response: { 200: resultListResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      listResults(
        deps.db,
        deps.unsaved,
        requireAuth(request).workspace.id,
        request.params.id,
        request.query,
      ),
  );

  r.get(
    '/api/v1/monitors/:id/uptime',
    {
      schema: {
        ...byId,
        summary: 'Uptime of a monitor over 24 hours, 7, 30 or 90 days',
        querystring: uptimeQuery,
        response: { 200: uptimeResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      getUptime(
        deps.db,
        deps.unsaved,
        requireAuth(request).workspace.id,
        request.params.id,
        request.query,
      ),
  );

  r.get(
    '/api/v1/monitors/:id/latency',
    {
      schema: {
        ...byId,
        summary: 'Response-time percentiles of a monitor per time bucket and phase',
        querystring: latencyQuery,
        response: { 200: latencyResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      getLatency(
        deps.db,
        deps.unsaved,
        requireAuth(request).workspace.id,
        request.params.id,
        request.query,
      ),
  );

  r.get(
    '/api/v1/monitors/:id/incidents',
    {
      schema: {
        ...byId,
        summary: 'Incidents of a monitor, open ones first',
        querystring: listIncidentsQuery,
        response: { 200: incidentListResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) =>
      listIncidents(
        deps.db,
        requireAuth(request).workspace.id,
        request.params.id,
        request.query.limit,
      ),
  );

  for (const action of ['pause', 'resume'] as const) {
    r.post(
      `/api/v1/monitors/:id/${action}`,
      {
        schema: {
          ...byId,
          summary: `${action === 'pause' ? 'Pause' : 'Resume'} a monitor`,
          response: { 200: monitorSchema },
        },
        config: caller('monitors.write'),
      },
      async (request) => {
        const workspaceId = requireAuth(request).workspace.id;
        await getMonitor(deps, workspaceId, request.params.id, viewOf(request));
        await setPaused(deps, workspaceId, [request.params.id], action === 'pause');
        return getMonitor(deps, workspaceId, request.params.id, viewOf(request));
      },
    );
  }
}
