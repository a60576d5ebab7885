const ORIGIN = 'http://tocsin.invalid';

/**
 * Returns `target` when it is a path on this site, else `fallback`. Only a single leading '/' is
 * accepted: '//host' and '/\host' are protocol-relative in browsers, and control characters are
 * stripped by URL parsers, which would turn '/\t/evil.com' into '//evil.com'.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the visitor back to `returnTo` after signing in. */
export function loginPathFor(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
