import { promises as dns } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ResolveTarget, ResolvedAddress } from './types.js';

const ALLOW_HINT =
  '(an administrator of this server can allow private addresses: see the self-hosting guide)';

/**
 * The SSRF guard refused a target. The message states the fact ("x resolves to a private
 * address"), safe to show to whoever supplied the target; `explain` adds the rule in the
 * words of whoever is asking (a monitor, an alert channel, a browser's push endpoint).
 */
export class TargetRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly reason: string,
    message: string,
    /** A non-public address or a local name: a refusal ALLOW_PRIVATE_TARGETS lifts. */
    readonly nonPublic = false,
  ) {
    super(message);
    this.name = 'TargetRefusedError';
  }

  /** The fact, then `rule` (e.g. "alerts may only go to public addresses") and how to lift it. */
  explain(rule: string): string {
    return this.nonPublic ? `${this.message}; ${rule} ${ALLOW_HINT}` : this.message;
  }
}

/** The target's name did not resolve; checks report it as a `dns` failure, not a refusal. */
export class TargetDnsError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`${host} could not be resolved (${code})`);
    this.name = 'TargetDnsError';
  }
}

const RANGE_TEXT: Record<string, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address (the range of cloud metadata services)',
  uniqueLocal: 'a unique local (private IPv6) address',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  '6to4': 'a 6to4 address (it embeds an IPv4 address)',
  teredo: 'a Teredo tunnel address',
  rfc6052: 'a NAT64 address (it embeds an IPv4 address)',
  rfc6145: 'an IPv4-translated address',
  notGlobalUnicast: 'outside the public IPv6 range (2000::/3)',
  invalid: 'not a valid IP address',
};
const describeRange = (range: string) => RANGE_TEXT[range] ?? `in the ${range} address range`;

// ipaddr.js calls every IPv6 address it has no name for 'unicast' (even ::7f00:1 and 4000::1);
// only 2000::/3 is allocated for global unicast, so anything else is refused.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Judges one IP address; `process` makes IPv4-mapped IPv6 (::ffff:a.b.c.d) count as IPv4. */
export function classifyAddress(ip: string): { allowed: boolean; range: string } {
  const literal = ip.replace(/^\[(.*)\]$/, '$1');
  if (!isIP(literal.replace(/%.*$/, ''))) return { allowed: false, range: 'invalid' };
  const addr = ipaddr.process(literal);
  let range: string = addr.range();
  if (range === 'unicast' && addr.kind() === 'ipv6' && !addr.match(GLOBAL_UNICAST_V6)) {
    range = 'notGlobalUnicast';
  }
  return { allowed: range === 'unicast', range };
}

// Names that only ever mean "this machine" or "this network"; refused before any lookup so a
// hosts file or search domain cannot turn them into something the address check would miss.
function localNameReason(name: string): string | undefined {
  if (name === 'localhost' || name.endsWith('.localhost')) return 'a loopback host name';
  if (name.endsWith('.internal')) return 'an internal host name (cloud metadata lives there)';
  if (name.endsWith('.local') || name.endsWith('.home.arpa')) return 'a local-network host name';
  if (!name.includes('.')) return 'a single-label name, which only resolves on a local network';
  return undefined;
}

// The WHATWG host parser lower-cases, applies IDNA (fullwidth "ｌｏｃａｌｈｏｓｔ") and turns
// 2130706433, 0x7f000001 and 127.1 into 127.0.0.1, exactly as the URL the check fetches would.
function normaliseHost(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) return bare;
  if (/[\s/\\?#@:%[\]]/.test(bare)) throw invalidHost(host);
  let parsed = '';
  try {
    parsed = new URL(`http://${bare}/`).hostname;
  } catch {
    throw invalidHost(host);
  }
  if (!isIP(parsed) && !/^[a-z0-9_-]+(\.[a-z0-9_-]+)*\.?$/.test(parsed)) throw invalidHost(host);
  return parsed;
}

function invalidHost(host: string): TargetRefusedError {
  return new TargetRefusedError(host, 'invalid-host', `${host} is not a valid host name or IP`);
}

function toResolved(ip: string): ResolvedAddress {
  // Connect to the processed form (mapped IPv6 as IPv4): that is the address that was judged.
  const address = ipaddr.process(ip).toString();
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

export interface TargetResolverOptions {
  allowPrivate: boolean;
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const systemLookup = (hostname: string): Promise<LookupAddress[]> =>
  dns.lookup(hostname, { all: true, order: 'verbatim' });

/** The SSRF guard every check calls, for each host it reaches (monitor creation and check time). */
export function createTargetResolver(options: TargetResolverOptions): ResolveTarget {
  const lookup = options.lookup ?? systemLookup;
  const refuse = (host: string, shown: string, what: string, reason: string) =>
    new TargetRefusedError(host, reason, `${shown} ${what}`, true);

  const resolve = async (rawHost: string): Promise<ResolvedAddress[]> => {
    const host = rawHost.trim();
    const normal = normaliseHost(host);
    if (isIP(normal)) {
      const verdict = classifyAddress(normal);
      if (!verdict.allowed && !options.allowPrivate) {
        const shown = host.includes(normal) ? host : `${host} (${normal})`;
        throw refuse(host, shown, `is ${describeRange(verdict.range)}`, verdict.range);
      }
      return [toResolved(normal)];
    }
    const nameReason = localNameReason(normal.replace(/\.+$/, ''));
    if (nameReason && !options.allowPrivate)
      throw refuse(host, host, `is ${nameReason}`, 'local-name');

    let answers: { address: string; family: number }[];
    try {
      answers = await lookup(normal);
    } catch (err) {
      throw new TargetDnsError(host, dnsCode(err));
    }
    if (answers.length === 0) throw new TargetDnsError(host, 'ENODATA');
    const resolved = new Map<string, ResolvedAddress>();
    for (const { address } of answers) {
      const verdict = classifyAddress(address);
      // One bad answer refuses the target: whoever owns the zone chooses which answer we'd use.
      if (!verdict.allowed && !options.allowPrivate) {
        // Not which address: that would tell anyone who can make a monitor what the server's
        // resolver knows of its own network.
        const what = `resolves to ${describeRange(verdict.range)}`;
        throw refuse(host, host, what, verdict.range);
      }
      if (verdict.range !== 'invalid') resolved.set(address, toResolved(address));
    }
    if (resolved.size === 0) throw new TargetDnsError(host, 'ENODATA');
    return [...resolved.values()];
  };
  return Object.assign(resolve, { allowPrivate: options.allowPrivate });
}

function dnsCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EAI_FAIL';
}

/** The guard's own URL rules, applied again at check time: the API schema is not the last line. */
export function parseTargetUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new TargetRefusedError('', 'invalid-url', 'The target is not a valid URL');
  }
  const host = url.hostname;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const where = host ? ` (${host})` : '';
    const message = `The ${url.protocol} URL${where} is refused; only http:// and https:// URLs are allowed`;
    throw new TargetRefusedError(host, 'scheme', message);
  }
  if (url.username || url.password) {
    const message = `The URL for ${host} contains a user name or password; remove them and send credentials in a header`;
    throw new TargetRefusedError(host, 'credentials', message);
  }
  if (!host) throw new TargetRefusedError('', 'invalid-url', 'The target URL has no host');
  return url;
}

/**
 * A `lookup` for http/https/net/tls that answers only with the addresses the guard checked, so a
 * DNS answer that changes between check and connect (rebinding) is never used. SNI and the Host
 * header still carry the name, since those come from the request, not from the lookup.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  if (addresses.length === 0) throw new TypeError('pinnedLookup needs at least one address');
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const matching = addresses.filter((a) => !family || a.family === family);
    // Node expects the callback on a later tick, as the real dns.lookup does.
    process.nextTick(() => {
      const first = matching[0];
      if (!first) {
        const err: NodeJS.ErrnoException = new Error(
          `No pinned IPv${family} address for ${hostname}`,
        );
        err.code = 'ENOTFOUND';
        callback(err, options.all ? [] : '');
      } else if (options.all) {
        callback(
          null,
          matching.map(({ address, family: f }) => ({ address, family: f })),
        );
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}
