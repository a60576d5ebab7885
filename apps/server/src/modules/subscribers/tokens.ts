import { createHash, createHmac, hkdfSync } from 'node:crypto';

/**
 * The token in a subscriber's confirmation and unsubscribe links: an HMAC of the subscriber's id
 * under a key derived from the instance's secret, so every later mail can carry it again while
 * the database keeps only its SHA-256 (a copy of the database alone unsubscribes nobody).
 */
export function createSubscriberTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tocsin', 'status-subscriber-links', 32));
  const addresses = Buffer.from(
    hkdfSync('sha256', secret, 'tocsin', 'status-subscriber-addresses', 32),
  );
  return {
    of: (subscriberId: string) =>
      createHmac('sha256', key).update(subscriberId).digest('base64url'),
    hash: hashToken,
    /**
     * What the confirmation limits keep of an address (and page): an HMAC, so a copy of the
     * database cannot tell whom they were about by hashing a list of addresses.
     */
    addressKey: (...parts: string[]) =>
      createHmac('sha256', addresses).update(parts.join('\n')).digest('base64url'),
  };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SubscriberTokens = ReturnType<typeof createSubscriberTokens>;
