import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { MONITOR_LIMITS } from '@tocsin/contract';
import type { CertificateInfo, MonitorConfig, PhaseTimings } from '@tocsin/contract';
import {
  CheckAbortedError,
  REDIRECT_STATUSES,
  sendHop,
  type HopResponse,
  type Phase,
} from '../../lib/network/pinned-request.js';
import { parseTargetUrl } from '../../lib/network/target-guard.js';
import type { CheckContext } from './types.js';

export type HttpConfig = MonitorConfig<'http' | 'keyword' | 'json-query'>;

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
        localAddress: ctx.localAddress,
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
