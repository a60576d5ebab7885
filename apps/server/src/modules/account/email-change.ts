import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CHANGE_TTL_SECONDS,
  type ChangeEmailResponse,
  type ConfirmEmailChangeResponse,
} from '@tocsin/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { users, verifications } from '../../db/schema.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import {
  emailChangeIdentifier,
  forgetAccountLinks,
  forgetVerificationsSent,
} from '../auth/index.js';
import {
  addressInUseMessage,
  confirmNewEmailMessage,
  emailChangedMessage,
  emailChangeRequestedMessage,
} from './email-mails.js';
import { assertFreshAuth } from './fresh-auth.js';

export interface EmailChangeDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Mails leave after the answer, so a taken address answers in the same time as a free one. */
  sendLater: (message: MailMessage) => void;
}

interface Pending {
  hash: string;
  oldEmail: string;
  newEmail: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const confirmEmailChangeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;

async function addressTaken(exec: Exec, email: string, userId: string) {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)));
  return Boolean(row);
}

/**
 * Mails a link to the new address and a notice to the old one; nothing changes until the link is
 * opened, and a new request replaces the pending one. An address of another account gets the
 * same answer, and its mailbox a notice instead.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  caller: { user: { id: string; email: string }; sessionId: string },
  newEmail: string,
  now = new Date(),
): Promise<ChangeEmailResponse> {
  const { db } = deps;
  await assertFreshAuth(db, caller.sessionId, now);
  const oldEmail = caller.user.email.toLowerCase();
  if (newEmail === oldEmail) {
    throw new ValidationError('That is already the email address of your account.', [
      { path: 'newEmail', message: 'This is already your email address: enter a different one' },
    ]);
  }
  const identifier = emailChangeIdentifier(caller.user.id);
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000);
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
  if (await addressTaken(db, newEmail, caller.user.id)) {
    deps.sendLater(addressInUseMessage(newEmail));
  } else {
    const secret = randomBytes(32).toString('base64url');
    const pending: Pending = { hash: sha256(secret), oldEmail, newEmail };
    await db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier,
      value: JSON.stringify(pending),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const url = confirmEmailChangeUrl(deps.publicUrl, `${caller.user.id}.${secret}`);
    deps.sendLater(confirmNewEmailMessage(newEmail, caller.user.email, url));
  }
  deps.sendLater(emailChangeRequestedMessage(caller.user.email, newEmail));
  return { sentTo: newEmail, expiresAt: expiresAt.toISOString() };
}

class InvalidLinkError extends AppError {
  constructor(message: string) {
    super('invalid-token', message);
  }
}

const ASK_AGAIN = 'Ask for a new link in Settings, under Email address.';
const notValid = () =>
  new InvalidLinkError(
    `This link is not valid: it was already used, a newer one replaced it, or it is incomplete. ${ASK_AGAIN}`,
  );

/** Makes the change a link from the new address asks for, once, within its hour. */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  token: string,
  now = new Date(),
): Promise<ConfirmEmailChangeResponse> {
  const { db } = deps;
  const dot = token.indexOf('.');
  if (dot < 1) throw notValid();
  const userId = token.slice(0, dot);
  const identifier = emailChangeIdentifier(userId);
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.identifier, identifier));
  if (!row) throw notValid();
  const pending = JSON.parse(row.value) as Pending;
  const given = Buffer.from(sha256(token.slice(dot + 1)));
  if (!timingSafeEqual(given, Buffer.from(pending.hash))) throw notValid();
  if (row.expiresAt <= now) {
    await db.delete(verifications).where(eq(verifications.id, row.id));
    throw new InvalidLinkError(
      `This link has expired: links to confirm a new address work for 1 hour. ${ASK_AGAIN}`,
    );
  }
  const changed = await db.transaction(async (tx) => {
    // The link works once, whatever happens next.
    await tx.delete(verifications).where(eq(verifications.id, row.id));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user || user.email.toLowerCase() !== pending.oldEmail) return 'stale' as const;
    if (await addressTaken(tx, pending.newEmail, userId)) return 'taken' as const;
    await tx
      .update(users)
      .set({ email: pending.newEmail, emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId));
    // A reset link mailed to the old address must not reach the account any more.
    await forgetAccountLinks(tx, userId);
    return user.email;
  });
  if (changed === 'stale') throw notValid();
  if (changed === 'taken') {
    throw new ValidationError(
      `${pending.newEmail} now belongs to another Tocsin account, so the address was not changed. Choose another address in Settings.`,
      undefined,
      'email-already-in-use',
    );
  }
  await forgetVerificationsSent(db, userId);
  deps.sendLater(emailChangedMessage(changed, pending.newEmail));
  return { email: pending.newEmail };
}
