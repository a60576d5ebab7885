import type { AccountSession } from '@tocsin/contract';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import type { EventBus } from '../../lib/event-bus.js';
import { NotFoundError } from '../../lib/errors.js';
import { describeUserAgent } from './user-agent.js';

/** The person signed in, and the session asking. */
export interface SessionOwner {
  userId: string;
  sessionId: string;
}

/** The person's sessions that have not expired, this one first, then the most recently used. */
export async function listSessions(db: Db, owner: SessionOwner): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, owner.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  const items = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress || null,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === owner.sessionId,
  }));
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/**
 * Signs out one of the person's own sessions: its next request is refused and its live stream
 * ends. Another person's session, or one already ended, is not found.
 */
export async function endSession(db: Db, bus: EventBus, owner: SessionOwner, id: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, owner.userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0)
    throw new NotFoundError('This session was not found: it may have ended already.');
  announceEnded(bus, owner.userId, [id]);
  return { ended: 1 };
}

/** Signs out every session of the person but the one asking. */
export async function endOtherSessions(db: Db, bus: EventBus, owner: SessionOwner) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, owner.userId), ne(sessions.id, owner.sessionId)))
    .returning({ id: sessions.id });
  announceEnded(
    bus,
    owner.userId,
    ended.map((s) => s.id),
  );
  return { ended: ended.length };
}

/** Ends the live streams of signed-out sessions (a session's next request is refused anyway). */
export function announceEnded(bus: EventBus, userId: string, sessionIds: string[]) {
  if (sessionIds.length > 0) bus.publish('sessions.ended', { userId, sessionIds });
}

/** The ids of the person's sessions, to count those a password change signs out. */
export async function sessionIdsOf(db: Db, userId: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}
