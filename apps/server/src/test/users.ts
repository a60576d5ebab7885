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
