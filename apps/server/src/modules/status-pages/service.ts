import { randomBytes } from 'node:crypto';
import type { statusPageInput } from '@tocsin/contract';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db, Exec, Tx } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { recordAudit } from '../audit/index.js';
import { assertStatusPageRoom, lockWorkspace, type PlanLookup } from '../plans/index.js';
import { listPages, pagesOf, showPage, takenBy, type PageRow } from './pages.js';

export interface StatusPageDeps {
  db: Db;
  bus: EventBus;
  plan: PlanLookup;
  publicUrl: string;
}

/** A page's settings as the contract's schema gives them, defaults filled in. */
export type Settings = z.output<typeof statusPageInput>;

/**
 * The settings of a page as the audit log shows them. The token of the domain's TXT record is
 * made by Tocsin with the page, not set by anyone.
 */
function fields(row: PageRow) {
  const {
    id: _id,
    workspaceId: _w,
    createdAt: _c,
    updatedAt: _u,
    domainToken: _token,
    ...shown
  } = row;
  return shown;
}

/** Records a change of a page in its transaction. */
export function auditPage(
  tx: Exec,
  workspaceId: string,
  action: string,
  before: PageRow | null,
  after: PageRow | null,
) {
  const row = (after ?? before)!;
  return recordAudit(tx, workspaceId, {
    action: `status-page.${action}`,
    targetType: 'status-page',
    targetId: row.id,
    targetName: row.name,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/** Tells the public rendering that the page changed; called once the change is committed. */
export const announce = (bus: EventBus, workspaceId: string, pageId: string) =>
  bus.publish('status-page.changed', { workspaceId, pageId });

/**
 * Locks names of the instance's pages (`slug:<slug>`, `domain:<domain>`) until the transaction
 * ends, so two requests at once cannot both take the same one.
 */
export async function lockNames(tx: Tx, names: string[]) {
  for (const name of names)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`status-page:${name}`}))`);
}

/** The refusal of a domain another page has proved its own. */
export const domainTaken = (domain: string) =>
  new ConflictError(
    `The domain ${domain} is verified by another status page: its TXT record proved it theirs. Choose another domain.`,
  );

/**
 * Refuses a slug another page of the instance has, or a domain another page holds (verified),
 * naming it. A domain the page already had is not asked about again: a page keeps its claim,
 * lost or not, while its other settings change.
 */
async function assertFree(
  tx: Tx,
  settings: Settings,
  exceptId: string | null,
  hadDomain: string | null,
) {
  const newDomain =
    settings.customDomain && settings.customDomain !== hadDomain ? settings.customDomain : null;
  await lockNames(tx, [`slug:${settings.slug}`, ...(newDomain ? [`domain:${newDomain}`] : [])]);
  if (await takenBy(tx, 'slug', settings.slug, exceptId))
    throw new ConflictError(
      `The address /s/${settings.slug} is taken by another status page: choose another.`,
    );
  if (newDomain && (await takenBy(tx, 'customDomain', newDomain, exceptId)))
    throw domainTaken(newDomain);
}

const columns = (s: Settings) => ({
  name: s.name,
  slug: s.slug,
  accentColor: s.accentColor,
  theme: s.theme,
  customDomain: s.customDomain,
  footerText: s.footerText,
  footerLinks: s.footerLinks,
  indexable: s.indexable,
});

/** Adds a page in the caller's transaction, with a fresh token for its domain's TXT record. */
export async function insertPage(
  tx: Tx,
  workspaceId: string,
  settings: Settings,
  createdAt = new Date(),
) {
  await assertFree(tx, settings, null, null);
  const created = await pagesOf(tx, workspaceId).insert({
    id: crypto.randomUUID(),
    createdAt,
    ...columns(settings),
    domainToken: randomBytes(18).toString('base64url'),
  });
  await auditPage(tx, workspaceId, 'created', null, created);
  return created;
}

/** Replaces a page's settings in the caller's transaction; a changed domain must be verified again. */
export async function savePage(tx: Tx, workspaceId: string, id: string, settings: Settings) {
  const was = await pagesOf(tx, workspaceId).get(id);
  await assertFree(tx, settings, id, was.customDomain);
  const domainKept = was.customDomain === settings.customDomain;
  const saved = await pagesOf(tx, workspaceId).update(id, {
    ...columns(settings),
    domainVerifiedAt: domainKept ? was.domainVerifiedAt : null,
  });
  await auditPage(tx, workspaceId, 'updated', was, saved);
  return saved;
}

export async function getPage(deps: StatusPageDeps, workspaceId: string, id: string) {
  const row = await pagesOf(deps.db, workspaceId).get(id);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

export async function listStatusPages(deps: StatusPageDeps, workspaceId: string) {
  const [items, plan] = await Promise.all([
    listPages(deps.db, workspaceId, deps.publicUrl),
    deps.plan(deps.db, workspaceId),
  ]);
  return { items, limit: plan.limits.statusPages };
}

/** A new page within the plan's limit, with a fresh token for its domain's TXT record. */
export async function createPage(deps: StatusPageDeps, workspaceId: string, settings: Settings) {
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    await assertStatusPageRoom(tx, await deps.plan(tx, workspaceId), workspaceId);
    return insertPage(tx, workspaceId, settings);
  });
  announce(deps.bus, workspaceId, row.id);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

/** Replaces the page's settings; a changed domain must be verified again. */
export async function updatePage(
  deps: StatusPageDeps,
  workspaceId: string,
  id: string,
  settings: Settings,
) {
  const row = await deps.db.transaction((tx) => savePage(tx, workspaceId, id, settings));
  announce(deps.bus, workspaceId, row.id);
  return showPage(deps.db, workspaceId, row, deps.publicUrl);
}

/** Deletes the page with its layout, logo, posts and subscribers. */
export async function deletePage(deps: StatusPageDeps, workspaceId: string, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await pagesOf(tx, workspaceId).remove(id);
    await auditPage(tx, workspaceId, 'deleted', row, null);
  });
  announce(deps.bus, workspaceId, id);
}
