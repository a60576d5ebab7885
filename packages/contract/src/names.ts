// Apart from the schemas, so that code needing only these names (the server's metrics thread)
// loads no zod.

/** The phases a latency histogram is kept for, in the order they happen. */
export const latencyPhases = ['dns', 'connect', 'tls', 'ttfb', 'total'] as const;
export type LatencyPhase = (typeof latencyPhases)[number];

/** Every status a monitor can have. */
export const monitorStatusValues = [
  'pending',
  'up',
  'degraded',
  'down',
  'paused',
  'maintenance',
] as const;
