import type { CheckResult } from '@tocsin/contract';
import type { MonitorStatus } from '../../db/schema.js';

export interface MonitorLiveState {
  status: MonitorStatus;
  consecutiveFailures: number;
}

export interface Transition {
  next: MonitorLiveState;
  /** The monitor just became down (open an incident) or came back (resolve it). */
  incident: 'open' | 'resolve' | null;
  /** Check again at once: a first failure is confirmed or dismissed quickly. */
  recheck: boolean;
}

/**
 * pending -> up | degraded | down. A failure only makes a monitor down once `confirmations`
 * checks in a row failed; until then it keeps its status and is re-checked at once.
 */
export function applyResult(
  prev: MonitorLiveState,
  result: Pick<CheckResult, 'status'>,
  confirmations: number,
): Transition {
  if (result.status !== 'down') {
    return {
      next: { status: result.status, consecutiveFailures: 0 },
      incident: prev.status === 'down' ? 'resolve' : null,
      recheck: false,
    };
  }
  const failures = prev.consecutiveFailures + 1;
  if (prev.status === 'down') {
    return {
      next: { status: 'down', consecutiveFailures: failures },
      incident: null,
      recheck: false,
    };
  }
  if (failures >= confirmations) {
    return {
      next: { status: 'down', consecutiveFailures: failures },
      incident: 'open',
      recheck: false,
    };
  }
  return {
    next: { status: prev.status, consecutiveFailures: failures },
    incident: null,
    recheck: true,
  };
}
