import { statusResponse } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InstanceHealthService } from './service.js';

/** A status page refreshes twice a minute; this leaves room for many tabs behind one address. */
const statusLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The public status of this instance: no sign-in, rate-limited, answers shared for seconds. */
export function instanceHealthRoutes(
  app: FastifyInstance,
  deps: { status: InstanceHealthService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/status',
    {
      schema: {
        tags: ['status'],
        summary: "This instance's own health",
        description:
          'Measured live and shared for a few seconds: the API and its database, how late the scheduler starts checks, when the last check ran and the last alert was delivered, and the last 90 UTC days. Times only: nothing names a monitor or a workspace.',
        response: { 200: statusResponse },
      },
      config: { auth: 'public' as const, rateLimit: statusLimit },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return deps.status.read();
    },
  );
}
