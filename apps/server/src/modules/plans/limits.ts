import { sql } from 'drizzle-orm';
import type { BillingSettings } from '../../config.js';
import type { Exec, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { loadPlanInForce, type PlanInForce } from './entitlements.js';
import { activeMonitors, channelCount, statusPageCount } from './usage.js';

/** A request the plan does not allow: code `plan-limit`, a message naming the limit. */
export class PlanLimitError extends AppError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super('plan-limit', message, issues);
  }
}

/** The plan in force for a workspace, read inside the caller's transaction. */
export type PlanLookup = (exec: Exec, workspaceId: string) => Promise<PlanInForce>;

/**
 * The lookup that monitors, channels and alerts consult, from the instance's billing settings:
 * billing writes what decides the plan, and this reads it without anyone importing billing.
 */
export const planLookup =
  (settings: BillingSettings, now: () => Date = () => new Date()): PlanLookup =>
  (exec, workspaceId) =>
    loadPlanInForce(exec, settings, workspaceId, now());

const upgradeHint = (plan: PlanInForce) =>
  plan.plan === 'self-hosted'
    ? 'Ask the administrator of this instance to raise it.'
    : 'Upgrade your plan for more.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "every 5 minutes", "every 30 seconds". */
export function everyInterval(seconds: number) {
  if (seconds % 3600 === 0)
    return seconds === 3600 ? 'every hour' : `every ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'every minute' : `every ${seconds / 60} minutes`;
  return `every ${plural(seconds, 'second')}`;
}

/**
 * Serialises the plan checks of one workspace until the transaction ends, so two requests at once
 * cannot both take the last free place.
 */
export const lockWorkspace = (tx: Tx, workspaceId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${workspaceId}`}))`);

/** Refuses `adding` more active monitors when the plan has no room for them. */
export async function assertMonitorRoom(
  tx: Exec,
  plan: PlanInForce,
  workspaceId: string,
  adding: number,
) {
  const allowed = plan.limits.monitors;
  if (allowed === null || adding === 0) return;
  const active = await activeMonitors(tx, workspaceId);
  if (active + adding <= allowed) return;
  throw new PlanLimitError(
    `${plan.owner} allows ${plural(allowed, 'active monitor')}, and ${active} ${active === 1 ? 'is' : 'are'} running. ${upgradeHint(plan)}`,
  );
}

/** Refuses a check interval shorter than the plan's minimum (heartbeats are not checked by us). */
export function assertInterval(plan: PlanInForce, intervalSeconds: number | undefined) {
  const min = plan.limits.minIntervalSeconds;
  if (intervalSeconds === undefined || intervalSeconds >= min) return;
  const message = `${plan.owner} checks at most ${everyInterval(min)}.`;
  throw new PlanLimitError(`${message} ${upgradeHint(plan)}`, [
    { path: 'intervalSeconds', message },
  ]);
}

/** Refuses one more notification channel when the plan has no room for it. */
export async function assertChannelRoom(tx: Exec, plan: PlanInForce, workspaceId: string) {
  const allowed = plan.limits.channels;
  if (allowed === null) return;
  if ((await channelCount(tx, workspaceId)) < allowed) return;
  throw new PlanLimitError(
    `${plan.owner} allows ${plural(allowed, 'notification channel')}. ${upgradeHint(plan)}`,
  );
}

/** Refuses one more status page when the plan has no room for it. */
export async function assertStatusPageRoom(tx: Exec, plan: PlanInForce, workspaceId: string) {
  const allowed = plan.limits.statusPages;
  if (allowed === null) return;
  const pages = await statusPageCount(tx, workspaceId);
  if (pages < allowed) return;
  throw new PlanLimitError(
    `${plan.owner} allows ${plural(allowed, 'status page')}, and ${pages} ${pages === 1 ? 'exists' : 'exist'}. ${upgradeHint(plan)}`,
  );
}

/**
 * Refuses `adding` more team seats (members and pending invitations) when the plan has no room:
 * `taken` counts both, as seatsTaken does.
 */
export function assertSeatRoom(plan: PlanInForce, taken: number, adding: number) {
  const allowed = plan.limits.teamSeats;
  if (allowed === null || taken + adding <= allowed) return;
  throw new PlanLimitError(
    `${plan.owner} allows ${plural(allowed, 'team seat')}, and ${taken} ${taken === 1 ? 'is' : 'are'} taken by members and pending invitations. ${upgradeHint(plan)}`,
  );
}
