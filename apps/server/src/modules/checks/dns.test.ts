import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';
import type { Answer, Packet, RecordType } from 'dns-packet';
import { afterEach, describe, expect, it } from 'vitest';
import { dnsCheck, parseResolver } from './dns.js';
import { createTargetResolver } from './target-guard.js';
import type { CheckContext } from './types.js';

const NXDOMAIN = 3;
const ZONE: Record<string, Partial<Record<RecordType, unknown[]>>> = {
  'www.example.test': { A: ['192.0.2.10', '192.0.2.11'], AAAA: ['2001:db8::10'] },
  'alias.example.test': { CNAME: ['www.example.test'] },
  'example.test': {
    MX: [{ preference: 10, exchange: 'mail.example.test' }],
    // Two chunks of one record: the check must join them.
    TXT: [['v=spf1 ', 'include:mail.example.test -all']],
    NS: ['ns1.example.test', 'ns2.example.test'],
  },
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** An authoritative server for the test zone on 127.0.0.1; `silent` never answers. */
async function startDns(opts: { silent?: boolean } = {}) {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(`${question.type} ${question.name}`);
    if (opts.silent) return;
    const records = ZONE[question.name.toLowerCase()];
    const data = records?.[question.type] ?? [];
    const answers = data.map((value) => ({
      ...{ type: question.type, name: question.name, ttl: 60, class: 'IN' },
      data: value,
    })) as Answer[];
    const response: Packet = {
      type: 'response',
      id: query.id,
      // The low four bits of the flags carry the rcode; dns-packet adds QR itself.
      flags:
        dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | (records ? 0 : NXDOMAIN),
      questions: [question],
      answers,
    };
    socket.send(dnsPacket.encode(response), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => socket.close(() => resolve())));
  return { address: `127.0.0.1:${socket.address().port}`, queries };
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
    expect(server.queries).toEqual([]);
  });

  it('rejects a resolver that is not an IP address', async () => {
    const cfg = config({ hostname: 'www.example.test', recordType: 'A', resolver: 'dns.example' });
    const result = await dnsCheck(cfg, context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toContain('must be an IP address');
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
