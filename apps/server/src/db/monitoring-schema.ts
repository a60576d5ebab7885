import type { CheckResult, MonitorInput, MonitorType } from '@tocsin/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { workspaces } from './schema.js';

export const monitorStatuses = [
  'pending',
  'up',
  'degraded',
  'down',
  'paused',
  'maintenance',
] as const;
export type MonitorStatus = (typeof monitorStatuses)[number];

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
