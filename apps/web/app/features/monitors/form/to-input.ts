import { checkTypeView } from '../check-types';
import { list, num } from '../check-types/view';
import type { MonitorFormValues } from './values';

/**
 * The request body for the values: the monitor's type and its own fields only. Left unchecked:
 * the contract's schema judges it, in the browser first and on the server again.
 */
export function toInput(v: MonitorFormValues): Record<string, unknown> {
  const common = {
    type: v.type,
    name: v.name,
    intervalSeconds: num(v.intervalSeconds),
    timeoutSeconds: num(v.timeoutSeconds),
    confirmations: num(v.confirmations),
    tags: list(v.tags),
    groupId: v.groupId || null,
    regions: v.regions,
    quorum: v.quorum,
  };
  return { ...common, ...checkTypeView(v.type).toInput(v) };
}
