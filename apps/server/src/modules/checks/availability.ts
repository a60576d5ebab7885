import { monitorTypes, type CheckTypeAvailability, type MonitorType } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import type { ProbeOptions } from './check-type.js';
import { checkTypeModules } from './registry.js';

export interface CheckTypes {
  /** Every monitor type, in the contract's order, with whether this server can run its checks. */
  list: () => Promise<CheckTypeAvailability[]>;
  /** Refuses a type this server cannot run, as a mistake in the `type` field. */
  assertAvailable: (type: MonitorType) => Promise<void>;
}

/**
 * Finds out once which check types this server can run, with the probe of each type that has
 * one (only ping needs anything of the machine). The probes start at once and are not awaited:
 * answers wait for them, the start does not.
 */
export function probeCheckTypes({
  log,
  ...options
}: { log: Pick<FastifyBaseLogger, 'warn'> } & ProbeOptions): CheckTypes {
  const probed = monitorTypes.map(async (type) => {
    const probe = checkTypeModules[type].probe;
    if (!probe) return null;
    const reason = await probe
      .run(options)
      .catch((error: unknown) => `${type} could not be tried: ${(error as Error).message}`);
    if (!reason) return null;
    log.warn({ reason }, `${type} monitors cannot run on this server`);
    return [type, { reason, message: probe.message(reason) }] as const;
  });
  const refusals = Promise.all(probed).then(
    (found) => new Map(found.filter((refusal) => refusal !== null)),
  );

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
