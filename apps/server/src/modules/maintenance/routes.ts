import { maintenanceEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import { createWindow, deleteWindow, listWindows, replaceWindow } from './service.js';

/** Maintenance windows: checks go on, alerts wait (one-off, or weekly in a time zone). */
export function maintenanceRoutes(app: FastifyInstance, deps: { db: Db }) {
  const e = maintenanceEndpoints;
  const { db } = deps;

  route(app, e.list, async (request) => listWindows(db, requireAuth(request).workspace.id));

  route(app, e.create, async (request, reply) => {
    const window = await createWindow(db, requireAuth(request).workspace.id, request.body);
    return reply.status(201).send(window);
  });

  route(app, e.replace, async (request) =>
    replaceWindow(db, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  route(app, e.delete, async (request, reply) => {
    await deleteWindow(db, requireAuth(request).workspace.id, request.params.id);
    return reply.status(204).send(null);
  });
}
