import { z } from 'zod';
import { common, hostSchema } from './fields.js';

/** Sends ICMP echo requests to a host and watches for packet loss. */
export const pingMonitorInput = z.object({
  type: z.literal('ping'),
  ...common,
  host: hostSchema,
  packets: z.number().int().min(1).max(10).default(3),
});
