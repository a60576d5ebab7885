import { z } from 'zod';
import { alertRulesSchema, type AlertRules } from './alerts.js';
import { checkErrorKinds, checkResultSchema, phaseTimingsSchema } from './checks.js';
import { groupIdSchema, monitorInput, monitorTypes, type MonitorInput } from './monitors.js';
import { latencyPhases, monitorStatusValues } from './names.js';
import { regionNameSchema } from './regions.js';

export const monitorStatusSchema = z.enum(monitorStatusValues);

export { latencyPhases, monitorStatusValues, type LatencyPhase } from './names.js';

/** Percentiles of one phase over some checks, in milliseconds. */
export const percentilesSchema = z.object({ p50: z.number(), p95: z.number(), p99: z.number() });
export type Percentiles = z.infer<typeof percentilesSchema>;

/**
 * The last 24 hours of a monitor at a glance, in 24 hourly slots (oldest first; the last slot is
 * the hour in progress). A slot with no checks is null.
 */
export const monitorDaySummarySchema = z.object({
  /** Share of observed time that was not down, in percent; null when nothing was checked. */
  uptimePercent: z.number().nullable(),
  /** Response time (total) over the 24 hours; null when no check measured one. */
  latency: percentilesSchema.nullable(),
  slots: z.array(
    z
      .object({
        uptimePercent: z.number(),
        checks: z.number().int(),
        failures: z.number().int(),
        /** Median total response time of the slot. */
        p50: z.number().nullable(),
      })
      .nullable(),
  ),
});
export type MonitorDaySummary = z.infer<typeof monitorDaySummarySchema>;

export const monitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(monitorTypes),
  /** What is checked, for display: the URL, host:port or host name. */
  target: z.string(),
  intervalSeconds: z.number(),
  timeoutSeconds: z.number(),
  confirmations: z.number(),
  tags: z.array(z.string()),
  /** The group it is filed in, or null. */
  groupId: z.string().nullable(),
  paused: z.boolean(),
  /** Paused by the plan, past its count of monitors: a plan with room resumes it. */
  pausedByPlan: z.boolean(),
  /** The interval its owner chose, when the plan raised it to the plan's shortest. */
  intervalBeforePlan: z.number().nullable(),
  status: monitorStatusSchema,
  statusChangedAt: z.iso.datetime(),
  lastCheckedAt: z.iso.datetime().nullable(),
  lastResult: checkResultSchema.nullable(),
  /**
   * Heartbeat monitors: the URL the job calls (GET or POST). It is a write credential, so it is
   * null for a caller who may not change monitors (a viewer, a read-only key).
   */
  pushUrl: z.string().nullable(),
  /** Heartbeat monitors: when the job last called it; null before its first call. */
  lastPingAt: z.iso.datetime().nullable(),
  config: monitorInput,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  last24h: monitorDaySummarySchema,
});
export type Monitor = z.infer<typeof monitorSchema>;

/**
 * `status` sorts by how much a monitor needs attention: down, degraded, in maintenance, pending,
 * up, paused (ascending), then by name.
 */
export const monitorSortFields = ['status', 'name', 'createdAt', 'lastCheckedAt'] as const;
export type MonitorSortField = (typeof monitorSortFields)[number];

/** The order of a sort when none is given: the worst first, names A-Z, the newest first. */
export const defaultSortOrder: Record<MonitorSortField, 'asc' | 'desc'> = {
  status: 'asc',
  name: 'asc',
  createdAt: 'desc',
  lastCheckedAt: 'desc',
};

export const listMonitorsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: monitorStatusSchema.optional(),
  type: z.enum(monitorTypes).optional(),
  tag: z.string().trim().max(32).optional(),
  /** Only the monitors of this group; `none` (UNGROUPED): only those in no group. */
  groupId: groupIdSchema.optional(),
  sort: z.enum(monitorSortFields).default('status'),
  /** The sort's own order when absent (`defaultSortOrder`). */
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ListMonitorsQuery = z.infer<typeof listMonitorsQuery>;

/** How many monitors are in each status, under the list's other filters (not its status). */
export const monitorCountsSchema = z.object(
  Object.fromEntries(monitorStatusValues.map((s) => [s, z.number().int()])) as Record<
    (typeof monitorStatusValues)[number],
    z.ZodNumber
  >,
);
export type MonitorCounts = z.infer<typeof monitorCountsSchema>;

export const monitorListResponse = z.object({
  items: z.array(monitorSchema),
  counts: monitorCountsSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * A change to some fields of a monitor. The server merges it into the current settings and
 * validates the whole as a monitor of the same type; a field sent as null is removed.
 */
export const updateMonitorInput = z
  .record(z.string().max(64), z.unknown())
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change')
  .refine((v) => Object.keys(v).length <= 40, 'Too many fields');

export const monitorIdParams = z.object({ id: z.string().max(64) });

/**
 * A new monitor: its settings, and optionally its alert rules. Without rules it starts with the
 * defaults, alerting the workspace's default channels. Each type's branch gets the rules, so the
 * API document shows one object per type.
 */
export const createMonitorInput = z.discriminatedUnion(
  'type',
  monitorInput.options.map((branch) =>
    branch.extend({ alerts: alertRulesSchema.optional() }),
  ) as unknown as typeof monitorInput.options,
) as unknown as z.ZodType<CreateMonitorInput>;
export type CreateMonitorInput = MonitorInput & { alerts?: AlertRules };

/** The `groupId` filter of the monitor list that asks for the monitors in no group. */
export const UNGROUPED = 'none';

const bulkIds = z.array(z.string().max(64)).min(1).max(500);
export const bulkMonitorInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause'), ids: bulkIds }),
  z.object({ action: z.literal('resume'), ids: bulkIds }),
  z.object({ action: z.literal('delete'), ids: bulkIds }),
  /** Files the monitors in a group, or in none with null. */
  z.object({ action: z.literal('move'), ids: bulkIds, groupId: groupIdSchema.nullable() }),
]);
export type BulkMonitorInput = z.infer<typeof bulkMonitorInput>;
export const bulkMonitorResponse = z.object({ affected: z.number().int() });

/** One stored check, as the recent-checks list shows it. */
export const checkRecordSchema = z.object({
  checkedAt: z.iso.datetime(),
  status: z.enum(['up', 'degraded', 'down']),
  errorKind: z.enum(checkErrorKinds).nullable(),
  statusCode: z.number().int().nullable(),
  timings: phaseTimingsSchema,
  message: z.string().nullable(),
});
export type CheckRecord = z.infer<typeof checkRecordSchema>;

/**
 * History reads take `region` for what one region saw of a monitor checked from several; without
 * it they read the monitor's own verdicts. A region that has stored nothing for it reads empty.
 */
const regionQuery = { region: regionNameSchema.optional() };

export const listResultsQuery = z.object({
  /** Newest first; pass the previous page's `nextBefore` for the next page. */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  ...regionQuery,
});

export const resultListResponse = z.object({
  items: z.array(checkRecordSchema),
  nextBefore: z.iso.datetime().nullable(),
});

export const uptimeRanges = ['24h', '7d', '30d', '90d'] as const;
export type UptimeRange = (typeof uptimeRanges)[number];
export const uptimeQuery = z.object({ range: z.enum(uptimeRanges).default('24h'), ...regionQuery });

/** Uptime over a range: time-weighted (each check stands for the time since the one before). */
export const uptimeResponse = z.object({
  range: z.enum(uptimeRanges),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  checks: z.number().int(),
  failures: z.number().int(),
  degraded: z.number().int(),
  /** Null when nothing was checked in the range. */
  uptimePercent: z.number().nullable(),
  downtimeSeconds: z.number(),
  observedSeconds: z.number(),
  /** The range in equal slots for a strip, oldest first; the first may start before `from`. */
  slotSeconds: z.number().int(),
  slots: z.array(
    z.object({
      /** Unix seconds. */
      start: z.number().int(),
      checks: z.number().int(),
      failures: z.number().int(),
      /** Null when nothing was checked in the slot. */
      uptimePercent: z.number().nullable(),
      downtimeSeconds: z.number(),
    }),
  ),
});
export type Uptime = z.infer<typeof uptimeResponse>;
export type UptimeSlot = Uptime['slots'][number];

export const latencyRanges = ['1h', '24h', '7d', '30d', '90d'] as const;
export type LatencyRange = (typeof latencyRanges)[number];
export const latencyQuery = z.object({
  range: z.enum(latencyRanges).default('24h'),
  ...regionQuery,
});

const seriesValues = z.array(z.number().nullable());

/**
 * Response-time percentiles per time bucket and phase, column by column (the shape a chart
 * takes). A bucket without checks holds null.
 */
export const latencyResponse = z.object({
  range: z.enum(latencyRanges),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  bucketSeconds: z.number().int(),
  /** Start of each bucket, in Unix seconds. */
  times: z.array(z.number().int()),
  checks: z.array(z.number().int()),
  /** Only the phases this monitor's checks measure. */
  phases: z.partialRecord(
    z.enum(latencyPhases),
    z.object({ p50: seriesValues, p95: seriesValues, p99: seriesValues }),
  ),
  /** The whole range, per phase. */
  summary: z.partialRecord(z.enum(latencyPhases), percentilesSchema),
});
export type Latency = z.infer<typeof latencyResponse>;

export const incidentSchema = z.object({
  id: z.string(),
  monitorId: z.string(),
  status: z.enum(['open', 'resolved']),
  startedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  /** Until resolution, or until now while open. */
  durationSeconds: z.number().int(),
  causeKind: z.enum(checkErrorKinds).nullable(),
  cause: checkResultSchema,
});
export type Incident = z.infer<typeof incidentSchema>;

export const listIncidentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const incidentListResponse = z.object({ items: z.array(incidentSchema) });

/** `event: monitor.status` on /api/v1/events: a monitor's status changed. */
export const monitorStatusEventSchema = z.object({
  monitorId: z.string(),
  workspaceId: z.string(),
  status: monitorStatusSchema,
  at: z.iso.datetime(),
});
export type MonitorStatusEvent = z.infer<typeof monitorStatusEventSchema>;
