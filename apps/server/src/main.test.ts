import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, until } from './test/wait.js';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const nodeArgs = ['--import', 'tsx', '--conditions=source', main];

describe('the tocsin command', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start on a bad setting, naming the variable', () => {
    const result = spawnSync(process.execPath, [...nodeArgs, 'serve'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:\n  PORT: ');
  });

  it('applies migrations with `migrate`', () => {
    const result = spawnSync(process.execPath, [...nodeArgs, 'migrate'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Migrations applied (embedded database)');
    expect(result.status).toBe(0);
    // Creating the data directory takes seconds of CPU, more when other suites share the cores.
  }, 60_000);

  it('serves on the embedded database and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, 'serve'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const ready = await until(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      Boolean,
      { timeoutMs: 45_000, everyMs: 200 },
    ).catch(() => false);
    expect(ready).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Tocsin is ready');
    expect(output).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    // The generated secrets are kept in the database, not in files (db/instance-secrets.test.ts).
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  }, 60_000);
});
