import { toStorable, type CheckResult } from '@tocsin/contract';
import type { ActiveConfig, ActiveType } from './check-type.js';
import { checkTypeModules } from './registry.js';
import { resultFor } from './result.js';
import type { CheckContext, CheckFn } from './types.js';
import type { ResolveTarget } from '../../lib/network/types.js';

// A check that ignores its abort signal still answers this long after its timeout.
const GRACE_MS = 1_000;

/**
 * Why a finished check's signal fires. Given no reason, abort() builds a DOMException with a stack
 * trace each time, which a CPU profile at 1,000 checks a second put at ~5 % of the process.
 */
const CHECK_FINISHED = new Error('The check has finished');

/**
 * Runs one check with a hard deadline: the check's signal aborts at the monitor's timeout, and
 * whatever the check does, a result comes back by timeout + 1 s. It never throws.
 */
export async function runCheck(
  config: ActiveConfig,
  deps: { resolve: ResolveTarget; now?: () => Date; localAddress?: string },
): Promise<CheckResult> {
  const now = deps.now ?? (() => new Date());
  const timeoutMs = config.timeoutSeconds * 1000;
  const controller = new AbortController();
  const startedAt = performance.now();
  const ctx: CheckContext = {
    resolve: deps.resolve,
    signal: controller.signal,
    timeoutMs,
    now,
    localAddress: deps.localAddress,
  };
  let graceTimer: NodeJS.Timeout | undefined;
  const abortTimer = setTimeout(() => controller.abort(), timeoutMs);
  const deadline = new Promise<CheckResult>((resolve) => {
    graceTimer = setTimeout(
      () =>
        resolve(
          resultFor(
            now(),
            startedAt,
          )({ errorKind: 'timeout', message: `No answer within ${config.timeoutSeconds} s` }),
        ),
      timeoutMs + GRACE_MS,
    );
  });
  try {
    const check = checkTypeModules[config.type].run as CheckFn<ActiveType>;
    // What a target said (a certificate's fields, DNS records, a clipped excerpt) is stored as
    // it came, except for characters PostgreSQL cannot hold, which one target must not use to
    // fail a whole batch of results.
    return toStorable(await Promise.race([check(config, ctx), deadline]));
  } catch (error) {
    const message = `The check could not run: ${(error as Error).message}`;
    return resultFor(now(), startedAt)({ errorKind: 'internal', message });
  } finally {
    clearTimeout(abortTimer);
    clearTimeout(graceTimer);
    // Whatever is still running is told to stop and release its sockets.
    controller.abort(CHECK_FINISHED);
  }
}
