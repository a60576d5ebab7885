import {
  finalPostStatus,
  postStatusesOf,
  statusUpdateNames,
  type StatusPostKind,
  type StatusUpdateStatus,
  type statusPostChangeInput,
  type statusPostInput,
  type statusPostListQuery,
  type statusPostUpdateInput,
} from '@tocsin/contract';
import { desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Exec } from '../../db/client.js';
import {
  incidents,
  statusPageComponents,
  statusPostComponents,
  statusPostUpdates,
  statusPosts,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ValidationError } from '../../lib/errors.js';
import { currentActor } from '../../lib/request-actor.js';
import { recordAudit } from '../audit/index.js';
import { queueSubscriberNotice } from './notices.js';
import { postOfPage, postsOf, showPost, showPosts, type PostRow } from './post-views.js';
import { pagesOf } from './pages.js';
import { announce, type StatusPageDeps } from './service.js';

type NewPost = z.output<typeof statusPostInput>;
type NewUpdate = z.output<typeof statusPostUpdateInput>;
type Change = z.output<typeof statusPostChangeInput>;

/** Refuses a status the post's kind does not have, saying which it has. */
function assertStatusOfKind(kind: StatusPostKind, status: StatusUpdateStatus) {
  const allowed: readonly StatusUpdateStatus[] = postStatusesOf[kind];
  if (allowed.includes(status)) return;
  const names = allowed.map((s) => statusUpdateNames[s]).join(', ');
  const message = `An update of ${kind === 'incident' ? 'an incident' : 'a maintenance'} is one of: ${names}.`;
  throw new ValidationError(message, [{ path: 'status', message }]);
}

/** Refuses components that are not on this page, naming the first. */
async function assertComponents(tx: Exec, workspaceId: string, pageId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await workspaceRows(tx, statusPageComponents, workspaceId, 'Component').list(
    eq(statusPageComponents.pageId, pageId),
    inArray(statusPageComponents.id, ids),
  );
  const known = new Set(found.map((c) => c.id));
  const i = ids.findIndex((id) => !known.has(id));
  if (i < 0) return;
  const message = `Component ${ids[i]} is not on this status page.`;
  throw new ValidationError(message, [{ path: `componentIds.${i}`, message }]);
}

async function setComponents(tx: Exec, workspaceId: string, postId: string, ids: string[]) {
  await tx.delete(statusPostComponents).where(eq(statusPostComponents.postId, postId));
  if (ids.length > 0)
    await tx
      .insert(statusPostComponents)
      .values(ids.map((componentId) => ({ postId, componentId, workspaceId })));
}

/** A post as the audit log shows it, its components still as ids (audit names them). */
const audited = (p: PostRow, componentIds: string[]) => ({
  kind: p.kind,
  title: p.title,
  impact: p.impact,
  status: p.status,
  scheduledStart: p.scheduledStart,
  scheduledEnd: p.scheduledEnd,
  componentIds,
});

type Audited = ReturnType<typeof audited>;

const componentIdsOf = async (tx: Exec, postId: string) =>
  (
    await tx
      .select({ id: statusPostComponents.componentId })
      .from(statusPostComponents)
      .where(eq(statusPostComponents.postId, postId))
  ).map((r) => r.id);

/** Records a change of a post, its components by the names the public sees. */
async function audit(
  tx: Exec,
  workspaceId: string,
  action: string,
  post: PostRow,
  before: Audited | null,
  after: Audited | null,
) {
  const ids = [...new Set([...(before?.componentIds ?? []), ...(after?.componentIds ?? [])])];
  const found = ids.length
    ? await workspaceRows(tx, statusPageComponents, workspaceId, 'Component').list(
        inArray(statusPageComponents.id, ids),
      )
    : [];
  const names = new Map(found.map((c) => [c.id, c.publicName]));
  const named = (side: Audited | null) => {
    if (!side) return null;
    const { componentIds, ...rest } = side;
    return { ...rest, components: componentIds.map((id) => names.get(id) ?? id) };
  };
  return recordAudit(tx, workspaceId, {
    action: `status-post.${action}`,
    targetType: 'status-post',
    targetId: post.id,
    targetName: post.title,
    before: named(before),
    after: named(after),
  });
}

/** The person writing, when a person is; an API key's updates have no author. */
const authorId = () => {
  const { actor } = currentActor();
  return actor.type === 'user' ? actor.id : null;
};

/**
 * Writes an update of a post and the notice its page's subscribers are to get, in `tx`. The
 * final status closes the post; a later update of another status opens it again (a resolved
 * incident that comes back), and a further final one keeps the first closing time.
 */
async function writeUpdate(tx: Exec, workspaceId: string, post: PostRow, update: NewUpdate) {
  const row = await workspaceRows(tx, statusPostUpdates, workspaceId, 'Update').insert({
    id: crypto.randomUUID(),
    postId: post.id,
    status: update.status,
    body: update.body,
    authorId: authorId(),
    createdAt: new Date(),
  });
  const final = update.status === finalPostStatus[post.kind];
  const saved = await postsOf(tx, workspaceId).update(post.id, {
    status: update.status,
    closedAt: final ? (post.closedAt ?? row.createdAt) : null,
  });
  await queueSubscriberNotice(tx, workspaceId, {
    pageId: post.pageId,
    postId: post.id,
    updateId: row.id,
  });
  return saved;
}

/** A page's posts, newest first: all, or those open or closed. */
export async function listPosts(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  query: z.output<typeof statusPostListQuery>,
) {
  await pagesOf(deps.db, workspaceId).get(pageId);
  const state =
    query.state === 'open'
      ? isNull(statusPosts.closedAt)
      : query.state === 'closed'
        ? isNotNull(statusPosts.closedAt)
        : undefined;
  const rows = await deps.db
    .select()
    .from(statusPosts)
    .where(postsOf(deps.db, workspaceId).where(eq(statusPosts.pageId, pageId), state))
    .orderBy(desc(statusPosts.createdAt))
    .limit(query.limit);
  return { items: await showPosts(deps.db, workspaceId, rows) };
}

export async function getPost(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  postId: string,
) {
  const post = await postOfPage(deps.db, workspaceId, pageId, postId);
  return showPost(deps.db, workspaceId, post);
}

/**
 * Publishes an incident or a maintenance with its first update; the page shows it at once and
 * its subscribers are told.
 */
export async function createPost(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  input: NewPost,
) {
  const post = await deps.db.transaction(async (tx) => {
    await pagesOf(tx, workspaceId).get(pageId);
    await assertComponents(tx, workspaceId, pageId, input.componentIds);
    // Another workspace's incident answers as one that does not exist.
    if (input.kind === 'incident' && input.incidentId)
      await workspaceRows(tx, incidents, workspaceId, 'Incident').get(input.incidentId);
    const created = await postsOf(tx, workspaceId).insert({
      id: crypto.randomUUID(),
      pageId,
      kind: input.kind,
      title: input.title,
      status: input.status,
      ...(input.kind === 'incident'
        ? { impact: input.impact, incidentId: input.incidentId }
        : {
            impact: 'none' as const,
            scheduledStart: new Date(input.scheduledStart),
            scheduledEnd: new Date(input.scheduledEnd),
          }),
    });
    await setComponents(tx, workspaceId, created.id, input.componentIds);
    const saved = await writeUpdate(tx, workspaceId, created, input);
    await audit(tx, workspaceId, 'created', saved, null, audited(saved, input.componentIds));
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPost(deps.db, workspaceId, post);
}

/** Adds an update to a post; its subscribers are told. */
export async function addUpdate(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  postId: string,
  update: NewUpdate,
) {
  const post = await deps.db.transaction(async (tx) => {
    const was = await postOfPage(tx, workspaceId, pageId, postId);
    assertStatusOfKind(was.kind, update.status);
    const saved = await writeUpdate(tx, workspaceId, was, update);
    const ids = await componentIdsOf(tx, postId);
    await audit(tx, workspaceId, 'updated', saved, audited(was, ids), audited(saved, ids));
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPost(deps.db, workspaceId, post);
}

/** Corrects a post's title, impact, components or window; subscribers are not told again. */
export async function changePost(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  postId: string,
  change: Change,
) {
  const post = await deps.db.transaction(async (tx) => {
    const was = await postOfPage(tx, workspaceId, pageId, postId);
    const windowSent = change.scheduledStart !== undefined || change.scheduledEnd !== undefined;
    if (was.kind === 'maintenance' && change.impact !== undefined) {
      const message = 'A maintenance has no impact to set: change its window instead.';
      throw new ValidationError(message, [{ path: 'impact', message }]);
    }
    if (was.kind === 'incident' && windowSent) {
      const message = 'An incident has no scheduled window: only a maintenance has one.';
      throw new ValidationError(message, [{ path: 'scheduledStart', message }]);
    }
    const start = change.scheduledStart ? new Date(change.scheduledStart) : was.scheduledStart;
    const end = change.scheduledEnd ? new Date(change.scheduledEnd) : was.scheduledEnd;
    if (windowSent && start && end && end <= start) {
      const message = 'The maintenance must end after it starts';
      throw new ValidationError(message, [{ path: 'scheduledEnd', message }]);
    }
    const before = await componentIdsOf(tx, postId);
    if (change.componentIds) {
      await assertComponents(tx, workspaceId, pageId, change.componentIds);
      await setComponents(tx, workspaceId, postId, change.componentIds);
    }
    const saved = await postsOf(tx, workspaceId).update(postId, {
      title: change.title ?? was.title,
      impact: change.impact ?? was.impact,
      scheduledStart: start,
      scheduledEnd: end,
    });
    const after = change.componentIds ?? before;
    await audit(tx, workspaceId, 'changed', saved, audited(was, before), audited(saved, after));
    return saved;
  });
  announce(deps.bus, workspaceId, pageId);
  return showPost(deps.db, workspaceId, post);
}

/** Deletes a post with its updates; the page no longer shows it. */
export async function deletePost(
  deps: StatusPageDeps,
  workspaceId: string,
  pageId: string,
  postId: string,
) {
  await deps.db.transaction(async (tx) => {
    const was = await postOfPage(tx, workspaceId, pageId, postId);
    const ids = await componentIdsOf(tx, postId);
    await postsOf(tx, workspaceId).remove(postId);
    await audit(tx, workspaceId, 'deleted', was, audited(was, ids), null);
  });
  announce(deps.bus, workspaceId, pageId);
}
