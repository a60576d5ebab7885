import { isDeepStrictEqual } from 'node:util';
import { compile, TreeInterpreter } from '@jmespath-community/jmespath';
import type { JSONValue } from '@jmespath-community/jmespath';
import { MONITOR_LIMITS } from '@tocsin/contract';
import type { CheckErrorKind, CheckResult, MonitorConfig } from '@tocsin/contract';
import {
  CheckAbortedError,
  EXCERPT_BYTES,
  TlsVerifyError,
} from '../../lib/network/pinned-request.js';
import type { HopResponse, Phase } from '../../lib/network/pinned-request.js';
import { monitorRefusal } from './result.js';
import { TargetDnsError, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { CheckContext, CheckFn } from './types.js';
import {
  emptyFetch,
  fetchTarget,
  RedirectError,
  type Fetched,
  type HttpConfig,
} from './fetch-target.js';

interface Verdict {
  failure: { kind: CheckErrorKind; message: string } | null;
  details: Record<string, unknown> | null;
}

type Evaluate = (response: HopResponse) => Verdict;

const CAP = MONITOR_LIMITS.bodyReadMaxBytes;
const CAP_TEXT = `${CAP / 1024 / 1024} MiB`;
const decoder = new TextDecoder('utf-8');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
const fail = (kind: CheckErrorKind, message: string): Verdict => ({
  failure: { kind, message },
  details: null,
});

export const httpCheck: CheckFn<'http'> = (config, ctx) => runCheck(config, ctx, false, null);

export const keywordCheck: CheckFn<'keyword'> = (config, ctx) =>
  runCheck(config, ctx, true, (response) => keywordVerdict(config, response));

export const jsonQueryCheck: CheckFn<'json-query'> = (config, ctx) => {
  let expression: ReturnType<typeof compile>;
  try {
    expression = compile(config.query);
  } catch (err) {
    // A broken expression fails every time; say so without sending a request.
    const checkedAt = ctx.now().toISOString();
    const verdict = fail('json-query', `Invalid JMESPath expression: ${errorText(err)}`);
    return Promise.resolve(toResult(config, emptyFetch(), verdict, checkedAt));
  }
  return runCheck(config, ctx, true, (response) => jsonVerdict(config, expression, response));
};

async function runCheck(
  config: HttpConfig,
  ctx: CheckContext,
  keepBody: boolean,
  evaluate: Evaluate | null,
): Promise<CheckResult> {
  const checkedAt = ctx.now().toISOString();
  const fetched = await fetchTarget(config, ctx, keepBody);
  let verdict: Verdict = fail('internal', 'The check ended without a response');
  if (fetched.error !== undefined) {
    verdict = { failure: classifyError(fetched), details: null };
  } else if (fetched.response) {
    const { statusCode, statusText } = fetched.response;
    if (!config.expectedStatus.some((pattern) => statusMatches(pattern, statusCode))) {
      const got = `${statusCode}${statusText ? ` ${statusText}` : ''}`;
      verdict = fail('http-status', `Expected ${listPatterns(config.expectedStatus)}, got ${got}`);
    } else {
      verdict = evaluate ? evaluate(fetched.response) : { failure: null, details: null };
    }
  }
  return toResult(config, fetched, verdict, checkedAt);
}

function toResult(
  config: HttpConfig,
  fetched: Fetched,
  verdict: Verdict,
  checkedAt: string,
): CheckResult {
  const { failure } = verdict;
  const threshold = config.degradedThresholdMs;
  const total = fetched.timings.total;
  const slow = !failure && threshold !== undefined && total > threshold;
  const redirects = fetched.chain.length > 1 ? { redirects: fetched.chain } : null;
  // A failure keeps the start of what the server said: the incident shows it as the cause.
  const excerpt =
    failure && fetched.response ? bodyExcerpt(fetched.response.body, fetched.bytesRead) : null;
  const extra =
    redirects || excerpt ? { ...redirects, ...(excerpt ? { bodyExcerpt: excerpt } : {}) } : null;
  const details = verdict.details || extra ? { ...verdict.details, ...extra } : null;
  return {
    status: failure ? 'down' : slow ? 'degraded' : 'up',
    errorKind: failure?.kind ?? (slow ? 'slow' : null),
    message:
      failure?.message ??
      (slow ? `Answered in ${Math.round(total)} ms, above the ${threshold} ms threshold` : null),
    statusCode: fetched.statusCode,
    timings: fetched.timings,
    bytesRead: fetched.bytesRead,
    remoteAddress: fetched.remoteAddress,
    checkedAt,
    certificate: fetched.certificate,
    details,
  };
}

/** The first bytes of a body as text, control characters removed; null when empty or binary. */
function bodyExcerpt(body: Buffer, bytesRead: number): string | null {
  const text = body
    .subarray(0, EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  if (!text || text.includes('\uFFFD\uFFFD\uFFFD')) return null;
  return bytesRead > EXCERPT_BYTES ? `${text}…` : text;
}

/** "200", "200-299" or "2xx", as the contract's schema allows. */
export function statusMatches(pattern: string, status: number): boolean {
  const p = pattern.trim();
  if (/^[1-5]xx$/.test(p)) return Math.floor(status / 100) === Number(p[0]);
  const [from, to] = p.split('-').map(Number);
  return from !== undefined && status >= from && status <= (to ?? from);
}

function listPatterns(patterns: readonly string[]): string {
  if (patterns.length === 1) return patterns[0] ?? '';
  return `${patterns.slice(0, -1).join(', ')} or ${patterns.at(-1)}`;
}

function keywordVerdict(config: MonitorConfig<'keyword'>, response: HopResponse): Verdict {
  const text = decoder.decode(response.body);
  const found = config.caseSensitive
    ? text.includes(config.keyword)
    : text.toLowerCase().includes(config.keyword.toLowerCase());
  const details = { found };
  const shown = `"${clip(config.keyword, 80)}"`;
  // A body cut at the cap is judged on what was read; the message says the rest was not.
  const where = response.truncated ? `the first ${CAP_TEXT} of the response` : 'the response';
  if (config.keywordMode === 'present' && !found) {
    return { failure: { kind: 'keyword', message: `${shown} was not found in ${where}` }, details };
  }
  if (config.keywordMode === 'absent' && found) {
    const message = `${shown} was found in ${where} but must be absent`;
    return { failure: { kind: 'keyword', message }, details };
  }
  return { failure: null, details };
}

function jsonVerdict(
  config: MonitorConfig<'json-query'>,
  expression: ReturnType<typeof compile>,
  response: HopResponse,
): Verdict {
  if (response.truncated) {
    return fail(
      'body-too-large',
      `The response is larger than ${CAP_TEXT}, the most a JSON check reads`,
    );
  }
  let data: JSONValue;
  try {
    data = JSON.parse(decoder.decode(response.body)) as JSONValue;
  } catch (err) {
    return fail('json-query', `The response is not valid JSON: ${clip(errorText(err), 120)}`);
  }
  let actual: JSONValue;
  try {
    actual = TreeInterpreter.search(expression, data);
  } catch (err) {
    return fail('json-query', `The expression failed on this response: ${errorText(err)}`);
  }
  const actualText = JSON.stringify(actual) ?? 'null';
  const details = { actual: clip(actualText, 1024) };
  if (matchesExpected(actual, config.expectedValue)) return { failure: null, details };
  const message = `Expected ${clip(config.expectedValue, 100)}, got ${clip(actualText, 100)}`;
  return { failure: { kind: 'json-query', message }, details };
}

/** The expected value is JSON when it parses (`"ok"`, `3`, `true`), else plain text. */
function matchesExpected(actual: JSONValue, expected: string): boolean {
  // `3` also matches the string "3": users type values, not JSON types.
  if (typeof actual === 'string' && actual === expected) return true;
  try {
    return isDeepStrictEqual(actual, JSON.parse(expected));
  } catch {
    return false;
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const PHASE_TEXT: Record<Phase, string> = {
  resolving: 'while resolving the host name',
  connecting: 'while connecting',
  tls: 'during the TLS handshake',
  headers: 'while waiting for the response headers',
  body: 'while reading the body',
};

const NETWORK_KINDS: Record<string, [CheckErrorKind, string]> = {
  ENOTFOUND: ['dns', 'The host name did not resolve'],
  EAI_AGAIN: ['dns', 'DNS lookup failed temporarily'],
  ECONNREFUSED: ['connect', 'Connection refused'],
  EHOSTUNREACH: ['connect', 'Host unreachable'],
  ENETUNREACH: ['connect', 'Network unreachable'],
  EADDRNOTAVAIL: ['connect', 'Address not available'],
  ETIMEDOUT: ['timeout', 'The connection timed out'],
  EPIPE: ['reset', 'The server closed the connection while the request was being sent'],
  HPE_HEADER_OVERFLOW: ['body-too-large', 'The response headers are larger than 16 KiB'],
};

/** Names what went wrong in the contract's words, with a sentence a monitor's owner can act on. */
function classifyError(fetched: Fetched): { kind: CheckErrorKind; message: string } {
  const { error: err, phase, chain } = fetched;
  if (err instanceof CheckAbortedError) {
    const seconds = (fetched.timings.total / 1000).toFixed(1);
    return { kind: 'timeout', message: `Timed out after ${seconds} s ${PHASE_TEXT[phase]}` };
  }
  if (err instanceof TargetRefusedError) {
    // One decision for every hop: a refused redirect is still the guard's refusal.
    const redirectedTo = chain.length > 1 ? chain.at(-1) : undefined;
    const prefix = redirectedTo ? `Redirect to ${clip(redirectedTo, 200)} refused: ` : '';
    return { kind: 'refused-target', message: `${prefix}${monitorRefusal(err)}` };
  }
  if (err instanceof TargetDnsError) return { kind: 'dns', message: err.message };
  if (err instanceof RedirectError) return { kind: 'redirects', message: err.message };
  if (err instanceof TlsVerifyError) return { kind: 'tls', message: err.message };
  const { code, message, address, port } = err as NodeJS.ErrnoException & {
    address?: string;
    port?: number;
  };
  const where = address ? ` (${address}${port ? `:${port}` : ''})` : '';
  const known = code ? NETWORK_KINDS[code] : undefined;
  if (known) return { kind: known[0], message: `${known[1]}${where}` };
  if (code === 'ECONNRESET' || message === 'socket hang up') {
    const during =
      phase === 'body' ? 'while sending the body' : 'before sending the response headers';
    return { kind: 'reset', message: `The server closed the connection ${during}` };
  }
  if (code && /^(ERR_SSL_|ERR_TLS_|EPROTO|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED)/.test(code)) {
    return { kind: 'tls', message: `TLS handshake failed: ${message}` };
  }
  if (code?.startsWith('HPE_')) {
    return { kind: 'reset', message: `The server sent an invalid HTTP response (${code})` };
  }
  return { kind: 'internal', message: message || String(err) };
}
