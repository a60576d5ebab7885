import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { instanceOrigins } from '../lib/instance-origins.js';

/**
 * Who may send a state-changing request to a route:
 * - 'same-origin' (the default): only a page of this instance. A browser says where a request
 *   comes from in `Origin` (or, where it sends none, `Sec-Fetch-Site`); a request that says
 *   neither is refused too, since the session cookie would ride along on it.
 * - 'no-browser': routes whose credential is in the request itself (a signed link, a heartbeat's
 *   push URL, a provider's signature, an API key without a cookie): scripts and providers send no
 *   Origin and are let in, and so is a page of the host the request was sent to (a status page's
 *   link button at its own domain), but a page of another site is refused.
 * - 'same-host': as 'same-origin', and also a page of the host the request was sent to (a public
 *   status page's form at the page's own domain). Only for routes no session cookie acts on.
 */
export type OriginPolicy = 'same-origin' | 'no-browser' | 'same-host';

declare module 'fastify' {
  interface FastifyContextConfig {
    origin?: OriginPolicy;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * A script calling with an API key and no cookie: no browser adds that header by itself, so such
 * a request cannot be forged by another site; it is treated as 'no-browser'.
 */
const keyOnly = (request: FastifyRequest) =>
  /^Bearer\s/i.test(request.headers.authorization ?? '') && !request.headers.cookie;
class CrossOriginError extends AppError {
  constructor(message: string) {
    super('invalid-origin', message);
  }
}

/**
 * Refuses cross-site requests (CSRF): every POST, PUT, PATCH and DELETE is checked against the
 * route's policy before its body is read. SameSite=Lax cookies do not stop a page on another port
 * of the same host, which is the same site.
 */
export function sameOrigin(app: FastifyInstance, opts: { publicUrl: string }) {
  const origins = instanceOrigins(opts.publicUrl);
  const publicOrigin = new URL(opts.publicUrl).origin;
  const openHere = `open Tocsin at ${publicOrigin}, the address it is configured for (PUBLIC_URL)`;

  const refusal = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const policy =
      request.routeOptions.config.origin ?? (keyOnly(request) ? 'no-browser' : 'same-origin');
    // `Origin: null` comes from an opaque origin (a sandboxed frame, a file) and, under a
    // no-referrer policy, from a form of any page: Sec-Fetch-Site, which pages cannot set, tells.
    if (origin !== undefined && origin !== 'null') {
      if (origins.has(origin)) return null;
      // A status page's own form at its domain (a link's button posts from there too).
      if (
        (policy === 'same-host' || policy === 'no-browser') &&
        hostOf(origin) === request.headers.host?.toLowerCase()
      )
        return null;
      return `This request came from ${origin}, not from this Tocsin, so it was refused: ${openHere}.`;
    }
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return null;
      return `This request came from another site, so it was refused: ${openHere}.`;
    }
    if (origin === 'null')
      return `This request came from a page with no address of its own, so it was refused: ${openHere}.`;
    if (policy === 'no-browser') return null;
    return `This request does not say where it comes from, so it was refused: a browser sends an Origin header by itself; a script must send Origin: ${publicOrigin}.`;
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const message = SAFE_METHODS.has(request.method) ? null : refusal(request);
    done(message ? new CrossOriginError(message) : undefined);
  });
}
