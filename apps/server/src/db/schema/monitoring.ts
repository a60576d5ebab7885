import type {
  CheckErrorKind,
  CheckResult,
  MonitorInput,
  MonitorType,
  monitorStatusValues,
} from '@tocsin/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { workspaces } from './workspaces.js';

export type MonitorStatus = (typeof monitorStatusValues)[number];

/** A folder of monitors: the list shows each group with a summary of its monitors' states. */
export const monitorGroups = pgTable(
  'monitor_groups',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('monitor_groups_workspace_name_idx').on(t.workspaceId, t.name)],
);

/** What a monitor checks and how often; the type-specific settings live in `config`. */
export const monitors = pgTable(
  'monitors',
  {
    id: text('id').primaryKey(),
    /** A small key for the high-volume tables (results, rollups), where every byte repeats. */
    seq: integer('seq').generatedAlwaysAsIdentity().unique().notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<MonitorType>().notNull(),
    config: jsonb('config').$type<MonitorInput>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    confirmations: smallint('confirmations').notNull().default(2),
    tags: text('tags').array().notNull().default([]),
    /** The group it is filed in; null: ungrouped. Deleting a group leaves its monitors ungrouped. */
    groupId: text('group_id').references(() => monitorGroups.id, { onDelete: 'set null' }),
    paused: boolean('paused').notNull().default(false),
    /**
     * Paused by the plan (a downgrade or an ended trial took it over the plan's count), not by a
     * person: a plan with room resumes it. Pausing or resuming it by hand clears this.
     */
    pausedByPlan: boolean('paused_by_plan').notNull().default(false),
    /**
     * The interval its owner chose, when the plan raised it to the plan's minimum: a plan that
     * allows it again gives it back. Choosing an interval by hand clears this.
     */
    intervalBeforePlan: integer('interval_before_plan'),
    /** The secret in a heartbeat monitor's push URL. */
    pushToken: text('push_token').unique(),
    /** The key a configuration document names it by (`POST /api/v1/config/apply`); null: its name's key. */
    configKey: text('config_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('monitors_workspace_idx').on(t.workspaceId, t.createdAt),
    index('monitors_group_idx').on(t.groupId),
    uniqueIndex('monitors_config_key_idx').on(t.workspaceId, t.configKey),
  ],
);

/**
 * The live state of a monitor: what alerting decides on, so it must survive a crash. The engine
 * writes it when the status or the count of failures in a row changes, not on every check.
 */
export const monitorState = pgTable('monitor_state', {
  monitorId: text('monitor_id')
    .primaryKey()
    .references(() => monitors.id, { onDelete: 'cascade' }),
  status: text('status').$type<MonitorStatus>().notNull().default('pending'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** For heartbeat monitors: when the last push arrived. */
  lastPingAt: timestamp('last_ping_at', { withTimezone: true }),
});

/**
 * Each monitor's latest check, rewritten on every check. UNLOGGED (migration 0020): rewriting it
 * was most of the write-ahead log, about 490 bytes a check. The price: after a crash (not a clean
 * stop) PostgreSQL empties it, and each monitor shows no last check until its next one; a replica
 * has it empty too. The history tables and monitor_state are logged as before.
 */
export const monitorLastChecks = pgTable('monitor_last_checks', {
  monitorId: text('monitor_id')
    .primaryKey()
    .references(() => monitors.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  result: jsonb('result').$type<CheckResult>().notNull(),
});

/** Counts every rollup row holds, over its minute, hour or day. */
const rollupColumns = {
  /** Down time, time-weighted: each check stands for the time since the one before it. */
  downMs: integer('down_ms').notNull(),
  observedMs: integer('observed_ms').notNull(),
  checks: integer('checks').notNull(),
  failures: integer('failures').notNull(),
  degraded: integer('degraded').notNull(),
  /** Latency histogram per phase: sorted entries `key << 20 | count` (see modules/results/histogram.ts). */
  hist: integer('hist').array().notNull(),
  /**
   * The fastest and slowest time of each phase (latencyPhases' order, null where none was
   * measured), which keep percentiles read from `hist` within what was seen; null in rows stored
   * before they were kept.
   */
  minMs: real('min_ms').array().$type<(number | null)[]>(),
  maxMs: real('max_ms').array().$type<(number | null)[]>(),
};

/**
 * One row per monitor (or region's series of one, region_series) per minute with checks: the
 * minute's rollup and its raw checks packed into `raw` (modules/results/packed-checks.ts), far
 * less than a row per check took (bench/RESULTS.md). Kept for the raw-retention period
 * (RESULT_RETENTION_DAYS); hours and days are kept for good.
 */
export const checkMinutes = pgTable(
  'check_minutes',
  {
    monitorSeq: integer('monitor_seq').notNull(),
    /** Minutes since the Unix epoch. */
    minute: integer('minute').notNull(),
    ...rollupColumns,
    raw: bytea('raw').notNull(),
  },
  // BRIN: rows arrive in time order, so a few kilobytes find a minute range (rollups, pruning).
  (t) => [
    primaryKey({ columns: [t.monitorSeq, t.minute] }),
    index('check_minutes_minute_idx').using('brin', t.minute),
  ],
);

/**
 * One region's own series of a monitor checked from several: what that region saw is stored in
 * the history tables (check_minutes, check_hours, check_days) under this `seq` instead of the
 * monitor's, so a region's uptime, response times and checks read like a monitor's own. Its seq
 * comes from the monitors' sequence, so the two never collide. Removed with the monitor's history
 * (modules/results/queries.ts deleteHistory), like the rows it keys.
 */
export const regionSeries = pgTable(
  'region_series',
  {
    seq: integer('seq')
      .primaryKey()
      .default(sql`nextval('monitors_seq_seq')`),
    monitorSeq: integer('monitor_seq').notNull(),
    region: text('region').notNull(),
  },
  (t) => [uniqueIndex('region_series_monitor_region_idx').on(t.monitorSeq, t.region)],
);

/** The minutes of each closed hour summed (modules/results/rollups.ts). */
export const checkHours = pgTable(
  'check_hours',
  {
    monitorSeq: integer('monitor_seq').notNull(),
    /** Hours since the Unix epoch. */
    hour: integer('hour').notNull(),
    ...rollupColumns,
  },
  (t) => [
    primaryKey({ columns: [t.monitorSeq, t.hour] }),
    index('check_hours_hour_idx').using('brin', t.hour),
  ],
);

/** The hours of each closed UTC day summed. */
export const checkDays = pgTable(
  'check_days',
  {
    monitorSeq: integer('monitor_seq').notNull(),
    /** Days since the Unix epoch. */
    day: integer('day').notNull(),
    ...rollupColumns,
  },
  (t) => [primaryKey({ columns: [t.monitorSeq, t.day] })],
);

/** How far the hour and day rollups have got: every unit before `until` is rolled. */
export const rollupMarks = pgTable('rollup_marks', {
  level: text('level').$type<'hour' | 'day'>().primaryKey(),
  until: integer('until').notNull(),
});

/** A confirmed failure of a monitor, from its first failing check to recovery. */
export const incidents = pgTable(
  'incidents',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    monitorId: text('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    /** The first failing check. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the failure was confirmed (the N-th failure in a row). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    causeKind: text('cause_kind').$type<CheckErrorKind>(),
    /** What the confirming check saw: status code, message, timings, certificate, details. */
    cause: jsonb('cause').$type<CheckResult>().notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Who acknowledged, for people: "Ada Lovelace", "a phone call to +1415…". */
    acknowledgedBy: text('acknowledged_by'),
    /** Opened inside a maintenance window. */
    inMaintenance: boolean('in_maintenance').notNull().default(false),
    /** Its alerts wait for the maintenance window to end (sent then if still down). */
    alertsHeld: boolean('alerts_held').notNull().default(false),
    /** When the last down alert (first or reminder) was planned: reminders count from here. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    index('incidents_monitor_idx').on(t.monitorId, t.startedAt),
    index('incidents_workspace_idx').on(t.workspaceId, t.startedAt),
    // At most one open incident per monitor, whatever races.
    uniqueIndex('incidents_one_open_idx')
      .on(t.monitorId)
      .where(sql`status = 'open'`),
  ],
);
