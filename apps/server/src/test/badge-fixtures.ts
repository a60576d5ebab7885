import { eq } from 'drizzle-orm';
import {
  checkMinutes,
  monitors,
  profiles,
  statusPageComponents,
  statusPages,
  workspaceMembers,
} from '../db/schema.js';
import type { WorkspaceRole } from '@tocsin/contract';
import { signUpCookie, type Harness } from './harness.js';
import { Histogram } from '../modules/results/histogram.js';
import { MINUTE_MS } from '../modules/results/minute.js';

/** Helpers of the badge tests: monitors, pages and stored minutes made the short way. */

export async function meOf(h: Harness, cookie: string) {
  const res = await h.app.inject({ url: '/api/v1/me', headers: { cookie } });
  return res.json<{ profile: { id: string }; workspace: { id: string } }>();
}

export async function newMonitor(h: Harness, cookie: string, name: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/monitors',
    headers: { cookie },
    payload: { type: 'http', name, url: 'https://93.184.215.14/private-path' },
  });
  const { id } = res.json<{ id: string }>();
  const [row] = await h.db
    .select({ seq: monitors.seq, workspaceId: monitors.workspaceId })
    .from(monitors)
    .where(eq(monitors.id, id));
  return { id, ...row! };
}

/** A person who joins `workspaceId` with `role` and acts in it. */
export async function joinAs(h: Harness, workspaceId: string, role: WorkspaceRole) {
  const cookie = await signUpCookie(h.app);
  const userId = (await meOf(h, cookie)).profile.id;
  await h.db.insert(workspaceMembers).values({ workspaceId, userId, role });
  await h.db
    .update(profiles)
    .set({ currentWorkspaceId: workspaceId })
    .where(eq(profiles.userId, userId));
  return cookie;
}

/** A status page of these monitors, written straight to its tables. */
export async function newPage(h: Harness, workspaceId: string, monitorIds: string[]) {
  const id = crypto.randomUUID();
  await h.db.insert(statusPages).values({
    id,
    workspaceId,
    name: 'Acme status',
    slug: `acme-${id.slice(0, 8)}`,
    domainToken: crypto.randomUUID(),
  });
  for (const [position, monitorId] of monitorIds.entries()) {
    await h.db.insert(statusPageComponents).values({
      id: crypto.randomUUID(),
      workspaceId,
      pageId: id,
      monitorId,
      publicName: `Component ${position}`,
      position,
    });
  }
  return id;
}

/**
 * Stores `minutes` minutes ending before now, each of `checks` checks taking `ms`; the minutes
 * listed in `down` failed whole.
 */
export async function storeMinutes(
  h: Harness,
  seq: number,
  options: { minutes: number; ms: number; down?: number[]; checks?: number },
) {
  const checks = options.checks ?? 2;
  const last = Math.floor(Date.now() / MINUTE_MS) - 1;
  for (let i = 0; i < options.minutes; i++) {
    const failed = options.down?.includes(i) ?? false;
    const hist = new Histogram();
    for (let c = 0; c < checks; c++) hist.add('total', options.ms + i);
    await h.db.insert(checkMinutes).values({
      monitorSeq: seq,
      minute: last - i,
      checks,
      failures: failed ? checks : 0,
      degraded: 0,
      downMs: failed ? MINUTE_MS : 0,
      observedMs: MINUTE_MS,
      hist: hist.entries(),
      raw: new Uint8Array(),
    });
  }
}
