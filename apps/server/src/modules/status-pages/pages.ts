import {
  STATUS_LOGO_PATH,
  statusDomainRecord,
  type StatusComponent,
  type StatusLayout,
  type StatusPage,
  type StatusPageSummary,
} from '@tocsin/contract';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  monitors,
  statusPageComponents,
  statusPageSections,
  statusPages,
  statusSubscribers,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';

export type PageRow = typeof statusPages.$inferSelect;

/** The workspace's status pages, through the tenancy helper. */
export const pagesOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, statusPages, workspaceId, 'Status page');

/** The public address of a page. */
export const publicPageUrl = (publicUrl: string, slug: string) => `${publicUrl}/s/${slug}`;

/** The address a page's stored logo is served at; a new logo gets a new one. */
export const logoUrl = (pageId: string, hash: string) => `${STATUS_LOGO_PATH}/${pageId}/${hash}`;

/** How many components and confirmed subscribers each page has. */
async function countsOf(exec: Exec, workspaceId: string, pageIds: string[]) {
  const none = { components: 0, subscribers: 0 };
  const counts = new Map(pageIds.map((id) => [id, { ...none }]));
  if (pageIds.length === 0) return counts;
  const [components, subscribers] = await Promise.all([
    exec
      .select({ pageId: statusPageComponents.pageId, n: count() })
      .from(statusPageComponents)
      .where(
        workspaceRows(exec, statusPageComponents, workspaceId, 'Component').where(
          inArray(statusPageComponents.pageId, pageIds),
        ),
      )
      .groupBy(statusPageComponents.pageId),
    exec
      .select({ pageId: statusSubscribers.pageId, n: count() })
      .from(statusSubscribers)
      .where(
        workspaceRows(exec, statusSubscribers, workspaceId, 'Subscriber').where(
          inArray(statusSubscribers.pageId, pageIds),
          isNotNull(statusSubscribers.confirmedAt),
        ),
      )
      .groupBy(statusSubscribers.pageId),
  ]);
  for (const row of components) counts.get(row.pageId)!.components = row.n;
  for (const row of subscribers) counts.get(row.pageId)!.subscribers = row.n;
  return counts;
}

function toSummary(
  row: PageRow,
  publicUrl: string,
  counts: { components: number; subscribers: number },
): StatusPageSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: publicPageUrl(publicUrl, row.slug),
    customDomain: row.customDomain,
    domainVerified: row.customDomain !== null && row.domainVerifiedAt !== null,
    passwordProtected: row.passwordHash !== null,
    componentCount: counts.components,
    subscriberCount: counts.subscribers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page's sections and components in order, each component with its monitor's name. */
export async function loadLayout(
  exec: Exec,
  workspaceId: string,
  pageId: string,
): Promise<StatusLayout> {
  const [sections, components] = await Promise.all([
    exec
      .select()
      .from(statusPageSections)
      .where(
        workspaceRows(exec, statusPageSections, workspaceId, 'Section').where(
          eq(statusPageSections.pageId, pageId),
        ),
      )
      .orderBy(asc(statusPageSections.position)),
    exec
      .select({ component: statusPageComponents, monitorName: monitors.name })
      .from(statusPageComponents)
      .innerJoin(monitors, eq(monitors.id, statusPageComponents.monitorId))
      .where(
        workspaceRows(exec, statusPageComponents, workspaceId, 'Component').where(
          eq(statusPageComponents.pageId, pageId),
        ),
      )
      .orderBy(asc(statusPageComponents.position)),
  ]);
  const shown = ({ component: c, monitorName }: (typeof components)[number]): StatusComponent => ({
    id: c.id,
    monitorId: c.monitorId,
    monitorName,
    publicName: c.publicName,
    description: c.description,
    showResponseTime: c.showResponseTime,
    delaySeconds: c.delaySeconds,
  });
  return {
    components: components.filter((c) => c.component.sectionId === null).map(shown),
    sections: sections.map((s) => ({
      id: s.id,
      name: s.name,
      components: components.filter((c) => c.component.sectionId === s.id).map(shown),
    })),
  };
}

/** The workspace's pages, oldest first, with how many pages its plan allows. */
export async function listPages(exec: Exec, workspaceId: string, publicUrl: string) {
  const rows = await exec
    .select()
    .from(statusPages)
    .where(pagesOf(exec, workspaceId).where())
    .orderBy(asc(statusPages.createdAt), asc(statusPages.name));
  const counts = await countsOf(
    exec,
    workspaceId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummary(row, publicUrl, counts.get(row.id)!));
}

/** A page with every setting and its layout; the password hash never leaves the server. */
export async function showPage(
  exec: Exec,
  workspaceId: string,
  row: PageRow,
  publicUrl: string,
): Promise<StatusPage> {
  const [counts, layout] = await Promise.all([
    countsOf(exec, workspaceId, [row.id]),
    loadLayout(exec, workspaceId, row.id),
  ]);
  return {
    ...toSummary(row, publicUrl, counts.get(row.id)!),
    accentColor: row.accentColor,
    theme: row.theme,
    logoUrl: row.logoHash ? logoUrl(row.id, row.logoHash) : null,
    domainVerifiedAt: row.customDomain ? (row.domainVerifiedAt?.toISOString() ?? null) : null,
    domainRecord: row.customDomain ? statusDomainRecord(row.customDomain, row.domainToken) : null,
    footerText: row.footerText,
    footerLinks: row.footerLinks,
    indexable: row.indexable,
    layout,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether another page of the instance has this slug, or holds this domain: has proved it its
 * own with its TXT record. A domain only claimed, by any number of pages, is free to claim.
 */
export async function takenBy(
  exec: Exec,
  field: 'slug' | 'customDomain',
  value: string,
  exceptId: string | null,
) {
  const rows = await exec
    .select({ id: statusPages.id })
    .from(statusPages)
    .where(
      field === 'slug'
        ? eq(statusPages.slug, value)
        : and(eq(statusPages.customDomain, value), isNotNull(statusPages.domainVerifiedAt)),
    );
  return rows.some((row) => row.id !== exceptId);
}
