// Plain JavaScript on purpose: Node 20 starts a worker from a .js file only. It runs the module
// the worker thread or child process was started for (see module-worker.ts); under the sources,
// as in tests, it first registers tsx so that module may be TypeScript.
import { isMainThread, workerData } from 'node:worker_threads';

/** @type {{ module: string, source: boolean }} */
const entry = isMainThread ? JSON.parse(process.argv[2] ?? '{}') : workerData.entry;
if (entry.source) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(entry.module);
