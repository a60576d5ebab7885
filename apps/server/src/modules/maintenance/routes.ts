import {
  maintenanceListResponse,
  maintenanceWindowInput,
  maintenanceWindowSchema,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { caller, requireAuth } from '../../plugins/session.js';
import { createWindow, deleteWindow, listWindows, replaceWindow } from './service.js';

const params = z.object({ id: z.string().min(1).max(64) });

/** Maintenance windows: checks go on, alerts wait (one-off, or weekly in a time zone). */
export function maintenanceRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];
  const { db } = deps;

  r.get(
    '/api/v1/maintenance-windows',
    {
      schema: {
        tags,
        summary: 'List maintenance windows',
        response: { 200: maintenanceListResponse },
      },
      config: caller('monitors.read'),
    },
    async (request) => listWindows(db, requireAuth(request).workspace.id),
  );

  r.post(
    '/api/v1/maintenance-windows',
    {
      schema: {
        tags,
        summary: 'Add a maintenance window',
        body: maintenanceWindowInput,
        response: { 201: maintenanceWindowSchema },
      },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      const window = await createWindow(db, requireAuth(request).workspace.id, request.body);
      return reply.status(201).send(window);
    },
  );

  r.put(
    '/api/v1/maintenance-windows/:id',
    {
      schema: {
        tags,
        params,
        summary: 'Replace a maintenance window',
        body: maintenanceWindowInput,
        response: { 200: maintenanceWindowSchema },
      },
      config: caller('monitors.write'),
    },
    async (request) =>
      replaceWindow(db, requireAuth(request).workspace.id, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/maintenance-windows/:id',
    {
      schema: { tags, params, summary: 'Delete a maintenance window', response: { 204: z.null() } },
      config: caller('monitors.write'),
    },
    async (request, reply) => {
      await deleteWindow(db, requireAuth(request).workspace.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
