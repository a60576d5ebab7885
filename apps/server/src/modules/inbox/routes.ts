import { inboxEndpoints } from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/endpoint.js';
import { requireUser } from '../../plugins/session.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './service.js';

/** The signed-in user's inbox of alert events (their own rows: read state is per person). */
export function inboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  const e = inboxEndpoints;
  const { db } = deps;

  route(app, e.list, async (request) =>
    listNotifications(db, requireUser(request).user.id, request.query),
  );

  route(app, e.unreadCount, async (request) => ({
    unread: await unreadCount(db, requireUser(request).user.id),
  }));

  route(app, e.markRead, async (request) =>
    markRead(db, requireUser(request).user.id, request.body.ids),
  );

  route(app, e.markAllRead, async (request) => markAllRead(db, requireUser(request).user.id));
}
