import { accountEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../lib/event-bus.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { authHeaders } from '../auth/index.js';
import { changePassword, type ChangePasswordDeps } from './change-password.js';
import { reauthenticateRateLimit } from './routes.js';
import { endOtherSessions, endSession, listSessions } from './sessions.js';

/** Password and sessions: Settings → Security. */
export function securityRoutes(
  app: FastifyInstance,
  deps: Omit<ChangePasswordDeps, 'log'> & { bus: EventBus },
) {
  const e = accountEndpoints;
  const { db, bus } = deps;

  route(
    app,
    e.changePassword,
    async (request, reply) => {
      const { user } = requireUser(request);
      const { endedSessions, setCookies } = await changePassword(
        { ...deps, log: request.log },
        { userId: user.id, email: user.email, headers: authHeaders(request), ip: request.ip },
        request.body,
      );
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return { endedSessions };
    },
    // Per address here; per account in the service, as sign-in.
    { config: { rateLimit: reauthenticateRateLimit } },
  );

  route(app, e.sessions, async (request) => {
    const { user, sessionId } = requireUser(request);
    return { items: await listSessions(db, { userId: user.id, sessionId }) };
  });

  route(app, e.endSession, async (request) => {
    const { user, sessionId } = requireUser(request);
    return endSession(db, bus, { userId: user.id, sessionId }, request.params.id);
  });

  route(app, e.endOtherSessions, async (request) => {
    const { user, sessionId } = requireUser(request);
    return endOtherSessions(db, bus, { userId: user.id, sessionId });
  });
}
