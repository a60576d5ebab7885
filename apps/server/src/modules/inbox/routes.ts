import {
  listNotificationsQuery,
  markReadInput,
  notificationPageResponse,
  unreadCountResponse,
} from '@tocsin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { caller, requireUser } from '../../plugins/session.js';
import { listNotifications, markAllRead, markRead, unreadCount } from './service.js';

/** The signed-in user's inbox of alert events (their own rows: read state is per person). */
export function inboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const { db } = deps;

  r.get(
    '/api/v1/notifications',
    {
      schema: {
        tags,
        summary: 'The inbox, newest first',
        querystring: listNotificationsQuery,
        response: { 200: notificationPageResponse },
      },
      config: caller('account'),
    },
    async (request) => listNotifications(db, requireUser(request).user.id, request.query),
  );

  r.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many notifications are unread (the header bell)',
        response: { 200: unreadCountResponse },
      },
      config: caller('account'),
    },
    async (request) => ({ unread: await unreadCount(db, requireUser(request).user.id) }),
  );

  r.post(
    '/api/v1/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark notifications read',
        body: markReadInput,
        response: { 200: unreadCountResponse },
      },
      config: caller('account'),
    },
    async (request) => markRead(db, requireUser(request).user.id, request.body.ids),
  );

  r.post(
    '/api/v1/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: unreadCountResponse },
      },
      config: caller('account'),
    },
    async (request) => markAllRead(db, requireUser(request).user.id),
  );
}
