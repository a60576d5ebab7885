import { fork, type ChildProcess } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/**
 * The module `name` next to `callerUrl` (the caller's `import.meta.url`): the emitted .js in the
 * built server; under the sources (tests), the .ts, loaded through tsx with the `source` export
 * condition, as the server's own test processes are.
 */
function moduleEntry(callerUrl: string, name: string) {
  const source = callerUrl.endsWith('.ts');
  const module = new URL(`${name}${source ? '.ts' : '.js'}`, callerUrl).href;
  return {
    entry: { module, source },
    script: new URL('./worker-entry.js', import.meta.url),
    execArgv: source ? ['--conditions=source'] : [],
  };
}

/** Starts a worker thread on the module `name` next to `callerUrl`, giving it `data`. */
export function startModuleWorker(
  callerUrl: string,
  name: string,
  data: Record<string, unknown> = {},
): Worker {
  const { entry, script, execArgv } = moduleEntry(callerUrl, name);
  return new Worker(script, {
    workerData: { ...data, entry },
    execArgv: execArgv.length ? execArgv : undefined,
  });
}

/**
 * Starts a child process on the module `name` next to `callerUrl`, talking to this one through
 * structured-clone messages and its stdin, with none of this process's environment (no secret,
 * no database address), its JavaScript heap held to `memoryMb`, and its stderr piped here.
 */
export function forkModule(
  callerUrl: string,
  name: string,
  { memoryMb }: { memoryMb: number },
): ChildProcess {
  const { entry, script, execArgv } = moduleEntry(callerUrl, name);
  return fork(script, [JSON.stringify(entry)], {
    execArgv: [...execArgv, `--max-old-space-size=${memoryMb}`],
    env: {},
    serialization: 'advanced',
    stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
  });
}
