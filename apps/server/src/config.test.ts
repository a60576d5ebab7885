import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadProbeConfig, parseEnv } from './config.js';

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });

  it('starts with nothing set: port 3000, embedded database, mail to files, private targets refused', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      allowPrivateTargets: false,
      signupEnabled: true,
      tracing: null,
      embedded: { sharedBuffers: undefined, optimize: false },
    });
  });

  it('sizes the embedded database from PGLITE_SHARED_BUFFERS and PGLITE_OPTIMIZE', async () => {
    const config = await loadConfig({
      DATA_DIR: await tempDir(),
      PGLITE_SHARED_BUFFERS: '1GB',
      PGLITE_OPTIMIZE: 'true',
    });
    expect(config.embedded).toEqual({ sharedBuffers: '1GB', optimize: true });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/tocsin' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['ALLOW_PRIVATE_TARGETS', { ALLOW_PRIVATE_TARGETS: 'yes please' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PGLITE_SHARED_BUFFERS', { PGLITE_SHARED_BUFFERS: '16' }],
    ['PGLITE_SHARED_BUFFERS', { PGLITE_SHARED_BUFFERS: '0MB' }],
    ['PGLITE_SHARED_BUFFERS', { PGLITE_SHARED_BUFFERS: '2GB' }],
    ['PGLITE_SHARED_BUFFERS', { PGLITE_SHARED_BUFFERS: '16mb; drop table monitors' }],
    ['PGLITE_OPTIMIZE', { PGLITE_OPTIMIZE: 'fast' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_publishableKeyByMistake' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: 'secret' }],
    ['STRIPE_PRICE_PRO', { STRIPE_PRICE_PRO: 'prod_NotAPrice' }],
    ['LIMIT_MONITORS', { LIMIT_MONITORS: '-1' }],
    ['LIMIT_MIN_INTERVAL_SECONDS', { LIMIT_MIN_INTERVAL_SECONDS: '5' }],
    ['LIMIT_STATUS_PAGES', { LIMIT_STATUS_PAGES: 'five' }],
    ['STATUS_DNS_SERVERS', { STATUS_DNS_SERVERS: 'dns.example.com' }],
    ['STATUS_DNS_SERVERS', { STATUS_DNS_SERVERS: '1.1.1.1;8.8.8.8' }],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' }],
    ['OTEL_EXPORTER_OTLP_HEADERS', { OTEL_EXPORTER_OTLP_HEADERS: 'api-key' }],
    ['OTEL_EXPORTER_OTLP_HEADERS', { OTEL_EXPORTER_OTLP_HEADERS: 'x-key=%E0%A4%A' }],
  ])('stops with a message naming %s for a bad value', (name, env) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('traces to the OTLP endpoint with its headers decoded, as service "tocsin" unless named', async () => {
    const config = await loadConfig({
      DATA_DIR: await tempDir(),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com:4318/',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D%3D, x-team = ops',
    });
    expect(config.tracing).toEqual({
      endpoint: 'https://otlp.example.com:4318',
      headers: { 'x-api-key': 'abc==', 'x-team': 'ops' },
      serviceName: 'tocsin',
    });
    const named = await loadConfig({
      DATA_DIR: await tempDir(),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      OTEL_SERVICE_NAME: 'tocsin-eu',
    });
    expect(named.tracing).toMatchObject({ headers: {}, serviceName: 'tocsin-eu' });
  });

  it('generates AUTH_SECRET and VAPID keys without writing them, for the database to keep', async () => {
    const dir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dir });
    const second = await loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).not.toBe(first.authSecret);
    expect(first.alerts.vapid.publicKey).not.toBe(second.alerts.vapid.publicKey);
    expect(first.channelSecretKey).toBe(first.authSecret);
    expect(first.explicitSecrets).toEqual({ auth: false, channel: false, vapid: false });
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes the secrets an earlier version kept in DATA_DIR', async () => {
    const dir = await tempDir();
    const keys = { publicKey: 'B'.repeat(87), privateKey: 'k'.repeat(43) };
    await writeFile(path.join(dir, 'auth-secret'), `${'a'.repeat(43)}\n`);
    await writeFile(path.join(dir, 'vapid-keys.json'), JSON.stringify(keys));
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config.authSecret).toBe('a'.repeat(43));
    expect(config.alerts.vapid).toMatchObject(keys);
    expect(config.explicitSecrets).toEqual({ auth: false, channel: false, vapid: false });
  });

  it('reads the name servers of the custom-domain check, with their ports', async () => {
    const dir = await tempDir();
    expect((await loadConfig({ DATA_DIR: dir })).dnsServers).toBeNull();
    const config = await loadConfig({
      DATA_DIR: dir,
      STATUS_DNS_SERVERS: '1.1.1.1,127.0.0.1:5353,[::1]:53',
    });
    expect(config.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53']);
  });

  it('uses AUTH_SECRET from the environment when given', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir(), AUTH_SECRET: 's'.repeat(40) });
    expect(config.authSecret).toBe('s'.repeat(40));
    expect(config.explicitSecrets).toEqual({ auth: true, channel: false, vapid: false });
  });

  it('turns billing on only with the whole Stripe group, and names what is missing', async () => {
    const dir = await tempDir();
    const selfHosted = await loadConfig({ DATA_DIR: dir, LIMIT_MONITORS: '50' });
    expect(selfHosted.billing.stripe).toBeNull();
    expect(selfHosted.billing.selfHostedLimits).toMatchObject({
      monitors: 50,
      minIntervalSeconds: 10,
      smsPerMonth: null,
      channels: null,
    });
    await expect(
      loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef' }),
    ).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE: required with STRIPE_SECRET_KEY',
    );
    const billing = await loadConfig({
      DATA_DIR: dir,
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      STRIPE_PRICE_STARTER: 'price_s1',
      STRIPE_PRICE_PRO: 'price_p1',
      STRIPE_PRICE_PRO_YEARLY: 'price_p12',
      STRIPE_PRICE_ENTERPRISE: 'price_e1',
    });
    expect(billing.billing.stripe).toMatchObject({
      apiUrl: 'https://api.stripe.com',
      prices: {
        starter: { monthly: 'price_s1', yearly: null },
        pro: { monthly: 'price_p1', yearly: 'price_p12' },
        enterprise: { monthly: 'price_e1', yearly: null },
      },
    });
  });
});

describe('probe configuration', () => {
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };

  it('needs only Redis and a region; no database, secret or data directory', () => {
    expect(loadProbeConfig({ region: 'eu', source: '127.0.0.2' }, redis)).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'tocsin:',
      region: 'eu',
      sourceAddress: '127.0.0.2',
      checkConcurrency: 500,
      allowPrivateTargets: false,
      logLevel: 'info',
    });
  });

  it('names every problem: no Redis, no region, a bad region, a source that is not an address', () => {
    expect(() => loadProbeConfig({}, {})).toThrow(
      /REDIS_URL: a probe takes its checks from Redis; set it\n {2}--region: name the region/,
    );
    expect(() => loadProbeConfig({ region: 'EU West' }, redis)).toThrow(
      /--region: A region is a lowercase name of at most 32 letters/,
    );
    expect(() => loadProbeConfig({ region: 'eu', source: 'eth0' }, redis)).toThrow(
      /--source: must be an IP address of this machine, not "eth0"/,
    );
    expect(() => loadProbeConfig({ region: 'eu' }, { ...redis, REDIS_PREFIX: 'a b' })).toThrow(
      /REDIS_PREFIX: must be letters, digits/,
    );
  });
});
