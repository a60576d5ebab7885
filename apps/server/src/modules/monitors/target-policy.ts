import type { MonitorInput } from '@tocsin/contract';
import { ValidationError } from '../../lib/errors.js';
import { TargetRefusedError } from '../../lib/network/target-guard.js';
import { hostsOf, monitorRefusal } from '../checks/index.js';
import type { ResolveTarget } from '../../lib/network/types.js';

/**
 * Refuses, at creation and on every change, a monitor whose target the SSRF guard refuses. A
 * name that does not resolve yet is accepted: the checks will report it as a DNS failure.
 */
export function createTargetPolicy(resolve: ResolveTarget) {
  return async (input: MonitorInput) => {
    for (const { host, field } of hostsOf(input)) {
      try {
        await resolve(host);
      } catch (error) {
        if (error instanceof TargetRefusedError) {
          const message = monitorRefusal(error);
          throw new ValidationError(message, [{ path: field, message }]);
        }
      }
    }
  };
}
