import {
  listNotificationsQuery,
  markReadInput,
  notificationPageResponse,
  unreadCountResponse,
  type Notification,
} from '@tocsin/contract';
import { and, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { requireAuth } from '../../plugins/session.js';

type Row = typeof notifications.$inferSelect;

const toNotification = (r: Row): Notification => ({
  id: r.id,
  event: r.event,
  title: r.title,
  body: r.body,
  incidentId: r.incidentId,
  monitorId: r.monitorId,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The signed-in user's inbox of alert events (their own rows: read state is per person). */
export function inboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const config = { auth: 'session' as const };
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
      config,
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const { filter, before, limit } = request.query;
      const where: SQL[] = [eq(notifications.userId, userId)];
      if (filter === 'unread') where.push(isNull(notifications.readAt));
      if (before) where.push(lt(notifications.createdAt, new Date(before)));
      const rows = await db
        .select()
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.createdAt))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toNotification),
        unread: await unreadCount(db, userId),
        next: rows.length > limit ? page.at(-1)!.createdAt.toISOString() : null,
      };
    },
  );

  r.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many notifications are unread (the header bell)',
        response: { 200: unreadCountResponse },
      },
      config,
    },
    async (request) => ({ unread: await unreadCount(db, requireAuth(request).user.id) }),
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
      config,
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.id, request.body.ids),
            isNull(notifications.readAt),
          ),
        );
      return { unread: await unreadCount(db, userId) };
    },
  );

  r.post(
    '/api/v1/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: unreadCountResponse },
      },
      config,
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return { unread: 0 };
    },
  );
}
