import { FRESH_AUTH_SECONDS } from '@tocsin/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import { verifyPassword } from '../auth/index.js';

/** Refused until the person confirms their password: the web asks for it, then tries again. */
export class ReauthenticationRequiredError extends AppError {
  constructor() {
    super(
      'reauthentication-required',
      'For your security, please enter your password again to make this change.',
    );
  }
}

/** When the session last proved who it is: its sign-in, or a confirmation of the password since. */
async function provenAt(db: Db, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, reauthenticatedAt: sessions.reauthenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const { createdAt, reauthenticatedAt } = row;
  return reauthenticatedAt && reauthenticatedAt > createdAt ? reauthenticatedAt : createdAt;
}

/**
 * Throws unless the session signed in, or confirmed the password, within the last 10 minutes:
 * a stolen session cookie alone cannot change the password, the email, the second factor or
 * delete the account.
 */
export async function assertFreshAuth(db: Db, sessionId: string, now = new Date()) {
  const at = await provenAt(db, sessionId);
  if (!at || now.getTime() - at.getTime() > FRESH_AUTH_SECONDS * 1000) {
    throw new ReauthenticationRequiredError();
  }
}

/** Whether `password` is the account's own (false for an account without one). */
export async function passwordMatches(db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) return false;
  return verifyPassword({ hash: credential.hash, password });
}

/** Checks the password again and marks the session as freshly proven; refuses a wrong one. */
export async function reauthenticate(
  db: Db,
  auth: { userId: string; sessionId: string },
  password: string,
  now = new Date(),
) {
  if (!(await passwordMatches(db, auth.userId, password))) {
    throw new ValidationError('That password is not right.', [
      { path: 'password', message: 'That password is not right' },
    ]);
  }
  return markProven(db, auth, now);
}

/** Records that the session proved who it is just now (the password, or a passkey, again). */
export async function markProven(
  db: Db,
  auth: { userId: string; sessionId: string },
  now = new Date(),
) {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: now })
    .where(and(eq(sessions.id, auth.sessionId), eq(sessions.userId, auth.userId)));
  return { freshUntil: new Date(now.getTime() + FRESH_AUTH_SECONDS * 1000).toISOString() };
}
