import { execFileSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  httpMonitorInput,
  jsonQueryMonitorInput,
  keywordMonitorInput,
  MONITOR_LIMITS,
} from '@tocsin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCheck, jsonQueryCheck, keywordCheck } from './http.js';
import { createTargetResolver, TargetDnsError } from '../../lib/network/target-guard.js';
import type { CheckContext } from './types.js';
import type { ResolveTarget } from '../../lib/network/types.js';
import { later, until } from '../../test/wait.js';

const CAP = MONITOR_LIMITS.bodyReadMaxBytes;
// Every name resolves to loopback, so no test depends on the machine's resolver or reaches out.
const loopback = createTargetResolver({
  allowPrivate: true,
  lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
});
const strict = createTargetResolver({ allowPrivate: false });

function ctx(overrides: Partial<CheckContext> = {}): CheckContext {
  return {
    resolve: loopback,
    signal: new AbortController().signal,
    timeoutMs: 30_000,
    now: () => new Date(),
    ...overrides,
  };
}

const httpConfig = (fields: Record<string, unknown>) =>
  httpMonitorInput.parse({ type: 'http', name: 'test', ...fields });
const keywordConfig = (fields: Record<string, unknown>) =>
  keywordMonitorInput.parse({ type: 'keyword', name: 'test', ...fields });
const jsonConfig = (fields: Record<string, unknown>) =>
  jsonQueryMonitorInput.parse({ type: 'json-query', name: 'test', ...fields });

const serverSockets = new Set<Socket>();
const servers: http.Server[] = [];

async function listen(server: http.Server): Promise<number> {
  server.on('connection', (socket: Socket) => {
    serverSockets.add(socket);
    socket.on('close', () => serverSockets.delete(socket));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes 64 KiB chunks for as long as the client keeps reading. */
function pump(res: http.ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const more = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', more);
  };
  res.on('error', () => {});
  more();
}

let base = '';
let otherBase = '';
function route(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = req.url ?? '/';
  const redirect = (status: number, location: string) => {
    res.writeHead(status, { location }).end();
  };
  if (path === '/ok') return void res.end('hello world');
  if (path === '/text') return void res.end('The Quick Brown Fox');
  if (path === '/outage') {
    return void res
      .writeHead(503, { 'content-type': 'text/html' })
      .end(`<h1>Down for maintenance</h1>\u0007${'x'.repeat(2000)}`);
  }
  if (path.startsWith('/status/')) return void res.writeHead(Number(path.slice(8))).end();
  if (path === '/echo') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, headers: req.headers, body }));
    });
    return;
  }
  const hops = /^\/redirect\/(\d+)$/.exec(path);
  if (hops) {
    const n = Number(hops[1]);
    return n === 0 ? void res.end('arrived') : redirect(302, `/redirect/${n - 1}`);
  }
  if (path === '/loop-a') return redirect(302, '/loop-b');
  if (path === '/loop-b') return redirect(302, `${base}/loop-a`);
  if (path === '/see-other') return redirect(303, '/echo');
  if (path === '/temporary') return redirect(307, '/echo');
  if (path === '/moved-with-auth') return redirect(301, `${otherBase}/echo`);
  if (path === '/other-port') return redirect(302, `${otherBase}/ok`);
  if (path === '/to-private') return redirect(302, 'http://10.0.0.1/admin');
  if (path === '/slow') return void later(150, () => res.end('late'));
  if (path === '/json') {
    const doc = { status: { database: 'ok' }, services: [{ healthy: true }, { healthy: false }] };
    return void res.end(JSON.stringify({ ...doc, version: '2' }));
  }
  if (path === '/not-json') return void res.end('<html>maintenance</html>');
  if (path === '/hang') return; // headers never come
  if (path === '/stall') return void res.writeHead(200).write('a little, then nothing');
  if (path === '/endless') return pump(res);
  if (path === '/huge') {
    res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
    return pump(res);
  }
  if (path === '/reset') {
    res.writeHead(200, { 'content-length': '100000' });
    res.write('partial body');
    return void later(20, () => req.socket.destroy());
  }
  res.writeHead(404).end();
}

interface Pki {
  ca: string;
  valid: { key: string; cert: string };
  selfSigned: { key: string; cert: string };
  expired: { key: string; cert: string };
  expiring: { key: string; cert: string; validTo: Date };
}

/** A throwaway CA and server certificates made with the openssl CLI. */
function makePki(dir: string): Pki {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  const san = ['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  run(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '30',
    '-subj',
    '/CN=Tocsin Test CA',
  );
  run('req', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=localhost', ...san);
  mkdirSync(join(dir, 'db'));
  writeFileSync(join(dir, 'db/index.txt'), '');
  writeFileSync(join(dir, 'db/serial'), '01\n');
  writeFileSync(
    join(dir, 'ca.cnf'),
    '[ca]\ndefault_ca=d\n[d]\ndatabase=db/index.txt\nnew_certs_dir=db\nserial=db/serial\n' +
      'default_md=sha256\npolicy=p\nunique_subject=no\ncopy_extensions=copy\n[p]\ncommonName=supplied\n',
  );
  const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  const day = 86_400_000;
  const caSign = (out: string, from: number, to: number) => {
    run(
      'ca',
      '-batch',
      '-notext',
      '-config',
      'ca.cnf',
      '-cert',
      'ca.crt',
      '-keyfile',
      'ca.key',
      '-in',
      'leaf.csr',
      '-out',
      out,
      '-startdate',
      stamp(new Date(from)),
      '-enddate',
      stamp(new Date(to)),
    );
    return read(out);
  };
  const now = Date.now();
  const expiringTo = new Date(Math.floor((now + 5 * day) / 1000) * 1000);
  run(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'self.key',
    '-out',
    'self.crt',
    '-days',
    '30',
    '-subj',
    '/CN=localhost',
    ...san,
  );
  const key = read('leaf.key');
  return {
    ca: read('ca.crt'),
    valid: { key, cert: caSign('valid.crt', now - day, now + 30 * day) },
    selfSigned: { key: read('self.key'), cert: read('self.crt') },
    expired: { key, cert: caSign('expired.crt', now - 60 * day, now - 30 * day) },
    expiring: {
      key,
      cert: caSign('expiring.crt', now - day, expiringTo.getTime()),
      validTo: expiringTo,
    },
  };
}

let pkiDir = '';
let pki: Pki;
const tlsPorts = { valid: 0, selfSigned: 0, expired: 0, expiring: 0 };
let closedPort = 0;
let baselineSockets = 0;
const tcpSockets = () =>
  process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;

beforeAll(async () => {
  baselineSockets = tcpSockets();
  base = `http://127.0.0.1:${await listen(http.createServer(route))}`;
  otherBase = `http://127.0.0.1:${await listen(http.createServer(route))}`;
  pkiDir = mkdtempSync(join(tmpdir(), 'tocsin-http-test-'));
  pki = makePki(pkiDir);
  for (const name of Object.keys(tlsPorts) as (keyof typeof tlsPorts)[]) {
    const { key, cert } = pki[name];
    tlsPorts[name] = await listen(https.createServer({ key, cert }, (_, res) => res.end('secure')));
  }
  // A port that was open a moment ago and is now closed: connection refused, locally.
  const gone = http.createServer();
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
  closedPort = (gone.address() as AddressInfo).port;
  await new Promise((resolve) => gone.close(resolve));
});

afterAll(async () => {
  for (const socket of serverSockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(pkiDir, { recursive: true, force: true });
});

describe('httpCheck', () => {
  it('reports up with ordered phase timings for a 200', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/ok` }), ctx());
    expect(result).toMatchObject({ status: 'up', errorKind: null, statusCode: 200 });
    expect(result.remoteAddress).toBe('127.0.0.1');
    expect(result.bytesRead).toBe('hello world'.length);
    const { dns = -1, connect = 0, ttfb = 0, total } = result.timings;
    expect(dns).toBeGreaterThanOrEqual(0);
    expect(connect).toBeGreaterThan(0);
    expect(ttfb).toBeGreaterThan(0);
    expect(dns + connect + ttfb).toBeLessThanOrEqual(total);
    expect(result.timings.tls).toBeUndefined();
    expect(result.certificate).toBeNull();
  });

  it('reports down with the expected and actual status when the target returns 503', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/status/503` }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'http-status', statusCode: 503 });
    expect(result.message).toBe('Expected 2xx or 3xx, got 503 Service Unavailable');
  });

  it('keeps the start of a failing response as its excerpt, and nothing of a good one', async () => {
    const down = await httpCheck(httpConfig({ url: `${base}/outage` }), ctx());
    const excerpt = down.details?.['bodyExcerpt'] as string;
    expect(excerpt.startsWith('<h1>Down for maintenance</h1>xxx')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(513);
    const up = await httpCheck(httpConfig({ url: `${base}/status/200` }), ctx());
    expect(up.details).toBeNull();
  });

  it('matches ranges and classes of expected status codes', async () => {
    const range = httpConfig({ url: `${base}/status/204`, expectedStatus: ['200-299'] });
    expect((await httpCheck(range, ctx())).status).toBe('up');
    const notFound = httpConfig({ url: `${base}/status/404`, expectedStatus: ['4xx'] });
    expect((await httpCheck(notFound, ctx())).status).toBe('up');
    const exact = httpConfig({ url: `${base}/status/201`, expectedStatus: ['200', '202'] });
    expect((await httpCheck(exact, ctx())).message).toBe('Expected 200 or 202, got 201 Created');
  });

  it('sends HEAD without reading a body', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/ok`, method: 'HEAD' }), ctx());
    expect(result).toMatchObject({ status: 'up', statusCode: 200, bytesRead: 0 });
  });

  it('sends the method, body and headers, with a User-Agent unless one is set', async () => {
    const config = jsonConfig({
      url: `${base}/echo`,
      method: 'POST',
      body: '{"ping":1}',
      headers: [
        { name: 'Content-Type', value: 'application/json' },
        { name: 'X-Api-Key', value: 'k1' },
      ],
      query: '[method, body, headers."x-api-key", headers."user-agent", headers."content-type"]',
      expectedValue:
        '["POST", "{\\"ping\\":1}", "k1", "Tocsin/1.0 (+uptime monitoring)", "application/json"]',
    });
    const result = await jsonQueryCheck(config, ctx());
    expect(result.details).toEqual(expect.objectContaining({ actual: expect.any(String) }));
    expect(result.status).toBe('up');
    const own = jsonConfig({
      url: `${base}/echo`,
      headers: [{ name: 'User-Agent', value: 'mine/2' }],
      query: 'headers."user-agent"',
      expectedValue: 'mine/2',
    });
    expect((await jsonQueryCheck(own, ctx())).status).toBe('up');
  });

  it('marks a correct but slow answer degraded', async () => {
    const config = httpConfig({ url: `${base}/slow`, degradedThresholdMs: 50 });
    const result = await httpCheck(config, ctx());
    expect(result).toMatchObject({ status: 'degraded', errorKind: 'slow', statusCode: 200 });
    expect(result.message).toMatch(/^Answered in \d+ ms, above the 50 ms threshold$/);
    const fast = httpConfig({ url: `${base}/ok`, degradedThresholdMs: 5_000 });
    expect((await httpCheck(fast, ctx())).status).toBe('up');
  });
});

describe('redirects', () => {
  it('follows redirects and records the chain', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/redirect/3` }), ctx());
    expect(result).toMatchObject({ status: 'up', statusCode: 200 });
    expect(result.details?.redirects).toEqual([3, 2, 1, 0].map((n) => `${base}/redirect/${n}`));
  });

  it('stops after maxRedirects', async () => {
    const config = httpConfig({ url: `${base}/redirect/3`, maxRedirects: 2 });
    const result = await httpCheck(config, ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'redirects', statusCode: 302 });
    expect(result.message).toBe(`More than 2 redirects (the next was to ${base}/redirect/0)`);
  });

  it('reports a loop', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/loop-a` }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'redirects' });
    expect(result.message).toBe(`Redirect loop: ${base}/loop-a was already requested`);
  });

  it('returns the redirect itself when redirects are not followed', async () => {
    const config = httpConfig({ url: `${base}/redirect/1`, followRedirects: false });
    expect(await httpCheck(config, ctx())).toMatchObject({ status: 'up', statusCode: 302 });
  });

  it('follows a redirect to another port and drops credentials on the way', async () => {
    expect(await httpCheck(httpConfig({ url: `${base}/other-port` }), ctx())).toMatchObject({
      status: 'up',
      statusCode: 200,
    });
    const config = jsonConfig({
      url: `${base}/moved-with-auth`,
      headers: [
        { name: 'Authorization', value: 'Bearer secret' },
        { name: 'X-Trace', value: 't' },
      ],
      query: '[headers.authorization, headers."x-trace"]',
      expectedValue: '[null, "t"]',
    });
    expect((await jsonQueryCheck(config, ctx())).status).toBe('up');
  });

  it('turns POST into GET on 303 and keeps it on 307', async () => {
    const post = { method: 'POST', body: 'payload', query: '[method, body]' };
    const seeOther = jsonConfig({ url: `${base}/see-other`, ...post, expectedValue: '["GET",""]' });
    expect((await jsonQueryCheck(seeOther, ctx())).status).toBe('up');
    const keep = jsonConfig({
      url: `${base}/temporary`,
      ...post,
      expectedValue: '["POST","payload"]',
    });
    expect((await jsonQueryCheck(keep, ctx())).status).toBe('up');
  });

  it('refuses a redirect to a private address without connecting to it', async () => {
    const start = new URL(base);
    // start.test is the one name allowed onto loopback; everything else meets the strict guard.
    const resolve: ResolveTarget = Object.assign(
      (host: string) =>
        host === 'start.test'
          ? Promise.resolve([{ address: '127.0.0.1', family: 4 as const }])
          : strict(host),
      { allowPrivate: false },
    );
    const connections: string[] = [];
    const onSocket = (message: unknown) => {
      const { socket } = message as { socket: Socket };
      socket.once('connect', () =>
        connections.push(`${socket.remoteAddress}:${socket.remotePort}`),
      );
      connections.push('opened');
    };
    diagnostics.subscribe('net.client.socket', onSocket);
    try {
      const url = `http://start.test:${start.port}/to-private`;
      const result = await httpCheck(httpConfig({ url }), ctx({ resolve }));
      expect(result).toMatchObject({
        status: 'down',
        errorKind: 'refused-target',
        statusCode: 302,
      });
      expect(result.message).toMatch(
        /^Redirect to http:\/\/10\.0\.0\.1\/admin refused: 10\.0\.0\.1 is a private address/,
      );
      expect(connections).toEqual(['opened', `127.0.0.1:${start.port}`]);
    } finally {
      diagnostics.unsubscribe('net.client.socket', onSocket);
    }
  });
});

describe('network failures', () => {
  it('refuses a loopback target when private targets are not allowed', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/ok` }), ctx({ resolve: strict }));
    expect(result).toMatchObject({
      status: 'down',
      errorKind: 'refused-target',
      remoteAddress: null,
    });
    expect(result.message).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(result.message).toContain('monitors may only reach public addresses');
  });

  it('reports a name that does not resolve as dns', async () => {
    const resolve: ResolveTarget = Object.assign(
      (host: string) => Promise.reject(new TargetDnsError(host, 'ENOTFOUND')),
      { allowPrivate: false },
    );
    const result = await httpCheck(httpConfig({ url: 'http://nx.example/' }), ctx({ resolve }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toBe('nx.example could not be resolved (ENOTFOUND)');
  });

  it('reports a closed port as connect', async () => {
    const result = await httpCheck(httpConfig({ url: `http://127.0.0.1:${closedPort}/` }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'connect' });
    expect(result.message).toBe(`Connection refused (127.0.0.1:${closedPort})`);
  });

  it('times out when headers never come, naming the phase', async () => {
    const started = Date.now();
    const result = await httpCheck(
      httpConfig({ url: `${base}/hang` }),
      ctx({ signal: AbortSignal.timeout(1_000) }),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout', statusCode: null });
    expect(result.message).toMatch(
      /^Timed out after 1\.\d s while waiting for the response headers$/,
    );
  });

  it('times out while reading a body that stalls', async () => {
    const config = keywordConfig({ url: `${base}/stall`, keyword: 'never' });
    const result = await keywordCheck(config, ctx({ signal: AbortSignal.timeout(300) }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout', statusCode: 200 });
    expect(result.message).toMatch(/^Timed out after 0\.\d s while reading the body$/);
  });

  it('reports a connection reset in the middle of the body', async () => {
    const result = await keywordCheck(keywordConfig({ url: `${base}/reset`, keyword: 'x' }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'reset', statusCode: 200 });
    expect(result.message).toBe('The server closed the connection while sending the body');
  });
});

describe('keywordCheck', () => {
  const url = () => `${base}/text`;

  it('is up when the keyword is present, ignoring case by default', async () => {
    const result = await keywordCheck(keywordConfig({ url: url(), keyword: 'quick brown' }), ctx());
    expect(result).toMatchObject({ status: 'up', details: { found: true } });
  });

  it('respects caseSensitive', async () => {
    const config = keywordConfig({ url: url(), keyword: 'quick brown', caseSensitive: true });
    const result = await keywordCheck(config, ctx());
    expect(result).toMatchObject({
      status: 'down',
      errorKind: 'keyword',
      details: { found: false },
    });
    expect(result.message).toBe('"quick brown" was not found in the response');
  });

  it('fails an absent-mode keyword that appears', async () => {
    const config = keywordConfig({ url: url(), keyword: 'fox', keywordMode: 'absent' });
    const result = await keywordCheck(config, ctx());
    expect(result).toMatchObject({
      status: 'down',
      errorKind: 'keyword',
      details: { found: true },
    });
    expect(result.message).toBe('"fox" was found in the response but must be absent');
    const missing = keywordConfig({ url: url(), keyword: 'error', keywordMode: 'absent' });
    expect((await keywordCheck(missing, ctx())).status).toBe('up');
  });

  it('reads at most the cap of an endless body, in bounded time', async () => {
    const started = Date.now();
    const config = keywordConfig({ url: `${base}/endless`, keyword: 'needle' });
    const result = await keywordCheck(config, ctx());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ status: 'down', errorKind: 'keyword', statusCode: 200 });
    expect(result.message).toBe('"needle" was not found in the first 1 MiB of the response');
    expect(result.bytesRead).toBeGreaterThan(CAP);
    expect(result.bytesRead).toBeLessThanOrEqual(CAP + 64 * 1024);
    const found = keywordConfig({ url: `${base}/endless`, keyword: 'aaaa' });
    expect((await keywordCheck(found, ctx())).status).toBe('up');
  });
});

describe('jsonQueryCheck', () => {
  const check = (fields: Record<string, unknown>) =>
    jsonQueryCheck(jsonConfig({ url: `${base}/json`, ...fields }), ctx());

  it('is up when the expression gives the expected value', async () => {
    expect(await check({ query: 'status.database', expectedValue: 'ok' })).toMatchObject({
      status: 'up',
      details: { actual: '"ok"' },
    });
    expect((await check({ query: 'length(services[?healthy])', expectedValue: '1' })).status).toBe(
      'up',
    );
    // A number typed by the user also matches the same digits as a string.
    expect((await check({ query: 'version', expectedValue: '2' })).status).toBe('up');
  });

  it('is down with both values when they differ', async () => {
    const result = await check({ query: 'services[*].healthy', expectedValue: '[true, true]' });
    expect(result).toMatchObject({ status: 'down', errorKind: 'json-query' });
    expect(result.message).toBe('Expected [true, true], got [true,false]');
    expect(result.details).toMatchObject({ actual: '[true,false]' });
  });

  it('explains a response that is not JSON', async () => {
    const config = jsonConfig({ url: `${base}/not-json`, query: 'a', expectedValue: '1' });
    const result = await jsonQueryCheck(config, ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'json-query', statusCode: 200 });
    expect(result.message).toMatch(/^The response is not valid JSON: /);
  });

  it('explains an invalid expression without sending a request', async () => {
    const result = await check({ query: 'services[?', expectedValue: '1' });
    expect(result).toMatchObject({ status: 'down', errorKind: 'json-query', statusCode: null });
    expect(result.message).toMatch(/^Invalid JMESPath expression: /);
    expect(result.timings).toEqual({ total: 0 });
  });

  it('refuses to parse a body larger than the cap', async () => {
    const config = jsonConfig({ url: `${base}/huge`, query: 'a', expectedValue: '1' });
    const started = Date.now();
    const result = await jsonQueryCheck(config, ctx());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ status: 'down', errorKind: 'body-too-large', statusCode: 200 });
    expect(result.bytesRead).toBeLessThanOrEqual(CAP + 64 * 1024);
  });
});

describe('huge bodies on a plain check', () => {
  it('stops reading a 50 MB body at the cap and stays up', async () => {
    const result = await httpCheck(httpConfig({ url: `${base}/huge` }), ctx());
    expect(result).toMatchObject({ status: 'up', statusCode: 200 });
    expect(result.bytesRead).toBeLessThanOrEqual(CAP + 64 * 1024);
  });
});

describe('https', () => {
  const at = (port: number) => `https://localhost:${port}/`;

  it('describes a certificate from an unknown CA, up only when verification is off', async () => {
    const verified = await httpCheck(httpConfig({ url: at(tlsPorts.valid) }), ctx());
    expect(verified).toMatchObject({ status: 'down', errorKind: 'tls', statusCode: null });
    // The test CA is not in the system trust store, and it is not sent in the chain.
    expect(verified.message).toMatch(/UNABLE_TO_VERIFY_LEAF_SIGNATURE/);
    const ignored = await httpCheck(
      httpConfig({ url: at(tlsPorts.valid), verifyTls: false }),
      ctx(),
    );
    expect(ignored).toMatchObject({ status: 'up', statusCode: 200 });
    expect(ignored.timings.tls).toBeGreaterThan(0);
    expect(ignored.certificate).toMatchObject({
      subject: 'localhost',
      issuer: 'Tocsin Test CA',
      altNames: ['localhost', '127.0.0.1'],
      trusted: false,
      trustError: expect.stringContaining('UNABLE_TO_VERIFY_LEAF_SIGNATURE'),
      fingerprint256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
  });

  it('reports a self-signed certificate as tls', async () => {
    const result = await httpCheck(httpConfig({ url: at(tlsPorts.selfSigned) }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.message).toMatch(/self-signed \(DEPTH_ZERO_SELF_SIGNED_CERT\)$/);
    expect(result.certificate?.trusted).toBe(false);
  });

  it('reports an expired certificate with its dates', async () => {
    const result = await httpCheck(httpConfig({ url: at(tlsPorts.expired) }), ctx());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.message).toBe('The certificate has expired (CERT_HAS_EXPIRED)');
    expect(result.certificate?.daysRemaining).toBeLessThan(-29);
  });

  it('counts the days left on a certificate from the injected clock', async () => {
    const now = () => new Date(pki.expiring.validTo.getTime() - 5.5 * 86_400_000);
    const config = httpConfig({ url: at(tlsPorts.expiring), verifyTls: false });
    const result = await httpCheck(config, ctx({ now }));
    expect(result.status).toBe('up');
    expect(result.certificate?.validTo).toBe(pki.expiring.validTo.toISOString());
    expect(result.certificate?.daysRemaining).toBe(5);
  });
});

describe('resources', () => {
  it('leaves no socket open once the checks are done', async () => {
    // The assertions below say what is left open when the sockets are not all closed in time.
    await until(
      () => Promise.resolve(serverSockets.size),
      (open) => open === 0,
      { timeoutMs: 3_000, everyMs: 20 },
    ).catch(() => undefined);
    // A client socket still open would keep its server-side peer open too.
    expect(serverSockets.size).toBe(0);
    expect(tcpSockets()).toBe(baselineSockets);
  });
});
