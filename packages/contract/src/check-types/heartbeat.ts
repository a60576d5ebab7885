import { z } from 'zod';
import { common, MONITOR_LIMITS as L } from './fields.js';

/** Passive: a job calls Tocsin, and silence past its period and grace is down. */
export const heartbeatMonitorInput = z.object({
  type: z.literal('heartbeat'),
  ...common,
  /** How often the job is expected to ping. */
  periodSeconds: z
    .number()
    .int()
    .min(L.intervalMinSeconds)
    .max(7 * 24 * 60 * 60),
  graceSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(60),
});
