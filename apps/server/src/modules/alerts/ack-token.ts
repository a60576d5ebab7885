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
  return {
    sign(incidentId: string): string {
      return `${Buffer.from(incidentId).toString('base64url')}.${mac(incidentId).toString('base64url')}`;
    },
    /** The incident id, or null for a token that was not made here. */
    verify(token: string): string | null {
      const [idPart, macPart] = token.split('.');
      if (!idPart || !macPart || token.length > 200) return null;
      const incidentId = Buffer.from(idPart, 'base64url').toString('utf8');
      const given = Buffer.from(macPart, 'base64url');
      const expected = mac(incidentId);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? incidentId
        : null;
    },
  };
}

export type AckTokens = ReturnType<typeof createAckTokens>;
