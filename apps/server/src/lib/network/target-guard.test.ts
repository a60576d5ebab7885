import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TargetDnsError,
  TargetRefusedError,
  createTargetResolver,
  parseTargetUrl,
  pinnedLookup,
} from './target-guard.js';

// Stands in for DNS: tests never reach a real resolver.
const zone: Record<string, string[]> = {
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.215.14', '192.168.0.7'],
  'public.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:3c50'],
};
const fakeLookup = vi.fn((name: string) => {
  const answers = zone[name.replace(/\.$/, '')];
  if (!answers)
    return Promise.reject(Object.assign(new Error('no such name'), { code: 'ENOTFOUND' }));
  return Promise.resolve(answers.map((address) => ({ address, family: isIP(address) })));
});
const guard = createTargetResolver({ allowPrivate: false, lookup: fakeLookup });
// Deferred so a synchronous parse refusal arrives as a rejection, like a resolver refusal.
const guardUrl = (raw: string) =>
  Promise.resolve(raw).then((r) => guard(parseTargetUrl(r).hostname));

afterEach(() => fakeLookup.mockClear());

async function refusal(attempt: Promise<unknown>): Promise<TargetRefusedError> {
  const err = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TargetRefusedError);
  return err as TargetRefusedError;
}

const hostForms: [host: string, why: string][] = [
  ['127.0.0.1', 'is a loopback address'],
  ['127.1.2.3', 'is a loopback address'],
  ['localhost', 'is a loopback host name'],
  ['LOCALHOST.', 'is a loopback host name'],
  ['foo.localhost', 'is a loopback host name'],
  ['ｌｏｃａｌｈｏｓｔ', 'is a loopback host name'],
  ['[::1]', 'is a loopback address'],
  ['::1', 'is a loopback address'],
  ['0.0.0.0', 'is an unspecified address'],
  ['[::]', 'is an unspecified address'],
  ['10.0.0.1', 'is a private address'],
  ['172.16.0.1', 'is a private address'],
  ['172.31.255.255', 'is a private address'],
  ['192.168.1.1', 'is a private address'],
  ['100.64.0.1', 'is a carrier-grade NAT address'],
  ['169.254.169.254', 'is a link-local address'],
  ['metadata.google.internal', 'is an internal host name'],
  ['metadata', 'is a single-label name'],
  ['printer.local', 'is a local-network host name'],
  ['fd00::1', 'is a unique local (private IPv6) address'],
  ['fe80::1', 'is a link-local address'],
  ['::ffff:127.0.0.1', 'is a loopback address'],
  ['[::ffff:7f00:1]', 'is a loopback address'],
  ['::7f00:1', 'is outside the public IPv6 range'],
  ['2130706433', '(127.0.0.1) is a loopback address'],
  ['0x7f000001', '(127.0.0.1) is a loopback address'],
  ['017700000001', '(127.0.0.1) is a loopback address'],
  ['127.1', '(127.0.0.1) is a loopback address'],
  ['224.0.0.1', 'is a multicast address'],
  ['255.255.255.255', 'is a broadcast address'],
  ['198.18.0.1', 'is a reserved address'],
  ['2001:db8::1', 'is a reserved address'],
  ['64:ff9b::7f00:1', 'is a NAT64 address'],
  ['2002:7f00:1::1', 'is a 6to4 address'],
  // Which address a name resolves to is not said: the server's resolver may know internal names.
  ['internal.example.com', 'resolves to a private address'],
  ['mixed.example.com', 'resolves to a private address'],
  ['INTERNAL.Example.com.', 'resolves to a private address'],
];

describe('target guard', () => {
  it.each(hostForms)('refuses %s, naming the host and why', async (host, why) => {
    const err = await refusal(guard(host));
    expect(err.message).toContain(`${host} `);
    expect(err.message).toContain(why);
    if (/example\.com\.?$/i.test(host)) expect(err.message).not.toMatch(/10\.1\.2\.3|192\.168/);
    expect(err.host).toBe(host);
    // The fact is the guard's; the rule is whoever asked, and the operator's way out is the same.
    expect(err.message).not.toMatch(/monitors|ALLOW_PRIVATE_TARGETS/);
    expect(err.explain('webhooks may only go to public addresses')).toBe(
      `${err.message}; webhooks may only go to public addresses (an administrator of this server can allow private addresses: see the self-hosting guide)`,
    );
  });

  it('refuses local names and IP literals without asking DNS', async () => {
    for (const [host] of hostForms.filter(([h]) => !/example\.com\.?$/i.test(h))) {
      await refusal(guard(host));
    }
    expect(fakeLookup).not.toHaveBeenCalled();
  });

  it.each([
    ['file:///etc/passwd', 'The file: URL is refused'],
    ['gopher://example.com', 'The gopher: URL (example.com) is refused'],
    ['ftp://example.com', 'The ftp: URL (example.com) is refused'],
    ['javascript:alert(1)', 'The javascript: URL is refused'],
    ['data:text/plain,hello', 'The data: URL is refused'],
    ['http://user:pass@example.com/', 'for example.com contains a user name or password'],
    ['not a url', 'not a valid URL'],
  ])('refuses the URL %s with a clear message', async (raw, message) => {
    const err = await refusal(guardUrl(raw));
    expect(err.message).toContain(message);
    expect(err.message).not.toContain('user:pass');
    // Private targets being allowed would not change this answer, so no one is told to allow them.
    expect(err.explain('monitors may only reach public addresses')).toBe(err.message);
  });

  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]:8080/',
    'http://LocalHost.:3000/',
  ])('sees through the URL spelling %s', async (raw) => {
    const url = parseTargetUrl(raw);
    expect(['127.0.0.1', '[::ffff:7f00:1]', 'localhost.']).toContain(url.hostname);
    const err = await refusal(guardUrl(raw));
    expect(err.message).toMatch(/loopback/);
  });

  it('refuses hosts that are not a bare name or address', async () => {
    for (const host of ['example.com:8080', 'evil.com/@127.0.0.1', 'a..b.com', '']) {
      const err = await refusal(guard(host));
      expect(err.reason).toBe('invalid-host');
    }
  });

  it('allows public addresses, connecting to the address it judged', async () => {
    expect(await guard('93.184.215.14')).toEqual([{ address: '93.184.215.14', family: 4 }]);
    const v6 = '2606:2800:21f:cb07:6820:80da:af6b:3c50';
    expect(await guard(v6)).toEqual([{ address: v6, family: 6 }]);
    expect(await guard(`[${v6}]`)).toEqual([{ address: v6, family: 6 }]);
    expect(await guard('::ffff:93.184.215.14')).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(await guard('Public.Example.com.')).toHaveLength(2);
  });

  it('allows a name whose every address is public', async () => {
    expect(await guard('public.example.com')).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:3c50', family: 6 },
    ]);
    expect(parseTargetUrl('https://public.example.com/health').hostname).toBe('public.example.com');
  });

  it('allows everything with allowPrivate, still resolving names', async () => {
    const lookup = vi.fn(() => Promise.resolve([{ address: '10.9.8.7', family: 4 }]));
    const open = createTargetResolver({ allowPrivate: true, lookup });
    for (const [host] of hostForms) {
      expect((await open(host)).length).toBeGreaterThan(0);
    }
    expect(await open('::ffff:127.0.0.1')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(await open('localhost')).toEqual([{ address: '10.9.8.7', family: 4 }]);
    expect(lookup).toHaveBeenCalledWith('localhost');
  });

  it('reports a name that does not resolve as a DNS error with the resolver code', async () => {
    const err = await guard('nowhere.example.com').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TargetDnsError);
    expect((err as TargetDnsError).code).toBe('ENOTFOUND');
    expect((err as TargetDnsError).message).toBe(
      'nowhere.example.com could not be resolved (ENOTFOUND)',
    );
    const empty = createTargetResolver({ allowPrivate: false, lookup: () => Promise.resolve([]) });
    await expect(empty('empty.example.com')).rejects.toMatchObject({ code: 'ENODATA' });
  });
});

describe('pinnedLookup', () => {
  const servers: http.Server[] = [];
  afterEach(() => servers.splice(0).forEach((s) => s.close()));

  it('connects a real request for an unresolvable name to the pinned address', async () => {
    const server = http.createServer((req, res) => res.end(`host=${req.headers.host}`));
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const lookup = pinnedLookup([{ address: '127.0.0.1', family: 4 }]);
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`http://pinned.invalid:${port}/`, { lookup, agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    // The Host header keeps the name; only the socket's address is pinned.
    expect(body).toBe(`host=pinned.invalid:${port}`);
  });

  it('answers both call styles and honours a family filter', async () => {
    const lookup = pinnedLookup([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:3c50', family: 6 },
    ]);
    const call = (options: { all?: boolean; family?: number }) =>
      new Promise<unknown[]>((resolve) =>
        lookup('any.example.com', options, (...args) => resolve(args)),
      );
    expect(await call({ all: true })).toEqual([
      null,
      [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:3c50', family: 6 },
      ],
    ]);
    expect(await call({})).toEqual([null, '93.184.215.14', 4]);
    expect(await call({ family: 6 })).toEqual([null, '2606:2800:21f:cb07:6820:80da:af6b:3c50', 6]);
    const v4Only = pinnedLookup([{ address: '127.0.0.1', family: 4 }]);
    const [err] = await new Promise<unknown[]>((resolve) =>
      v4Only('x', { family: 6 }, (...args) => resolve(args)),
    );
    expect(err).toMatchObject({ code: 'ENOTFOUND' });
  });
});
