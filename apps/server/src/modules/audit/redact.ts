/**
 * What never reaches the audit log: secrets, and hashes of them. A field is secret by the words
 * of its name, wherever it sits (`passwordHash`, `domainToken`, `secret.routingKey`,
 * `headers.0.apiKey`), so a field added later is covered by its name alone; a value is secret by
 * its kind, whatever its field (an API key, a password hash, a sealed channel secret, a token in
 * a URL). The log says such a field changed, never what it holds.
 */
export const REDACTED = '[redacted]';

const SECRET_WORDS = new Set([
  'secret',
  'secrets',
  'token',
  'tokens',
  'password',
  'passwords',
  'passphrase',
  'passcode',
  'hash',
  'hashes',
  'digest',
  'key',
  'keys',
  'apikey',
  'authorization',
  'cookie',
  'cookies',
  'credential',
  'credentials',
  'otp',
  'totp',
  'salt',
  'signature',
  'sig',
  'private',
  'sealed',
  'ciphertext',
]);

/** Fields whose name says nothing secret but whose values carry credentials. */
const SECRET_FIELDS = new Set([
  // A monitor's header values and request body (tokens, basic auth, API keys).
  'headerValues',
  'body',
  // A chat service's incoming webhook URL is its credential.
  'webhookUrl',
]);

/** Names with a secret word that hold none: a configuration document's name for an object. */
const PUBLIC_FIELDS = new Set(['configKey']);

/** `secret.routingKey` → secret, routing, key; `api_key` → api, key. */
export function wordsOf(path: string): string[] {
  return path
    .split('.')
    .flatMap((segment) =>
      segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/),
    )
    .filter(Boolean);
}

/** Whether a field (a dotted path) holds a secret, by the words of its name. */
export function isSecretField(path: string): boolean {
  const last = path.slice(path.lastIndexOf('.') + 1);
  if (SECRET_FIELDS.has(last)) return true;
  return !PUBLIC_FIELDS.has(path) && wordsOf(path).some((word) => SECRET_WORDS.has(word));
}

/** Values that are secrets or hashes whatever their field is called. */
const SECRET_VALUES = [
  // Tocsin's API keys, and Standard Webhooks signing secrets.
  /tocsin_[0-9A-Za-z]{20,}/,
  /whsec_[A-Za-z0-9+/=]{16,}/,
  // Password hashes in PHC form: Argon2, bcrypt, scrypt, PBKDF2.
  /^\$(argon2(id|i|d)|2[abxy]|scrypt|pbkdf2[-a-z0-9]*)\$/,
  // A channel's sealed secrets: v1.<iv>.<tag>.<ciphertext>.
  /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\./,
  // A SHA-256 in hex (API keys and logos are stored by theirs).
  /^[0-9a-f]{64}$/i,
];

const isSecretValue = (value: string) => SECRET_VALUES.some((pattern) => pattern.test(value));

/**
 * A URL with its credentials taken out: the user and password before the host, and the values
 * of query parameters named like secrets (`?token=`, `&api_key=`, `&X-Amz-Signature=`).
 */
function withoutUrlSecrets(url: string): string {
  const [beforeHash = '', ...hash] = url.split('#');
  const queryAt = beforeHash.indexOf('?');
  const address = (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)).replace(
    /^(https?:\/\/)[^/?#@]*@/i,
    `$1${REDACTED}@`,
  );
  if (queryAt < 0) return [address, ...hash].join('#');
  const query = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      let name = pair.slice(0, at);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return isSecretField(name) ? `${pair.slice(0, at)}=${REDACTED}` : pair;
    })
    .join('&');
  return [`${address}?${query}`, ...hash].join('#');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A value as the log may keep it: secret values, and the members of objects (in lists) whose
 * names are secret, redacted; secrets taken out of URLs; dates as ISO text.
 */
export function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (isSecretValue(value)) return REDACTED;
    return /^https?:\/\//i.test(value) ? withoutUrlSecrets(value) : value;
  }
  if (Array.isArray(value)) return value.map(scrub);
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, member]) => [
        name,
        isSecretField(name) ? redacted(member) : scrub(member),
      ]),
    );
  if (typeof value === 'object') return REDACTED;
  return value;
}

/** A secret field's value: that there is one, never what it is. */
export const redacted = (value: unknown) =>
  value === undefined || value === null ? null : REDACTED;

/**
 * An object's leaves by dotted path: `{ events: { down: true } }` → `{ 'events.down': true }`, so
 * an edit lists the one setting that changed and each leaf is judged by its whole name. Lists,
 * dates and a secret field's value stay whole.
 */
export function leavesOf(object: Record<string, unknown> | null | undefined, prefix = '') {
  const leaves: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(object ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isPlainObject(value) && Object.keys(value).length > 0 && !isSecretField(path))
      Object.assign(leaves, leavesOf(value, path));
    else leaves[path] = value;
  }
  return leaves;
}
