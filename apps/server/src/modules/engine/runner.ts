import type { CheckResult } from '@tocsin/contract';
import type { ResolveTarget } from '../../lib/network/types.js';
import { type ActiveConfig, runCheck } from '../checks/index.js';
import type { Run } from '../scheduler/index.js';

export type { ActiveConfig };

export interface RunnableMonitor {
  id: string;
  config: ActiveConfig;
}

/**
 * Where a monitor's checks run: in this process, or on the probes of its regions through the
 * queue. The engine plans and judges the same way behind either.
 */
export interface CheckRunner {
  /** One run's result; null when nobody could run it (no probe of any region answered). */
  run(monitor: RunnableMonitor, run: Run): Promise<CheckResult | null>;
}

/** Runs every check in this process. */
export function createLocalRunner(deps: { resolve: ResolveTarget }): CheckRunner {
  return { run: (monitor) => runCheck(monitor.config, deps) };
}
