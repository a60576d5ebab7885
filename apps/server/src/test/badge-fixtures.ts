import { eq } from 'drizzle-orm';
import { checkMinutes, profiles, workspaceMembers } from '../db/schema.js';
import type { WorkspaceRole } from '@tocsin/contract';
import { signUpCookie, type Harness } from './harness.js';
import { Histogram } from '../modules/results/histogram.js';
import { MINUTE_MS } from '../modules/results/minute.js';
import {
  newComponent,
  newMonitor as newMonitorAt,
  newPage as newStatusPage,
} from './status-pages.js';

/** Helpers of the badge tests: monitors, pages and stored minutes made the short way. */

export async function meOf(h: Harness, cookie: string) {
  const res = await h.app.inject({ url: '/api/v1/me', headers: { cookie } });
  return res.json<{ profile: { id: string }; workspace: { id: string } }>();
}

export const newMonitor = (h: Harness, cookie: string, name: string) =>
  newMonitorAt(h, cookie, name, 'https://93.184.215.14/private-path');

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
  const page = await newStatusPage(h, workspaceId, { name: 'Acme status' });
  for (const [position, monitorId] of monitorIds.entries()) {
    await newComponent(h, page, monitorId, { publicName: `Component ${position}`, position });
  }
  return page.id;
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
