import { statusPageEndpoints } from '@tocsin/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { route } from '../../plugins/endpoint.js';
import { acceptForms } from '../alerts/index.js';
import { renderTooMany } from './other-views.js';
import { bodyOf, type Body } from './render-cache.js';
import type { OwnStatusPage } from './own-site.js';
import type { Address, StatusSite, View } from './site.js';
import { contentSecurityPolicy } from './styles.js';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const slugParams = z.object({ slug: z.string().max(200) });
const historyQuery = z.object({ month: z.string().max(20).optional() });
const unlockBody = z.object({ password: z.string().max(1024).default('') });

/** Password attempts per visitor address. */
export const UNLOCK_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const tooMany = (() => {
  const doc = renderTooMany();
  return bodyOf(200, 'text/html; charset=utf-8', doc.html, contentSecurityPolicy(doc.style));
})();

/**
 * A browser asks again at every visit (a 304 when nothing changed), so a post or an outage shows
 * at the next load; a CDN in front may answer from its copy for 30 seconds.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30';

/** The encoding a client takes, best first: Brotli, gzip, or none. */
function encodingOf(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Sends a rendered answer with its validator: a CDN may keep a public page briefly, a protected
 * one is the visitor's own. A matching If-None-Match gets 304 without a body.
 */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  options: { private: boolean; indexable: boolean; status?: number },
) {
  const status = options.status ?? body.status;
  reply
    .header(
      'cache-control',
      options.private
        ? 'private, no-store'
        : status === 200
          ? PUBLIC_PAGE_CACHE
          : 'public, max-age=30',
    )
    .header('vary', options.private ? 'accept-encoding, cookie' : 'accept-encoding')
    .header('etag', body.etag);
  if (body.csp) reply.header('content-security-policy', body.csp);
  if (!options.indexable || status !== 200) reply.header('x-robots-tag', 'noindex, nofollow');
  const tags = request.headers['if-none-match'];
  if (status === 200 && tags && tags.split(',').some((t) => t.trim() === body.etag)) {
    return reply.status(304).send();
  }
  const encoding = encodingOf(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .type(body.type)
    .send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.text);
}

/**
 * The public status pages: `/s/<slug>` and its history and feeds, or the same at the page's own
 * domain (rewritten to these paths by `site.rewriteUrl`), and this instance's own at `/status`.
 * HTML made on the server, no script.
 */
export function statusSiteRoutes(
  app: FastifyInstance,
  deps: { site: StatusSite; own: OwnStatusPage },
) {
  const { site, own } = deps;
  const addressOf = (request: FastifyRequest, slug: string): Address => ({
    slug,
    domain:
      site.slugOfHost(request.headers.host) === slug
        ? request.headers.host!.replace(/:\d+$/, '').toLowerCase()
        : null,
  });

  app.register((scope, _options, done) => {
    acceptForms(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 429)
        return send(request, reply, tooMany, { private: true, indexable: false, status: 429 });
      // An address no page can have (a NUL byte, a parameter out of shape) names no page.
      if (error.validation || error instanceof AppError)
        return send(request, reply, site.notFound, {
          private: true,
          indexable: false,
          status: 404,
        });
      request.log.error({ err: error }, 'status page failed');
      return send(request, reply, site.notFound, { private: true, indexable: false, status: 500 });
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    // A public page under a spike of visitors writes no log line per visit; failures still do.
    const config = { auth: 'public' as const };
    const quiet = { logLevel: 'warn' as const };
    const view =
      (name: View) =>
      async (
        request: FastifyRequest<{ Params: { slug: string }; Querystring: { month?: string } }>,
        reply: FastifyReply,
      ) => {
        const { slug } = request.params;
        if (!SLUG.test(slug))
          return send(request, reply, site.notFound, { private: false, indexable: false });
        const answer = await site.answer(
          name,
          addressOf(request, slug),
          request.headers.cookie,
          request.query.month,
        );
        return send(request, reply, answer.body, {
          private: answer.protected,
          indexable: answer.indexable,
        });
      };
    const schema = { hide: true, params: slugParams };
    r.get('/s/:slug', { schema, config, ...quiet }, view('page'));
    r.get('/status', { schema: { hide: true }, config, ...quiet }, async (request, reply) =>
      send(request, reply, await own.answer(), { private: false, indexable: true }),
    );
    r.get(
      '/s/:slug/history',
      { schema: { ...schema, querystring: historyQuery }, config, ...quiet },
      view('history'),
    );
    r.get('/s/:slug/feed.rss', { schema, config, ...quiet }, view('rss'));
    r.get('/s/:slug/feed.atom', { schema, config, ...quiet }, view('atom'));
    // At a page's own domain this is the domain's robots.txt: crawlers may read the page only
    // when it is public and its settings allow indexing.
    r.get('/s/:slug/robots.txt', { schema, config, ...quiet }, async (request, reply) => {
      const { slug } = request.params;
      const answer = SLUG.test(slug)
        ? await site.answer('page', addressOf(request, slug), undefined)
        : null;
      const open = answer?.body.status === 200 && answer.indexable && !answer.protected;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(`User-agent: *\n${open ? 'Allow: /' : 'Disallow: /'}\n`);
    });
    r.post(
      '/s/:slug/unlock',
      {
        schema: { ...schema, body: unlockBody },
        // The form may sit on the page's own domain, which posts with that domain's Origin.
        config: { ...config, origin: 'same-host' as const, rateLimit: UNLOCK_RATE_LIMIT },
      },
      async (request, reply) => {
        const { slug } = request.params;
        const address = addressOf(request, slug);
        const result = SLUG.test(slug)
          ? await site.unlock(address, request.body.password)
          : { page: null };
        if (!result.page)
          return send(request, reply, site.notFound, { private: true, indexable: false });
        if ('tooMany' in result && result.tooMany) {
          reply.header('retry-after', String(result.waitSeconds));
          return send(request, reply, result.tooMany, {
            private: true,
            indexable: false,
            status: 429,
          });
        }
        if ('wrong' in result && result.wrong)
          return send(request, reply, result.wrong, { private: true, indexable: false });
        if ('cookie' in result && result.cookie) reply.header('set-cookie', result.cookie);
        // Back to the page with a GET, so a reload does not post the password again.
        return reply
          .header('cache-control', 'no-store')
          .redirect(address.domain ? '/' : `/s/${slug}`, 303);
      },
    );
    // Anything else under /s/ is a status page address that does not exist; never the web app.
    r.get('/s/*', { schema: { hide: true }, config, ...quiet }, (request, reply) =>
      send(request, reply, site.notFound, { private: false, indexable: false }),
    );
    done();
  });

  // What a reverse proxy with on-demand TLS (Caddy's `ask`) calls before it gets a certificate
  // for a host: only the verified domains of status pages answer yes.
  route(
    app,
    statusPageEndpoints.domainCheck,
    (request) => {
      if (!site.slugOfHost(request.query.domain))
        throw new NotFoundError('No status page is served at this domain');
      return {};
    },
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
}
