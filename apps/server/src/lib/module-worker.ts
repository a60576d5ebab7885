import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on the module `name` next to `callerUrl` (the caller's
 * `import.meta.url`): the emitted .js in the built server; under the sources (tests), the .ts,
 * loaded through tsx with the `source` export condition, as the server's own test processes are.
 */
export function startModuleWorker(callerUrl: string, name: string): Worker {
  const source = callerUrl.endsWith('.ts');
  const module = new URL(`${name}${source ? '.ts' : '.js'}`, callerUrl).href;
  return new Worker(new URL('./worker-entry.js', import.meta.url), {
    workerData: { entry: { module, source } },
    execArgv: source ? ['--conditions=source'] : undefined,
  });
}
