import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeCertificate } from '../../lib/network/certificate.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import { createTlsCertCheck, tlsCertCheck } from './tls-cert.js';
import type { CheckContext } from './types.js';

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

let dir: string;
let caCert: string;
let serial = 0;
const cleanups: (() => Promise<void>)[] = [];

// `openssl ca` is the one OpenSSL 3.0 command that takes explicit start and end dates, which an
// already expired certificate needs.
const CA_CONFIG = `[ca]
default_ca = test
[test]
database = index.txt
new_certs_dir = .
serial = serial
default_md = sha256
policy = any
copy_extensions = copy
unique_subject = no
[any]
commonName = supplied
organizationName = optional
`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tocsin-tls-'));
  await writeFile(path.join(dir, 'ca.cnf'), CA_CONFIG);
  await writeFile(path.join(dir, 'index.txt'), '');
  await writeFile(path.join(dir, 'serial'), '1000\n');
  await openssl('req', '-x509', ...ecKey('ca.key'), '-out', 'ca.pem', '-days', '365');
  caCert = await readFile(path.join(dir, 'ca.pem'), 'utf8');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
const ecKey = (keyFile: string) => [
  ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
  ...['-keyout', keyFile, '-subj', '/CN=Tocsin Test CA/O=Tocsin Tests'],
];
const asn1Time = (date: Date) => `${date.toISOString().replace(/[-:T]|\.\d+/g, '')}`;

/** A leaf certificate for `san`, signed by the test CA (or self-signed), valid in [from, to]. */
async function certificate(opts: { san: string; from: Date; to: Date; selfSigned?: boolean }) {
  const name = `leaf${++serial}`;
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=${opts.san}`];
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  if (opts.selfSigned) {
    await openssl(
      'req',
      '-x509',
      ...key,
      '-keyout',
      `${name}.key`,
      ...subject,
      '-out',
      `${name}.pem`,
    );
  } else {
    await openssl('req', ...key, '-keyout', `${name}.key`, ...subject, '-out', `${name}.csr`);
    await openssl(
      ...['ca', '-batch', '-config', 'ca.cnf', '-cert', 'ca.pem', '-keyfile', 'ca.key', '-notext'],
      ...['-startdate', asn1Time(opts.from), '-enddate', asn1Time(opts.to)],
      ...['-in', `${name}.csr`, '-out', `${name}.pem`],
    );
  }
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return { key: await read(`${name}.key`), cert: await read(`${name}.pem`) };
}

/** A TLS server on 127.0.0.1 that closes every connection it accepted after the test. */
async function serve(creds: { key: string; cert: string }) {
  const server = tls.createServer(creds, (socket) => socket.resume());
  const sockets = new Set<net.Socket>();
  const closed: Promise<void>[] = [];
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await Promise.all(closed);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (server.address() as net.AddressInfo).port;
}

const context = (now = new Date()): CheckContext => ({
  resolve: createTargetResolver({ allowPrivate: true }),
  signal: AbortSignal.timeout(5_000),
  timeoutMs: 5_000,
  now: () => now,
});

const config = (port: number) => ({
  type: 'tls-cert' as const,
  ...{ name: 'cert', intervalSeconds: 3600, timeoutSeconds: 5, tags: [], confirmations: 1 },
  host: '127.0.0.1',
  port,
  expiryThresholdDays: 14,
});

const days = (n: number) => new Date(Date.now() + n * DAY_MS);
const privateCaCheck = () => createTlsCertCheck({ ca: [caCert] });

describe('tls-cert check', () => {
  it('is up for a trusted certificate, and describes it', async () => {
    const port = await serve(
      await certificate({ san: 'IP:127.0.0.1', from: days(-1), to: days(90) }),
    );
    const result = await privateCaCheck()(config(port), context());
    expect(result).toMatchObject({ status: 'up', errorKind: null, remoteAddress: '127.0.0.1' });
    expect(result.certificate).toMatchObject({
      subject: '127.0.0.1',
      issuer: 'Tocsin Test CA (Tocsin Tests)',
      altNames: ['127.0.0.1'],
      trusted: true,
      trustError: null,
    });
    expect(result.certificate?.daysRemaining).toBeGreaterThanOrEqual(89);
    expect(result.certificate?.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(result.timings.tls).toBeGreaterThanOrEqual(0);
  });

  it('lists the chain leaf first, each certificate with its issuer and validity', async () => {
    const from = days(-1);
    const to = days(90);
    const port = await serve(await certificate({ san: 'IP:127.0.0.1', from, to }));
    const result = await privateCaCheck()(config(port), context());
    const chain = result.certificate?.chain ?? [];
    expect(chain.map(({ subject, issuer }) => ({ subject, issuer }))).toEqual([
      { subject: '127.0.0.1', issuer: 'Tocsin Test CA (Tocsin Tests)' },
      { subject: 'Tocsin Test CA', issuer: 'Tocsin Test CA (Tocsin Tests)' },
    ]);
    expect(chain[0]?.validTo).toBe(new Date(Math.floor(to.getTime() / 1000) * 1000).toISOString());
    expect(Date.parse(chain[1]!.validTo)).toBeGreaterThan(Date.parse(chain[0]!.validFrom));
  });

  it('is degraded with cert-expiring when it expires within the threshold', async () => {
    const port = await serve(
      await certificate({ san: 'IP:127.0.0.1', from: days(-1), to: days(5) }),
    );
    const result = await privateCaCheck()(config(port), context());
    expect(result).toMatchObject({ status: 'degraded', errorKind: 'cert-expiring' });
    expect(result.message).toMatch(/expires in [45] days/);
  });

  it('counts days from the check clock, not the machine clock', async () => {
    const port = await serve(
      await certificate({ san: 'IP:127.0.0.1', from: days(-1), to: days(90) }),
    );
    const result = await privateCaCheck()(config(port), context(days(80)));
    expect(result).toMatchObject({ status: 'degraded', errorKind: 'cert-expiring' });
    expect(result.certificate?.daysRemaining).toBe(9);
  });

  it('is down with tls once the certificate has expired', async () => {
    const expired = await certificate({ san: 'IP:127.0.0.1', from: days(-60), to: days(-2) });
    const result = await privateCaCheck()(config(await serve(expired)), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.message).toContain('expired on');
    expect(result.certificate).toMatchObject({ trusted: false });
    expect(result.certificate?.trustError).toContain('CERT_HAS_EXPIRED');
    expect(result.certificate?.daysRemaining).toBeLessThan(0);
  });

  it('is down with tls for a self-signed certificate, still describing it', async () => {
    const creds = await certificate({
      san: 'IP:127.0.0.1',
      from: days(0),
      to: days(30),
      selfSigned: true,
    });
    const result = await tlsCertCheck(config(await serve(creds)), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.message).toContain('self-signed');
    expect(result.certificate).toMatchObject({ subject: '127.0.0.1', trusted: false });
    // A self-signed certificate is its own issuer: the chain ends with it.
    expect(result.certificate?.chain).toHaveLength(1);
  });

  it('is down with tls when the certificate names another host', async () => {
    const creds = await certificate({ san: 'DNS:other.example', from: days(-1), to: days(90) });
    const result = await privateCaCheck()(config(await serve(creds)), context());
    expect(result).toMatchObject({ status: 'down', errorKind: 'tls' });
    expect(result.certificate).toMatchObject({ trusted: false, altNames: ['other.example'] });
    expect(result.message).toContain("does not match certificate's altnames");
  });

  it('refuses a loopback target when private targets are not allowed', async () => {
    const ctx = { ...context(), resolve: createTargetResolver({ allowPrivate: false }) };
    const result = await tlsCertCheck(config(443), ctx);
    expect(result).toMatchObject({
      status: 'down',
      errorKind: 'refused-target',
      certificate: null,
    });
  });
});

describe('describeCertificate', () => {
  it('returns null when the server presented no certificate', () => {
    expect(describeCertificate({} as tls.PeerCertificate, new Date())).toBeNull();
  });
});
