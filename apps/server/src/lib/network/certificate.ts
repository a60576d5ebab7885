import tls from 'node:tls';
import {
  CERTIFICATE_CHAIN_MAX,
  CERTIFICATE_NAME_MAX,
  type CertificateInfo,
  type ChainCertificate,
} from '@tocsin/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a certificate says about itself, independent of who checks it. */
export type CertificateFacts = Omit<CertificateInfo, 'trusted' | 'trustError'>;

// Subject and issuer fields repeat (several OUs, CNs) as arrays; one line is enough to read.
const field = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

const clip = (text: string) =>
  text.length > CERTIFICATE_NAME_MAX ? `${text.slice(0, CERTIFICATE_NAME_MAX - 1)}…` : text;

const nameOf = (cert: tls.PeerCertificate) =>
  clip(field(cert.subject?.CN) || field(cert.subject?.O));

function issuerOf(cert: tls.PeerCertificate) {
  const cn = field(cert.issuer?.CN);
  const org = field(cert.issuer?.O);
  return clip(cn && org && org !== cn ? `${cn} (${org})` : cn || org);
}

/**
 * The facts of a peer certificate as the contract stores them; `now` decides `daysRemaining`
 * (whole days, negative once expired). Null when the server presented no certificate.
 */
export function describeCertificate(cert: tls.PeerCertificate, now: Date): CertificateFacts | null {
  if (!cert.valid_to || !cert.fingerprint256) return null;
  const validFrom = new Date(cert.valid_from);
  const validTo = new Date(cert.valid_to);
  return {
    subject: nameOf(cert),
    issuer: issuerOf(cert),
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    daysRemaining: Math.floor((validTo.getTime() - now.getTime()) / DAY_MS),
    fingerprint256: cert.fingerprint256,
    altNames: parseAltNames(cert.subjectaltname),
  };
}

/**
 * The chain as the handshake left it, leaf first: each certificate's issuer in turn until a
 * self-signed root (which names itself) or the end, at most CERTIFICATE_CHAIN_MAX long.
 */
export function describeChain(leaf: tls.DetailedPeerCertificate): ChainCertificate[] {
  const chain: ChainCertificate[] = [];
  const seen = new Set<string>();
  let cert: tls.DetailedPeerCertificate | undefined = leaf;
  while (cert?.valid_to && chain.length < CERTIFICATE_CHAIN_MAX && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256);
    chain.push({
      subject: nameOf(cert),
      issuer: issuerOf(cert),
      validFrom: new Date(cert.valid_from).toISOString(),
      validTo: new Date(cert.valid_to).toISOString(),
    });
    cert = cert.issuerCertificate;
  }
  return chain;
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
  const peer = socket.getPeerCertificate(true);
  const facts = describeCertificate(peer, now);
  if (!facts) return null;
  return { ...facts, ...certificateTrust(socket, host), chain: describeChain(peer) };
}
