import type { CheckResult } from '@tocsin/contract';
import type { TargetRefusedError } from '../../lib/network/target-guard.js';

/** Milliseconds since `from` (a performance.now() reading), to 0.01 ms. */
export const ms = (from: number) => Math.round((performance.now() - from) * 100) / 100;

/**
 * A result for a check that started at `checkedAt` / `started`: down with nothing measured
 * unless `fields` says otherwise, the total time taken when the result is built.
 */
export function resultFor(checkedAt: Date, started: number) {
  return (fields: Partial<CheckResult>): CheckResult => ({
    status: 'down',
    errorKind: null,
    message: null,
    statusCode: null,
    timings: { total: ms(started) },
    bytesRead: 0,
    remoteAddress: null,
    checkedAt: checkedAt.toISOString(),
    certificate: null,
    details: null,
    ...fields,
  });
}

/** The guard's refusal as a monitor's owner reads it, in a check's result or under a form field. */
export const monitorRefusal = (error: TargetRefusedError) =>
  error.explain('monitors may only reach public addresses');
