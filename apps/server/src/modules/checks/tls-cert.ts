import { performance } from 'node:perf_hooks';
import type { TLSSocket } from 'node:tls';
import type { CertificateInfo, CheckErrorKind, CheckStatus } from '@tocsin/contract';
import { inspectCertificate } from '../../lib/network/certificate.js';
import { ConnectError, closeConnection, openConnection } from './tcp.js';
import type { TlsTrustOptions } from './tcp.js';
import type { CheckFn } from './types.js';
import { ms, resultFor } from './result.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Verdict {
  status: CheckStatus;
  errorKind: CheckErrorKind | null;
  message: string | null;
}

/**
 * Expired or untrusted certificates break clients today: down. One that still works but expires
 * within the threshold is degraded, so the owner renews it before it becomes an outage.
 */
export function judgeCertificate(cert: CertificateInfo, now: Date, thresholdDays: number): Verdict {
  const validTo = new Date(cert.validTo);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  if (validTo.getTime() <= now.getTime()) {
    return {
      status: 'down',
      errorKind: 'tls',
      message: `The certificate expired on ${day(validTo)}`,
    };
  }
  const validFrom = new Date(cert.validFrom);
  if (validFrom.getTime() > now.getTime()) {
    const message = `The certificate is not valid before ${day(validFrom)}`;
    return { status: 'down', errorKind: 'tls', message };
  }
  if (!cert.trusted) {
    const message = `The certificate is not trusted: ${cert.trustError ?? 'unknown reason'}`;
    return { status: 'down', errorKind: 'tls', message };
  }
  if (validTo.getTime() - now.getTime() < thresholdDays * DAY_MS) {
    const days = cert.daysRemaining;
    const when = days < 1 ? 'in less than a day' : `in ${days} day${days === 1 ? '' : 's'}`;
    const message = `The certificate expires ${when} (${day(validTo)}); renew it`;
    return { status: 'degraded', errorKind: 'cert-expiring', message };
  }
  return { status: 'up', errorKind: null, message: null };
}

/** Builds a tls-cert check; `ca` replaces the public roots when the target uses a private CA. */
export function createTlsCertCheck(trust: TlsTrustOptions = {}): CheckFn<'tls-cert'> {
  return async (config, ctx) => {
    const checkedAt = ctx.now();
    const started = performance.now();
    const base = resultFor(checkedAt, started);
    let conn;
    try {
      // Verification is recorded, not enforced, so a broken chain can still be described.
      const options = { ...trust, tls: true, rejectUnauthorized: false };
      conn = await openConnection(config.host, config.port, options, ctx);
    } catch (err) {
      if (!(err instanceof ConnectError)) throw err;
      const timings = { ...err.timings, total: ms(started) };
      return base({ errorKind: err.kind, message: err.message, timings });
    }
    try {
      const now = ctx.now();
      const certificate = inspectCertificate(conn.socket as TLSSocket, config.host, now);
      const timings = { ...conn.timings, total: ms(started) };
      const remoteAddress = conn.remoteAddress;
      if (!certificate) {
        const message = `${config.host}:${config.port} presented no certificate`;
        return base({ errorKind: 'tls', message, timings, remoteAddress });
      }
      const verdict = judgeCertificate(certificate, now, config.expiryThresholdDays);
      const details = { expiryThresholdDays: config.expiryThresholdDays };
      return base({ ...verdict, timings, remoteAddress, certificate, details });
    } finally {
      closeConnection(conn.socket);
    }
  };
}

export const tlsCertCheck = createTlsCertCheck();
