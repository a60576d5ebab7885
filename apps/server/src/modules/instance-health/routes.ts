import { siteEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import type { InstanceHealthService } from './service.js';

/** A status page refreshes twice a minute; this leaves room for many tabs behind one address. */
const statusLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The public status of this instance: no sign-in, rate-limited, answers shared for seconds. */
export function instanceHealthRoutes(
  app: FastifyInstance,
  deps: { status: InstanceHealthService },
) {
  route(
    app,
    siteEndpoints.status,
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return deps.status.read();
    },
    { config: { rateLimit: statusLimit } },
  );
}
