import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpCookie, type Harness } from '../test/harness.js';
import { keyCalls } from '../test/key-calls.js';
import { freePort } from '../test/wait.js';
import { runCli } from './run.js';
import { insertOpenIncident } from '../test/incidents.js';

/** A public address literal: creating a monitor on it needs no DNS, and nothing checks it here. */
const TARGET = 'https://93.184.215.14/';

describe('the tocsin remote commands, against a running instance', () => {
  let h: Harness;
  let base: string;
  let key: string;
  let readOnlyKey: string;
  let workspaceId: string;
  let dir: string;
  const env = () => ({ TOCSIN_URL: base, TOCSIN_API_KEY: key });

  /** Runs a command in this process as `tocsin` would, with its output captured. */
  async function tocsin(argv: string[], environment: Record<string, string> = env()) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, environment, {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { code, stdout, stderr };
  }

  async function createMonitor(name: string) {
    const created = await tocsin(['monitors', 'create', '--name', name, '--url', TARGET, '--json']);
    expect(created.code, created.stderr).toBe(0);
    return JSON.parse(created.stdout) as { id: string; name: string; workspaceId: string };
  }

  beforeAll(async () => {
    h = await createHarness('embedded');
    const address = await h.app.listen({ host: '127.0.0.1', port: 0 });
    base = address;
    const { createKey } = keyCalls(() => h);
    const cookie = await signUpCookie(h.app);
    key = (await createKey(cookie, { name: 'Deploy script', access: 'write' })).key;
    readOnlyKey = (await createKey(cookie, { name: 'Dashboard', access: 'read' })).key;
    const me = await h.app.inject({ url: '/api/v1/me', headers: { cookie } });
    workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
    dir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-cli-'));
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates a monitor from flags and shows it', async () => {
    const run = await tocsin([
      'monitors',
      'create',
      '--name',
      'Checkout',
      '--url',
      TARGET,
      '--interval',
      '120',
      '--tag',
      'shop',
      '--tag',
      'eu',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created \S+\n\n/);
    expect(run.stdout).toContain('Name:           Checkout\n');
    expect(run.stdout).toContain(`Target:         ${TARGET}\n`);
    expect(run.stdout).toContain('Interval:       2 min\n');
    expect(run.stdout).toContain('Tags:           shop, eu\n');
  });

  it('creates a monitor from a JSON file, the flags winning over it', async () => {
    const file = path.join(dir, 'monitor.json');
    await writeFile(
      file,
      JSON.stringify({ type: 'http', name: 'From file', url: TARGET, timeoutSeconds: 10 }),
    );
    const run = await tocsin(['monitors', 'create', '-f', file, '--name', 'Renamed', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ name: 'Renamed', timeoutSeconds: 10 });
  });

  it('lists the monitors as an aligned table, and as the API answers with --json', async () => {
    await createMonitor('Ünïcode 東京 API');
    const run = await tocsin(['monitors', 'list']);
    expect(run.code, run.stderr).toBe(0);
    const [header, ...rows] = run.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+NAME\s+STATUS\s+TYPE\s+TARGET\s+INTERVAL\s+LAST CHECK$/);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // Every row's columns start where the header's do (東京 counts two columns on a terminal).
    for (const row of rows) {
      expect(row).toMatch(/pending\s+http\s+https:\/\/93\.184\.215\.14\/\s+/);
      const status = header!.indexOf('STATUS');
      const before = row.slice(0, row.indexOf('pending'));
      const width = [...before].reduce((n, ch) => n + (/[東京]/.test(ch) ? 2 : 1), 0);
      expect(width, row).toBe(status);
    }
    expect(rows.some((row) => row.includes('Checkout'))).toBe(true);

    const json = await tocsin(['monitors', 'list', '--json']);
    const api = await h.injectAsIs({
      url: '/api/v1/monitors?page=1&pageSize=100',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(JSON.parse(json.stdout)).toEqual(api.json());
  });

  it('shows one monitor, and exits 1 with the API message for one that does not exist', async () => {
    const monitor = await createMonitor('Status API');
    const run = await tocsin(['monitors', 'get', monitor.id]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`ID:             ${monitor.id}\n`);
    expect(run.stdout).toContain('Status:         pending since ');

    const missing = await tocsin(['monitors', 'get', 'no-such-monitor']);
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'tocsin: Monitor not found\n' });
    const asJson = await tocsin(['monitors', 'get', 'no-such-monitor', '--json']);
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stderr)).toEqual({ code: 'not-found', message: 'Monitor not found' });
  });

  it('exits 1 naming the field the API refused in a new monitor', async () => {
    const run = await tocsin(['monitors', 'create', '--name', 'Broken', '--url', 'not a url']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^tocsin: url: /);

    const asJson = await tocsin(['monitors', 'create', '--url', TARGET, '--json']);
    expect(asJson.code).toBe(1);
    const body = JSON.parse(asJson.stderr);
    expect(body.code).toBe('validation-failed');
    expect(body.issues.map((i: { path: string }) => i.path)).toContain('name');
  });

  it('refuses flags it cannot send with exit 2, naming the flag', async () => {
    const interval = await tocsin(['monitors', 'create', '--name', 'X', '--interval', 'often']);
    expect(interval.code).toBe(2);
    expect(interval.stderr).toBe('tocsin: --interval takes a whole number, not "often"\n');

    const unknown = await tocsin(['monitors', 'list', '--colour']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--colour'");
    expect(unknown.stderr).toContain('monitors list [--status S]');

    const noId = await tocsin(['monitors', 'get']);
    expect(noId.code).toBe(2);
    expect(noId.stderr).toContain('tocsin: monitors get needs <id>');

    const noFile = await tocsin(['monitors', 'create', '-f', path.join(dir, 'missing.json')]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toMatch(/^tocsin: Could not read .*missing\.json: ENOENT/);

    const notJson = path.join(dir, 'not.json');
    await writeFile(notJson, 'name: Home');
    const badFile = await tocsin(['monitors', 'create', '-f', notJson]);
    expect(badFile.code).toBe(2);
    expect(badFile.stderr).toContain('not.json is not JSON');

    const verb = await tocsin(['monitors', 'restart', 'x']);
    expect(verb.code).toBe(2);
    expect(verb.stderr).toContain('tocsin: monitors has no command "restart"');
  });

  it('pauses and resumes a monitor', async () => {
    const monitor = await createMonitor('Pausable');
    const paused = await tocsin(['monitors', 'pause', monitor.id]);
    expect(paused).toEqual({
      code: 0,
      stdout: `Paused Pausable (${monitor.id}): paused\n`,
      stderr: '',
    });
    const list = await tocsin(['monitors', 'list', '--status', 'paused', '--json']);
    expect(JSON.parse(list.stdout).items.map((m: { id: string }) => m.id)).toEqual([monitor.id]);

    const resumed = await tocsin(['monitors', 'resume', monitor.id, '--json']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ id: monitor.id, paused: false });

    const missing = await tocsin(['monitors', 'pause', 'no-such-monitor']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('tocsin: Monitor not found\n');

    const readOnly = await tocsin(['monitors', 'pause', monitor.id], {
      TOCSIN_URL: base,
      TOCSIN_API_KEY: readOnlyKey,
    });
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toMatch(/^tocsin: .*read-only/i);
  });

  it('lists the open incidents and acknowledges one', async () => {
    const monitor = await createMonitor('Payments');
    const incidentId = await insertOpenIncident(h.db, {
      workspaceId,
      monitorId: monitor.id,
      startedAgoMs: 300_000,
    });

    const list = await tocsin(['incidents', 'list', '--status', 'open']);
    expect(list.code, list.stderr).toBe(0);
    const [header, row, ...rest] = list.stdout.trimEnd().split('\n');
    expect(header).toMatch(
      /^ID\s+MONITOR\s+STATUS\s+STARTED\s+DURATION\s+ACKNOWLEDGED BY\s+CAUSE$/,
    );
    expect(rest).toEqual([]);
    expect(row).toMatch(
      new RegExp(
        `^${incidentId}\\s+Payments\\s+open\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\s+5 min\\s+-\\s+No answer within 30 s$`,
      ),
    );
    expect(row!.indexOf('open')).toBe(header!.indexOf('STATUS'));

    const ack = await tocsin(['incidents', 'ack', incidentId]);
    expect(ack.code, ack.stderr).toBe(0);
    expect(ack.stdout).toMatch(
      new RegExp(`^Acknowledged the incident of Payments \\(${incidentId}\\)`),
    );
    const after = await tocsin(['incidents', 'list', '--json']);
    expect(JSON.parse(after.stdout).items[0]).toMatchObject({
      id: incidentId,
      acknowledgedBy: 'Deploy script',
    });

    const missing = await tocsin(['incidents', 'ack', 'no-such-incident']);
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'tocsin: Incident not found\n' });
    const badStatus = await tocsin(['incidents', 'list', '--status', 'closed']);
    expect(badStatus.code).toBe(1);
    expect(badStatus.stderr).toMatch(/^tocsin: status: /);
  });

  it('exits 1 with the API message and a hint for a key that is not valid', async () => {
    const run = await tocsin(['monitors', 'list'], {
      TOCSIN_URL: base,
      TOCSIN_API_KEY: 'tocsin_not_a_real_key',
    });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'tocsin: This API key is not valid: it may have been revoked or have expired.\n' +
        'Check TOCSIN_API_KEY (or --api-key).\n',
    });
  });

  it('says which setting is missing, and takes --instance and --api-key instead', async () => {
    const noUrl = await tocsin(['monitors', 'list'], { TOCSIN_API_KEY: key });
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toBe(
      "tocsin: Set TOCSIN_URL to your Tocsin instance's address (e.g. https://tocsin.example.com), or pass --instance\n",
    );
    const noKey = await tocsin(['monitors', 'list'], { TOCSIN_URL: base });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('tocsin: Set TOCSIN_API_KEY to an API key of your workspace');

    const flags = await tocsin(['monitors', 'list', '--instance', base, '--api-key', key], {});
    expect(flags.code, flags.stderr).toBe(0);

    const ftp = await tocsin(['monitors', 'list', '--instance', 'ftp://tocsin.example.com'], {
      TOCSIN_API_KEY: key,
    });
    expect(ftp.code).toBe(2);
    expect(ftp.stderr).toBe(
      'tocsin: The instance URL must start with http:// or https://, not ftp://\n',
    );
  });

  it('exits 1 when the instance cannot be reached', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const run = await tocsin(['incidents', 'list'], { TOCSIN_URL: closed, TOCSIN_API_KEY: key });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `tocsin: could not reach ${closed}: ECONNREFUSED\n`,
    });
  });

  it('lists a group’s commands when asked, without a connection', async () => {
    const run = await tocsin(['incidents', 'help'], {});
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('incidents list [--status open|resolved|all]');
    expect(run.stdout).toContain('incidents ack <id>');
    expect(run.stdout).not.toContain('monitors list');
  });

  describe('as the real `tocsin` binary', () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    // Not spawnSync: the instance it talks to answers from this process.
    const binary = async (args: string[], environment: Record<string, string>) => {
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', main, ...args],
        { env: { PATH: process.env.PATH ?? '', ...environment }, encoding: 'utf8' },
      );
      const result = await run.then(
        ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          status: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );
      return result;
    };

    it('lists the monitors and exits 0', async () => {
      const result = await binary(['monitors', 'list'], env());
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^ID\s+NAME\s+STATUS/);
      expect(result.stdout).toContain('Checkout');
    });

    it('exits 2 and names the variable when TOCSIN_URL is not set', async () => {
      const result = await binary(['incidents', 'list'], { TOCSIN_API_KEY: key });
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Set TOCSIN_URL');
    });

    it('lists every command with `tocsin help`', async () => {
      const result = await binary(['help'], {});
      expect(result.status).toBe(0);
      for (const command of [
        'serve',
        'probe --region',
        'migrate',
        'user disable',
        'user enable',
        'monitors list',
        'monitors get <id>',
        'monitors create --name N --url U',
        'monitors pause <id>',
        'monitors resume <id>',
        'incidents list',
        'incidents ack <id>',
      ])
        expect(result.stdout).toContain(command);
    });
  });
});
