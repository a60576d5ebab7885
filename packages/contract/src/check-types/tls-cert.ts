import { z } from 'zod';
import { common, hostSchema, portSchema } from './fields.js';

/** Reads a server's certificate: down once untrusted, degraded close to its expiry. */
export const tlsCertMonitorInput = z.object({
  type: z.literal('tls-cert'),
  ...common,
  host: hostSchema,
  port: portSchema.default(443),
  expiryThresholdDays: z.number().int().min(1).max(365).default(14),
});
