import {
  alertRulesSchema,
  incidentDetailSchema,
  incidentPageResponse,
  incidentSummarySchema,
  listWorkspaceIncidentsQuery,
  monitorIdParams,
  type AlertRules,
} from '@tocsin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { alertRules, channels } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { requireAuth } from '../auth/session.js';
import { twimlAcknowledged, verifyTwilioSignature } from '../channels/kinds/voice.js';
import { monitorKeys } from '../monitors/history.js';
import type { Alerting } from './alerting.js';
import { acknowledgeIncident, getIncident, listWorkspaceIncidents } from './incidents.js';
import { loadRules } from './planner.js';
import { escapeHtml } from '../../lib/html.js';

export interface AlertRouteDeps {
  db: Db;
  bus: EventBus;
  publicUrl: string;
  alerting: Alerting;
}

const incidentParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

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

/** The small page an acknowledge link opens: a button, so mail scanners fetching links ack nothing. */
function ackPage(title: string, body: string, form?: string) {
  const button = form
    ? `<form method="post" action="${form}"><button type="submit">Acknowledge the incident</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Tocsin</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#111827;background:#f9fafb}main{max-width:28rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;text-align:center}button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:8px;background:#dc2626;color:#fff;cursor:pointer}a{color:#2563eb}</style></head>
<body><main><h1>${title}</h1><p>${body}</p>${button}</main></body></html>`;
}

export function alertRoutes(app: FastifyInstance, deps: AlertRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = { auth: 'session' as const };
  const { db, bus, alerting } = deps;

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

  r.get(
    '/api/v1/incidents',
    {
      schema: {
        tags: ['incidents'],
        summary: 'Incidents of every monitor, newest first',
        querystring: listWorkspaceIncidentsQuery,
        response: { 200: incidentPageResponse },
      },
      config: session,
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
      config: session,
    },
    async (request) => getIncident(db, requireAuth(request).workspace.id, request.params.id),
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
      config: session,
    },
    async (request) => {
      const auth = requireAuth(request);
      const { incident } = await acknowledgeIncident(db, bus, {
        workspaceId: auth.workspace.id,
        incidentId: request.params.id,
        by: auth.user.name || auth.user.email,
        via: 'dashboard',
      });
      return incident;
    },
  );

  // The signed link in emails, SMS and chat messages. GET only shows a button: link scanners
  // and previews fetch URLs, and must not acknowledge anything by doing so.
  r.get(
    '/api/ack/:token',
    { schema: { hide: true, params: tokenParams }, config: { auth: 'public' as const } },
    async (request, reply) => {
      const incidentId = alerting.ack.verify(request.params.token);
      reply.type('text/html; charset=utf-8');
      if (!incidentId)
        return reply
          .status(404)
          .send(
            ackPage(
              'Link not valid',
              'This acknowledge link is not valid. Open the incident in Tocsin instead.',
            ),
          );
      return ackPage(
        'Acknowledge this incident?',
        'Reminders and escalation stop for everyone on the alert list.',
        `/api/ack/${escapeHtml(request.params.token)}`,
      );
    },
  );

  r.post(
    '/api/ack/:token',
    {
      schema: { hide: true, params: tokenParams },
      config: { auth: 'public' as const, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const incidentId = alerting.ack.verify(request.params.token);
      reply.type('text/html; charset=utf-8');
      if (!incidentId)
        return reply
          .status(404)
          .send(ackPage('Link not valid', 'This acknowledge link is not valid.'));
      const { changed, incident } = await acknowledgeIncident(db, bus, {
        workspaceId: null,
        incidentId,
        by: 'someone with the alert link',
        via: 'link in an alert',
      });
      const view = `<a href="/dashboard/incidents/${escapeHtml(incident.id)}">Open the incident</a>`;
      if (changed)
        return ackPage(
          'Acknowledged',
          `${escapeHtml(incident.monitorName)}: reminders and escalation stopped. ${view}`,
        );
      const why =
        incident.status === 'resolved'
          ? 'This incident is already resolved.'
          : `It was acknowledged already by ${escapeHtml(incident.acknowledgedBy ?? 'someone')}.`;
      return ackPage('Nothing to do', `${why} ${view}`);
    },
  );

  // Twilio calls this when the callee presses a key during an alert call.
  app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/alerts/voice/:token',
      {
        schema: { hide: true, params: tokenParams, body: z.record(z.string(), z.string()) },
        config: { auth: 'public' as const },
      },
      async (request, reply) => {
        const twilio = alerting.send.providers.twilio;
        const url = alerting.send.callbackUrl(`/api/alerts/voice/${request.params.token}`);
        const signature = request.headers['x-twilio-signature'];
        const valid =
          !!twilio &&
          typeof signature === 'string' &&
          verifyTwilioSignature(twilio.authToken, url, request.body, signature);
        if (!valid)
          return reply.status(403).send({ code: 'forbidden', message: 'Invalid signature' });
        const incidentId = alerting.ack.verify(request.params.token);
        reply.type('text/xml');
        if (!incidentId || request.body['Digits'] !== '1') return twimlAcknowledged(false);
        await acknowledgeIncident(db, bus, {
          workspaceId: null,
          incidentId,
          by: `the call to ${request.body['To'] ?? request.body['Called'] ?? 'the on-call phone'}`,
          via: 'key press during the alert call',
        });
        return twimlAcknowledged(true);
      },
    );
    done();
  });
}
