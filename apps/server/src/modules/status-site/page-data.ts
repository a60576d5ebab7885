import type { ComponentStatus, MonitorDaySummary } from '@tocsin/contract';
import { asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  monitorState,
  monitors,
  statusPageComponents,
  statusPageSections,
  statusPages,
  statusPostComponents,
  statusPostUpdates,
  statusPosts,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { monitorsInMaintenance } from '../maintenance/index.js';
import {
  type UnsavedMinutes,
  daySummaries,
  readHistory,
  Totals,
  DAY_MS,
} from '../results/index.js';
import { componentState, overallState, type Overall } from './component-state.js';

export type PageRow = typeof statusPages.$inferSelect;
type PostRow = typeof statusPosts.$inferSelect;
type UpdateRow = typeof statusPostUpdates.$inferSelect;

export const BAR_DAYS = 90;

export interface DayBar {
  /** The UTC day's start. */
  start: number;
  uptimePercent: number | null;
  /** What else is known of the day, said after its uptime ("12 min down"). */
  notes?: string[];
  /** Titles of the public incidents that touched the component that day. */
  incidents: string[];
}

/** A component as the public sees it: its public name and nothing of its monitor's target. */
export interface ComponentView {
  id: string;
  name: string;
  description: string;
  state: ComponentStatus;
  /** One bar per day, oldest first; none for a component without a history. */
  days: DayBar[];
  uptimePercent: number | null;
  /** Median response time per hour over the last 24 h (ms), when the page shows it. */
  responseTimes: (number | null)[] | null;
}

export interface PostView extends PostRow {
  updates: UpdateRow[];
  components: string[];
  componentIds: string[];
}

export interface PageSnapshot {
  page: PageRow;
  top: ComponentView[];
  sections: { id: string; name: string; components: ComponentView[] }[];
  overall: Overall;
  /** Open incidents and maintenance in progress, newest first. */
  active: PostView[];
  /** Maintenance announced for later. */
  upcoming: PostView[];
  madeAt: Date;
}

export async function findPageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  const [page] = await db.select().from(statusPages).where(eq(statusPages.slug, slug));
  return page;
}

/**
 * A page's password as it stands now, read for each visit to a protected page: a rendering kept
 * in memory holds the password it was made with, and a cookie signed with an older one must stop
 * opening the page the moment the password changes, not once the page is made again.
 */
export async function currentPasswordHash(db: Db, pageId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: statusPages.passwordHash })
    .from(statusPages)
    .where(eq(statusPages.id, pageId));
  return row?.passwordHash ?? null;
}

/** The pages served at their own domain: those whose TXT record was found. */
export async function verifiedDomains(db: Db) {
  return db
    .select({ domain: statusPages.customDomain, slug: statusPages.slug })
    .from(statusPages)
    .where(
      sql`${statusPages.customDomain} is not null and ${statusPages.domainVerifiedAt} is not null`,
    );
}

/** Posts of a page with their updates (newest first) and the names of what they affect. */
export async function postsWithUpdates(
  db: Db,
  page: PageRow,
  posts: PostRow[],
): Promise<PostView[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((p) => p.id);
  const updates = await workspaceRows(db, statusPostUpdates, page.workspaceId, 'Update')
    .list(inArray(statusPostUpdates.postId, ids))
    .then((rows) => rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
  const affected = await db
    .select({
      postId: statusPostComponents.postId,
      id: statusPageComponents.id,
      name: statusPageComponents.publicName,
    })
    .from(statusPostComponents)
    .innerJoin(statusPageComponents, eq(statusPageComponents.id, statusPostComponents.componentId))
    .where(inArray(statusPostComponents.postId, ids));
  return posts.map((post) => ({
    ...post,
    updates: updates.filter((u) => u.postId === post.id),
    components: affected.filter((a) => a.postId === post.id).map((a) => a.name),
    componentIds: affected.filter((a) => a.postId === post.id).map((a) => a.id),
  }));
}

/**
 * A maintenance under way: started by the team (in progress), or inside its announced window
 * and not completed. Its components show "under maintenance" meanwhile.
 */
export function maintenanceUnderWay(post: PostRow, now: Date) {
  if (post.kind !== 'maintenance' || post.closedAt !== null) return false;
  if (post.status === 'in-progress') return true;
  const { scheduledStart: start, scheduledEnd: end } = post;
  return start !== null && end !== null && start <= now && now < end;
}

/** Day bars and 90-day uptime of each monitor, one history read for the whole page. */
async function uptimeDays(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  seqs: number[],
  nowMs: number,
) {
  const firstDay = Math.floor(nowMs / DAY_MS) - (BAR_DAYS - 1);
  const fromMs = firstDay * DAY_MS;
  const days = new Map(seqs.map((s) => [s, Array.from({ length: BAR_DAYS }, () => new Totals())]));
  const rows = await readHistory(db, unsaved, seqs, fromMs, nowMs, {
    finest: ['day', 'hour', 'minute'],
    minuteGroup: 60,
    histogram: 'none',
  });
  for (const row of rows)
    days.get(row.seq)?.[Math.floor(row.startMs / DAY_MS) - firstDay]?.add(row);
  return { firstDay, days };
}

/** Everything the page shows, read at once; rendering needs no database after this. */
export async function loadSnapshot(
  db: Db,
  unsaved: UnsavedMinutes | undefined,
  page: PageRow,
  now: Date,
): Promise<PageSnapshot> {
  const nowMs = now.getTime();
  const where = workspaceRows(db, statusPageComponents, page.workspaceId, 'Component').where;
  const [sections, components, maintenance, posts] = await Promise.all([
    workspaceRows(db, statusPageSections, page.workspaceId, 'Section').list(
      eq(statusPageSections.pageId, page.id),
    ),
    db
      .select({
        component: statusPageComponents,
        seq: monitors.seq,
        paused: monitors.paused,
        status: monitorState.status,
        since: monitorState.statusChangedAt,
      })
      .from(statusPageComponents)
      .innerJoin(monitors, eq(monitors.id, statusPageComponents.monitorId))
      .leftJoin(monitorState, eq(monitorState.monitorId, monitors.id))
      .where(where(eq(statusPageComponents.pageId, page.id)))
      .orderBy(asc(statusPageComponents.position)),
    monitorsInMaintenance(db, page.workspaceId, now),
    // Open posts, and those of the bars' 90 days (their titles are in the day tooltips).
    workspaceRows(db, statusPosts, page.workspaceId, 'Post')
      .list(
        eq(statusPosts.pageId, page.id),
        or(
          isNull(statusPosts.closedAt),
          gte(statusPosts.closedAt, new Date(nowMs - BAR_DAYS * DAY_MS)),
        ),
      )
      .then((rows) => rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())),
  ]);
  const seqs = components.map((c) => c.seq);
  const { firstDay, days } = await uptimeDays(db, unsaved, seqs, nowMs);
  const timed = components.filter((c) => c.component.showResponseTime).map((c) => c.seq);
  const latency =
    timed.length > 0
      ? await daySummaries(db, unsaved, timed, nowMs)
      : new Map<number, MonitorDaySummary>();
  const open = posts.filter((p) => p.closedAt === null);
  const views = await postsWithUpdates(db, page, open);
  const incidentsOf = await incidentDays(db, page, posts, firstDay, nowMs);
  const active = views.filter((p) => p.kind === 'incident' || maintenanceUnderWay(p, now));
  const maintained = new Set(
    active.flatMap((p) => (p.kind === 'maintenance' ? p.componentIds : [])),
  );

  const viewOf = (c: (typeof components)[number]): ComponentView => {
    const totals = days.get(c.seq)!;
    const all = new Totals();
    for (const day of totals) mergeInto(all, day);
    const summary = latency.get(c.seq);
    return {
      id: c.component.id,
      name: c.component.publicName,
      description: c.component.description,
      state: componentState(
        {
          status: c.status ?? 'pending',
          since: c.since ?? now,
          paused: c.paused,
          inMaintenanceWindow:
            maintenance.all ||
            maintenance.ids.has(c.component.monitorId) ||
            maintained.has(c.component.id),
        },
        c.component.delaySeconds,
        now,
      ),
      days: totals.map((t, i) => ({
        start: (firstDay + i) * DAY_MS,
        uptimePercent: t.uptimePercent,
        incidents: incidentsOf.get(`${c.component.id}:${firstDay + i}`) ?? [],
      })),
      uptimePercent: all.uptimePercent,
      responseTimes: summary ? summary.slots.map((s) => s?.p50 ?? null) : null,
    };
  };
  const all = components.map(viewOf);
  const inSection = (id: string | null) =>
    all.filter((_, i) => components[i]!.component.sectionId === id);
  return {
    page,
    top: inSection(null),
    sections: sections
      .sort((a, b) => a.position - b.position)
      .map((s) => ({ id: s.id, name: s.name, components: inSection(s.id) })),
    overall: overallState(
      all.map((c) => c.state),
      active.filter((p) => p.kind === 'incident').map((p) => p.impact),
      active.some((p) => p.kind === 'maintenance'),
    ),
    active,
    // Announced and not begun; one whose window passed without being started is not shown.
    upcoming: views
      .filter((p) => p.status === 'scheduled' && p.scheduledStart && p.scheduledStart > now)
      .sort((a, b) => (a.scheduledStart?.getTime() ?? 0) - (b.scheduledStart?.getTime() ?? 0)),
    madeAt: now,
  };
}

function mergeInto(all: Totals, day: Totals) {
  const a = all.counts;
  const d = day.counts;
  a.checks += d.checks;
  a.downMs += d.downMs;
  a.observedMs += d.observedMs;
}

/** `componentId:day` -> titles of the public incidents that touched it that day. */
async function incidentDays(
  db: Db,
  page: PageRow,
  posts: PostRow[],
  firstDay: number,
  nowMs: number,
) {
  const incidents = posts.filter((p) => p.kind === 'incident');
  const out = new Map<string, string[]>();
  if (incidents.length === 0) return out;
  const rows = await db
    .select({ postId: statusPostComponents.postId, componentId: statusPostComponents.componentId })
    .from(statusPostComponents)
    .where(
      inArray(
        statusPostComponents.postId,
        incidents.map((p) => p.id),
      ),
    );
  for (const { postId, componentId } of rows) {
    const post = incidents.find((p) => p.id === postId)!;
    const from = Math.max(firstDay, Math.floor(post.createdAt.getTime() / DAY_MS));
    const to = Math.floor((post.closedAt?.getTime() ?? nowMs) / DAY_MS);
    for (let day = from; day <= to; day++) {
      const key = `${componentId}:${day}`;
      out.set(key, [...(out.get(key) ?? []), post.title]);
    }
  }
  return out;
}

/** A page's posts created in one UTC month (for the history), newest first. */
export async function postsOfMonth(db: Db, page: PageRow, monthStart: Date, monthEnd: Date) {
  const rows = await workspaceRows(db, statusPosts, page.workspaceId, 'Post').list(
    eq(statusPosts.pageId, page.id),
    gte(statusPosts.createdAt, monthStart),
    lt(statusPosts.createdAt, monthEnd),
  );
  return postsWithUpdates(
    db,
    page,
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  );
}

/** The latest posts of a page, for its feeds. */
export async function latestPosts(db: Db, page: PageRow, limit: number) {
  const rows = await db
    .select()
    .from(statusPosts)
    .where(
      workspaceRows(db, statusPosts, page.workspaceId, 'Post').where(
        eq(statusPosts.pageId, page.id),
      ),
    )
    .orderBy(desc(statusPosts.createdAt))
    .limit(limit);
  return postsWithUpdates(db, page, rows);
}

/** The months (UTC, 'YYYY-MM') in which a page has posts, newest first. */
export async function monthsWithPosts(db: Db, page: PageRow): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      month: sql<string>`to_char(${statusPosts.createdAt} at time zone 'UTC', 'YYYY-MM')`,
    })
    .from(statusPosts)
    .where(
      workspaceRows(db, statusPosts, page.workspaceId, 'Post').where(
        eq(statusPosts.pageId, page.id),
      ),
    );
  return rows
    .map((r) => r.month)
    .sort()
    .reverse();
}
