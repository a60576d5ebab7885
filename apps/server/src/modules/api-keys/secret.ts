import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key reads `tocsin_` and 40 base62 characters: the prefix is what secret scanners match,
 * and its first 8 characters after it (kept in clear as `prefix`) find the row; only the SHA-256
 * of the whole key is stored. Random keys of this length need no slow hash.
 */
export const API_KEY_PREFIX = 'tocsin_';
const BODY_LENGTH = 40;
const LOOKUP_LENGTH = API_KEY_PREFIX.length + 8;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH}}$`);

export function newApiKeySecret() {
  let body = '';
  // Rejection sampling keeps every character equally likely.
  while (body.length < BODY_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && body.length < BODY_LENGTH) body += ALPHABET[byte % 62];
    }
  }
  const secret = API_KEY_PREFIX + body;
  return { secret, prefix: lookupPrefix(secret), hash: hashSecret(secret) };
}

export const lookupPrefix = (secret: string) => secret.slice(0, LOOKUP_LENGTH);

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function secretMatches(secret: string, hash: string) {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
