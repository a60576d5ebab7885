import tls from 'node:tls';
import type { CertificateInfo } from '@tocsin/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a certificate says about itself, independent of who checks it. */
export type CertificateFacts = Omit<CertificateInfo, 'trusted' | 'trustError'>;

// Subject and issuer fields repeat (several OUs, CNs) as arrays; one line is enough to read.
const field = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/**
 * The facts of a peer certificate as the contract stores them; `now` decides `daysRemaining`
 * (whole days, negative once expired). Null when the server presented no certificate.
 */
export function describeCertificate(cert: tls.PeerCertificate, now: Date): CertificateFacts | null {
  if (!cert.valid_to || !cert.fingerprint256) return null;
  const validFrom = new Date(cert.valid_from);
  const validTo = new Date(cert.valid_to);
  const issuerCn = field(cert.issuer?.CN);
  const issuerOrg = field(cert.issuer?.O);
  return {
    subject: field(cert.subject?.CN) || field(cert.subject?.O),
    issuer:
      issuerCn && issuerOrg && issuerOrg !== issuerCn
        ? `${issuerCn} (${issuerOrg})`
        : issuerCn || issuerOrg,
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    daysRemaining: Math.floor((validTo.getTime() - now.getTime()) / DAY_MS),
    fingerprint256: cert.fingerprint256,
    altNames: parseAltNames(cert.subjectaltname),
  };
}

/** "DNS:a.example, IP Address:192.0.2.1" -> ["a.example", "192.0.2.1"]. */
function parseAltNames(san: string | undefined): string[] {
  if (!san) return [];
  return san
    .split(/,\s*/)
    .map((entry) => entry.replace(/^[A-Za-z ]+:/, '').trim())
    .filter(Boolean);
}

// OpenSSL's verify codes are exact but cryptic; these are the ones monitor owners actually meet.
const TRUST_TEXT: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the chain ends in a self-signed root that is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the issuer is not a trusted authority',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the chain is incomplete (an intermediate is missing)',
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not valid yet',
  CERT_REVOKED: 'the certificate was revoked',
};

/** A readable reason for an OpenSSL verify code, keeping the code for searching. */
export function explainTrustError(code: string): string {
  const text = TRUST_TEXT[code];
  return text ? `${text} (${code})` : code;
}

/**
 * Whether the chain verified against the trust store and the certificate names `host`.
 * Meaningful after a handshake made with `rejectUnauthorized: false`, which records the verify
 * error instead of failing.
 */
export function certificateTrust(
  socket: tls.TLSSocket,
  host: string,
): Pick<CertificateInfo, 'trusted' | 'trustError'> {
  const problems: string[] = [];
  if (!socket.authorized) {
    // Node stores the OpenSSL code here as a string, whatever its typings say.
    const error: unknown = socket.authorizationError;
    const code =
      typeof error === 'string' ? error : ((error as Error | null)?.message ?? 'unknown');
    problems.push(explainTrustError(code));
  }
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  const mismatch = tls.checkServerIdentity(bare, socket.getPeerCertificate());
  if (mismatch) problems.push(mismatch.message);
  return problems.length === 0
    ? { trusted: true, trustError: null }
    : { trusted: false, trustError: problems.join('; ') };
}

/** The full CertificateInfo of a connected TLS socket, or null when no certificate came. */
export function inspectCertificate(
  socket: tls.TLSSocket,
  host: string,
  now: Date,
): CertificateInfo | null {
  const facts = describeCertificate(socket.getPeerCertificate(), now);
  return facts ? { ...facts, ...certificateTrust(socket, host) } : null;
}
