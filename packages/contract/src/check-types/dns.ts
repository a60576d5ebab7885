import { z } from 'zod';
import { common, hostSchema, MONITOR_LIMITS as L } from './fields.js';

export const dnsRecordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS'] as const;

/** Resolves a name and can expect a given record. */
export const dnsMonitorInput = z.object({
  type: z.literal('dns'),
  ...common,
  hostname: hostSchema,
  recordType: z.enum(dnsRecordTypes).default('A'),
  /** Down unless one record equals this (case-insensitive for names). */
  expectedValue: z.string().trim().max(L.keywordMaxBytes).optional(),
  /** A resolver as `ip` or `ip:port`; the system's when absent. */
  resolver: z.string().trim().max(64).optional(),
});
