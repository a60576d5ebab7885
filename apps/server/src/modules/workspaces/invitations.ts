import {
  INVITATION_DAYS,
  assignableRoles,
  roleNames,
  type Invitation,
  type InvitationPreview,
  type WorkspaceRole,
} from '@tocsin/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Exec, Tx } from '../../db/client.js';
import { users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { WorkspaceMembership } from '../../plugins/session.js';
import { recordAudit } from '../audit/index.js';
import { assertSeatRoom, lockWorkspace, type PlanLookup, seatsTaken } from '../plans/index.js';
import { invitationEmail } from './emails.js';
import { personOf, setCurrentWorkspace, type Person } from './members.js';
import { findMembership } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  plan: PlanLookup;
  log: { error(obj: object, msg: string): void };
}

type InvitationRow = typeof workspaceInvitations.$inferSelect;

/** A new link secret: 32 random bytes. Only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiresFrom = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * DAY_MS);

const invitationsOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, workspaceInvitations, workspaceId, 'Invitation');

function stateOf(row: InvitationRow, now: Date): InvitationPreview['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

function toInvitation(row: InvitationRow, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Mails the link; a failed send is logged, and the invitation can be sent again from the list. */
async function mailInvitation(
  deps: InvitationDeps,
  row: InvitationRow,
  token: string,
  inviter: string,
  workspaceName: string,
) {
  const message = invitationEmail({
    to: row.email,
    inviter,
    workspaceName,
    role: row.role,
    url: `${deps.publicUrl}/invite/${token}`,
    expiresAt: row.expiresAt,
  });
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, invitationId: row.id }, 'invitation mail failed');
  }
}

function assertAssignable(callerRole: WorkspaceRole, role: WorkspaceRole) {
  if (assignableRoles(callerRole).includes(role)) return;
  const message = `Your role (${roleNames[callerRole]}) cannot invite someone as ${roleNames[role]}.`;
  throw new ForbiddenError(message);
}

/** Whether someone with this email (any case) is already a member of the workspace. */
async function memberWithEmail(tx: Tx, workspaceId: string, email: string) {
  const [row] = await tx
    .select({ userId: users.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const pending = (now: Date) =>
  and(
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.revokedAt),
    gt(workspaceInvitations.expiresAt, now),
  );

/**
 * Invites someone by email with a role the caller may give, within the plan's team seats, and
 * mails them a single-use link.
 */
export async function invite(
  deps: InvitationDeps,
  workspace: WorkspaceMembership,
  inviter: Person,
  input: { email: string; role: WorkspaceRole },
): Promise<Invitation> {
  const now = new Date();
  const email = input.email.trim().toLowerCase();
  const token = newToken();
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const me = await findMembership(tx, inviter.id, workspace.id);
    assertAssignable(me?.role ?? 'viewer', input.role);
    if (await memberWithEmail(tx, workspace.id, email)) {
      throw new ConflictError(`${email} is already a member of this workspace.`);
    }
    const [waiting] = await invitationsOf(tx, workspace.id).list(
      eq(workspaceInvitations.email, email),
      pending(now),
    );
    if (waiting) {
      throw new ConflictError(
        `An invitation to ${email} is already waiting for an answer. Resend it from the list of invitations instead.`,
      );
    }
    assertSeatRoom(await deps.plan(tx, workspace.id), await seatsTaken(tx, workspace.id, now), 1);
    const created = await invitationsOf(tx, workspace.id).insert({
      id: crypto.randomUUID(),
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt: expiresFrom(now),
      sentAt: now,
      createdAt: now,
    });
    await recordAudit(tx, workspace.id, {
      action: 'member.invited',
      targetType: 'invitation',
      targetId: created.id,
      targetName: email,
      after: { email, role: input.role },
    });
    return created;
  });
  await mailInvitation(deps, row, token, inviter.name, workspace.name);
  return toInvitation(row, inviter.name);
}

/** The invitations waiting for an answer (not accepted, revoked or expired), newest first. */
export async function listInvitations(db: Db, workspaceId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: workspaceInvitations, inviterId: workspaceInvitations.invitedBy })
    .from(workspaceInvitations)
    .where(invitationsOf(db, workspaceId).where(pending(new Date())))
    .orderBy(desc(workspaceInvitations.sentAt));
  const names = new Map<string, string | null>();
  for (const { inviterId } of rows) {
    if (inviterId && !names.has(inviterId)) names.set(inviterId, await personOf(db, inviterId));
  }
  return rows.map((r) =>
    toInvitation(r.invitation, r.inviterId ? (names.get(r.inviterId) ?? null) : null),
  );
}

/** Sends the invitation again with a new link: the old one stops working, the days start over. */
export async function resendInvitation(
  deps: InvitationDeps,
  workspace: WorkspaceMembership,
  sender: Person,
  id: string,
): Promise<Invitation> {
  const now = new Date();
  const token = newToken();
  const row = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const rows = invitationsOf(tx, workspace.id);
    const found = await rows.get(id);
    if (found.acceptedAt) throw new ConflictError('This invitation was already accepted.');
    if (found.revokedAt) {
      throw new ConflictError('This invitation was revoked. Invite the person again instead.');
    }
    const me = await findMembership(tx, sender.id, workspace.id);
    assertAssignable(me?.role ?? 'viewer', found.role);
    // An expired invitation took no seat; sending it again takes one.
    if (found.expiresAt <= now) {
      assertSeatRoom(await deps.plan(tx, workspace.id), await seatsTaken(tx, workspace.id, now), 1);
    }
    const updated = await rows.update(id, {
      tokenHash: hashToken(token),
      expiresAt: expiresFrom(now),
      sentAt: now,
    });
    await recordAudit(tx, workspace.id, {
      action: 'invitation.resent',
      targetType: 'invitation',
      targetId: id,
      targetName: found.email,
    });
    return updated;
  });
  const inviter = row.invitedBy ? await personOf(deps.db, row.invitedBy) : null;
  await mailInvitation(deps, row, token, inviter ?? sender.name, workspace.name);
  return toInvitation(row, inviter);
}

/** Withdraws an invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, workspaceId: string, id: string) {
  await db.transaction(async (tx) => {
    const rows = invitationsOf(tx, workspaceId);
    const found = await rows.get(id);
    if (found.acceptedAt) {
      throw new ConflictError(
        'This invitation was already accepted; remove the member from the workspace instead.',
      );
    }
    if (found.revokedAt) return;
    await rows.update(id, { revokedAt: new Date() });
    await recordAudit(tx, workspaceId, {
      action: 'invitation.revoked',
      targetType: 'invitation',
      targetId: id,
      targetName: found.email,
      before: { email: found.email, role: found.role },
    });
  });
}

const notValid = () => new NotFoundError('This invitation link is not valid.');

async function byToken(exec: Exec, token: string) {
  const [row] = await exec
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** What a link invites to, for the page it opens (anyone holding the link may read it). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const found = await byToken(db, token);
  if (!found) throw notValid();
  const { invitation } = found;
  return {
    workspaceName: found.workspaceName,
    invitedBy: invitation.invitedBy ? await personOf(db, invitation.invitedBy) : null,
    email: invitation.email,
    role: invitation.role,
    state: stateOf(invitation, new Date()),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

const refusedLink = (message: string) => new ValidationError(message, undefined, 'invalid-token');

const stateMessages = {
  accepted: 'This invitation was already used. Ask for a new one if you need to join again.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  expired: `This invitation expired: links work for ${INVITATION_DAYS} days. Ask the person who invited you to send it again.`,
} as const;

/**
 * The signed-in person joins the workspace the link invites to, with its role, and acts in it
 * from now on. The link works once, for the address it was sent to, within the plan's seats.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'db' | 'plan'>,
  person: Person,
  token: string,
) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const found = await byToken(tx, token);
    if (!found) throw refusedLink('This invitation link is not valid.');
    const { invitation } = found;
    const workspaceId = invitation.workspaceId;
    const state = stateOf(invitation, now);
    if (state !== 'pending') throw refusedLink(stateMessages[state]);
    if (invitation.email !== person.email.trim().toLowerCase()) {
      throw new ForbiddenError(
        `This invitation was sent to ${invitation.email}, and you are signed in as ${person.email}. Sign in with ${invitation.email} to accept it.`,
      );
    }
    await lockWorkspace(tx, workspaceId);
    const already = await findMembership(tx, person.id, workspaceId);
    if (!already) {
      // This invitation is pending, so it is counted among the seats taken already.
      assertSeatRoom(await deps.plan(tx, workspaceId), await seatsTaken(tx, workspaceId, now), 0);
    }
    // Single use even when two requests race: only one of them finds it still unaccepted.
    const [taken] = await tx
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(
        invitationsOf(tx, workspaceId).where(
          eq(workspaceInvitations.id, invitation.id),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.revokedAt),
        ),
      )
      .returning({ id: workspaceInvitations.id });
    if (!taken) throw refusedLink(stateMessages.accepted);
    let role = invitation.role;
    if (already) {
      role = already.role;
    } else {
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId, userId: person.id, role: invitation.role });
      await recordAudit(tx, workspaceId, {
        action: 'member.joined',
        targetType: 'member',
        targetId: person.id,
        targetName: person.name,
        after: { email: invitation.email, role: invitation.role },
      });
    }
    await setCurrentWorkspace(tx, person.id, workspaceId);
    return { workspaceId, workspaceName: found.workspaceName, role };
  });
}

/**
 * Deletes every invitation sent to an address, in any workspace, accepted or not: for an account
 * deleted with it, whose address Tocsin keeps nowhere afterwards.
 */
export async function forgetInvitationsTo(tx: Exec, email: string) {
  await tx
    .delete(workspaceInvitations)
    .where(sql`lower(${workspaceInvitations.email}) = ${email.toLowerCase()}`);
}
