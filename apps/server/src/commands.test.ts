import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandNames, runTocsin } from './commands.js';

describe('tocsin --help', () => {
  let dataDir: string;
  /**
   * Settings that stop any command that runs instead of explaining itself: a bad PORT fails the
   * server's commands at once, and no TOCSIN_URL or REDIS_URL the remote ones and the probe.
   */
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-help-'));
    env = { DATA_DIR: dataDir, PORT: 'eighty' };
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function tocsin(argv: string[], environment = env) {
    let stdout = '';
    let stderr = '';
    const code = await runTocsin(argv, environment, {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    });
    return { code, stdout, stderr };
  }

  it('prints the usage of every command for --help, -h and `tocsin help <command>`, exit 0', async () => {
    const names = await commandNames();
    expect(names).toEqual(
      expect.arrayContaining(['serve', 'probe', 'migrate', 'user disable', 'monitors list']),
    );
    for (const name of names) {
      const words = name.split(' ');
      for (const argv of [
        [...words, '--help'],
        [...words, '-h'],
        ['help', ...words],
      ]) {
        const run = await tocsin(argv);
        expect(run, `tocsin ${argv.join(' ')}`).toEqual({
          code: 0,
          stdout: expect.stringContaining(`Usage:\n  ${name}`) as string,
          stderr: '',
        });
      }
    }
  });

  it('lists every command with `tocsin help`, --help and -h', async () => {
    const names = await commandNames();
    for (const argv of [['help'], ['--help'], ['-h']]) {
      const run = await tocsin(argv);
      expect(run.code).toBe(0);
      for (const name of names) expect(run.stdout).toContain(`\n  ${name}`);
    }
  });

  it('lists a group of server commands, and refuses an unknown one with exit 2', async () => {
    const group = await tocsin(['user', '--help']);
    expect(group.code).toBe(0);
    expect(group.stdout).toContain('  user disable <email>');
    expect(group.stdout).toContain('  user enable <email>');
    expect(await tocsin(['help', 'user'])).toEqual(group);

    const unknown = await tocsin(['user', 'delete', 'a@example.com']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('tocsin: user has no command delete');
    expect(unknown.stderr).toContain('  user enable <email>');
  });

  it('says which option is wrong, with the usage, and exits 2', async () => {
    const run = await tocsin(['probe', '--regoin', 'eu']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("Unknown option '--regoin'");
    expect(run.stderr).toContain('  probe --region <name> [--source <ip>]');

    const extra = await tocsin(['migrate', 'now']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('tocsin: migrate takes no arguments, not now');

    const unknown = await tocsin(['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('tocsin: unknown command deploy');
  });

  it('names what a probe lacks, with its usage, and exits 1', async () => {
    const run = await tocsin(['probe', '--region', 'eu'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('REDIS_URL: a probe takes its checks from Redis; set it');
    expect(run.stderr).toContain('--source   the local address its checks connect from');
  });

  describe('as the real `tocsin` binary', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
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

    it('prints the probe’s usage for `tocsin probe --help` and exits 0', async () => {
      const run = await binary(['probe', '--help']);
      expect(run).toEqual({
        status: 0,
        stdout: expect.stringContaining('  probe --region <name> [--source <ip>]') as string,
        stderr: '',
      });
      expect(run.stdout).toContain('--region   the region this probe checks from');
    });

    it('exits 2 on an unknown option', async () => {
      const run = await binary(['probe', '--colour']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("Unknown option '--colour'");
    });
  });
});
