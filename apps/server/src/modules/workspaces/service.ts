import { TRIAL_DAYS, TRIAL_PLAN } from '@tocsin/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, workspaceMembers, workspaces } from '../../db/schema.js';
import type { WorkspaceMembership } from '../../plugins/session.js';
import { trialEnd } from '../plans/index.js';

export async function createPersonalWorkspace(tx: Db | Tx, userId: string, name: string) {
  const id = crypto.randomUUID();
  // Every new account starts on the free trial: the trial plan's limits, no card needed.
  await tx.insert(workspaces).values({
    id,
    name,
    personal: true,
    trialEndsAt: trialEnd(new Date(), TRIAL_DAYS),
    enforcedPlan: TRIAL_PLAN,
  });
  await tx.insert(workspaceMembers).values({ workspaceId: id, userId, role: 'owner' });
  return id;
}

/** A workspace as its member sees it. */
const membershipColumns = {
  id: workspaces.id,
  name: workspaces.name,
  personal: workspaces.personal,
  role: workspaceMembers.role,
  subscriptionStatus: workspaces.subscriptionStatus,
  requireTwoFactor: workspaces.requireTwoFactor,
};

/**
 * The workspace a signed-in user acts in: the one they last chose while they are still its
 * member, else their personal one. A user who somehow has none gets it created here, so no
 * request ever runs without a tenant.
 */
export async function resolveWorkspace(db: Db, userId: string, fallbackName: string) {
  const found =
    (await findChosenWorkspace(db, userId)) ?? (await findPersonalWorkspace(db, userId));
  if (found) return found;
  await db.transaction(async (tx) => {
    // Two first requests may race here: the lock serialises them, the re-check keeps one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    if (!(await findPersonalWorkspace(tx, userId))) {
      await createPersonalWorkspace(tx, userId, fallbackName);
    }
  });
  return (await findPersonalWorkspace(db, userId))!;
}

/** The user's membership of a workspace, or undefined when they are not its member. */
export async function findMembership(
  db: Db | Tx,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceMembership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

async function findChosenWorkspace(db: Db, userId: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(profiles)
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.userId, profiles.userId),
        eq(workspaceMembers.workspaceId, profiles.currentWorkspaceId),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

async function findPersonalWorkspace(
  db: Db | Tx,
  userId: string,
): Promise<WorkspaceMembership | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.personal, true)))
    .orderBy(asc(workspaces.createdAt))
    .limit(1);
  return row;
}

export const personalWorkspaceName = (firstName: string | null | undefined, fallback: string) =>
  `${(firstName ?? '').trim() || fallback}'s workspace`;
