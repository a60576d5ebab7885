import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { MonitorStatus } from '../db/schema/monitoring.js';
import {
  monitorState,
  monitors,
  statusPageComponents,
  statusPageSections,
  statusPages,
  statusPostComponents,
  statusPostUpdates,
  statusPosts,
} from '../db/schema.js';
import type { Harness } from './harness.js';

/**
 * Status pages as the status-pages module stores them, written straight into their tables, for
 * the tests of the public side. Monitors are made through the API.
 */
export async function newMonitor(h: Harness, cookie: string, name: string, url: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/monitors',
    headers: { cookie },
    payload: { type: 'http', name, url },
  });
  const { id } = res.json<{ id: string }>();
  const [row] = await h.db
    .select({ seq: monitors.seq, workspaceId: monitors.workspaceId })
    .from(monitors)
    .where(eq(monitors.id, id));
  return { id, ...row! };
}

/** Sets a monitor's live state as the engine writes it. */
export async function setMonitorState(
  h: Harness,
  monitorId: string,
  status: MonitorStatus,
  since: Date,
) {
  await h.db
    .insert(monitorState)
    .values({ monitorId, status, statusChangedAt: since })
    .onConflictDoUpdate({
      target: monitorState.monitorId,
      set: { status, statusChangedAt: since },
    });
}

export async function newPage(
  h: Harness,
  workspaceId: string,
  values: Partial<typeof statusPages.$inferInsert> = {},
) {
  const id = crypto.randomUUID();
  const [page] = await h.db
    .insert(statusPages)
    .values({
      id,
      workspaceId,
      name: 'Acme',
      slug: `acme-${id.slice(0, 8)}`,
      domainToken: `tocsin-verify-${id}`,
      ...values,
    })
    .returning();
  return page!;
}

export async function newSection(
  h: Harness,
  page: { id: string; workspaceId: string },
  name: string,
  position = 0,
) {
  const id = crypto.randomUUID();
  await h.db
    .insert(statusPageSections)
    .values({ id, workspaceId: page.workspaceId, pageId: page.id, name, position });
  return id;
}

export async function newComponent(
  h: Harness,
  page: { id: string; workspaceId: string },
  monitorId: string,
  values: Partial<typeof statusPageComponents.$inferInsert> = {},
) {
  const id = crypto.randomUUID();
  await h.db.insert(statusPageComponents).values({
    id,
    workspaceId: page.workspaceId,
    pageId: page.id,
    monitorId,
    publicName: 'Website',
    position: 0,
    ...values,
  });
  return id;
}

/** A public incident or maintenance with its updates (oldest first) and affected components. */
export async function newPost(
  h: Harness,
  page: { id: string; workspaceId: string },
  post: Partial<typeof statusPosts.$inferInsert> & { title: string },
  updates: { status: typeof statusPostUpdates.$inferInsert.status; body: string; at?: Date }[],
  componentIds: string[] = [],
) {
  const id = crypto.randomUUID();
  await h.db.insert(statusPosts).values({
    id,
    workspaceId: page.workspaceId,
    pageId: page.id,
    kind: 'incident',
    impact: 'major',
    status: updates.at(-1)?.status ?? 'investigating',
    ...post,
  });
  for (const [i, u] of updates.entries()) {
    await h.db.insert(statusPostUpdates).values({
      id: crypto.randomUUID(),
      workspaceId: page.workspaceId,
      postId: id,
      status: u.status,
      body: u.body,
      createdAt: u.at ?? new Date(Date.now() - (updates.length - i) * 60_000),
    });
  }
  for (const componentId of componentIds) {
    await h.db
      .insert(statusPostComponents)
      .values({ postId: id, componentId, workspaceId: page.workspaceId });
  }
  return id;
}

/**
 * Checks the policy of a status page's answer: no script at all, no inline style but its own
 * stylesheet, its own images, and no framing. Returns the stylesheet.
 */
export function expectStrictPolicy(res: LightMyRequestResponse) {
  const csp = res.headers['content-security-policy'] as string;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).not.toContain('script-src');
  expect(csp).not.toContain('unsafe-inline');
  const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
  expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  expect(res.body).not.toMatch(/<script|\sstyle="/);
  return css;
}
