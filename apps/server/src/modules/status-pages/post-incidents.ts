import type { IncidentStatusPages, StatusImpact } from '@tocsin/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  incidents,
  monitorState,
  monitors,
  statusPageComponents,
  statusPages,
  statusPosts,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { pagesOf, publicPageUrl } from './pages.js';
import { postsOf } from './post-views.js';
import { createPost } from './posts.js';
import type { StatusPageDeps } from './service.js';

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** The incident, its monitor's live status, and the components of `pageId` that show it. */
async function incidentOnPage(exec: Exec, workspaceId: string, pageId: string, id: string) {
  const incident = await workspaceRows(exec, incidents, workspaceId, 'Incident').get(id);
  const [components, [state]] = await Promise.all([
    workspaceRows(exec, statusPageComponents, workspaceId, 'Component').list(
      eq(statusPageComponents.pageId, pageId),
      eq(statusPageComponents.monitorId, incident.monitorId),
    ),
    exec
      .select({ status: monitorState.status })
      .from(monitorState)
      .innerJoin(monitors, eq(monitors.id, monitorState.monitorId))
      .where(
        workspaceRows(exec, monitors, workspaceId, 'Monitor').where(
          eq(monitors.id, incident.monitorId),
        ),
      ),
  ]);
  return { incident, components, status: state?.status ?? null };
}

/**
 * An incident written for the public from an automatic one, in one click: named after the
 * components that show its monitor on this page (their public names, never the monitor's own
 * name or target), major when the monitor is down, with a first "investigating" update.
 */
export async function createPostFromIncident(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  incidentId: string,
) {
  await pagesOf(deps.db, workspaceId).get(pageId);
  const { incident, components, status } = await incidentOnPage(
    deps.db,
    workspaceId,
    pageId,
    incidentId,
  );
  if (components.length === 0) {
    const message =
      'This status page does not show the monitor of this incident: add it to the page first.';
    throw new ValidationError(message, [{ path: 'incidentId', message }]);
  }
  const down = status === 'down' || (status === null && incident.cause.status === 'down');
  const impact: StatusImpact = down ? 'major' : 'minor';
  const names = listOf(components.map((c) => c.publicName));
  return createPost(deps, workspaceId, pageId, {
    kind: 'incident',
    title: down ? `${names} unavailable` : `Degraded performance of ${names}`,
    impact,
    componentIds: components.map((c) => c.id),
    status: 'investigating',
    body: `We are investigating a problem with ${names}. We will post an update here as soon as we know more.`,
    incidentId,
  });
}

/** The workspace's status pages that show an incident's monitor, with what each wrote of it. */
export async function incidentStatusPages(
  deps: StatusPageDeps,
  workspaceId: string,
  incidentId: string,
): Promise<IncidentStatusPages> {
  const incident = await workspaceRows(deps.db, incidents, workspaceId, 'Incident').get(incidentId);
  const [shown, posts] = await Promise.all([
    deps.db
      .select({ component: statusPageComponents, page: statusPages })
      .from(statusPageComponents)
      .innerJoin(statusPages, eq(statusPages.id, statusPageComponents.pageId))
      .where(
        workspaceRows(deps.db, statusPageComponents, workspaceId, 'Component').where(
          eq(statusPageComponents.monitorId, incident.monitorId),
        ),
      )
      .orderBy(asc(statusPages.createdAt), asc(statusPageComponents.position)),
    deps.db
      .select()
      .from(statusPosts)
      .where(postsOf(deps.db, workspaceId).where(eq(statusPosts.incidentId, incidentId)))
      .orderBy(desc(statusPosts.createdAt)),
  ]);
  const pages = new Map<string, IncidentStatusPages['items'][number]>();
  for (const { component, page } of shown) {
    const item = pages.get(page.id) ?? {
      id: page.id,
      name: page.name,
      url: publicPageUrl(deps.publicUrl, page.slug),
      components: [],
      posts: posts
        .filter((p) => p.pageId === page.id)
        .map((p) => ({
          id: p.id,
          title: p.title,
          status: p.status,
          closedAt: p.closedAt?.toISOString() ?? null,
        })),
    };
    item.components.push({ id: component.id, publicName: component.publicName });
    pages.set(page.id, item);
  }
  return { items: [...pages.values()] };
}
