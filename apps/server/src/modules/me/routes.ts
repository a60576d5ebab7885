import { meEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { getMe, updateProfile, updateSettings } from './service.js';

export function meRoutes(app: FastifyInstance, opts: { db: Db }) {
  const e = meEndpoints;

  route(app, e.get, async (request) => {
    const { user, workspace } = requireUser(request);
    return getMe(opts.db, user, workspace);
  });

  route(app, e.session, async (request) => ({
    me: request.auth?.user ? await getMe(opts.db, request.auth.user, request.auth.workspace) : null,
  }));

  route(app, e.update, async (request) => {
    const { user, workspace } = requireUser(request);
    return updateProfile(opts.db, user, workspace, request.body);
  });

  route(app, e.updateSettings, async (request) => {
    const { user, workspace } = requireUser(request);
    return updateSettings(opts.db, user, workspace, request.body);
  });
}
