import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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
