// Sign-up bodies and cookies, for tests and benchmarks that talk to a real server.

let counter = 0;
/** A unique, valid sign-up body for each call. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    password: 'analytical-engine-1843',
    phone: '+44 20 7946 0018',
    acceptTerms: true,
    ...overrides,
  };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: { headers: Record<string, unknown> }) {
  const raw = response.headers['set-cookie'] as string | string[] | undefined;
  const list = raw === undefined ? [] : [raw].flat();
  return list
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/**
 * Signs a new user up on a running server over HTTP (a spawned process, not `app.inject`);
 * `origin` is the server's PUBLIC_URL, which sign-up checks. Throws unless it succeeded.
 */
export async function signUpOverHttp(base: string, origin = base) {
  const user = newUser();
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(user),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return {
    user,
    cookie: cookieFrom({ headers: { 'set-cookie': response.headers.getSetCookie() } }),
  };
}
