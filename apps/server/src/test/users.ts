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

/**
 * Confirms a user's address as its owner would, with the link of the mail sent at sign-up
 * (`mail`'s text): alerts are mailed to confirmed addresses only. Throws unless it succeeded.
 */
export async function confirmEmailOverHttp(base: string, mail: { text: string }) {
  const link = /\S*\/verify-email\?token=[\w.%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('the sign-up mail holds no confirmation link');
  const response = await fetch(`${base}/api/v1/email-verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  if (response.status !== 200)
    throw new Error(`confirming the address answered ${response.status}`);
}
