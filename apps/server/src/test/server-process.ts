import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createScratchDatabase } from './scratch-database.js';
import { freePort, until } from './wait.js';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * A real `tocsin serve` process, from source, on `port` (a free one by default), that may check
 * local targets and sends no mail. With `onLine` its log (at info) is read line by line;
 * otherwise it logs warnings only, to the test's own output.
 */
export async function spawnServer(options: {
  env: Record<string, string>;
  port?: number;
  onLine?: (line: string) => void;
}) {
  const port = options.port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', main, 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: options.onLine ? 'info' : 'warn',
      ALLOW_PRIVATE_TARGETS: 'true',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.onLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (options.onLine) createInterface({ input: proc.stdout! }).on('line', options.onLine);
  return { proc, port, base: `http://127.0.0.1:${port}` };
}

/** Resolves once a server answers /readyz. */
export async function serverReady(base: string) {
  await until(() => fetch(`${base}/readyz`).then((r) => r.ok), Boolean, {
    timeoutMs: 45_000,
    everyMs: 200,
    retryErrors: true,
  });
}

/** A server of a `serverGroup`. */
export interface GroupServer {
  proc: ChildProcess;
  base: string;
  /** When this server logged that it schedules the checks (epoch ms), once it has. */
  scheduling: number | null;
}

/**
 * Real `tocsin serve` processes on one scratch PostgreSQL database of their own (named after
 * `prefix`, copied from the migrated template), each with a data directory of its own, read for
 * when each one takes the checks over. `close` kills them with SIGKILL, removes their directories
 * and drops the database.
 */
export function serverGroup(prefix: string, env: Record<string, string> = {}) {
  const servers: GroupServer[] = [];
  const dirs: string[] = [];
  let scratch: Promise<Awaited<ReturnType<typeof createScratchDatabase>>> | undefined;
  return {
    /** Starts one more, once it answers /readyz. */
    async start(): Promise<GroupServer> {
      scratch ??= createScratchDatabase(
        process.env.TEST_DATABASE_URL!,
        prefix,
        inject('postgresTemplate'),
      );
      const { url } = await scratch;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tocsin-group-'));
      dirs.push(dataDir);
      const server: GroupServer = { proc: undefined!, base: '', scheduling: null };
      const { proc, base } = await spawnServer({
        env: { DATA_DIR: dataDir, DATABASE_URL: url, AUTH_SECRET: 's'.repeat(40), ...env },
        onLine: (line) => {
          if (line.includes('this process schedules the checks')) server.scheduling ??= Date.now();
        },
      });
      Object.assign(server, { proc, base });
      servers.push(server);
      await serverReady(base);
      return server;
    },
    async close() {
      for (const s of servers) s.proc.kill('SIGKILL');
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      await (await scratch?.catch(() => undefined))?.drop();
    },
  };
}
