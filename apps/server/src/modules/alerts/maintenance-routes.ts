import {
  maintenanceListResponse,
  maintenanceWindowInput,
  maintenanceWindowSchema,
  type MaintenanceWindow,
  type MaintenanceWindowInput,
} from '@tocsin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { maintenanceWindows, monitors } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { windowActive } from './maintenance.js';

type Row = typeof maintenanceWindows.$inferSelect;

function toWindow(row: Row, now: Date): MaintenanceWindow {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    monitorIds: row.monitorIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    days: row.days,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    active: windowActive(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

async function toValues(db: Db, workspaceId: string, input: MaintenanceWindowInput) {
  const ids = [...new Set(input.monitorIds)];
  if (ids.length) {
    const found = await db
      .select({ id: monitors.id })
      .from(monitors)
      .where(and(eq(monitors.workspaceId, workspaceId), inArray(monitors.id, ids)));
    if (found.length !== ids.length)
      throw new ValidationError('A chosen monitor does not exist', [
        { path: 'monitorIds', message: 'A chosen monitor does not exist' },
      ]);
  }
  const base = { name: input.name, kind: input.kind, monitorIds: ids };
  return input.kind === 'once'
    ? {
        ...base,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        days: null,
        startTime: null,
        durationMinutes: null,
        timeZone: null,
      }
    : {
        ...base,
        startsAt: null,
        endsAt: null,
        days: [...new Set(input.days)].sort(),
        startTime: input.startTime,
        durationMinutes: input.durationMinutes,
        timeZone: input.timeZone,
      };
}

const params = z.object({ id: z.string().min(1).max(64) });

/** Maintenance windows: checks go on, alerts wait (one-off, or weekly in a time zone). */
export function maintenanceRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['maintenance'];
  const config = { auth: 'session' as const };
  const { db } = deps;
  const owned = (workspaceId: string, id: string) =>
    and(eq(maintenanceWindows.id, id), eq(maintenanceWindows.workspaceId, workspaceId));

  r.get(
    '/api/v1/maintenance-windows',
    {
      schema: {
        tags,
        summary: 'List maintenance windows',
        response: { 200: maintenanceListResponse },
      },
      config,
    },
    async (request) => {
      const rows = await db
        .select()
        .from(maintenanceWindows)
        .where(eq(maintenanceWindows.workspaceId, requireAuth(request).workspace.id))
        .orderBy(maintenanceWindows.createdAt);
      const now = new Date();
      return { items: rows.map((row) => toWindow(row, now)) };
    },
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
      config,
    },
    async (request, reply) => {
      const workspaceId = requireAuth(request).workspace.id;
      const [row] = await db
        .insert(maintenanceWindows)
        .values({
          id: crypto.randomUUID(),
          workspaceId,
          ...(await toValues(db, workspaceId, request.body)),
        })
        .returning();
      return reply.status(201).send(toWindow(row!, new Date()));
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
      config,
    },
    async (request) => {
      const workspaceId = requireAuth(request).workspace.id;
      const [row] = await db
        .update(maintenanceWindows)
        .set(await toValues(db, workspaceId, request.body))
        .where(owned(workspaceId, request.params.id))
        .returning();
      if (!row) throw new NotFoundError('Maintenance window not found');
      return toWindow(row, new Date());
    },
  );

  r.delete(
    '/api/v1/maintenance-windows/:id',
    {
      schema: { tags, params, summary: 'Delete a maintenance window', response: { 204: z.null() } },
      config,
    },
    async (request, reply) => {
      const workspaceId = requireAuth(request).workspace.id;
      const [row] = await db
        .delete(maintenanceWindows)
        .where(owned(workspaceId, request.params.id))
        .returning({ id: maintenanceWindows.id });
      if (!row) throw new NotFoundError('Maintenance window not found');
      return reply.status(204).send(null);
    },
  );
}
