import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import { createTcpCheck, tcpCheck } from './tcp.js';
import type { CheckContext } from './types.js';

const run = promisify(execFile);

let dir: string;
let key: string;
let cert: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tocsin-tcp-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', keyFile, '-out', certFile, '-days', '30', '-subj', '/CN=127.0.0.1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  [key, cert] = await Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** Listens on 127.0.0.1, counts connections, and closes them all after the test. */
async function listen(server: net.Server) {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const closed: Promise<void>[] = [];
  const secure = server instanceof tls.Server;
  // Reading is what notices the check's FIN; an unread socket would sit in CLOSE_WAIT.
  server.on(secure ? 'secureConnection' : 'connection', (socket: net.Socket) => {
    connections++;
    socket.resume();
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as net.AddressInfo;
  // Resolves once every connection the check opened has been closed by it.
  return { port, connections: () => connections, allClosed: () => Promise.all(closed) };
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

const config = (port: number, extra: { tls?: boolean; host?: string } = {}) => ({
  type: 'tcp' as const,
  name: 'tcp',
  intervalSeconds: 60,
  timeoutSeconds: 5,
  tags: [],
  confirmations: 2,
  host: extra.host ?? '127.0.0.1',
  port,
  tls: extra.tls ?? false,
});

describe('tcp check', () => {
  it('is up when the port accepts a connection, and closes it', async () => {
    const server = await listen(net.createServer());
    const result = await tcpCheck(config(server.port), context());
    expect(result).toMatchObject({ status: 'up', errorKind: null, remoteAddress: '127.0.0.1' });
    expect(result.timings.dns).toBeGreaterThanOrEqual(0);
    expect(result.timings.connect).toBeGreaterThanOrEqual(0);
    expect(result.timings.tls).toBeUndefined();
    expect(server.connections()).toBe(1);
    await server.allClosed();
  });

  it('is down with connect when nothing listens on the port', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const result = await tcpCheck(config(port), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'connect' });
    expect(result.message).toContain('connection refused');
  });

  it('refuses a loopback target when private targets are not allowed', async () => {
    const server = await listen(net.createServer());
    const resolve = createTargetResolver({ allowPrivate: false });
    const result = await tcpCheck(config(server.port), context({ resolve }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'refused-target' });
    expect(result.message).toContain('loopback');
    expect(server.connections()).toBe(0);
  });

  it('reports a name that does not resolve as dns', async () => {
    const lookup = () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    const resolve = createTargetResolver({ allowPrivate: true, lookup });
    const result = await tcpCheck(config(1, { host: 'missing.example.com' }), context({ resolve }));
    expect(result).toMatchObject({ status: 'down', errorKind: 'dns' });
    expect(result.message).toContain('ENOTFOUND');
  });

  it('is down with tls when the certificate is not trusted', async () => {
    const server = await listen(tls.createServer({ key, cert }));
    const result = await tcpCheck(config(server.port, { tls: true }), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.message).toContain('self-signed');
    expect(server.connections()).toBe(0);
    await server.allClosed();
  });

  it('is up after a verified handshake, with TLS timing and the certificate', async () => {
    const server = await listen(tls.createServer({ key, cert }));
    const check = createTcpCheck({ ca: [cert] });
    const result = await check(config(server.port, { tls: true }), context());
    expect(result).toMatchObject({ status: 'up', errorKind: null });
    expect(result.timings.tls).toBeGreaterThanOrEqual(0);
    expect(result.certificate).toMatchObject({ subject: '127.0.0.1', trusted: true });
    await server.allClosed();
    expect(server.connections()).toBe(1);
  });

  it('times out when the handshake never completes, and drops the socket', async () => {
    // A plain TCP server that never answers the ClientHello.
    const server = await listen(net.createServer());
    const started = Date.now();
    const ctx = context({ signal: AbortSignal.timeout(300), timeoutMs: 300 });
    const result = await tcpCheck(config(server.port, { tls: true }), ctx);
    expect(result).toMatchObject({ status: 'down', errorKind: 'timeout' });
    expect(result.timings.connect).toBeGreaterThanOrEqual(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    await server.allClosed();
  });
});
