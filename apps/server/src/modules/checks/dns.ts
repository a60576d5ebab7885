import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { CheckResult, DnsDetails, MonitorConfig } from '@tocsin/contract';
import { answerRefusal, hostnameRefusal } from './dns-guard.js';
import { TargetDnsError, TargetRefusedError } from '../../lib/network/target-guard.js';
import type { CheckContext, CheckFn } from './types.js';
import { monitorRefusal, ms, resultFor } from './result.js';

type RecordType = MonitorConfig<'dns'>['recordType'];

const MESSAGE_RECORDS_MAX = 400;

/** `ip`, `ip:port`, `[ipv6]` or `[ipv6]:port` -> the IP to guard and the server for c-ares. */
export function parseResolver(value: string): { ip: string; server: string } | null {
  const text = value.trim();
  if (isIP(text)) return { ip: text, server: text };
  const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^([^:[\]]+):(\d{1,5})$/.exec(text);
  const ip = match?.[1];
  if (!ip || !isIP(ip)) return null;
  const port = match[2] === undefined ? 53 : Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { ip, server: isIP(ip) === 6 ? `[${ip}]:${port}` : `${ip}:${port}` };
}

async function query(resolver: dns.Resolver, name: string, type: RecordType): Promise<string[]> {
  switch (type) {
    case 'A':
      return resolver.resolve4(name);
    case 'AAAA':
      return resolver.resolve6(name);
    case 'CNAME':
      return resolver.resolveCname(name);
    case 'NS':
      return resolver.resolveNs(name);
    case 'MX':
      // Zone-file form keeps the priority visible; matching looks at the exchange only.
      return (await resolver.resolveMx(name)).map((mx) => `${mx.priority} ${mx.exchange}`);
    case 'TXT':
      // One TXT record arrives as 255-byte chunks; its value is their concatenation.
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  }
}

const normaliseName = (name: string) => name.trim().toLowerCase().replace(/\.+$/, '');
// The URL parser prints IPv6 in its one canonical form (lower case, longest zero run compressed).
const normaliseV6 = (ip: string) => {
  try {
    return new URL(`http://[${ip.trim()}]/`).hostname;
  } catch {
    return ip.trim().toLowerCase();
  }
};

/** Names compare case-insensitively without the root dot; addresses canonically; TXT exactly. */
export function recordMatches(type: RecordType, record: string, expected: string): boolean {
  switch (type) {
    case 'A':
      return record === expected.trim();
    case 'AAAA':
      return normaliseV6(record) === normaliseV6(expected);
    case 'MX':
      return normaliseName(record.replace(/^\d+\s+/, '')) === normaliseName(expected);
    case 'CNAME':
    case 'NS':
      return normaliseName(record) === normaliseName(expected);
    case 'TXT':
      return record === expected.trim();
  }
}

function describeDnsError(code: unknown, name: string, type: RecordType, where: string): string {
  switch (code) {
    case 'ENOTFOUND':
      return `${name} does not exist (NXDOMAIN at ${where})`;
    case 'ENODATA':
      return `${name} has no ${type} records (at ${where})`;
    case 'ESERVFAIL':
      return `${where} failed to answer for ${name} (SERVFAIL)`;
    case 'EREFUSED':
      return `${where} refused to answer for ${name}`;
    case 'ECONNREFUSED':
      return `${where} refused the connection`;
    default:
      return `The ${type} query for ${name} at ${where} failed (${String(code)})`;
  }
}

export interface DnsCheckOptions {
  /** The servers a monitor without a resolver of its own asks; the system's when absent. */
  systemServers?: string[];
}

async function check(
  config: MonitorConfig<'dns'>,
  ctx: CheckContext,
  systemServers: string[] | undefined,
): Promise<CheckResult> {
  const checkedAt = ctx.now();
  const started = performance.now();
  const { hostname, recordType } = config;
  const base = resultFor(checkedAt, started);

  const resolver = new dns.Resolver({ timeout: Math.max(1, ctx.timeoutMs), tries: 1 });
  if (systemServers) resolver.setServers(systemServers);
  if (ctx.localAddress) {
    if (isIP(ctx.localAddress) === 6) resolver.setLocalAddress('0.0.0.0', ctx.localAddress);
    else resolver.setLocalAddress(ctx.localAddress);
  }
  let where = 'the system resolver';
  let remoteAddress: string | null = null;
  if (!config.resolver) {
    // The server's own resolver may know private names: see dns-guard.ts.
    const refused = await hostnameRefusal(ctx.resolve, hostname);
    if (refused) return base({ errorKind: 'refused-target', message: refused });
  } else {
    const parsed = parseResolver(config.resolver);
    if (!parsed) {
      const message = `The resolver must be an IP address or ip:port, not "${config.resolver}"`;
      return base({ errorKind: 'dns', message });
    }
    try {
      // A resolver is a target too: without this a monitor could probe internal DNS servers.
      await ctx.resolve(parsed.ip);
    } catch (err) {
      if (err instanceof TargetRefusedError) {
        return base({ errorKind: 'refused-target', message: monitorRefusal(err) });
      }
      if (err instanceof TargetDnsError) return base({ errorKind: 'dns', message: err.message });
      throw err;
    }
    resolver.setServers([parsed.server]);
    where = config.resolver.trim();
    remoteAddress = parsed.ip;
  }

  const onAbort = () => resolver.cancel();
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  const queryStarted = performance.now();
  let records: string[];
  try {
    if (ctx.signal.aborted) throw Object.assign(new Error('aborted'), { code: 'ECANCELLED' });
    records = await query(resolver, hostname, recordType);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    const timings = { dns: ms(queryStarted), total: ms(started) };
    if (code === 'ETIMEOUT' || code === 'ECANCELLED') {
      const message = `${where} did not answer the ${recordType} query for ${hostname} in time`;
      return base({ errorKind: 'timeout', message, timings, remoteAddress });
    }
    const message = describeDnsError(code, hostname, recordType, where);
    return base({ errorKind: 'dns', message, timings, remoteAddress });
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
  }

  const timings = { dns: ms(queryStarted), total: ms(started) };
  if (!config.resolver) {
    const refused = await answerRefusal(ctx.resolve, hostname, recordType, records);
    // Neither the details nor the message repeat the records: they are what is withheld.
    if (refused) return base({ errorKind: 'refused-target', message: refused, timings });
  }
  const details: DnsDetails = { recordType, records, resolver: config.resolver?.trim() ?? null };
  const fields = { timings, remoteAddress, details };
  if (records.length === 0) {
    const message = `${hostname} has no ${recordType} records (at ${where})`;
    return base({ errorKind: 'dns', message, ...fields });
  }
  const expected = config.expectedValue?.trim();
  if (expected && !records.some((record) => recordMatches(recordType, record, expected))) {
    let found = records.join(', ');
    if (found.length > MESSAGE_RECORDS_MAX) found = `${found.slice(0, MESSAGE_RECORDS_MAX)}…`;
    const message = `No ${recordType} record of ${hostname} is "${expected}"; found ${found}`;
    return base({ errorKind: 'dns-mismatch', message, ...fields });
  }
  return base({ status: 'up', ...fields });
}

export const createDnsCheck =
  ({ systemServers }: DnsCheckOptions = {}): CheckFn<'dns'> =>
  (config, ctx) =>
    check(config, ctx, systemServers);

export const dnsCheck = createDnsCheck();
