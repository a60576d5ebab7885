import {
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_RESEND_SECONDS,
  type ConfirmEmailVerificationResponse,
  type EmailVerificationStatus,
} from '@tocsin/contract';
import { isAPIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError, TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import {
  type Auth,
  recordVerificationSent,
  verificationsSent,
  verificationToken,
  verifyEmailMessage,
  verifyEmailUrl,
} from '../auth/index.js';

export interface VerificationDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}

type Person = { id: string; email: string; emailVerified: boolean };

const HOUR = 60 * 60 * 1000;

export async function verificationStatus(
  db: Db,
  user: Person,
  now = new Date(),
): Promise<EmailVerificationStatus> {
  const [last] = user.emailVerified
    ? []
    : await verificationsSent(db, user.id, new Date(now.getTime() - 24 * HOUR));
  const sentAt = last && last.email === user.email.toLowerCase() ? last.sentAt.toISOString() : null;
  return { email: user.email, emailVerified: user.emailVerified, sentAt };
}

/**
 * Mails a new confirmation link: at most one a minute, and five an hour per person and per
 * address, so the button cannot be used to flood a mailbox.
 */
export async function resendVerification(
  deps: VerificationDeps,
  user: Person,
  now = new Date(),
): Promise<EmailVerificationStatus> {
  if (user.emailVerified) {
    throw new ValidationError('Your email address is already confirmed: there is nothing to do.');
  }
  const email = user.email.toLowerCase();
  const sent = await verificationsSent(deps.db, user.id, new Date(now.getTime() - HOUR));
  const last = sent[0];
  const wait = last
    ? VERIFICATION_RESEND_SECONDS - (now.getTime() - last.sentAt.getTime()) / 1000
    : 0;
  if (wait > 0) {
    throw new TooManyRequestsError(
      'A link was sent less than a minute ago. Check your inbox and spam folder, or try again in a minute.',
      Math.ceil(wait),
    );
  }
  const toThisAddress = sent.filter((s) => s.email === email);
  if (
    sent.length >= VERIFICATION_MAILS_PER_HOUR ||
    toThisAddress.length >= VERIFICATION_MAILS_PER_HOUR
  ) {
    const oldest = sent[sent.length - 1]!;
    throw new TooManyRequestsError(
      `${VERIFICATION_MAILS_PER_HOUR} links were sent in the last hour. Check your inbox and spam folder, or try again later.`,
      Math.max(1, Math.ceil((oldest.sentAt.getTime() + HOUR - now.getTime()) / 1000)),
    );
  }
  const token = await verificationToken(deps.secret, user);
  await recordVerificationSent(deps.db, user, now);
  await deps.mailer.send(verifyEmailMessage(user.email, verifyEmailUrl(deps.publicUrl, token)));
  return { email: user.email, emailVerified: false, sentAt: now.toISOString() };
}

class InvalidLinkError extends AppError {
  constructor(message: string) {
    super('invalid-token', message);
  }
}

const NEW_LINK = 'Sign in and choose "Resend" on the dashboard to get a new link.';

/** Whether the address the token names was confirmed already (false for a token that is no token). */
async function wasVerified(db: Db, token: string) {
  const email = emailOf(token);
  if (!email) return false;
  const [row] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.verified ?? false;
}

/** The address a verified token names (its signature was checked by Better Auth before). */
function emailOf(token: string) {
  try {
    const part = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
    const email = (JSON.parse(part) as { email?: unknown }).email;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}

/** Confirms the address a sign-up link names, through Better Auth's own check of the token. */
export async function confirmVerification(
  db: Db,
  auth: Auth,
  token: string,
): Promise<ConfirmEmailVerificationResponse> {
  try {
    // Better Auth answers alike whether it confirmed the address now or before.
    const before = await wasVerified(db, token);
    await auth.api.verifyEmail({ query: { token } });
    const email = emailOf(token);
    return { email, alreadyConfirmed: before };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === 'TOKEN_EXPIRED') {
      throw new InvalidLinkError(
        `This confirmation link has expired (links work for 24 hours). ${NEW_LINK}`,
      );
    }
    throw new InvalidLinkError(
      `This confirmation link is not valid: it may be incomplete, or the address of the account has changed since. ${NEW_LINK}`,
    );
  }
}
