import { monitorEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { callerHolds, requireAuth } from '../../plugins/session.js';
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
  const e = monitorEndpoints;
  const workspaceOf = (request: Parameters<typeof requireAuth>[0]) =>
    requireAuth(request).workspace.id;

  route(app, e.list, async (request) =>
    listMonitors(deps, workspaceOf(request), request.query, viewOf(request)),
  );

  route(app, e.create, async (request, reply) => {
    const created = await createMonitor(deps, workspaceOf(request), request.body);
    return reply.status(201).send(created);
  });

  route(app, e.bulk, async (request) => {
    const workspaceId = workspaceOf(request);
    const input = request.body;
    const affected =
      input.action === 'move'
        ? await moveMonitors(deps, workspaceId, input.ids, input.groupId)
        : input.action === 'delete'
          ? await deleteMonitors(deps, workspaceId, input.ids)
          : await setPaused(deps, workspaceId, input.ids, input.action === 'pause');
    return { affected };
  });

  route(app, e.get, async (request) =>
    getMonitor(deps, workspaceOf(request), request.params.id, viewOf(request)),
  );

  route(app, e.update, async (request) =>
    updateMonitor(deps, workspaceOf(request), request.params.id, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    const workspaceId = workspaceOf(request);
    await getMonitor(deps, workspaceId, request.params.id, viewOf(request));
    await deleteMonitors(deps, workspaceId, [request.params.id]);
    return reply.status(204).send(null);
  });

  route(app, e.results, async (request) =>
    listResults(deps.db, deps.unsaved, workspaceOf(request), request.params.id, request.query),
  );

  route(app, e.uptime, async (request) =>
    getUptime(deps.db, deps.unsaved, workspaceOf(request), request.params.id, request.query),
  );

  route(app, e.latency, async (request) =>
    getLatency(deps.db, deps.unsaved, workspaceOf(request), request.params.id, request.query),
  );

  route(app, e.incidents, async (request) =>
    listIncidents(deps.db, workspaceOf(request), request.params.id, request.query.limit),
  );

  for (const action of ['pause', 'resume'] as const) {
    route(app, e[action], async (request) => {
      const workspaceId = workspaceOf(request);
      await getMonitor(deps, workspaceId, request.params.id, viewOf(request));
      await setPaused(deps, workspaceId, [request.params.id], action === 'pause');
      return getMonitor(deps, workspaceId, request.params.id, viewOf(request));
    });
  }
}
