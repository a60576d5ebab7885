import type { CheckResult, MonitorConfig, MonitorType } from '@tocsin/contract';
import type { ResolveTarget } from '../../lib/network/types.js';

export interface CheckContext {
  resolve: ResolveTarget;
  /** Aborted when the check's hard timeout passes; every socket and timer must end with it. */
  signal: AbortSignal;
  /** The monitor's timeout, for checks that budget their phases. */
  timeoutMs: number;
  /** Wall clock, injectable so certificate expiry and result times are testable. */
  now: () => Date;
  /** The local address checks connect from (a probe's `--source`); the system's choice if absent. */
  localAddress?: string;
}

export type CheckFn<T extends MonitorType> = (
  config: MonitorConfig<T>,
  ctx: CheckContext,
) => Promise<CheckResult>;
