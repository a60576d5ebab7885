import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/api-path.js';

/**
 * API answers hold a user's data or the effect of a credential: unless a route says otherwise
 * (a public figure that may be cached), no cache, shared or private, keeps them (ASVS 8.2.1).
 */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
