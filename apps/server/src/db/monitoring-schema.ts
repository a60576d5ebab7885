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
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { workspaces } from './schema.js';

export type MonitorStatus = (typeof monitorStatusValues)[number];

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
    paused: boolean('paused').notNull().default(false),
    /** The secret in a heartbeat monitor's push URL. */
    pushToken: text('push_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('monitors_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** The live state of a monitor, written by the engine on every check. */
export const monitorState = pgTable('monitor_state', {
  monitorId: text('monitor_id')
    .primaryKey()
    .references(() => monitors.id, { onDelete: 'cascade' }),
  status: text('status').$type<MonitorStatus>().notNull().default('pending'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastResult: jsonb('last_result').$type<CheckResult>(),
  /** For heartbeat monitors: when the last push arrived. */
  lastPingAt: timestamp('last_ping_at', { withTimezone: true }),
});

/**
 * One row per check, kept for the raw-retention period. Narrow on purpose (small integers, no
 * text unless the check failed): at 10,000 monitors every 10 s this table takes 86 M rows a day.
 */
export const checkResults = pgTable(
  'check_results',
  {
    monitorSeq: integer('monitor_seq').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** 0 up, 1 degraded, 2 down. */
    status: smallint('status').notNull(),
    /** Index into the contract's checkErrorKinds, or null. */
    errorKind: smallint('error_kind'),
    statusCode: smallint('status_code'),
    dnsMs: real('dns_ms'),
    connectMs: real('connect_ms'),
    tlsMs: real('tls_ms'),
    ttfbMs: real('ttfb_ms'),
    totalMs: real('total_ms').notNull(),
    message: text('message'),
  },
  (t) => [index('check_results_monitor_time_idx').on(t.monitorSeq, t.checkedAt)],
);

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
