import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { statusPosts } from '../../db/schema.js';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/event-bus.js';
import { announce } from './service.js';

/** The longest wait between two looks, so a clock that jumps is caught up with. */
const MAX_WAIT_MS = 60 * 60_000;
/** Looks a moment after an edge, so the page made then is on the edge's far side. */
const PAST_EDGE_MS = 20;

/**
 * Remakes a status page when one of its maintenance windows starts or ends: its components turn
 * "under maintenance" and back on time, with nobody calling the API. It sleeps until the next
 * start or end of every open maintenance of the instance, and looks again whenever a page
 * changes (a maintenance posted, moved or completed).
 */
export function watchMaintenanceEdges(options: {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  clock?: Clock;
}) {
  const { db, bus, log } = options;
  const clock = options.clock ?? systemClock;
  const now = () => new Date(clock.now());
  let last = now();
  let timer: Cancel | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function look() {
    const at = now();
    // Every maintenance not completed whose window ends after the last look.
    const open = await db
      .select({
        workspaceId: statusPosts.workspaceId,
        pageId: statusPosts.pageId,
        start: statusPosts.scheduledStart,
        end: statusPosts.scheduledEnd,
      })
      .from(statusPosts)
      .where(
        and(
          eq(statusPosts.kind, 'maintenance'),
          isNull(statusPosts.closedAt),
          gt(statusPosts.scheduledEnd, last),
        ),
      );
    const crossed = (edge: Date | null) => edge !== null && edge > last && edge <= at;
    const pages = new Map<string, string>();
    for (const p of open)
      if (crossed(p.start) || crossed(p.end)) pages.set(p.pageId, p.workspaceId);
    last = at;
    const next = open
      .flatMap((p) => [p.start, p.end])
      .filter((edge): edge is Date => edge !== null && edge > at)
      .reduce((a, b) => Math.min(a, b.getTime()), Infinity);
    if (!closed) {
      timer?.();
      const wait = Math.min(next - at.getTime() + PAST_EDGE_MS, MAX_WAIT_MS);
      timer = clock.after(Math.max(wait, 0), soon);
    }
    for (const [pageId, workspaceId] of pages) announce(bus, workspaceId, pageId);
  }

  function soon() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = look()
      .catch((err: unknown) =>
        log.warn({ err }, 'reading the maintenance windows of status pages failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          soon();
        }
      });
  }

  const unsubscribe = bus.subscribe('status-page.changed', soon);
  soon();

  return {
    /** Waits for the looks under way, and one asked for during them (tests, shutdown). */
    settled: async () => {
      while (running) await running;
    },
    close() {
      closed = true;
      unsubscribe();
      timer?.();
    },
  };
}
