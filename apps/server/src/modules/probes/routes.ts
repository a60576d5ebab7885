import { regionsResponse, type Region } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/session.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_MS } from './keys.js';

/** The regions monitors can be checked from, for the monitor form and the dashboard. */
export function regionRoutes(app: FastifyInstance, deps: { regions: (() => Region[]) | null }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/regions',
    {
      schema: {
        tags: ['checks'],
        summary: 'The regions whose probes check monitors, and whether each is live',
        response: { 200: regionsResponse },
      },
      config: caller('monitors.read'),
    },
    () => ({
      enabled: deps.regions !== null,
      liveSeconds: LIVE_MS / 1000,
      regions: deps.regions?.() ?? [],
    }),
  );
}
