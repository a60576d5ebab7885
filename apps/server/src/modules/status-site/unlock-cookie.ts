import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a visitor who gave a page's password stays let in. */
const UNLOCK_SECONDS = 7 * 24 * 3600;

/** One cookie per page, so a visitor can hold several and one never opens another. */
export const unlockCookieName = (pageId: string) =>
  `tocsin_status_${pageId.replace(/[^A-Za-z0-9_-]/g, '')}`;

/**
 * The signature binds the page, the expiry and the password in force (a digest of its hash): a
 * cookie of another page, an expired one, or one from before the password changed lets no one in.
 */
function signature(pageId: string, passwordHash: string, expires: number, secret: string) {
  const password = createHash('sha256').update(passwordHash).digest('base64url');
  return createHmac('sha256', secret)
    .update(`status-page-unlock\n${pageId}\n${expires}\n${password}`)
    .digest('base64url');
}

export function unlockCookie(
  pageId: string,
  passwordHash: string,
  secret: string,
  now: Date,
  options: { path: string; secure: boolean },
) {
  const expires = Math.floor(now.getTime() / 1000) + UNLOCK_SECONDS;
  const value = `${expires}.${signature(pageId, passwordHash, expires, secret)}`;
  return [
    `${unlockCookieName(pageId)}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${UNLOCK_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the request's cookies hold a valid unlock of this page. */
export function verifyUnlock(
  cookieHeader: string | undefined,
  pageId: string,
  passwordHash: string,
  secret: string,
  now: Date,
): boolean {
  if (!cookieHeader) return false;
  const name = `${unlockCookieName(pageId)}=`;
  const pair = cookieHeader
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(name));
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(pair?.slice(name.length) ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(pageId, passwordHash, expires, secret));
  return timingSafeEqual(expected, Buffer.from(match[2]!));
}
