import { alertRulesSchema, monitorIdParams, type AlertRules } from '@tocsin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { alertRules, channels } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { monitorKeys } from '../monitors/measurements.js';
import { loadRules } from './planner.js';

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

/** A monitor's alert rules: which channels and events, reminders and escalation. */
export function alertRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = { auth: 'session' as const };
  const { db } = deps;

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
}
