import type { AccountDeletionPreview, DeletionWorkspace } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monitors, sessions, users, workspaceMembers, workspaces } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Mailer } from '../../lib/mailer.js';
import { forgetAddressInAudit, recordAudit } from '../audit/index.js';
import { forgetAccountVerifications } from '../auth/index.js';
import { forgetAddressInInbox } from '../inbox/index.js';
import { forgetAddressInIncidents } from '../incidents/index.js';
import { deleteHistory } from '../results/index.js';
import { forgetInvitationsTo, listWorkspaces, personOf } from '../workspaces/index.js';
import { goodbyeEmail } from './data-emails.js';
import { assertFreshAuth } from './fresh-auth.js';

export interface DeletionDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Ends a workspace's Stripe subscription now (billing's cancelNow). */
  cancelSubscription: (workspaceId: string) => Promise<unknown>;
}

/** What deleting the account does to each of the person's workspaces. */
export async function deletionPreview(db: Db, userId: string): Promise<AccountDeletionPreview> {
  const mine = await listWorkspaces(db, userId, '');
  const ids = mine.map((w) => w.id);
  const owned = ids.length
    ? await db
        .select({ id: workspaceMembers.workspaceId, n: count() })
        .from(workspaceMembers)
        .where(and(inArray(workspaceMembers.workspaceId, ids), eq(workspaceMembers.role, 'owner')))
        .groupBy(workspaceMembers.workspaceId)
    : [];
  const owners = (id: string) => owned.find((o) => o.id === id)?.n ?? 0;
  const preview: AccountDeletionPreview = { deleted: [], blocking: [], left: [] };
  for (const w of mine.sort((a, b) => a.name.localeCompare(b.name))) {
    const item: DeletionWorkspace = {
      id: w.id,
      name: w.name,
      personal: w.personal,
      members: w.members,
    };
    if (item.members <= 1) preview.deleted.push(item);
    else if (w.role === 'owner' && owners(w.id) <= 1) preview.blocking.push(item);
    else preview.left.push(item);
  }
  return preview;
}

/** How the log names a deleted person whose only name was their address. */
const FORMER_MEMBER = 'a former member';

const list = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;

/**
 * Deletes the account: after a fresh sign-in and the email typed, the workspaces only the person
 * is in go with their data and their Stripe subscriptions, the others keep theirs and log that
 * the member left. Refused while the person is the only owner of a workspace others are in.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  auth: { user: { id: string; email: string }; sessionId: string },
  confirmEmail: string,
) {
  const { db } = deps;
  const { user } = auth;
  await assertFreshAuth(db, auth.sessionId);
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    const message = `Type your account's email, ${user.email}, exactly as shown to confirm.`;
    throw new ValidationError(message, [{ path: 'confirmEmail', message }]);
  }
  const preview = await deletionPreview(db, user.id);
  if (preview.blocking.length) {
    const names = list(preview.blocking.map((w) => `"${w.name}"`));
    throw new ConflictError(
      `You are the only owner of ${names}, where other people are members. Make one of them owner (Settings → Workspace → Transfer ownership) or remove them, then delete your account.`,
    );
  }
  // Stripe first: if it cannot be reached nothing is deleted and the person can try again.
  for (const w of preview.deleted) await deps.cancelSubscription(w.id);

  const name = (await personOf(db, user.id)) ?? user.email;
  const deletedIds = preview.deleted.map((w) => w.id);
  const { lost: gone, ended } = await db.transaction(async (tx) => {
    const lost: { id: string; seq: number; workspaceId: string }[] = [];
    for (const id of deletedIds) {
      const rows = await workspaceRows(tx, monitors, id, 'Monitor').list();
      lost.push(...rows.map((m) => ({ id: m.id, seq: m.seq, workspaceId: id })));
    }
    if (deletedIds.length) await tx.delete(workspaces).where(inArray(workspaces.id, deletedIds));
    for (const w of preview.left) {
      const [me] = await tx
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, w.id), eq(workspaceMembers.userId, user.id)));
      await recordAudit(tx, w.id, {
        action: 'member.left',
        targetType: 'member',
        targetId: user.id,
        targetName: name,
        before: { role: me?.role ?? null, reason: 'account deleted' },
      });
    }
    // The address goes at once from everything kept after the account: Better Auth's rows of it,
    // invitations sent to it, and the audit logs, incidents and inboxes of the workspaces that
    // stay, which name the person instead.
    await forgetAccountVerifications(tx, user.id);
    await forgetInvitationsTo(tx, user.email);
    const shownAs = name.toLowerCase().includes(user.email.toLowerCase()) ? FORMER_MEMBER : name;
    await forgetAddressInAudit(tx, user.email, shownAs);
    await forgetAddressInIncidents(tx, user.email, shownAs);
    await forgetAddressInInbox(tx, user.email, shownAs);
    // Ended by name, so their live streams end at once on every server.
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    // Sign-in methods, profile, photo, second factors, exports, inbox, push browsers, their own
    // alerts and memberships go with the user row (ON DELETE CASCADE); invitations and API keys
    // they made stay with their workspace and forget them (SET NULL), and the keys stop working.
    await tx.delete(users).where(eq(users.id, user.id));
    return { lost, ended: ended.map((s) => s.id) };
  });
  // Check history is keyed by the monitor's seq, with no foreign key: removed here.
  if (gone.length)
    await deleteHistory(
      db,
      gone.map((m) => m.seq),
    );
  if (ended.length) deps.bus.publish('sessions.ended', { userId: user.id, sessionIds: ended });
  for (const m of gone)
    deps.bus.publish('monitor.deleted', { monitorId: m.id, workspaceId: m.workspaceId });
  for (const id of deletedIds) deps.bus.publish('workspace.deleted', { workspaceId: id });
  for (const w of preview.left)
    deps.bus.publish('members.removed', { workspaceId: w.id, userId: user.id });
  await deps.mailer
    .send(
      goodbyeEmail(
        user.email,
        preview.deleted.map((w) => w.name),
        `${deps.publicUrl}/signup`,
      ),
    )
    .catch((err: unknown) => deps.log.error({ err }, 'mailing the goodbye failed'));
  return { deleted: preview.deleted.map((w) => w.name) };
}
