import { checkEndpoints, type MonitorInput } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { route } from '../../plugins/endpoint.js';
import { requireAuth } from '../../plugins/session.js';
import type { CheckTypes } from './availability.js';
import { isActiveCheck } from './registry.js';
import { runCheck } from './run-check.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/** Checks run on demand cost the target and Tocsin a request each: a few a minute per workspace. */
export const runNowLimit = { max: 30, timeWindow: '1 minute' } as const;

export function checkRoutes(
  app: FastifyInstance,
  deps: {
    resolve: ResolveTarget;
    assertTargetAllowed: (input: MonitorInput) => Promise<void>;
    checkTypes: CheckTypes;
  },
) {
  route(app, checkEndpoints.types, async () => ({ items: await deps.checkTypes.list() }));
  route(
    app,
    checkEndpoints.run,
    async (request) => {
      requireAuth(request);
      const config = request.body;
      if (!isActiveCheck(config)) {
        throw new ValidationError(
          'A heartbeat monitor waits for pings; there is nothing to run now',
          [{ path: 'type', message: 'Cannot be run on demand' }],
        );
      }
      // A refused type or target is a mistake in the form, shown under its field like on create.
      await deps.checkTypes.assertAvailable(config.type);
      await deps.assertTargetAllowed(config);
      return runCheck(config, { resolve: deps.resolve });
    },
    {
      config: {
        rateLimit: {
          ...runNowLimit,
          keyGenerator: (request) => request.auth?.workspace.id ?? request.ip,
        },
      },
    },
  );
}
