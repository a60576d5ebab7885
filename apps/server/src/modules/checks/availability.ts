import { monitorTypes, type CheckTypeAvailability, type MonitorType } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import {
  DEFAULT_PING_PATH,
  parsePingOutput,
  pingCannotRunMessage,
  runPing,
  whyPingCannotRun,
} from './ping.js';

/** How long the start-up ping may take; loopback answers in well under a millisecond. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Runs ping once against 127.0.0.1 as the checks run it, and says why it cannot run here, or
 * null when it can: a summary came back, replies or not. A ping that outlives the deadline gets
 * the benefit of the doubt, since a slow start on a busy machine is not a missing ping.
 */
export async function probePing(
  pingPath = DEFAULT_PING_PATH,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<string | null> {
  const args = ['-n', '-c', '1', '-W', '1', '127.0.0.1'];
  const outcome = await runPing(pingPath, args, timeoutMs, AbortSignal.timeout(timeoutMs));
  if (parsePingOutput(outcome.stdout)) return null;
  const cannotRun = whyPingCannotRun(outcome, pingPath);
  if (cannotRun) return cannotRun;
  if (outcome.error?.killed || outcome.error?.name === 'AbortError') return null;
  const printed = outcome.stderr.trim().split('\n')[0] || outcome.error?.message || 'no output';
  return `ping failed on this server: ${printed}`;
}

export interface CheckTypes {
  /** Every monitor type, in the contract's order, with whether this server can run its checks. */
  list: () => Promise<CheckTypeAvailability[]>;
  /** Refuses a type this server cannot run, as a mistake in the `type` field. */
  assertAvailable: (type: MonitorType) => Promise<void>;
}

/**
 * Finds out once which check types this server can run; only ping needs anything of the
 * machine. The probe starts at once and is not awaited: answers wait for it, the start does not.
 */
export function probeCheckTypes({
  log,
  pingPath,
  timeoutMs,
}: {
  log: Pick<FastifyBaseLogger, 'warn'>;
  pingPath?: string;
  timeoutMs?: number;
}): CheckTypes {
  const refusals = probePing(pingPath, timeoutMs)
    .catch((error: unknown) => `ping could not be tried: ${(error as Error).message}`)
    .then((reason) => {
      const found = new Map<MonitorType, { reason: string; message: string }>();
      if (reason) {
        found.set('ping', { reason, message: pingCannotRunMessage(reason) });
        log.warn({ reason }, 'ping monitors cannot run on this server');
      }
      return found;
    });

  return {
    async list() {
      const unavailable = await refusals;
      return monitorTypes.map((type): CheckTypeAvailability => {
        const reason = unavailable.get(type)?.reason ?? null;
        return { type, available: reason === null, reason };
      });
    },
    async assertAvailable(type) {
      const refusal = (await refusals).get(type);
      if (refusal) {
        throw new ValidationError(refusal.message, [{ path: 'type', message: refusal.message }]);
      }
    },
  };
}
