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

/** The cookies of `before` updated with what `res` sets (a cleared cookie is dropped). */
export function mergeCookies(before: string, res: { headers: Record<string, unknown> }) {
  const jar = new Map(
    before
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c] as const),
  );
  const raw = res.headers['set-cookie'] as string | string[] | undefined;
  for (const line of raw === undefined ? [] : [raw].flat()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
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
