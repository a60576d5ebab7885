import { z } from 'zod';
import { common, hostSchema, portSchema } from './fields.js';

/** Opens a connection to a port, and can complete a TLS handshake on it. */
export const tcpMonitorInput = z.object({
  type: z.literal('tcp'),
  ...common,
  host: hostSchema,
  port: portSchema,
  tls: z.boolean().default(false),
});
