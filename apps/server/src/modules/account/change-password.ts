import type { ChangePasswordInput } from '@tocsin/contract';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client.js';
import { TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import {
  type Auth,
  forgetAccountLinks,
  authError,
  refuseCommonPassword,
  forgetTrustedDevices,
  waitText,
  type SignInThrottle,
} from '../auth/index.js';
import { securityNoticeEmail } from './security-emails.js';
import { sessionIdsOf } from './sessions.js';
import { describeUserAgent } from './user-agent.js';

export interface ChangePasswordDeps {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  throttle: SignInThrottle;
  log: Logger;
  publicUrl: string;
}

/** Who asks: the person, and the request's headers as Better Auth reads them (cookie, IP). */
export interface PasswordChanger {
  userId: string;
  email: string;
  headers: Headers;
  ip: string;
}

const wrongCurrent = () =>
  new ValidationError('That is not your current password. Check it and try again.', [
    { path: 'currentPassword', message: 'That is not your current password' },
  ]);

/**
 * Sets a new password after checking the current one, through Better Auth's own change (its
 * hashing, its checks), and signs out every other session. Better Auth replaces this session
 * with a new one: `setCookies` carries it back, so this browser stays signed in.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  who: PasswordChanger,
  input: ChangePasswordInput,
) {
  const { currentPassword, newPassword } = input;
  if (newPassword === currentPassword) {
    throw new ValidationError('The new password is the same as the current one.', [
      { path: 'newPassword', message: 'Choose a password different from your current one' },
    ]);
  }
  refuseCommonPassword(newPassword, 'newPassword');
  // The same count per account as sign-in: a guess of the password is a guess wherever it comes.
  await deps.throttle.attempt(who.email).catch((error: unknown) => {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(
      `Too many wrong passwords for this account. Try again in ${waitText(error.retryAfterSeconds)}.`,
      error.retryAfterSeconds,
    );
  });

  const before = await sessionIdsOf(deps.db, who.userId);
  let setCookies: string[];
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: who.headers,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.body?.code === 'INVALID_PASSWORD') throw wrongCurrent();
    throw authError(error.statusCode, error.body);
  }
  await deps.throttle.succeeded(who.email);
  // A remembered browser skips the second factor: after a new password, none is remembered; nor
  // does a reset link or an address change asked for before still work.
  await forgetTrustedDevices(deps.db, who.userId);
  await forgetAccountLinks(deps.db, who.userId);
  // Every session before the change is gone, this browser's old one too (it has a new one); their
  // live streams ended with them (modules/auth/auth.ts announces what Better Auth ends).
  const endedSessions = Math.max(0, before.length - 1);
  sendNotice(deps, who, endedSessions);
  return { endedSessions, setCookies };
}

/** The mail leaves in the background: a slow mail server does not hold the answer. */
function sendNotice(deps: ChangePasswordDeps, who: PasswordChanger, endedSessions: number) {
  const signedOut =
    endedSessions === 0
      ? 'You had no other sessions to sign out; this browser stays signed in.'
      : `${endedSessions === 1 ? 'Your 1 other session was' : `Your ${endedSessions} other sessions were`} signed out; the browser that made the change stays signed in.`;
  const message = securityNoticeEmail(who.email, {
    subject: 'Your Tocsin password was changed',
    title: 'Your password was changed',
    lines: ['The password of your Tocsin account was just changed.', signedOut],
    when: new Date(),
    device: describeUserAgent(who.headers.get('user-agent')).browser,
    ip: who.ip,
    actionUrl: `${deps.publicUrl}/forgot-password`,
    actionLabel: 'Reset your password',
  });
  deps.mailer
    .send(message)
    .catch((err: unknown) => deps.log.error({ err, to: message.to }, 'mail failed'));
}
