import { alertEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { addChannelToAllMonitors, setMonitorsChannels } from './monitor-channels.js';
import { getMonitorRules, saveMonitorRules } from './rules.js';

export function alertRoutes(app: FastifyInstance, deps: { db: Db }) {
  const e = alertEndpoints;
  const { db } = deps;

  route(app, e.rules, async (request) =>
    getMonitorRules(db, requireAuth(request).workspace.id, request.params.id),
  );

  route(app, e.saveRules, async (request) =>
    saveMonitorRules(db, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  route(app, e.bulkChannels, async (request) => ({
    affected: await setMonitorsChannels(db, requireAuth(request).workspace.id, request.body),
  }));

  route(app, e.addChannelToMonitors, async (request) => ({
    affected: await addChannelToAllMonitors(
      db,
      requireAuth(request).workspace.id,
      request.params.id,
    ),
  }));
}
