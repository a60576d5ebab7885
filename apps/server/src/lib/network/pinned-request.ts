import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TLSSocket } from 'node:tls';
import type { CertificateInfo } from '@tocsin/contract';
import { explainTrustError, inspectCertificate } from './certificate.js';
import { fromSource } from './source-address.js';
import { pinnedLookup } from './target-guard.js';
import type { ResolvedAddress } from './types.js';

/** Where a request was when it ended; timeouts name it so users know what was slow. */
export type Phase = 'resolving' | 'connecting' | 'tls' | 'headers' | 'body';

/** What a request keeps of a body it only counts: enough to show why a failure failed. */
export const EXCERPT_BYTES = 512;

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface HopRequest {
  url: URL;
  method: string;
  headers: http.OutgoingHttpHeaders;
  body: string | Buffer | undefined;
  /** Addresses the SSRF guard allowed for `url.hostname`; the only ones connected to. */
  addresses: readonly ResolvedAddress[];
  verifyTls: boolean;
  /** Keep the body's bytes (keyword, JSON) or only count them past an excerpt (plain http). */
  keepBody: boolean;
  maxBodyBytes: number;
  /** A redirect about to be followed needs no body: end the exchange at its headers. */
  skipRedirectBody: boolean;
  signal: AbortSignal;
  now: () => Date;
  /** Connect from this local address (see source-address.ts). */
  localAddress?: string;
}

/** What one request saw, whether it ended in a response or in an error. */
export interface HopTrace {
  connect?: number;
  tls?: number;
  ttfb?: number;
  remoteAddress: string | null;
  certificate: CertificateInfo | null;
  statusCode: number | null;
  bytesRead: number;
  phase: Phase;
}

export interface HopResponse {
  statusCode: number;
  statusText: string;
  location: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** More bytes were on the way when reading stopped at `maxBodyBytes`. */
  truncated: boolean;
}

export type HopOutcome = { trace: HopTrace } & (
  { response: HopResponse; error?: undefined } | { response?: undefined; error: unknown }
);

/** The check's signal fired; the phase in the trace says what it was waiting for. */
export class CheckAbortedError extends Error {
  constructor() {
    super('The check timed out');
    this.name = 'CheckAbortedError';
  }
}

/** The certificate failed verification and the monitor asked for it to be verified. */
export class TlsVerifyError extends Error {
  constructor(
    readonly code: string,
    host: string,
  ) {
    super(describeTrustFailure(code, host));
    this.name = 'TlsVerifyError';
  }
}

function describeTrustFailure(code: string, host: string): string {
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return `The certificate is not valid for ${host} (${code})`;
  const text = explainTrustError(code);
  if (text === code) return `The certificate is not trusted (${code})`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One request on a fresh connection pinned to the guard's addresses. Never rejects: errors come
 * back with the trace of how far the request got, and the socket is destroyed on every path.
 */
export function sendHop(hop: HopRequest): Promise<HopOutcome> {
  return new Promise((settle) => {
    const trace: HopTrace = {
      remoteAddress: null,
      certificate: null,
      statusCode: null,
      bytesRead: 0,
      phase: 'connecting',
    };
    if (hop.signal.aborted) {
      settle({ trace, error: new CheckAbortedError() });
      return;
    }
    const started = performance.now();
    let connectedAt: number | undefined;
    let securedAt: number | undefined;
    let settled = false;
    const isHttps = hop.url.protocol === 'https:';
    const hostname = hop.url.hostname.replace(/^\[(.*)\]$/, '$1');

    const source = fromSource(hop.addresses, hop.localAddress);
    const req = (isHttps ? https : http).request({
      method: hop.method,
      hostname,
      port: hop.url.port || (isHttps ? 443 : 80),
      path: `${hop.url.pathname}${hop.url.search}`,
      headers: hop.headers,
      // A fresh agent per request: no pooled sockets to leak, no proxy from the environment.
      agent: false,
      lookup: pinnedLookup(source.addresses),
      ...(source.localAddress ? { localAddress: source.localAddress } : {}),
      // Verified on 'secureConnect' instead, so a refused certificate is still described.
      rejectUnauthorized: false,
      ...(isIP(hostname) ? {} : { servername: hostname }),
    });

    const finish = (outcome: { response: HopResponse } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      hop.signal.removeEventListener('abort', onAbort);
      req.destroy();
      settle({ trace, ...outcome });
    };
    const fail = (error: unknown) => finish({ error });
    const onAbort = () => fail(new CheckAbortedError());

    const onSecure = (socket: TLSSocket) => {
      securedAt = performance.now();
      trace.tls = securedAt - (connectedAt ?? started);
      trace.certificate = inspectCertificate(socket, hostname, hop.now());
      trace.phase = 'headers';
      // Synchronous, as Node's own rejectUnauthorized is: the request never reaches the peer.
      if (hop.verifyTls && !socket.authorized) {
        const error: unknown = socket.authorizationError;
        fail(new TlsVerifyError(typeof error === 'string' ? error : String(error), hostname));
      }
    };

    req.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        connectedAt = performance.now();
        trace.connect = connectedAt - started;
        trace.remoteAddress = socket.remoteAddress ?? null;
        trace.phase = isHttps ? 'tls' : 'headers';
      });
      if (isHttps) socket.once('secureConnect', () => onSecure(socket as TLSSocket));
    });

    req.on('response', (res) => {
      trace.ttfb = performance.now() - (securedAt ?? connectedAt ?? started);
      trace.phase = 'body';
      const statusCode = res.statusCode ?? 0;
      trace.statusCode = statusCode;
      const response: HopResponse = {
        statusCode,
        statusText: res.statusMessage || http.STATUS_CODES[statusCode] || '',
        location: res.headers.location,
        headers: res.headers,
        body: Buffer.alloc(0),
        truncated: false,
      };
      if (hop.skipRedirectBody && REDIRECT_STATUSES.has(statusCode) && response.location) {
        finish({ response });
        return;
      }
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        trace.bytesRead += chunk.length;
        const keep = hop.keepBody ? hop.maxBodyBytes : EXCERPT_BYTES;
        if (kept < keep) {
          const part = chunk.subarray(0, keep - kept);
          chunks.push(part);
          kept += part.length;
        }
        // Stop at the cap: an endless or huge body must cost neither time nor memory.
        if (trace.bytesRead > hop.maxBodyBytes) {
          finish({ response: { ...response, body: Buffer.concat(chunks), truncated: true } });
        }
      });
      res.on('end', () => finish({ response: { ...response, body: Buffer.concat(chunks) } }));
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      });
    });
    // Stays attached after settling: a late 'error' from a destroyed request must not crash.
    req.on('error', fail);

    hop.signal.addEventListener('abort', onAbort, { once: true });
    req.end(hop.body);
  });
}
