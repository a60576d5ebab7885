import type { StatusPost } from '@tocsin/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  profiles,
  statusPageComponents,
  statusPostComponents,
  statusPostUpdates,
  statusPosts,
  users,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { NotFoundError } from '../../lib/errors.js';

export type PostRow = typeof statusPosts.$inferSelect;

/** The workspace's posts, through the tenancy helper. */
export const postsOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, statusPosts, workspaceId, 'Post');

/** A post of this page; a post of another page answers as one that does not exist. */
export async function postOfPage(exec: Exec, workspaceId: string, pageId: string, postId: string) {
  const post = await postsOf(exec, workspaceId).get(postId);
  if (post.pageId !== pageId) throw new NotFoundError('Post not found');
  return post;
}

/** The components each post affects, with their public names, in page order. */
async function componentsOf(exec: Exec, workspaceId: string, postIds: string[]) {
  return exec
    .select({
      postId: statusPostComponents.postId,
      id: statusPageComponents.id,
      publicName: statusPageComponents.publicName,
    })
    .from(statusPostComponents)
    .innerJoin(statusPageComponents, eq(statusPageComponents.id, statusPostComponents.componentId))
    .where(
      workspaceRows(exec, statusPageComponents, workspaceId, 'Component').where(
        inArray(statusPostComponents.postId, postIds),
      ),
    )
    .orderBy(statusPageComponents.position);
}

/** The updates of each post, newest first, with the name their author shows in the team. */
async function updatesOf(exec: Exec, workspaceId: string, postIds: string[]) {
  return exec
    .select({
      update: statusPostUpdates,
      displayName: profiles.displayName,
      name: users.name,
    })
    .from(statusPostUpdates)
    .leftJoin(users, eq(users.id, statusPostUpdates.authorId))
    .leftJoin(profiles, eq(profiles.userId, statusPostUpdates.authorId))
    .where(
      workspaceRows(exec, statusPostUpdates, workspaceId, 'Update').where(
        inArray(statusPostUpdates.postId, postIds),
      ),
    );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Posts as the API answers them, in the order given. */
export async function showPosts(
  exec: Exec,
  workspaceId: string,
  posts: PostRow[],
): Promise<StatusPost[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((p) => p.id);
  const [components, updates] = await Promise.all([
    componentsOf(exec, workspaceId, ids),
    updatesOf(exec, workspaceId, ids),
  ]);
  updates.sort(
    (a, b) =>
      b.update.createdAt.getTime() - a.update.createdAt.getTime() ||
      b.update.id.localeCompare(a.update.id),
  );
  return posts.map((p) => ({
    id: p.id,
    pageId: p.pageId,
    kind: p.kind,
    title: p.title,
    impact: p.impact,
    status: p.status,
    incidentId: p.incidentId,
    scheduledStart: iso(p.scheduledStart),
    scheduledEnd: iso(p.scheduledEnd),
    components: components
      .filter((c) => c.postId === p.id)
      .map((c) => ({ id: c.id, publicName: c.publicName })),
    updates: updates
      .filter((u) => u.update.postId === p.id)
      .map(({ update: u, displayName, name }) => ({
        id: u.id,
        status: u.status,
        body: u.body,
        author: displayName || name || null,
        createdAt: u.createdAt.toISOString(),
      })),
    createdAt: p.createdAt.toISOString(),
    closedAt: iso(p.closedAt),
  }));
}

export async function showPost(exec: Exec, workspaceId: string, post: PostRow) {
  const [shown] = await showPosts(exec, workspaceId, [post]);
  return shown!;
}
