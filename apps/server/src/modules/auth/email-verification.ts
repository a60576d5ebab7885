import { EMAIL_VERIFICATION_TTL_SECONDS } from '@tocsin/contract';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { verifications } from '../../db/schema.js';
import type { MailMessage } from '../../lib/mailer.js';
import { layout } from './emails.js';

/**
 * Each confirmation link mailed is noted in Better Auth's `verifications` table (the link itself
 * is a signed token kept nowhere): the banner says when the last went, and resending is limited.
 */
const sentIdentifier = (userId: string) => `email-verification-sent:${userId}`;

/** The web page a confirmation link opens; it confirms the address through the API. */
export const verifyEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** A signed token for the user's current address, as Better Auth's own verify-email reads it. */
export function verificationToken(secret: string, user: { id: string; email: string }) {
  return createEmailVerificationToken(
    secret,
    user.email,
    undefined,
    EMAIL_VERIFICATION_TTL_SECONDS,
    {
      userId: user.id,
    },
  );
}

export async function recordVerificationSent(
  db: Db,
  user: { id: string; email: string },
  now = new Date(),
) {
  const identifier = sentIdentifier(user.id);
  // Notes older than the links they stand for are of no use any more.
  await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), lt(verifications.expiresAt, now)));
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier,
    value: user.email.toLowerCase(),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
}

/** The links mailed to this person since `since`, newest first, with the address of each. */
export async function verificationsSent(db: Db, userId: string, since: Date) {
  return db
    .select({ email: verifications.value, sentAt: verifications.createdAt })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, sentIdentifier(userId)), gt(verifications.createdAt, since)),
    )
    .orderBy(desc(verifications.createdAt));
}

/** Forgets the notes once the address is confirmed or changed. */
export async function forgetVerificationsSent(exec: Exec, userId: string) {
  await exec.delete(verifications).where(eq(verifications.identifier, sentIdentifier(userId)));
}

export function verifyEmailMessage(to: string, url: string): MailMessage {
  const intro = 'Please confirm that this is the email address of your Tocsin account.';
  const why =
    'Until you do, Tocsin sends no alert to this address. The link below works for 24 hours.';
  const ignore = 'If you did not create a Tocsin account, ignore this email.';
  return {
    to,
    subject: 'Confirm your email address for Tocsin',
    text: `${intro}\n\n${why}\n\n${url}\n\n${ignore}\n`,
    html: layout('Confirm your email address', [intro, why, ignore], {
      label: 'Confirm my email address',
      url,
    }),
  };
}
