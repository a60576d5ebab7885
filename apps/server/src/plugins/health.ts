import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';

const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const status = z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.string().optional(),
  });

  r.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: status } },
      config: { auth: 'public' },
    },
    () => ({ status: 'ok' as const }),
  );

  r.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: status, 503: status },
      },
      config: { auth: 'public' },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          opts.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('database ping timed out')),
              READY_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ok' as const, database: opts.database.kind };
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', database: opts.database.kind });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
