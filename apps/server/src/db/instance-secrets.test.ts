import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { runTocsin } from '../commands.js';
import { loadConfig, type Env } from '../config.js';
import { copyPgliteTemplate } from '../test/database-templates.js';
import { createHarness, signUpCookie, type Harness } from '../test/harness.js';
import { createScratchDatabase } from '../test/scratch-database.js';
import { openDatabase } from './client.js';
import { shareSecrets } from './instance-secrets.js';
import { instanceSecrets } from './schema.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const log = pino({ level: 'silent' });
const SECRET = 'the-instance-secret-of-forty-characters!!';
const OTHER = 'another-secret-of-at-least-32-characters';

describe.skipIf(!postgresUrl)(
  `servers that share a PostgreSQL database${postgresUrl ? '' : ' [skipped: TEST_DATABASE_URL is not set]'}`,
  () => {
    const open: Harness[] = [];
    /** A server of a new instance, on a database of its own. */
    const first = async (env: Env = {}) => {
      const h = await createHarness('postgres', env);
      open.push(h);
      return h;
    };
    /** Another server of `instance`: its own DATA_DIR, the same database. */
    const another = async (instance: Harness, env: Env = {}) => {
      const h = await createHarness('postgres', {
        ...env,
        DATABASE_URL: instance.config.databaseUrl,
      });
      open.push(h);
      return h;
    };
    afterEach(async () => {
      // The first server of each instance drops its database: it closes last.
      for (const h of open.splice(0).reverse()) await h.close();
    });

    const me = (h: Harness, cookie: string) =>
      h.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });

    it('keep a user signed in on every server when none sets a secret', async () => {
      const a = await first();
      const b = await another(a);
      expect(b.config.dataDir).not.toBe(a.config.dataDir);
      const cookie = await signUpCookie(a.app);
      expect((await me(a, cookie)).statusCode).toBe(200);
      expect((await me(b, cookie)).statusCode).toBe(200);
      expect(b.config.authSecret).toBe(a.config.authSecret);
      expect(b.config.channelSecretKey).toBe(a.config.channelSecretKey);
      expect(b.config.alerts.vapid).toEqual(a.config.alerts.vapid);

      const rows = await a.db.select().from(instanceSecrets).orderBy(instanceSecrets.name);
      expect(rows.map((r) => [r.name, r.source, r.value !== null, r.fingerprint])).toEqual([
        ['auth-secret', 'generated', true, null],
        ['channel-secret-key', 'auth-secret', false, null],
        ['vapid-keys', 'generated', true, null],
      ]);
    });

    it('refuse a server whose AUTH_SECRET differs from the others, or is missing, and say why', async () => {
      const a = await first({ AUTH_SECRET: SECRET });
      await expect(another(a, { AUTH_SECRET: OTHER })).rejects.toThrow(
        /^AUTH_SECRET differs from the one the other servers of this instance use .*: each server would sign out the users of the others\. Set the same AUTH_SECRET on every server, or, to change it on purpose, stop every server and run `tocsin secrets reset` first\.$/,
      );
      await expect(another(a)).rejects.toThrow(
        /^The other servers of this instance take AUTH_SECRET from their environment .* and this server does not set it/,
      );
      // The environment's secret is not stored, only a salted fingerprint of it.
      const [row] = await a.db.select().from(instanceSecrets);
      expect(row).toMatchObject({ name: 'auth-secret', source: 'environment', value: null });
      expect(row!.fingerprint).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(JSON.stringify(await a.db.select().from(instanceSecrets))).not.toContain(SECRET);

      const b = await another(a, { AUTH_SECRET: SECRET });
      expect((await me(b, await signUpCookie(a.app))).statusCode).toBe(200);

      // Changed on purpose: `tocsin secrets reset` forgets them, and the next server records its own.
      let stdout = '';
      const reset = await runTocsin(
        ['secrets', 'reset'],
        { DATA_DIR: b.config.dataDir, DATABASE_URL: a.config.databaseUrl, LOG_LEVEL: 'silent' },
        { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: () => true } },
      );
      expect([reset, stdout]).toEqual([
        0,
        'Forgot auth-secret, channel-secret-key, vapid-keys: the next server to start records its own\n',
      ]);
      const changed = await another(a, { AUTH_SECRET: OTHER });
      expect(changed.config.authSecret).toBe(OTHER);
    });

    it('refuse AUTH_SECRET on a server of an instance whose secret the first server generated', async () => {
      const a = await first();
      await expect(another(a, { AUTH_SECRET: OTHER })).rejects.toThrow(
        /^AUTH_SECRET is set, but the servers of this instance share the one the first of them generated, kept in the database .*Remove AUTH_SECRET from this server's environment to use it/,
      );
      // The same value given explicitly is the same secret.
      const b = await another(a, { AUTH_SECRET: a.config.authSecret });
      expect((await me(b, await signUpCookie(a.app))).statusCode).toBe(200);
    });

    it('refuse a CHANNEL_SECRET_KEY or VAPID keys that are not the instance’s', async () => {
      const keyed = await first({ CHANNEL_SECRET_KEY: SECRET });
      await expect(another(keyed)).rejects.toThrow(
        /^The other servers of this instance take CHANNEL_SECRET_KEY from their environment .*a server could not read the channel secrets/,
      );
      await expect(another(keyed, { CHANNEL_SECRET_KEY: OTHER })).rejects.toThrow(
        /^CHANNEL_SECRET_KEY differs from the one the other servers/,
      );

      const unkeyed = await first();
      await expect(another(unkeyed, { CHANNEL_SECRET_KEY: OTHER })).rejects.toThrow(
        /^CHANNEL_SECRET_KEY is set, but the other servers of this instance do not set it and use AUTH_SECRET in its place/,
      );

      const vapid = (letter: string) => ({
        VAPID_PUBLIC_KEY: `B${letter.repeat(86)}`,
        VAPID_PRIVATE_KEY: letter.repeat(43),
      });
      const pushing = await first(vapid('a'));
      await expect(another(pushing, vapid('b'))).rejects.toThrow(
        /^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY differs from the one .*browsers subscribed through one server would refuse the others' notifications/,
      );
      const same = await another(pushing, vapid('a'));
      expect(same.config.alerts.vapid.publicKey).toBe(`B${'a'.repeat(86)}`);
    });

    it('agree on one secret when two servers start at once', async () => {
      const scratch = await createScratchDatabase(
        postgresUrl!,
        'tocsin_test',
        inject('postgresTemplate'),
      );
      const dirs = await Promise.all(
        [0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'tocsin-secrets-'))),
      );
      const servers = await Promise.all(
        dirs.map(async (dir) => ({
          config: await loadConfig({ DATA_DIR: dir, DATABASE_URL: scratch.url }),
          database: await openDatabase({ databaseUrl: scratch.url, dataDir: dir }),
        })),
      );
      try {
        expect(servers[0]!.config.authSecret).not.toBe(servers[1]!.config.authSecret);
        const shared = await Promise.all(
          servers.map((s) => shareSecrets(s.database, s.config, log)),
        );
        expect(shared[1]!.authSecret).toBe(shared[0]!.authSecret);
        expect(shared[1]!.alerts.vapid).toEqual(shared[0]!.alerts.vapid);
      } finally {
        for (const s of servers) await s.database.close();
        await scratch.drop();
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    });

    it('stop `tocsin serve` with exit code 1 and the reason', async () => {
      const a = await first({ AUTH_SECRET: SECRET });
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-secrets-'));
      const main = fileURLToPath(new URL('../main.ts', import.meta.url));
      const run = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', main, 'serve'],
        {
          env: {
            PATH: process.env.PATH ?? '',
            DATA_DIR: dataDir,
            DATABASE_URL: a.config.databaseUrl,
            AUTH_SECRET: OTHER,
            PORT: '0',
            LOG_LEVEL: 'silent',
          },
          encoding: 'utf8',
        },
      ).then(
        () => ({ status: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ status: error.code, stderr: error.stderr }),
      );
      await rm(dataDir, { recursive: true, force: true });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^AUTH_SECRET differs from the one the other servers/);
    }, 60_000);
  },
);

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** Starts and stops a server's secrets on `dataDir`, as `tocsin serve` would. */
  async function restart(dataDir: string, env: Env = {}) {
    const config = await loadConfig({ DATA_DIR: dataDir, ...env });
    const database = await openDatabase({ dataDir });
    try {
      return await shareSecrets(database, config, log);
    } finally {
      await database.close();
    }
  }

  it('keeps its secrets across restarts, taking over the files of an earlier version', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-secrets-'));
    dirs.push(dataDir);
    await copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
    await writeFile(path.join(dataDir, 'auth-secret'), `${SECRET}\n`);
    const upgraded = await restart(dataDir);
    expect(upgraded.authSecret).toBe(SECRET);
    await rm(path.join(dataDir, 'auth-secret'));
    const again = await restart(dataDir);
    expect(again.authSecret).toBe(SECRET);
    expect(again.alerts.vapid).toEqual(upgraded.alerts.vapid);
    // One server has the database: a secret changed in its environment replaces the old one.
    const changed = await restart(dataDir, { AUTH_SECRET: OTHER });
    expect(changed.authSecret).toBe(OTHER);
    expect(changed.channelSecretKey).toBe(OTHER);
    expect((await restart(dataDir, { AUTH_SECRET: OTHER })).authSecret).toBe(OTHER);
  }, 60_000);
});
