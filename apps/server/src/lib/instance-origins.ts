const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a page of this instance has: PUBLIC_URL's, and when that is a loopback address the
 * other spellings of it on the same port, since http://localhost:3000 and http://127.0.0.1:3000
 * are the same server to the person who started it.
 */
export function instanceOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      const spelling = new URL(url.origin);
      spelling.hostname = host;
      origins.add(spelling.origin);
    }
  }
  return origins;
}
