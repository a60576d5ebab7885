import { z } from 'zod';

/** How a part of this Tocsin instance is doing, best first. */
export const serviceStatusValues = ['operational', 'degraded', 'down'] as const;
export const serviceStatusSchema = z.enum(serviceStatusValues);
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** One UTC day of the instance's own health; `no-data` before the instance existed. */
export const statusDaySchema = z.object({
  date: z.iso.date(),
  status: z.enum([...serviceStatusValues, 'no-data'] as const),
  /** Minutes up over the minutes the instance existed that day; null without data. */
  uptimePercent: z.number().min(0).max(100).nullable(),
  downMinutes: z.number().int().nonnegative(),
  /** Minutes in which the scheduler started checks later than its degraded threshold. */
  laggingMinutes: z.number().int().nonnegative(),
  checks: z.number().int().nonnegative(),
  alertsDelivered: z.number().int().nonnegative(),
});
export type StatusDay = z.infer<typeof statusDaySchema>;

const ms = z.number().nonnegative();

/**
 * GET /api/v1/status: this instance's own health, measured live (cached a few seconds). Times
 * only: nothing says which monitor, alert or workspace they came from.
 */
export const statusResponse = z.object({
  status: serviceStatusSchema,
  measuredAt: z.iso.datetime(),
  api: z.object({
    status: serviceStatusSchema,
    /** A trivial query's round trip; null when the database did not answer. */
    databaseMs: ms.nullable(),
  }),
  scheduler: z.object({
    status: serviceStatusSchema,
    /** How late planned checks started over the last `windowSeconds`. */
    windowSeconds: z.number().int().positive(),
    samples: z.number().int().nonnegative(),
    p50Ms: ms,
    p95Ms: ms,
    maxMs: ms,
    /** How long the oldest due check has been waiting for a free slot. */
    waitingMs: ms,
    /** The lag (p95, or the wait) from which the scheduler counts as degraded, and as down. */
    degradedMs: ms,
    downMs: ms,
  }),
  checks: z.object({
    status: serviceStatusSchema,
    lastAt: z.iso.datetime().nullable(),
    /** Check results this server dropped since it started: the database refused them too long. */
    droppedResults: z.number().int().nonnegative(),
  }),
  alerts: z.object({
    status: serviceStatusSchema,
    lastDeliveredAt: z.iso.datetime().nullable(),
    /** How long the oldest alert due to be sent has been waiting. */
    overdueMs: ms,
  }),
  /**
   * The regions checks come from, when the instance has probes: a region none of whose probes
   * reports is down, and its monitors are checked from the others meanwhile.
   */
  regions: z.array(
    z.object({
      name: z.string(),
      status: serviceStatusSchema,
      probes: z.number().int().nonnegative(),
      lastSeenAt: z.iso.datetime().nullable(),
    }),
  ),
  history: z.object({
    /** The last 90 UTC days, oldest first, today last. */
    days: z.array(statusDaySchema).max(90),
    uptimePercent: z.number().min(0).max(100).nullable(),
  }),
});
export type StatusResponse = z.infer<typeof statusResponse>;
