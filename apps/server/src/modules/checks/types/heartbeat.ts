import type { CheckTypeModule } from '../check-type.js';

/** Passive: the job calls its push URL, and the engine judges the silence between calls. */
export const heartbeat: CheckTypeModule<'heartbeat'> = {
  target: () => 'push',
  hosts: () => [],
  spanHost: () => null,
  periodSeconds: (config) => config.periodSeconds,
};
