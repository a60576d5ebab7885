import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createHarness, signUpCookie, type Harness } from '../test/harness.js';
import { keyCalls } from '../test/key-calls.js';
import { runCli, type CliIo } from './run.js';

const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/cli-secret-token';

/** A document as a team keeps it in Git: a channel whose secret is in the environment. */
const DOCUMENT = `version: 1
channels:
  - key: ops
    kind: slack
    name: Ops room
    config:
      webhookUrl: { env: OPS_SLACK_WEBHOOK }
monitors:
  - key: api
    type: http
    name: API
    url: https://93.184.215.14/health
    intervalSeconds: 60
    alerts:
      channels: [ops]
  - key: db
    type: tcp
    name: Database
    host: 93.184.215.14
    port: 5432
`;

describe('tocsin apply, export and import, against a running instance', () => {
  let h: Harness;
  let key: string;
  let readKey: string;
  let dir: string;
  let env: Record<string, string>;

  /** Runs a command as `tocsin` would; `answer` is what the person types when asked, if asked. */
  async function tocsin(argv: string[], options: { answer?: string; stdin?: string } = {}) {
    let stdout = '';
    let stderr = '';
    const asked: string[] = [];
    const io: CliIo = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      ...(options.answer === undefined
        ? {}
        : {
            confirm: (question: string) => {
              asked.push(question);
              return Promise.resolve(options.answer === 'yes');
            },
          }),
      ...(options.stdin === undefined
        ? {}
        : { readStdin: () => Promise.resolve(Buffer.from(options.stdin!)) }),
    };
    const code = await runCli(argv, env, io);
    return { code, stdout, stderr, asked };
  }

  const file = async (name: string, content: string) => {
    const at = path.join(dir, name);
    await writeFile(at, content);
    return at;
  };

  /** The workspace as the API exports it. */
  const exported = async () => {
    const run = await tocsin(['export']);
    expect(run.code, run.stderr).toBe(0);
    return parse(run.stdout) as {
      monitors: { key: string; name: string; intervalSeconds: number }[];
      channels: { key: string }[];
    };
  };

  beforeAll(async () => {
    h = await createHarness('embedded');
    const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { createKey } = keyCalls(() => h);
    const cookie = await signUpCookie(h.app);
    key = (await createKey(cookie, { name: 'Config repository', access: 'write' })).key;
    readKey = (await createKey(cookie, { name: 'Read only', access: 'read' })).key;
    env = { TOCSIN_URL: base, TOCSIN_API_KEY: key, OPS_SLACK_WEBHOOK: SLACK_URL };
    dir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-config-cli-'));
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('shows the plan, asks, and changes nothing when the answer is no', async () => {
    const document = await file('tocsin.yaml', DOCUMENT);
    const run = await tocsin(['apply', '-f', document], { answer: 'no' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.asked).toEqual(['Apply this plan? Type yes to go on: ']);
    const [header, ...rows] = run.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ACTION\s+KIND\s+KEY\s+NAME\s+FIELDS$/);
    expect(rows.slice(0, 3).map((row) => row.split(/\s{2,}/))).toEqual([
      ['+ create', 'channel', 'ops', 'Ops room'],
      ['+ create', 'monitor', 'api', 'API'],
      ['+ create', 'monitor', 'db', 'Database'],
    ]);
    expect(run.stdout).toContain('\nPlan: 3 to create, 0 to change, 0 to delete.\n');
    expect(run.stdout).toMatch(/Nothing changed\.\n$/);
    expect((await exported()).monitors).toEqual([]);
  });

  it('refuses to go on without a terminal to ask on unless --yes or --dry-run', async () => {
    const document = await file('tocsin.yaml', DOCUMENT);
    const run = await tocsin(['apply', '-f', document]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --yes to go on without asking, or --dry-run');
    const dry = await tocsin(['apply', '-f', document, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Plan: 3 to create, 0 to change, 0 to delete.');
    expect((await exported()).monitors).toEqual([]);
  });

  it('applies on yes, sending the secret from the environment; a second apply changes nothing', async () => {
    const document = await file('tocsin.yaml', DOCUMENT);
    const run = await tocsin(['apply', '-f', document], { answer: 'yes' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Applied: 3 created, 0 changed, 0 deleted\.\n$/);
    const doc = await exported();
    expect(doc.monitors.map((m) => m.key)).toEqual(['api', 'db']);
    expect(doc.channels.map((c) => c.key)).toEqual(['ops']);
    // The secret reached the channel, by the variable's name and not inline.
    const channels = await h.app.inject({
      url: '/api/v1/channels',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(channels.body).not.toContain('cli-secret-token');

    const again = await tocsin(['apply', '-f', document], { answer: 'yes' });
    expect(again.code, again.stderr).toBe(0);
    expect(again.asked).toEqual([]);
    expect(again.stdout).toBe(`No changes: the workspace matches ${document}.\n`);
  });

  it('names each changed field, deletes only with --prune, and prints the API answer with --json', async () => {
    const changed = await file(
      'changed.yaml',
      DOCUMENT.replace('intervalSeconds: 60', 'intervalSeconds: 120').split('  - key: db')[0]!,
    );
    const keep = await tocsin(['apply', '-f', changed, '--yes']);
    expect(keep.code, keep.stderr).toBe(0);
    expect(keep.stdout).toMatch(/~ change\s+monitor\s+api\s+API\s+intervalSeconds\n/);
    expect(keep.stdout).not.toContain('delete  ');
    expect((await exported()).monitors.map((m) => [m.key, m.intervalSeconds])).toEqual([
      ['api', 120],
      ['db', 60],
    ]);

    const prune = await tocsin(['apply', '-f', changed, '--prune', '--yes', '--json']);
    expect(prune.code, prune.stderr).toBe(0);
    expect(JSON.parse(prune.stdout)).toEqual({
      applied: true,
      plan: [{ action: 'delete', kind: 'monitor', key: 'db', name: 'Database', fields: [] }],
    });
    expect((await exported()).monitors.map((m) => m.key)).toEqual(['api']);
  });

  it('names the file, line and field of every mistake, before sending anything', async () => {
    const bad = await file(
      'bad.yaml',
      'version: 1\nmonitors:\n  - key: a\n    type: http\n    name: A\n    url: https://93.184.215.14/\n    intervalSeconds: -5\n  - key: b\n    type: nope\n    name: B\n',
    );
    const run = await tocsin(['apply', '-f', bad, '--yes']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^tocsin: bad\.yaml, line 7, monitors\[0\]\.intervalSeconds: /);
    expect(lines.some((line) => line.startsWith('tocsin: bad.yaml, line 9, monitors[1]'))).toBe(
      true,
    );

    const syntax = await tocsin(['apply', '-f', await file('broken.yaml', 'monitors: [\n'), '-y']);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/^tocsin: broken\.yaml, line \d+: /);

    const missing = await tocsin(['apply', '-f', path.join(dir, 'nowhere.yaml'), '--yes']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`Could not read ${path.join(dir, 'nowhere.yaml')}`);

    const none = await tocsin(['apply', '--yes']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('apply needs the document: -f tocsin.yaml');
  });

  it('refuses a new channel whose secret variable is not set, naming it, and applies nothing', async () => {
    const document = await file(
      'pager.yaml',
      `${DOCUMENT.split('monitors:')[0]}  - key: pager
    kind: pagerduty
    name: Pager
    config:
      routingKey: { env: PAGERDUTY_ROUTING_KEY }
`,
    );
    const run = await tocsin(['apply', '-f', document, '--yes']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PAGERDUTY_ROUTING_KEY');
    expect((await exported()).channels.map((c) => c.key)).toEqual(['ops']);
  });

  it('reads the document from standard input with -f -, only with --yes or --dry-run', async () => {
    const asking = await tocsin(['apply', '-f', '-'], { stdin: DOCUMENT });
    expect(asking.code).toBe(2);
    expect(asking.stderr).toContain('add --yes or --dry-run');
    const dry = await tocsin(['apply', '-f', '-', '--dry-run'], { stdin: DOCUMENT });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/~ change\s+monitor\s+api\s+API\s+intervalSeconds/);
    expect(dry.stdout).toMatch(/\+ create\s+monitor\s+db\s+Database/);
  });

  it('exports to a file that applies back without a change, in YAML or JSON', async () => {
    const out = path.join(dir, 'exported.yaml');
    const run = await tocsin(['export', '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`Wrote ${out}\n`);
    const yaml = await readFile(out, 'utf8');
    // Named after the channel's key: the variable a channel was applied with is not stored.
    expect(yaml).toContain('webhookUrl:\n        env: TOCSIN_OPS_WEBHOOK_URL');
    expect(yaml).not.toContain('cli-secret-token');
    const back = await tocsin(['apply', '-f', out, '--prune', '--yes']);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toBe(`No changes: the workspace matches ${out}.\n`);

    const json = await tocsin(['export', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(parse(yaml));
    const wrong = await tocsin(['export', '--format', 'toml']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--format is yaml or json, not "toml"');
  });

  it('imports an UptimeRobot export after showing what it would create and what it cannot', async () => {
    const fixture = fileURLToPath(
      new URL('../modules/config/import/fixtures/uptimerobot-getmonitors.json', import.meta.url),
    );
    // The fixture's ping target is a documentation address the SSRF guard refuses.
    const robot = await file(
      'uptimerobot.json',
      (await readFile(fixture, 'utf8')).replace('198.51.100.7', 'ping.example.com'),
    );
    const dry = await tocsin(['import', robot, '--from', 'uptimerobot-json', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/\+ create\s+monitor\s+\S+\s+Homepage/);
    expect(dry.stdout).toMatch(/\nNot imported \(\d+\):\nITEM\s+REASON\n/);
    const before = (await exported()).monitors.length;
    expect(before).toBe(1);

    const run = await tocsin(['import', robot, '--from', 'uptimerobot-json'], { answer: 'yes' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.asked[0]).toMatch(/^Import \d+ objects\? Type yes to go on: $/);
    expect(run.stdout).toMatch(/Imported: \d+ created, 0 changed, 0 deleted\.\n$/);
    const names = (await exported()).monitors.map((m) => m.name);
    expect(names).toContain('Homepage');
    expect(names).toContain('API');

    const again = await tocsin(['import', robot, '--from', 'uptimerobot-json', '--yes']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Nothing to import: the workspace already has everything/);

    const unnamed = await tocsin(['import', robot]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('--from says what the file is: uptime-kuma-backup (');
    const garbage = await tocsin([
      'import',
      await file('garbage.json', 'not a backup'),
      '--from',
      'uptime-kuma-backup',
      '--yes',
    ]);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toMatch(/^tocsin: /);
  });

  it('exits 1 with the API message when the key may only read', async () => {
    const document = await file('tocsin.yaml', DOCUMENT);
    env = { ...env, TOCSIN_API_KEY: readKey };
    try {
      const run = await tocsin(['apply', '-f', document, '--yes']);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^tocsin: /);
      const exportRun = await tocsin(['export']);
      expect(exportRun.code, exportRun.stderr).toBe(0);
    } finally {
      env = { ...env, TOCSIN_API_KEY: key };
    }
  });

  it('as the real binary: lists apply, export and import, and will not apply without asking', async () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const binary = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', main, ...args],
        { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      ).then(
        ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          status: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );
    const help = await binary(['help']);
    expect(help.stdout).toContain('  apply -f tocsin.yaml [--prune] [--dry-run] [--yes]\n');
    expect(help.stdout).toContain('  export [--format yaml|json] [-o tocsin.yaml]\n');
    expect(help.stdout).toContain('  import <file> --from uptime-kuma-backup|');
    // Its standard input is not a terminal here.
    const run = await binary(['apply', '-f', await file('tocsin.yaml', DOCUMENT)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('Plan: ');
    expect(run.stderr).toContain('pass --yes to go on without asking');
  });
});
