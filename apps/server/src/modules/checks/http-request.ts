import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { TLSSocket } from 'node:tls';
import { MONITOR_LIMITS } from '@tocsin/contract';
import type { CertificateInfo, MonitorConfig, PhaseTimings } from '@tocsin/contract';
import { explainTrustError, inspectCertificate } from './certificate.js';
import { parseTargetUrl, pinnedLookup } from './target-guard.js';
import type { CheckContext, ResolvedAddress } from './types.js';

export type HttpConfig = MonitorConfig<'http' | 'keyword' | 'json-query'>;

/** Where a request was when it ended; timeouts name it so users know what was slow. */
export type Phase = 'resolving' | 'connecting' | 'tls' | 'headers' | 'body';

/** What a check keeps of a body it only counts: enough to show why a failure failed. */
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

    const req = (isHttps ? https : http).request({
      method: hop.method,
      hostname,
      port: hop.url.port || (isHttps ? 443 : 80),
      path: `${hop.url.pathname}${hop.url.search}`,
      headers: hop.headers,
      // A fresh agent per request: no pooled sockets to leak, no proxy from the environment.
      agent: false,
      lookup: pinnedLookup(hop.addresses),
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

/** Everything the request side learned, summed over redirect hops. */
export interface Fetched {
  /** The final response; null when the exchange ended in `error`. */
  response: HopResponse | null;
  error: unknown;
  /** Where the exchange was when it ended, for naming what timed out. */
  phase: Phase;
  statusCode: number | null;
  timings: PhaseTimings;
  bytesRead: number;
  remoteAddress: string | null;
  /** The last certificate seen, so an https hop's certificate shows even after a redirect. */
  certificate: CertificateInfo | null;
  /** Every URL requested or redirected to, in order. */
  chain: string[];
}

/** A redirect that cannot be followed: a loop, too many, or an unusable Location. */
export class RedirectError extends Error {}

type Timed = 'dns' | 'connect' | 'tls' | 'ttfb';
const USER_AGENT = 'Tocsin/1.0 (+uptime monitoring)';
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'transfer-encoding'];
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * Requests the monitor's URL, following redirects as configured, with every hop re-resolved
 * through `ctx.resolve` (the SSRF guard). Never rejects: an error comes back in `error`.
 */
export async function fetchTarget(
  config: HttpConfig,
  ctx: CheckContext,
  keepBody: boolean,
): Promise<Fetched> {
  const started = performance.now();
  const sums: Partial<Record<Timed, number>> = {};
  const add = (phase: Timed, ms: number | undefined) => {
    if (ms !== undefined) sums[phase] = (sums[phase] ?? 0) + ms;
  };
  const fetched = emptyFetch();
  const request = {
    method: config.method as string,
    body: config.body,
    headers: buildHeaders(config),
  };
  const visited = new Set<string>();
  try {
    let url = parseTargetUrl(config.url);
    fetched.chain.push(url.href);
    for (let redirects = 0; ; redirects++) {
      visited.add(`${request.method} ${url.href}`);
      fetched.phase = 'resolving';
      const resolving = performance.now();
      const addresses = await untilAborted(ctx.resolve(url.hostname), ctx.signal);
      add('dns', performance.now() - resolving);
      const { trace, response, error } = await sendHop({
        ...request,
        url,
        addresses,
        verifyTls: config.verifyTls,
        keepBody,
        maxBodyBytes: MONITOR_LIMITS.bodyReadMaxBytes,
        skipRedirectBody: config.followRedirects,
        signal: ctx.signal,
        now: ctx.now,
      });
      add('connect', trace.connect);
      add('tls', trace.tls);
      add('ttfb', trace.ttfb);
      fetched.phase = trace.phase;
      fetched.bytesRead += trace.bytesRead;
      fetched.statusCode = trace.statusCode ?? fetched.statusCode;
      fetched.remoteAddress = trace.remoteAddress ?? fetched.remoteAddress;
      fetched.certificate = trace.certificate ?? fetched.certificate;
      if (!response) throw error;
      const location = response.location;
      if (!config.followRedirects || !REDIRECT_STATUSES.has(response.statusCode) || !location) {
        fetched.response = response;
        break;
      }
      const next = redirectTarget(location, url, fetched.chain);
      rewriteForRedirect(request, response.statusCode, url, next);
      if (visited.has(`${request.method} ${next.href}`)) {
        throw new RedirectError(`Redirect loop: ${clip(next.href)} was already requested`);
      }
      if (redirects >= config.maxRedirects) {
        const limit = `${config.maxRedirects} redirect${config.maxRedirects === 1 ? '' : 's'}`;
        throw new RedirectError(`More than ${limit} (the next was to ${clip(next.href)})`);
      }
      url = next;
    }
  } catch (err) {
    fetched.error = err;
  }
  const timings: Partial<PhaseTimings> = {};
  for (const [phase, ms] of Object.entries(sums) as [Timed, number][]) timings[phase] = round(ms);
  fetched.timings = { ...timings, total: round(performance.now() - started) };
  return fetched;
}

/** Resolves a Location against the current URL and applies the guard's URL rules to it. */
function redirectTarget(location: string, from: URL, chain: string[]): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new RedirectError(`Redirected to an invalid location: ${clip(location)}`);
  }
  chain.push(next.href);
  return parseTargetUrl(next.href);
}

type OutgoingRequest = {
  method: string;
  body: string | undefined;
  headers: http.OutgoingHttpHeaders;
};

function rewriteForRedirect(request: OutgoingRequest, status: number, from: URL, to: URL): void {
  // 303 always, and 301/302 after a POST, turn into a body-less GET, as browsers do.
  if (
    (status === 303 && request.method !== 'HEAD') ||
    (request.method === 'POST' && status <= 302)
  ) {
    request.method = 'GET';
    request.body = undefined;
    for (const name of BODY_HEADERS) delete request.headers[name];
  }
  // Credentials are for the origin the user configured, not for wherever it redirects.
  if (to.origin !== from.origin)
    for (const name of CREDENTIAL_HEADERS) delete request.headers[name];
}

function buildHeaders(config: HttpConfig): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const { name, value } of config.headers) {
    const key = name.toLowerCase();
    const previous = headers[key];
    headers[key] = previous === undefined ? value : [...[previous].flat().map(String), value];
  }
  headers['user-agent'] ??= USER_AGENT;
  headers.accept ??= '*/*';
  return headers;
}

/** The guard's lookup has no signal of its own; stop waiting for it when the check times out. */
async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) throw new CheckAbortedError();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new CheckAbortedError());
  });
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** What a check reports when nothing was fetched yet. */
export function emptyFetch(): Fetched {
  return {
    response: null,
    error: undefined,
    phase: 'resolving',
    statusCode: null,
    timings: { total: 0 },
    bytesRead: 0,
    remoteAddress: null,
    certificate: null,
    chain: [],
  };
}
