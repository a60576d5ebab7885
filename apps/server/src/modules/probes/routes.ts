import { checkEndpoints, type Region } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/endpoint.js';
import { LIVE_MS } from './keys.js';

/** The regions monitors can be checked from, for the monitor form and the dashboard. */
export function regionRoutes(app: FastifyInstance, deps: { regions: (() => Region[]) | null }) {
  route(app, checkEndpoints.regions, () => ({
    enabled: deps.regions !== null,
    liveSeconds: LIVE_MS / 1000,
    regions: deps.regions?.() ?? [],
  }));
}
