import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Tokens in the acknowledge links of emails, SMS and chat messages, and in the voice call's key
 * press callback: the incident id and an HMAC of it, so a link acknowledges its own incident
 * without a session and cannot be forged for another.
 */
export function createAckTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'tocsin', 'incident-acknowledge', 32));
  const mac = (incidentId: string) =>
    createHmac('sha256', key).update(incidentId).digest().subarray(0, 16);
  const sign = (incidentId: string) =>
    `${Buffer.from(incidentId).toString('base64url')}.${mac(incidentId).toString('base64url')}`;
  return {
    sign,
    /** The incident id, or null for a token that was not made here. */
    verify(token: string): string | null {
      const [idPart] = token.split('.');
      if (!idPart || token.length > 200) return null;
      const incidentId = Buffer.from(idPart, 'base64url').toString('utf8');
      // The whole token compared with the one we would make: base64 spellings that decode to
      // the same bytes (unused low bits in the last character) are refused too.
      const given = Buffer.from(token);
      const expected = Buffer.from(sign(incidentId));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? incidentId
        : null;
    },
  };
}

export type AckTokens = ReturnType<typeof createAckTokens>;
