// Plain JavaScript on purpose: Node 20 starts a worker from a .js file only. It runs the module
// the worker was started for (see module-worker.ts); under the sources, as in tests, it first
// registers tsx so that module may be TypeScript.
import { workerData } from 'node:worker_threads';

/** @type {{ module: string, source: boolean }} */
const entry = workerData.entry;
if (entry.source) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(entry.module);
