import fastifyEtag from '@fastify/etag';
import {
  badgePeriodQuery,
  badgeQuery,
  BADGE_LIMITS,
  type ErrorCode,
  type UptimeRange,
} from '@tocsin/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusOf as httpStatusOf } from '../../lib/error-handler.js';
import { AppError } from '../../lib/errors.js';
import {
  responseFigure,
  statusOf,
  targetOf,
  uptimeFigure,
  type BadgeFigureDeps,
  type BadgeTarget,
} from './figures.js';
import { badgeSvg, cleanLabel, errorFace, responseFace, statusFace, uptimeFace } from './svg.js';
import { WIDGET_CSP, widgetErrorHtml, widgetHtml, widgetScript } from './widget.js';

/** Badges sit in READMEs and dashboards that many people open: generous, but bounded. */
export const badgeLimit = { max: 600, timeWindow: '1 minute' } as const;

const keyParams = z.object({ key: z.string().max(100) });
const widgetQuery = z.object({
  label: z.string().trim().max(BADGE_LIMITS.labelMax).optional(),
});

/** Headers every answer of a scope shares: shared caches may keep it a minute, any site embed it. */
const shared = {
  'cache-control': 'public, max-age=60',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The error's code, as the API's error handler would name it, and its message. */
function codeOf(error: FastifyError): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      code: 'validation-failed',
      message: error.validation[0]?.message ?? 'Invalid request',
    };
  }
  const status = error.statusCode ?? 500;
  if (status === httpStatusOf['too-many-requests'])
    return { code: 'too-many-requests', message: 'too many requests' };
  if (status === httpStatusOf['not-found']) return { code: 'not-found', message: 'not found' };
  if (status >= 400 && status < 500) return { code: 'validation-failed', message: 'bad request' };
  return { code: 'internal', message: 'unavailable' };
}

/**
 * A scope of public answers in one format: each has an ETag (and a 304 for a matching
 * If-None-Match), the shared headers, and its refusals in that format rather than JSON.
 */
async function publicScope(
  app: FastifyInstance,
  headers: Record<string, string>,
  refusal: (status: number, message: string, reply: FastifyReply) => string,
  routes: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    await scope.register(fastifyEtag);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers({ ...shared, ...headers });
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const { code, message } = codeOf(error);
      if (code === 'internal') request.log.error({ err: error }, 'request failed');
      const status = httpStatusOf[code];
      // A refusal of the moment (too many requests, a failure) must not stay in a shared cache.
      if (code === 'too-many-requests' || code === 'internal')
        reply.header('cache-control', 'no-store');
      return reply
        .status(status)
        .type(headers['content-type']!)
        .send(refusal(status, message, reply));
    });
    routes(scope);
  });
}

const SVG = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * The public badges and widget of a key. They show the state, uptime and response time of the
 * key's monitor or page and nothing else: no name, address or id.
 */
export async function badgePublicRoutes(
  app: FastifyInstance,
  deps: BadgeFigureDeps & { publicUrl: string },
) {
  const tags = ['badges'];
  const config = { auth: 'public' as const, rateLimit: badgeLimit };
  const refusedSvg = (status: number, message: string) => badgeSvg(errorFace(status, message), {});

  await publicScope(app, SVG, refusedSvg, (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/badge/:key/status.svg',
      {
        schema: {
          tags,
          summary: 'A badge of the current state',
          description:
            'An SVG badge: up, down, degraded, paused, maintenance or pending; a page badge shows its worst component. An unknown or revoked key answers a "not found" badge (404).',
          params: keyParams,
          querystring: badgeQuery,
        },
        config,
      },
      async (request) => {
        const target = await targetOf(deps.db, request.params.key);
        return badgeSvg(statusFace(await statusOf(deps.db, target)), request.query);
      },
    );
    const figures = [
      {
        file: 'uptime.svg',
        summary: 'A badge of the uptime over a period',
        description:
          'The uptime percentage over the last 24h, 7d, 30d or 90d, rounded down to two decimals, as the monitor page shows it; a page badge averages its monitors.',
        face: async (target: BadgeTarget, period: UptimeRange) =>
          uptimeFace(await uptimeFigure(deps, target, period), period),
      },
      {
        file: 'response.svg',
        summary: 'A badge of the average response time over a period',
        description:
          'The mean response time of the checks over the last 24h, 7d, 30d or 90d, in milliseconds; a page badge pools its monitors’ checks.',
        face: async (target: BadgeTarget, period: UptimeRange) =>
          responseFace(await responseFigure(deps, target, period), period),
      },
    ];
    for (const { file, summary, description, face } of figures) {
      r.get(
        `/badge/:key/${file}`,
        {
          schema: { tags, summary, description, params: keyParams, querystring: badgePeriodQuery },
          config,
        },
        async (request) => {
          const target = await targetOf(deps.db, request.params.key);
          return badgeSvg(await face(target, request.query.period), request.query);
        },
      );
    }
  });

  const widgetRefusal = (status: number, message: string) =>
    widgetErrorHtml(status === httpStatusOf['not-found'] ? 'Not found' : message);
  await publicScope(
    app,
    { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': WIDGET_CSP },
    (status, message, reply) => {
      reply.removeHeader('x-frame-options');
      return widgetRefusal(status, message);
    },
    (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/widget/:key.js',
        {
          schema: {
            tags,
            summary: 'The script that embeds the status widget',
            description:
              'Include it with `<script src="…" async></script>`: it puts the widget in a frame right after its own tag.',
            params: keyParams,
          },
          config,
        },
        async (request, reply) => {
          await targetOf(deps.db, request.params.key);
          reply.header('content-type', 'text/javascript; charset=utf-8');
          reply.header('content-security-policy', "default-src 'none'");
          return widgetScript(`${deps.publicUrl}/widget/${request.params.key}`);
        },
      );
      r.get(
        '/widget/:key',
        {
          schema: {
            tags,
            summary: 'The status widget, a small page for an iframe',
            description:
              'The current state and the 24-hour uptime, with no script; any site may frame it.',
            params: keyParams,
            querystring: widgetQuery,
          },
          config,
        },
        async (request, reply) => {
          // Helmet's own answer to framing; the CSP's frame-ancestors lets every site frame it.
          reply.removeHeader('x-frame-options');
          const target = await targetOf(deps.db, request.params.key);
          const status = await statusOf(deps.db, target);
          const uptime = await uptimeFigure(deps, target, '24h');
          return widgetHtml(status, uptime, cleanLabel(request.query.label));
        },
      );
    },
  );
}
