import {
  changePasswordInput,
  changePasswordResponse,
  endSessionsResponse,
  sessionIdParams,
  sessionListResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../lib/event-bus.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, requireUser } from '../../plugins/session.js';
import { authHeaders } from '../auth/bridge.js';
import { changePassword, type ChangePasswordDeps } from './change-password.js';
import { reauthenticateRateLimit } from './routes.js';
import { endOtherSessions, endSession, listSessions } from './sessions.js';

/** Password and sessions: Settings → Security. */
export function securityRoutes(
  app: FastifyInstance,
  deps: Omit<ChangePasswordDeps, 'log'> & { bus: EventBus },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const { db, bus } = deps;

  r.post(
    '/api/v1/me/password',
    {
      schema: {
        tags,
        summary: 'Change the password (the current one is required); other sessions are signed out',
        body: changePasswordInput,
        response: { 200: changePasswordResponse },
      },
      // Per address here; per account in the service, as sign-in.
      config: { ...caller('account'), rateLimit: reauthenticateRateLimit },
    },
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
  );

  r.get(
    '/api/v1/me/sessions',
    {
      schema: {
        tags,
        summary: "The signed-in person's sessions: browser, address, sign-in and last use",
        response: { 200: sessionListResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      return { items: await listSessions(db, { userId: user.id, sessionId }) };
    },
  );

  r.delete(
    '/api/v1/me/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one of your sessions',
        params: sessionIdParams,
        response: { 200: endSessionsResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      return endSession(db, bus, { userId: user.id, sessionId }, request.params.id);
    },
  );

  r.post(
    '/api/v1/me/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out every session but this one',
        response: { 200: endSessionsResponse },
      },
      config: caller('account'),
    },
    async (request) => {
      const { user, sessionId } = requireUser(request);
      return endOtherSessions(db, bus, { userId: user.id, sessionId });
    },
  );
}
