import { createBackgroundPass } from '../../lib/background-pass.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import {
  deliveries,
  statusNotices,
  statusPageComponents,
  statusPages,
  statusPostComponents,
  statusPostUpdates,
  statusPosts,
  statusSubscribers,
  type SubscriberMessage,
} from '../../db/schema.js';
import type { EventBus } from '../../lib/event-bus.js';
import { publicPageUrl, sweepUnconfirmed } from '../subscribers/index.js';
import { renderMarkdown } from './markdown.js';

type NoticeRow = typeof statusNotices.$inferSelect;
type SubscriberRow = typeof statusSubscribers.$inferSelect;

export interface FanOutDeps {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  publicUrl: string;
  clock?: Clock;
  /** Subscribers given a delivery per notice and pass. */
  batchSize?: number;
  /** How often open notices are looked for when nothing wakes the fan-out. */
  pollMs?: number;
}

const SWEEP_MS = 60 * 60_000;

/** The update as subscribers read it; null when the post or page is gone. */
async function messageOf(tx: Tx, notice: NoticeRow, publicUrl: string) {
  const [row] = await tx
    .select({ page: statusPages, post: statusPosts, update: statusPostUpdates })
    .from(statusPostUpdates)
    .innerJoin(statusPosts, eq(statusPosts.id, statusPostUpdates.postId))
    .innerJoin(statusPages, eq(statusPages.id, statusPosts.pageId))
    .where(eq(statusPostUpdates.id, notice.updateId));
  if (!row) return null;
  const components = await tx
    .select({ id: statusPageComponents.id, name: statusPageComponents.publicName })
    .from(statusPostComponents)
    .innerJoin(statusPageComponents, eq(statusPageComponents.id, statusPostComponents.componentId))
    .where(eq(statusPostComponents.postId, row.post.id))
    .orderBy(asc(statusPageComponents.position));
  const { page, post, update } = row;
  const message: SubscriberMessage = {
    event: 'status-post',
    noticeId: notice.id,
    page: { id: page.id, name: page.name, url: publicPageUrl(page, publicUrl) },
    post: {
      id: post.id,
      kind: post.kind,
      title: post.title,
      impact: post.impact,
      status: post.status,
      components: components.map((c) => c.name),
      scheduledStart: post.scheduledStart?.toISOString() ?? null,
      scheduledEnd: post.scheduledEnd?.toISOString() ?? null,
    },
    update: {
      id: update.id,
      status: update.status,
      body: update.body,
      html: renderMarkdown(update.body),
      at: update.createdAt.toISOString(),
    },
  };
  return { message, componentIds: components.map((c) => c.id) };
}

const targetOf = (s: SubscriberRow) =>
  s.kind === 'email'
    ? `Subscriber email to ${s.address}`
    : s.kind === 'webhook'
      ? `Subscriber webhook ${s.address}`
      : `Subscriber push (${new URL(s.address).host})`;

/**
 * Gives a page's subscribers their deliveries of each notice, through the alerts' outbox: a
 * batch per notice and pass, in subscriber id order, the cursor moved in the same transaction
 * (and each row's dedup key names notice and subscriber), so a crash neither loses nor doubles
 * one. Only confirmed subscribers of the whole page or of a component the post affects.
 */
export function createSubscriberFanOut(deps: FanOutDeps) {
  const { db, bus, log } = deps;
  const batchSize = deps.batchSize ?? 200;
  const pollMs = deps.pollMs ?? 5_000;
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());
  let lastSweep = 0;

  /** One batch of one open notice; returns how many deliveries were written. */
  async function step(noticeId: string): Promise<{ written: number; open: boolean }> {
    return db.transaction(async (tx) => {
      const [notice] = await tx
        .select()
        .from(statusNotices)
        .where(and(eq(statusNotices.id, noticeId), isNull(statusNotices.doneAt)))
        .for('update', { skipLocked: true });
      if (!notice) return { written: 0, open: false };
      const at = now();
      const built = await messageOf(tx, notice, deps.publicUrl);
      const batch = built
        ? await tx
            .select()
            .from(statusSubscribers)
            .where(
              and(
                eq(statusSubscribers.pageId, notice.pageId),
                isNotNull(statusSubscribers.confirmedAt),
                notice.cursor ? gt(statusSubscribers.id, notice.cursor) : undefined,
                built.componentIds.length
                  ? sql`(${statusSubscribers.componentIds} is null or ${statusSubscribers.componentIds} && array[${sql.join(
                      built.componentIds.map((id) => sql`${id}`),
                      sql`, `,
                    )}]::text[])`
                  : isNull(statusSubscribers.componentIds),
              ),
            )
            .orderBy(asc(statusSubscribers.id))
            .limit(batchSize)
        : [];
      if (batch.length) {
        await tx
          .insert(deliveries)
          .values(
            batch.map((s) => ({
              id: crypto.randomUUID(),
              workspaceId: notice.workspaceId,
              subscriberId: s.id,
              kind: s.kind,
              target: targetOf(s),
              event: 'status-post' as const,
              dedupKey: `notice:${notice.id}:${s.id}`,
              message: built!.message,
              nextAttemptAt: at,
              createdAt: at,
            })),
          )
          .onConflictDoNothing({ target: deliveries.dedupKey });
      }
      const done = batch.length < batchSize;
      await tx
        .update(statusNotices)
        .set({ cursor: batch.at(-1)?.id ?? notice.cursor, doneAt: done ? at : null })
        .where(eq(statusNotices.id, notice.id));
      return { written: batch.length, open: !done };
    });
  }

  /** Works through every open notice until none is left; returns the deliveries written. */
  async function runOnce() {
    let total = 0;
    for (;;) {
      const open = await db
        .select({ id: statusNotices.id, workspaceId: statusNotices.workspaceId })
        .from(statusNotices)
        .where(isNull(statusNotices.doneAt))
        .orderBy(asc(statusNotices.createdAt))
        .limit(20);
      if (open.length === 0) break;
      let progressed = false;
      for (const notice of open) {
        const { written, open: more } = await step(notice.id);
        total += written;
        if (written > 0) bus.publish('alerts.queued', { workspaceId: notice.workspaceId });
        progressed ||= written > 0 || !more;
      }
      if (!progressed) break;
    }
    const at = now().getTime();
    if (at - lastSweep >= SWEEP_MS) {
      lastSweep = at;
      await sweepUnconfirmed(db, new Date(at));
    }
    return total;
  }

  const pass = createBackgroundPass({
    run: runOnce,
    pollMs,
    onError: (err) => log.error({ err }, 'giving subscribers their updates failed'),
    // A post is published with the page's change event, after its notice is committed.
    wake: (kick) => bus.subscribe('status-page.changed', kick),
    clock,
  });
  return { runOnce, start: pass.start, stop: pass.stop };
}

export type SubscriberFanOut = ReturnType<typeof createSubscriberFanOut>;
