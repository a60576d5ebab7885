import type { MonitorInput, Region } from '@tocsin/contract';
import { ValidationError } from '../../lib/errors.js';

/**
 * Refuses a monitor that names regions no probe has checked from (a typo, or a region retired a
 * day ago), and any region on an instance without probes, under the form's `regions` field.
 * `regions` is null when this instance runs no probes at all.
 */
export function assertRegionsKnown(input: MonitorInput, regions: Region[] | null) {
  const chosen = input.regions ?? [];
  if (chosen.length === 0) return;
  if (regions === null || regions.length === 0) {
    const message =
      'This instance checks from one place: it has no probes in other regions yet, so leave the regions empty';
    throw new ValidationError(message, [{ path: 'regions', message }]);
  }
  const known = new Set(regions.map((r) => r.name));
  const unknown = chosen.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const message = `No probe checks from ${unknown.join(', ')}; the regions are ${[...known].join(', ')}`;
  throw new ValidationError(message, [{ path: 'regions', message }]);
}
