import type { BillingResponse } from '@tocsin/contract';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import {
  channels,
  deliveries,
  monitors,
  statusPages,
  workspaceInvitations,
  workspaceMembers,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { monthStart } from './entitlements.js';

/** How many SMS or calls the workspace has had planned since `since` (what its credits count). */
export async function planned(tx: Exec, workspaceId: string, kind: 'sms' | 'voice', since: Date) {
  const [used] = await tx
    .select({ n: count() })
    .from(deliveries)
    .where(
      workspaceRows(tx, deliveries, workspaceId, 'Delivery').where(
        eq(deliveries.kind, kind),
        gte(deliveries.createdAt, since),
      ),
    );
  return used?.n ?? 0;
}

/** How many of the workspace's monitors run: a paused one takes no place in the plan. */
export async function activeMonitors(exec: Exec, workspaceId: string) {
  const [row] = await exec
    .select({ n: count() })
    .from(monitors)
    .where(workspaceRows(exec, monitors, workspaceId, 'Monitor').where(eq(monitors.paused, false)));
  return row?.n ?? 0;
}

export async function channelCount(exec: Exec, workspaceId: string) {
  const [row] = await exec
    .select({ n: count() })
    .from(channels)
    .where(workspaceRows(exec, channels, workspaceId, 'Channel').where());
  return row?.n ?? 0;
}

export async function statusPageCount(exec: Exec, workspaceId: string) {
  const [row] = await exec
    .select({ n: count() })
    .from(statusPages)
    .where(workspaceRows(exec, statusPages, workspaceId, 'Status page').where());
  return row?.n ?? 0;
}

/** The team seats a workspace takes: its members plus its pending (unexpired) invitations. */
export async function seatsTaken(exec: Exec, workspaceId: string, now: Date) {
  const [[members], [pending]] = await Promise.all([
    exec
      .select({ n: count() })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId)),
    exec
      .select({ n: count() })
      .from(workspaceInvitations)
      .where(
        workspaceRows(exec, workspaceInvitations, workspaceId, 'Invitation').where(
          and(
            isNull(workspaceInvitations.acceptedAt),
            isNull(workspaceInvitations.revokedAt),
            gt(workspaceInvitations.expiresAt, now),
          ),
        ),
      ),
  ]);
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/** What the workspace uses of each limit of its plan; credits count from the month's start. */
export async function workspaceUsage(
  exec: Exec,
  workspaceId: string,
  now: Date,
): Promise<BillingResponse['usage']> {
  const since = monthStart(now);
  const [monitorsRunning, channelsSet, seats, pages, sms, calls] = await Promise.all([
    activeMonitors(exec, workspaceId),
    channelCount(exec, workspaceId),
    seatsTaken(exec, workspaceId, now),
    statusPageCount(exec, workspaceId),
    planned(exec, workspaceId, 'sms', since),
    planned(exec, workspaceId, 'voice', since),
  ]);
  return {
    monitors: monitorsRunning,
    channels: channelsSet,
    teamSeats: seats,
    statusPages: pages,
    smsThisMonth: sms,
    callsThisMonth: calls,
  };
}
