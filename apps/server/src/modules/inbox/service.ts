import type { listNotificationsQuery, Notification } from '@tocsin/contract';
import { and, count, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Exec } from '../../db/client.js';
import { mentions, withoutAddress } from '../../db/address-scrub.js';
import { notifications, workspaceMembers, type InboxEvent } from '../../db/schema.js';

/** Puts an entry in the inbox of every member of the workspace, inside the caller's transaction. */
export async function notifyInbox(
  tx: Exec,
  workspaceId: string,
  entry: {
    event: InboxEvent;
    title: string;
    body: string;
    incidentId?: string | null;
    monitorId?: string | null;
    at: Date;
  },
) {
  const list = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  if (list.length === 0) return;
  await tx.insert(notifications).values(
    list.map((m) => ({
      id: crypto.randomUUID(),
      userId: m.userId,
      workspaceId,
      event: entry.event,
      title: entry.title,
      body: entry.body,
      incidentId: entry.incidentId ?? null,
      monitorId: entry.monitorId ?? null,
      createdAt: entry.at,
    })),
  );
}

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

export async function unreadCount(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of the user's inbox, newest first; `next` is the cursor of the page after it. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: z.infer<typeof listNotificationsQuery>,
) {
  const { filter, before, limit } = query;
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
}

/** Marks the user's unread notifications read: all of them, or those `which` selects. */
async function markReadWhere(db: Db, userId: string, which?: SQL) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which));
}

/** Marks those of `ids` that are the user's read, and answers how many are still unread. */
export async function markRead(db: Db, userId: string, ids: string[]) {
  await markReadWhere(db, userId, inArray(notifications.id, ids));
  return { unread: await unreadCount(db, userId) };
}

/** Marks the user's notifications about an incident read: they have seen it. */
export async function markIncidentRead(db: Db, userId: string, incidentId: string) {
  await markReadWhere(db, userId, eq(notifications.incidentId, incidentId));
}

export async function markAllRead(db: Db, userId: string) {
  await markReadWhere(db, userId);
  return { unread: 0 };
}

/**
 * Takes a deleted account's email address out of everyone's inbox (an alert that could not be
 * mailed to it, say), naming the person by `name` instead.
 */
export async function forgetAddressInInbox(tx: Exec, email: string, name: string) {
  await tx
    .update(notifications)
    .set({
      title: withoutAddress(notifications.title, email, name),
      body: withoutAddress(notifications.body, email, name),
    })
    .where(or(mentions(notifications.title, email), mentions(notifications.body, email)));
}
