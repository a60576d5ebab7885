import {
  checkResultSchema,
  checkTypesResponse,
  monitorInput,
  type MonitorInput,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/errors.js';
import { caller, requireAuth } from '../../plugins/session.js';
import type { CheckTypes } from './availability.js';
import { isActiveCheck, runCheck } from './run-check.js';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/checks/types',
    {
      schema: {
        tags: ['checks'],
        summary: 'Which monitor types this server can run, and why not when it cannot',
        response: { 200: checkTypesResponse },
      },
      config: caller('monitors.read'),
    },
    async () => ({ items: await deps.checkTypes.list() }),
  );
  r.post(
    '/api/v1/checks/run',
    {
      schema: {
        tags: ['checks'],
        summary: 'Run one check now and return its result (nothing is stored)',
        body: monitorInput,
        response: { 200: checkResultSchema },
      },
      config: {
        ...caller('monitors.write'),
        rateLimit: {
          ...runNowLimit,
          keyGenerator: (request) => request.auth?.workspace.id ?? request.ip,
        },
      },
    },
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
  );
}
