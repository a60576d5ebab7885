import {
  DEFAULT_SETTINGS,
  roleNames,
  TRIAL_DAYS,
  TRIAL_PLAN,
  assignableRoles,
  type Member,
  type MemberListResponse,
  type WorkspaceListItem,
  type WorkspaceRole,
} from '@tocsin/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Exec, Tx } from '../../db/client.js';
import { monitors, profiles, users, workspaceMembers, workspaces } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { WorkspaceMembership } from '../../plugins/session.js';
import { recordAudit } from '../audit/index.js';
import { trialEnd, lockWorkspace, type PlanLookup, seatsTaken } from '../plans/index.js';
import { findMembership } from './service.js';

/** The person acting: their account id and how they are named. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

/** The signed-in caller as a Person. */
export const callerPerson = (user: { id: string; name: string; email: string }): Person => ({
  id: user.id,
  name: user.name || user.email,
  email: user.email,
});

/** Statuses in which a Stripe subscription is still live (and billed). */
const LIVE_SUBSCRIPTION = ['active', 'trialing', 'past_due'];

const rank: Record<WorkspaceRole, number> = { owner: 0, admin: 1, member: 2, viewer: 3 };

/** Makes `workspaceId` the one the person acts in from their next request on. */
export async function setCurrentWorkspace(exec: Exec, userId: string, workspaceId: string | null) {
  await exec
    .insert(profiles)
    .values({
      userId,
      displayName: '',
      settings: DEFAULT_SETTINGS,
      currentWorkspaceId: workspaceId,
    })
    .onConflictDoUpdate({ target: profiles.userId, set: { currentWorkspaceId: workspaceId } });
}

/** Forgets a workspace as the person's current one (they left it or were removed). */
async function forgetCurrentWorkspace(tx: Tx, userId: string, workspaceId: string) {
  await tx
    .update(profiles)
    .set({ currentWorkspaceId: null })
    .where(and(eq(profiles.userId, userId), eq(profiles.currentWorkspaceId, workspaceId)));
}

async function memberCounts(exec: Exec, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await exec
    .select({ id: workspaceMembers.workspaceId, n: count() })
    .from(workspaceMembers)
    .where(inArray(workspaceMembers.workspaceId, ids))
    .groupBy(workspaceMembers.workspaceId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Every workspace the person belongs to: the personal one first, then by name. */
export async function listWorkspaces(
  db: Db,
  userId: string,
  currentId: string,
): Promise<WorkspaceListItem[]> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((r) => ({ ...r, current: r.id === currentId, members: counts.get(r.id) ?? 0 }))
    .sort((a, b) => Number(b.personal) - Number(a.personal) || a.name.localeCompare(b.name));
}

async function workspaceItem(exec: Exec, userId: string, workspaceId: string, current: boolean) {
  const membership = await findMembership(exec, userId, workspaceId);
  if (!membership) throw new NotFoundError('Workspace not found');
  const counts = await memberCounts(exec, [workspaceId]);
  return {
    id: membership.id,
    name: membership.name,
    role: membership.role,
    personal: membership.personal,
    current,
    members: counts.get(workspaceId) ?? 0,
  };
}

/**
 * A new team workspace with its creator as owner, on the free trial a new account gets; the
 * creator acts in it from now on.
 */
export async function createWorkspace(db: Db, person: Person, name: string) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values({
      id,
      name,
      personal: false,
      trialEndsAt: trialEnd(new Date(), TRIAL_DAYS),
      enforcedPlan: TRIAL_PLAN,
    });
    await tx.insert(workspaceMembers).values({ workspaceId: id, userId: person.id, role: 'owner' });
    await setCurrentWorkspace(tx, person.id, id);
    await recordAudit(tx, id, {
      action: 'workspace.created',
      targetType: 'workspace',
      targetId: id,
      targetName: name,
      after: { name },
    });
  });
  return workspaceItem(db, person.id, id, true);
}

/** Acts in another of the person's workspaces; one they are not a member of is not found. */
export async function switchWorkspace(db: Db, userId: string, workspaceId: string) {
  const membership = await findMembership(db, userId, workspaceId);
  if (!membership) throw new NotFoundError('Workspace not found');
  await setCurrentWorkspace(db, userId, workspaceId);
  return membership;
}

export async function renameWorkspace(
  db: Db,
  workspace: WorkspaceMembership,
  name: string,
): Promise<WorkspaceListItem> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspace.id));
    if (!before) throw new NotFoundError('Workspace not found');
    await tx.update(workspaces).set({ name }).where(eq(workspaces.id, workspace.id));
    await recordAudit(tx, workspace.id, {
      action: 'workspace.renamed',
      targetType: 'workspace',
      targetId: workspace.id,
      targetName: name,
      before: { name: before.name },
      after: { name },
    });
  });
  const counts = await memberCounts(db, [workspace.id]);
  return {
    id: workspace.id,
    name,
    role: workspace.role,
    personal: workspace.personal,
    current: true,
    members: counts.get(workspace.id) ?? 0,
  };
}

/**
 * Deletes a team workspace and everything in it (its rows go by ON DELETE CASCADE). The owner
 * types its name to confirm; a personal workspace goes only with its account, and one with a
 * live subscription waits until the plan is cancelled. Members then act in their personal
 * workspace (resolveWorkspace), and every live stream of it ends.
 */
export async function deleteWorkspace(
  db: Db,
  bus: EventBus,
  workspaceId: string,
  confirmName: string,
) {
  const monitorIds = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        name: workspaces.name,
        personal: workspaces.personal,
        stripeSubscriptionId: workspaces.stripeSubscriptionId,
        subscriptionStatus: workspaces.subscriptionStatus,
      })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    if (!row) throw new NotFoundError('Workspace not found');
    if (row.personal) {
      throw new ConflictError(
        'Your personal workspace cannot be deleted: it belongs to your account and goes only with it.',
      );
    }
    if (confirmName.trim() !== row.name) {
      const message = `Type the workspace's name, "${row.name}", to confirm.`;
      throw new ValidationError(message, [{ path: 'confirmName', message }]);
    }
    if (row.stripeSubscriptionId && LIVE_SUBSCRIPTION.includes(row.subscriptionStatus)) {
      throw new ConflictError(
        'This workspace has a paid plan. Cancel the plan under Billing first, then delete the workspace.',
      );
    }
    const gone = await workspaceRows(tx, monitors, workspaceId, 'Monitor').list();
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return gone.map((m) => m.id);
  });
  for (const monitorId of monitorIds) bus.publish('monitor.deleted', { monitorId, workspaceId });
  bus.publish('workspace.deleted', { workspaceId });
}

async function ownerCount(tx: Tx, workspaceId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row?.n ?? 0;
}

/** How a person is named in the audit log and mails. */
export async function personOf(exec: Exec, userId: string) {
  const [row] = await exec
    .select({ name: users.name, email: users.email, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? row.displayName || row.name || row.email : null;
}

/** Leaves the workspace: the last owner cannot, nor can anyone leave their personal one. */
export async function leaveWorkspace(
  db: Db,
  bus: EventBus,
  userId: string,
  workspace: WorkspaceMembership,
) {
  if (workspace.personal) {
    throw new ConflictError(
      'You cannot leave your personal workspace: it belongs to your account.',
    );
  }
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const me = await findMembership(tx, userId, workspace.id);
    if (!me) throw new NotFoundError('Workspace not found');
    if (me.role === 'owner' && (await ownerCount(tx, workspace.id)) <= 1) {
      throw new ConflictError(
        'You are the only owner of this workspace. Make another member owner before you leave, or delete the workspace.',
      );
    }
    await tx
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, userId)),
      );
    await forgetCurrentWorkspace(tx, userId, workspace.id);
    await recordAudit(tx, workspace.id, {
      action: 'member.left',
      targetType: 'member',
      targetId: userId,
      targetName: await personOf(tx, userId),
      before: { role: me.role },
    });
  });
  bus.publish('members.removed', { workspaceId: workspace.id, userId });
}

/** Hands ownership to another member: they become owner, the caller admin. */
export async function transferOwnership(
  db: Db,
  workspace: WorkspaceMembership,
  callerId: string,
  targetId: string,
) {
  if (targetId === callerId) {
    const message = 'Choose another member to hand the workspace to.';
    throw new ValidationError(message, [{ path: 'userId', message }]);
  }
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    if ((await roleOf(tx, callerId, workspace.id)) !== 'owner') {
      throw new ForbiddenError('Only an owner can hand the workspace over.');
    }
    const target = await findMembership(tx, targetId, workspace.id);
    if (!target) throw new NotFoundError('Member not found');
    await setRole(tx, workspace.id, targetId, 'owner');
    await setRole(tx, workspace.id, callerId, 'admin');
    await recordAudit(tx, workspace.id, {
      action: 'ownership.transferred',
      targetType: 'member',
      targetId,
      targetName: await personOf(tx, targetId),
      before: { role: target.role },
      after: { role: 'owner' },
    });
  });
}

/** The caller's role as it stands inside the transaction (it may have changed since the request began). */
async function roleOf(tx: Tx, userId: string, workspaceId: string) {
  const membership = await findMembership(tx, userId, workspaceId);
  if (!membership) throw new ForbiddenError('You are no longer a member of this workspace.');
  return membership.role;
}

async function setRole(tx: Tx, workspaceId: string, userId: string, role: WorkspaceRole) {
  await tx
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

async function memberRows(exec: Exec, workspaceId: string, userId?: string) {
  return exec
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      displayName: profiles.displayName,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        userId === undefined ? undefined : eq(workspaceMembers.userId, userId),
      ),
    );
}

type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

function toMember(row: MemberRow, callerId: string | null): Member {
  return {
    userId: row.userId,
    name: row.displayName || row.name || row.email,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    you: row.userId === callerId,
  };
}

/** The members, owners first, and the seats the plan allows and those taken. */
export async function listMembers(
  db: Db,
  plan: PlanLookup,
  workspaceId: string,
  callerId: string | null,
): Promise<MemberListResponse> {
  const now = new Date();
  const [rows, inForce, taken] = await Promise.all([
    memberRows(db, workspaceId),
    plan(db, workspaceId),
    seatsTaken(db, workspaceId, now),
  ]);
  const items = rows
    .map((r) => toMember(r, callerId))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name));
  return { items, seats: inForce.limits.teamSeats, seatsUsed: taken };
}

/**
 * Gives a member another role: only roles the caller may give, an admin never changes an owner,
 * and the last owner stays an owner.
 */
export async function changeRole(
  db: Db,
  workspace: WorkspaceMembership,
  callerId: string,
  targetId: string,
  role: WorkspaceRole,
): Promise<Member> {
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const callerRole = await roleOf(tx, callerId, workspace.id);
    const target = await findMembership(tx, targetId, workspace.id);
    if (!target) throw new NotFoundError('Member not found');
    if (!assignableRoles(callerRole).includes(role)) {
      throw new ForbiddenError(
        `Your role (${roleNames[callerRole]}) cannot make someone ${roleNames[role]}.`,
      );
    }
    if (target.role === 'owner' && callerRole !== 'owner') {
      throw new ForbiddenError('Only an owner can change the role of an owner.');
    }
    if (target.role === role) return;
    if (target.role === 'owner' && (await ownerCount(tx, workspace.id)) <= 1) {
      throw new ConflictError(
        targetId === callerId
          ? 'You are the only owner of this workspace. Make another member owner first.'
          : 'This is the only owner of this workspace. Make another member owner first.',
      );
    }
    await setRole(tx, workspace.id, targetId, role);
    await recordAudit(tx, workspace.id, {
      action: 'member.role-changed',
      targetType: 'member',
      targetId,
      targetName: await personOf(tx, targetId),
      before: { role: target.role },
      after: { role },
    });
  });
  const [row] = await memberRows(db, workspace.id, targetId);
  if (!row) throw new NotFoundError('Member not found');
  return toMember(row, callerId);
}

/**
 * Removes a member: their next request acts in their personal workspace, and their live stream
 * of this one ends. Admins cannot remove owners; removing oneself is leaving.
 */
export async function removeMember(
  db: Db,
  bus: EventBus,
  workspace: WorkspaceMembership,
  callerId: string,
  targetId: string,
) {
  if (targetId === callerId) return leaveWorkspace(db, bus, callerId, workspace);
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const callerRole = await roleOf(tx, callerId, workspace.id);
    const target = await findMembership(tx, targetId, workspace.id);
    if (!target) throw new NotFoundError('Member not found');
    if (target.role === 'owner' && callerRole !== 'owner') {
      throw new ForbiddenError('Only an owner can remove an owner.');
    }
    if (target.role === 'owner' && (await ownerCount(tx, workspace.id)) <= 1) {
      throw new ConflictError('This is the only owner of this workspace; it cannot be removed.');
    }
    await tx
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, targetId)),
      );
    await forgetCurrentWorkspace(tx, targetId, workspace.id);
    await recordAudit(tx, workspace.id, {
      action: 'member.removed',
      targetType: 'member',
      targetId,
      targetName: await personOf(tx, targetId),
      before: { role: target.role },
    });
  });
  bus.publish('members.removed', { workspaceId: workspace.id, userId: targetId });
}
