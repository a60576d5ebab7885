import { toStorableText } from '@tocsin/contract';
import { CheckAbortedError, sendHop, TlsVerifyError } from '../../lib/network/pinned-request.js';
import {
  createTargetResolver,
  parseTargetUrl,
  TargetDnsError,
  TargetRefusedError,
} from '../../lib/network/target-guard.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/**
 * A delivery failed. `retryable` says whether trying again may help (5xx, 429, timeouts, lost
 * connections); `retryAfterMs` is the provider's own wish when it gave one.
 */
export class DeliveryError extends Error {
  readonly retryable: boolean;
  readonly statusCode: number | null;
  readonly retryAfterMs: number | null;
  constructor(
    message: string,
    options: { retryable: boolean; statusCode?: number | null; retryAfterMs?: number | null },
  ) {
    // Providers' answers end up here, and the delivery log stores it.
    super(toStorableText(message));
    this.name = 'DeliveryError';
    this.retryable = options.retryable;
    this.statusCode = options.statusCode ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

export interface AlertRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * The URL came from a user (a webhook, a chat's incoming webhook, an ntfy server): it passes
   * the SSRF guard and the connection is pinned to the address it checked. Provider endpoints
   * from Tocsin's own config are trusted.
   */
  userSupplied: boolean;
  timeoutMs?: number;
}

export interface AlertResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface AlertHttp {
  /** Never throws for an HTTP status; throws DeliveryError when no response came. */
  request(req: AlertRequest): Promise<AlertResponse>;
}

/** The guard's refusal as the owner of a channel (or of a browser's push endpoint) reads it. */
export const alertRefusal = (error: TargetRefusedError) =>
  error.explain('alerts may only go to public addresses');

const USER_AGENT = 'Tocsin-Alerts/1.0 (+uptime monitoring)';
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export function createAlertHttp(options: { guard: ResolveTarget; timeoutMs?: number }): AlertHttp {
  const trusted = createTargetResolver({ allowPrivate: true });
  return {
    async request(req) {
      let url: URL;
      try {
        url = parseTargetUrl(req.url);
      } catch (error) {
        throw new DeliveryError((error as Error).message, { retryable: false });
      }
      const resolve = req.userSupplied ? options.guard : trusted;
      const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      let addresses;
      try {
        addresses = await resolve(url.hostname);
      } catch (error) {
        if (error instanceof TargetRefusedError)
          throw new DeliveryError(alertRefusal(error), { retryable: false });
        if (error instanceof TargetDnsError)
          throw new DeliveryError(error.message, { retryable: true });
        throw error;
      }
      const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...req.headers };
      if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
      const outcome = await sendHop({
        url,
        method: req.method ?? 'POST',
        headers,
        body: req.body,
        addresses,
        verifyTls: true,
        keepBody: true,
        maxBodyBytes: MAX_RESPONSE_BYTES,
        skipRedirectBody: false,
        signal: AbortSignal.timeout(timeoutMs),
        now: () => new Date(),
      });
      if (outcome.response) {
        return {
          status: outcome.response.statusCode,
          headers: outcome.response.headers,
          body: outcome.response.body.toString('utf8'),
        };
      }
      throw describeTransportError(outcome.error, url, timeoutMs, outcome.trace.phase);
    },
  };
}

function describeTransportError(error: unknown, url: URL, timeoutMs: number, phase: string) {
  if (error instanceof CheckAbortedError) {
    return new DeliveryError(
      `${url.host} did not answer within ${timeoutMs / 1000} s (waiting for ${phase})`,
      { retryable: true },
    );
  }
  if (error instanceof TlsVerifyError)
    return new DeliveryError(error.message, { retryable: false });
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const text = code ? `${code}` : ((error as Error | null)?.message ?? String(error));
  return new DeliveryError(`Could not reach ${url.host}: ${text}`, { retryable: true });
}

/** Seconds or an HTTP date, as Retry-After allows; capped so one answer cannot stall a channel. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()) {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const seconds = Number(raw);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - now;
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.min(ms, 60 * 60 * 1000);
}

/**
 * Turns a provider's non-2xx answer into a DeliveryError: 408, 429 and 5xx may pass if tried again,
 * other 4xx mean the request itself is wrong (bad key, deleted webhook). `detail` pulls the
 * provider's own error text from the body.
 */
export function expectSuccess(
  provider: string,
  res: AlertResponse,
  detail?: (body: string) => string | undefined,
) {
  if (res.status >= 200 && res.status < 300) return;
  let said: string | undefined;
  try {
    said = detail?.(res.body);
  } catch {
    said = undefined;
  }
  const text = (said ?? res.body).trim().replace(/\s+/g, ' ').slice(0, 300);
  const retryable = res.status === 408 || res.status === 429 || res.status >= 500;
  throw new DeliveryError(`${provider} answered ${res.status}${text ? `: ${text}` : ''}`, {
    retryable,
    statusCode: res.status,
    retryAfterMs: parseRetryAfter(res.headers['retry-after']),
  });
}

/** POSTs JSON and expects a 2xx. */
export async function postJson(
  http: AlertHttp,
  provider: string,
  req: Omit<AlertRequest, 'body' | 'method'> & { json: unknown },
  detail?: (body: string) => string | undefined,
) {
  const res = await http.request({
    ...req,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...req.headers },
    body: JSON.stringify(req.json),
  });
  expectSuccess(provider, res, detail);
  return res;
}

export const jsonField =
  (...path: string[]) =>
  (body: string): string | undefined => {
    let value: unknown = JSON.parse(body);
    for (const key of path) value = (value as Record<string, unknown> | null)?.[key];
    return typeof value === 'string'
      ? value
      : value === undefined
        ? undefined
        : JSON.stringify(value);
  };
