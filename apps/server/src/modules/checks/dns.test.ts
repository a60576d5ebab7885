import { promises as dns } from 'node:dns';
import { afterEach, describe, expect, it } from 'vitest';
import { JUDGED_NAMES_MAX } from './dns-guard.js';
import { createDnsCheck, dnsCheck, parseResolver } from './dns.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import type { CheckContext } from './types.js';
import { startDnsServer, type DnsZone } from '../../test/dns-server.js';

const ZONE: DnsZone = {
  'www.example.test': { A: ['192.0.2.10', '192.0.2.11'], AAAA: ['2001:db8::10'] },
  'alias.example.test': { CNAME: ['www.example.test'] },
  'example.test': {
    MX: [{ preference: 10, exchange: 'mail.example.test' }],
    // Two chunks of one record: the check must join them.
    TXT: [['v=spf1 ', 'include:mail.example.test -all']],
    NS: ['ns1.example.test', 'ns2.example.test'],
  },
  // What the server's own resolver might know: public names, and a private network's.
  'public.example.test': {
    A: ['93.184.215.14'],
    AAAA: ['2606:2800:21f:cb07:6820:80da:af6b:3c50'],
    MX: [{ preference: 10, exchange: 'mx.public.example.test' }],
    NS: ['ns1.public.example.test'],
    TXT: [['v=spf1 -all']],
  },
  'mx.public.example.test': { A: ['93.184.215.15'] },
  'ns1.public.example.test': { A: ['93.184.215.16'] },
  'www.public.example.test': { CNAME: ['public.example.test'] },
  'gone.public.example.test': { CNAME: ['nowhere.public.example.test'] },
  'rebind.example.test': { A: ['93.184.215.14'] },
  'db.corp.example.test': { A: ['10.0.0.5'], AAAA: ['fd00::5'] },
  'vault.corp.example.test': { A: ['10.0.0.7'], TXT: [['token=s3cret']] },
  'corp.example.test': { MX: [{ preference: 10, exchange: 'mail.corp.example.test' }] },
  'mail.corp.example.test': { A: ['10.0.0.9'] },
  'alias.corp.example.test': { CNAME: ['db.corp.example.test'] },
  'lab.example.test': { NS: ['ns1.public.example.test', 'printer.local'] },
  'many.example.test': {
    NS: Array.from({ length: JUDGED_NAMES_MAX + 1 }, (_, i) => `ns${i}.public.example.test`),
  },
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

async function startDns(opts: Parameters<typeof startDnsServer>[1] = {}) {
  const server = await startDnsServer(ZONE, opts);
  cleanups.push(server.close);
  return server;
}

function context(overrides: Partial<CheckContext> = {}): CheckContext {
  return {
    resolve: createTargetResolver({ allowPrivate: true }),
    signal: AbortSignal.timeout(5_000),
    timeoutMs: 5_000,
    now: () => new Date(),
    ...overrides,
  };
}

type Config = Parameters<typeof dnsCheck>[0];
const config = (fields: Pick<Config, 'hostname' | 'recordType'> & Partial<Config>): Config => ({
  type: 'dns',
  ...{ name: 'dns', intervalSeconds: 60, timeoutSeconds: 5, tags: [], confirmations: 1 },
  ...fields,
});

describe('dns check', () => {
  it.each([
    ['A', 'www.example.test', ['192.0.2.10', '192.0.2.11'], '192.0.2.11'],
    ['AAAA', 'www.example.test', ['2001:db8::10'], '2001:DB8:0:0::10'],
    ['CNAME', 'alias.example.test', ['www.example.test'], 'WWW.example.test.'],
    ['MX', 'example.test', ['10 mail.example.test'], 'mail.example.test.'],
    ['TXT', 'example.test', ['v=spf1 include:mail.example.test -all'], undefined],
    ['NS', 'example.test', ['ns1.example.test', 'ns2.example.test'], 'ns2.example.test'],
  ] as const)('is up for %s records of %s', async (recordType, hostname, records, expected) => {
    const server = await startDns();
    const cfg = config({ hostname, recordType, resolver: server.address, expectedValue: expected });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'up', errorKind: null, remoteAddress: '127.0.0.1' });
    expect(result.details).toMatchObject({ recordType, records });
    expect(result.timings.dns).toBeGreaterThanOrEqual(0);
    expect(server.queries).toEqual([`${recordType} ${hostname}`]);
  });

  it('is down with dns-mismatch listing what it found', async () => {
    const server = await startDns();
    const cfg = config({
      ...{ hostname: 'www.example.test', recordType: 'A', resolver: server.address },
      expectedValue: '203.0.113.5',
    });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns-mismatch' });
    expect(result.message).toContain('203.0.113.5');
    expect(result.message).toContain('found 192.0.2.10, 192.0.2.11');
  });

  it('is down with dns for a name that does not exist', async () => {
    const server = await startDns();
    const cfg = config({
      hostname: 'nope.example.test',
      recordType: 'A',
      resolver: server.address,
    });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toContain('does not exist (NXDOMAIN');
  });

  it('is down with dns when the name has no records of the type', async () => {
    const server = await startDns();
    const cfg = config({
      hostname: 'alias.example.test',
      recordType: 'MX',
      resolver: server.address,
    });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toContain('has no MX records');
  });

  it('times out within its budget when the resolver never answers', async () => {
    const server = await startDns({ silent: true });
    const cfg = config({ hostname: 'www.example.test', recordType: 'A', resolver: server.address });
    const started = Date.now();
    const result = await dnsCheck(
      cfg,
      context({ timeoutMs: 400, signal: AbortSignal.timeout(400) }),
    );
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.queries.length).toBeGreaterThan(0);
  });

  it('stops the query when the check is aborted', async () => {
    const server = await startDns({ silent: true });
    const cfg = config({ hostname: 'www.example.test', recordType: 'A', resolver: server.address });
    const started = Date.now();
    const result = await dnsCheck(
      cfg,
      context({ timeoutMs: 20_000, signal: AbortSignal.timeout(200) }),
    );
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a loopback resolver when private targets are not allowed', async () => {
    const server = await startDns();
    const cfg = config({ hostname: 'www.example.test', recordType: 'A', resolver: server.address });
    const resolve = createTargetResolver({ allowPrivate: false });
    const result = await dnsCheck(cfg, context({ resolve }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target' });
    expect(result.message).toMatch(/^127\.0\.0\.1 is a loopback address; monitors may only/);
    expect(server.queries).toEqual([]);
  });

  it('rejects a resolver that is not an IP address', async () => {
    const cfg = config({ hostname: 'www.example.test', recordType: 'A', resolver: 'dns.example' });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toContain('must be an IP address');
  });
});

/** The guard's own lookup, answered by the test server as getaddrinfo would be by the system's. */
function lookupVia(address: string) {
  const resolver = new dns.Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([address]);
  return async (name: string) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const answers = [
      ...(v4.status === 'fulfilled' ? v4.value.map((a) => ({ address: a, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((a) => ({ address: a, family: 6 })) : []),
    ];
    if (answers.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error('no address');
    return answers;
  };
}

describe('dns check without a resolver of its own (the server asks its own)', () => {
  const PRIVATE_HINT =
    'monitors may only reach public addresses (an administrator of this server can allow private addresses: see the self-hosting guide)';

  async function systemResolver(opts: Parameters<typeof startDns>[0] = {}) {
    const server = await startDns(opts);
    const check = createDnsCheck({ systemServers: [server.address] });
    const strict = createTargetResolver({ allowPrivate: false, lookup: lookupVia(server.address) });
    const run = (hostname: string, recordType: Config['recordType'], allowPrivate = false) => {
      const resolve = allowPrivate ? createTargetResolver({ allowPrivate: true }) : strict;
      return check(config({ hostname, recordType }), context({ resolve }));
    };
    return { server, run };
  }

  it.each([
    ['A', 'public.example.test', ['93.184.215.14']],
    ['AAAA', 'public.example.test', ['2606:2800:21f:cb07:6820:80da:af6b:3c50']],
    ['MX', 'public.example.test', ['10 mx.public.example.test']],
    ['NS', 'public.example.test', ['ns1.public.example.test']],
    ['TXT', 'public.example.test', ['v=spf1 -all']],
    ['CNAME', 'www.public.example.test', ['public.example.test']],
    // A name that resolves nowhere shows only that it exists.
    ['CNAME', 'gone.public.example.test', ['nowhere.public.example.test']],
  ] as const)('shows %s records of %s that point to public hosts', async (type, name, records) => {
    const { run } = await systemResolver();
    const result = await run(name, type);
    expect(result).toMatchObject({ status: 'up', errorKind: null, remoteAddress: null });
    expect(result.details).toEqual({ recordType: type, records, resolver: null });
  });

  it.each(['localhost', 'db', 'metadata.google.internal', 'printer.local', '10.0.0.5'])(
    "never asks the server's resolver about %s",
    async (hostname) => {
      const { server, run } = await systemResolver();
      for (const type of ['A', 'TXT'] as const) {
        const result = await run(hostname, type);
        expect(result).toMatchObject({
          status: 'down',
          errorKind: 'refused-target',
          details: null,
        });
        expect(result.message).toMatch(new RegExp(`^${hostname.replace(/\./g, '\\.')} is `));
        expect(result.message!.endsWith(`; ${PRIVATE_HINT}`)).toBe(true);
      }
      expect(server.queries).toEqual([]);
    },
  );

  it('refuses a name that resolves inside, before asking for its TXT records', async () => {
    const { server, run } = await systemResolver();
    const result = await run('vault.corp.example.test', 'TXT');
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target', details: null });
    expect(result.message).toBe(
      `vault.corp.example.test resolves to a private address; ${PRIVATE_HINT}`,
    );
    expect(server.queries).not.toContain('TXT vault.corp.example.test');
  });

  it('withholds an A answer that changed to a private address after the name was judged', async () => {
    const { server, run } = await systemResolver({
      later: { 'A rebind.example.test': ['10.0.0.5'] },
    });
    const result = await run('rebind.example.test', 'A');
    // The guard's own lookup was told the public address; the answer shown would have been private.
    expect([...server.queries].sort()).toEqual([
      'A rebind.example.test',
      'A rebind.example.test',
      'AAAA rebind.example.test',
    ]);
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target', details: null });
    expect(result.message).toBe(
      `The A answer for rebind.example.test is withheld: it points inside a private network; ${PRIVATE_HINT}`,
    );
    expect(result.timings.dns).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['MX', 'corp.example.test', 'mail.corp.example.test'],
    ['CNAME', 'alias.corp.example.test', 'db.corp.example.test'],
    // One host inside withholds the whole answer, its public records with it.
    ['NS', 'lab.example.test', 'printer.local'],
  ] as const)(
    'withholds a %s answer for %s that names an internal host, without naming it',
    async (type, hostname, internal) => {
      const { run } = await systemResolver();
      const result = await run(hostname, type);
      expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target', details: null });
      expect(result.message).toBe(
        `The ${type} answer for ${hostname} is withheld: it points inside a private network; ${PRIVATE_HINT}`,
      );
      expect(result.message).not.toContain(internal);
    },
  );

  it('refuses an answer naming more hosts than it will look up, without looking any up', async () => {
    const { server, run } = await systemResolver();
    const result = await run('many.example.test', 'NS');
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target', details: null });
    expect(result.message).toBe(
      `The NS answer for many.example.test names ${JUDGED_NAMES_MAX + 1} hosts, more than the ${JUDGED_NAMES_MAX} Tocsin checks for private addresses; give this monitor a public resolver`,
    );
    expect(server.queries.filter((q) => q.includes('.public.example.test'))).toEqual([]);
  });

  it('shows internal answers when private targets are allowed, asking nothing more', async () => {
    const { server, run } = await systemResolver();
    const a = await run('db.corp.example.test', 'A', true);
    expect(a).toMatchObject({ status: 'up', details: { records: ['10.0.0.5'] } });
    const mx = await run('corp.example.test', 'MX', true);
    expect(mx).toMatchObject({ status: 'up', details: { records: ['10 mail.corp.example.test'] } });
    expect(server.queries).toEqual(['A db.corp.example.test', 'MX corp.example.test']);
  });
});

describe('parseResolver', () => {
  it.each([
    ['192.0.2.53', { ip: '192.0.2.53', server: '192.0.2.53' }],
    ['192.0.2.53:5353', { ip: '192.0.2.53', server: '192.0.2.53:5353' }],
    ['2001:db8::53', { ip: '2001:db8::53', server: '2001:db8::53' }],
    ['[2001:db8::53]', { ip: '2001:db8::53', server: '[2001:db8::53]:53' }],
    ['[2001:db8::53]:5353', { ip: '2001:db8::53', server: '[2001:db8::53]:5353' }],
    ['192.0.2.53:70000', null],
    ['resolver.example:53', null],
  ])('reads %s', (input, expected) => {
    expect(parseResolver(input)).toEqual(expected);
  });
});
