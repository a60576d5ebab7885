import { alertEndpoints, endpointUrl } from '@tocsin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, ForbiddenError } from '../../lib/errors.js';
import { statusOf } from '../../lib/error-handler.js';
import type { EventBus } from '../../lib/event-bus.js';
import { escapeHtml } from '../../lib/html.js';
import { route } from '../../plugins/endpoint.js';
import { twimlAcknowledged, verifyTwilioSignature } from '../channels/index.js';
import type { Alerting } from './alerting.js';
import { acknowledgeIncident } from '../incidents/index.js';

/** The small page an acknowledge link opens: a button, so mail scanners fetching links ack nothing. */
function ackPage(title: string, body: string, form?: string) {
  const button = form
    ? `<form method="post" action="${form}"><button type="submit">Acknowledge the incident</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Tocsin</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#111827;background:#f9fafb}main{max-width:28rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;text-align:center}button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:8px;background:#dc2626;color:#fff;cursor:pointer}a{color:#2563eb}</style></head>
<body><main><h1>${title}</h1><p>${body}</p>${button}</main></body></html>`;
}

const HTML = 'text/html; charset=utf-8';

const linkNotValid = (reply: FastifyReply) =>
  reply
    .status(404)
    .send(
      ackPage(
        'Link not valid',
        'This acknowledge link is not valid. Open the incident in Tocsin instead.',
      ),
    );

/** A person opened these pages in a browser: whatever goes wrong is told as a page, not JSON. */
function ackErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof AppError ? statusOf[error.code] : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, 'acknowledge page failed');
  const why =
    status === 429
      ? 'Too many attempts from here. Wait a minute and press the button again.'
      : status >= 500
        ? 'Something went wrong on our side. Try again, or open the incident in Tocsin.'
        : escapeHtml(error.message);
  return reply
    .status(status >= 500 ? 500 : status)
    .type(HTML)
    .send(ackPage('Not acknowledged', why));
}

/** Registers `scope`'s parser for HTML form posts and Twilio's callbacks (both are forms). */
export function acceptForms(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

export interface LinkRouteDeps {
  db: Db;
  bus: EventBus;
  alerting: Alerting;
}

/**
 * The links alerts carry: the acknowledge link of emails, SMS and chat messages (a page with a
 * button that posts a form), and the key press of an alert call (Twilio's signed callback). The
 * signed token in the URL is the credential, so these take requests without an Origin.
 */
export function linkRoutes(app: FastifyInstance, deps: LinkRouteDeps) {
  const { db, bus, alerting } = deps;

  const e = alertEndpoints;
  /** Outside the API's document: a person or a provider reaches these from an alert. */
  const hidden = { schema: { hide: true } };

  app.register((scope, _options, done) => {
    acceptForms(scope);
    scope.setErrorHandler(ackErrorPage);
    // GET only shows a button: link scanners and previews fetch URLs, and must not acknowledge
    // anything by doing so.
    route(
      scope,
      e.ackPage,
      async (request, reply) => {
        reply.type(HTML);
        if (!alerting.ack.verify(request.params.token)) return linkNotValid(reply);
        return ackPage(
          'Acknowledge this incident?',
          'Reminders and escalation stop for everyone on the alert list.',
          escapeHtml(endpointUrl(e.acknowledge, { token: request.params.token })),
        );
      },
      hidden,
    );

    route(
      scope,
      e.acknowledge,
      async (request, reply) => {
        reply.type(HTML);
        const incidentId = alerting.ack.verify(request.params.token);
        if (!incidentId) return linkNotValid(reply);
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
      {
        ...hidden,
        config: { origin: 'no-browser' as const, rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
    );
    done();
  });

  app.register((scope, _options, done) => {
    acceptForms(scope);
    // Twilio calls this when the callee presses a key during an alert call.
    route(
      scope,
      e.voiceKey,
      async (request, reply) => {
        const twilio = alerting.send.providers.twilio;
        const url = alerting.send.callbackUrl(
          endpointUrl(e.voiceKey, { token: request.params.token }),
        );
        const signature = request.headers['x-twilio-signature'];
        const valid =
          !!twilio &&
          typeof signature === 'string' &&
          verifyTwilioSignature(twilio.authToken, url, request.body, signature);
        if (!valid) throw new ForbiddenError('Invalid signature');
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
      { ...hidden, config: { origin: 'no-browser' as const } },
    );
    done();
  });
}
