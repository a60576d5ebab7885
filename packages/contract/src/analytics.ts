import { z } from 'zod';
import { latencyResponse, monitorStatusSchema, uptimeRanges } from './monitor-api.js';
import { monitorTypes } from './monitors.js';

/** The workspace's figures cover the same ranges as a monitor's uptime. */
export const analyticsRanges = uptimeRanges;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const analyticsQuery = z.object({ range: z.enum(analyticsRanges).default('7d') });

/**
 * Total response time of the checks that measured one, in milliseconds. Read back from the
 * stored histograms, so each figure is within ~5.5 % of the exact value.
 */
export const responseTimeSchema = z.object({
  avg: z.number(),
  p50: z.number(),
  p95: z.number(),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** Time-weighted, as a monitor's uptime: each check stands for the time since the one before. */
const uptimeFigures = {
  /** Null when nothing was checked in the range. */
  uptimePercent: z.number().nullable(),
  downtimeSeconds: z.number(),
  observedSeconds: z.number(),
  checks: z.number().int(),
  failures: z.number().int(),
};

export const analyticsMonitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(monitorTypes),
  target: z.string(),
  status: monitorStatusSchema,
  ...uptimeFigures,
  /** Incidents that started in the range. */
  incidents: z.number().int(),
  responseTime: responseTimeSchema.nullable(),
  /** Uptime per slot (see `slotTimes`), oldest first; null where nothing was checked. */
  slots: z.array(z.number().nullable()),
});
export type AnalyticsMonitor = z.infer<typeof analyticsMonitorSchema>;

/** Every monitor of the workspace over one range, computed from the stored rollups. */
export const analyticsResponse = z.object({
  range: z.enum(analyticsRanges),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  /** Start of each uptime slot, in Unix seconds; the first starts at `from`, the last is open. */
  slotTimes: z.array(z.number().int()),
  slotSeconds: z.number().int(),
  summary: z.object({
    monitors: z.number().int(),
    /** Observed time of every monitor pooled; downtime is summed over monitors. */
    ...uptimeFigures,
    incidents: z.number().int(),
    openIncidents: z.number().int(),
    resolvedIncidents: z.number().int(),
    /** Mean time to recovery: from the first failing check to recovery, over resolved incidents. */
    mttrSeconds: z.number().nullable(),
    responseTime: responseTimeSchema.nullable(),
  }),
  /** By name. */
  monitors: z.array(analyticsMonitorSchema),
  /** Total response time of every monitor's checks pooled, per time bucket. */
  latency: latencyResponse,
});
export type Analytics = z.infer<typeof analyticsResponse>;
