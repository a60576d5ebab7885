import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';

/**
 * This instance's own health, one row per UTC day, for the public status page's 90 days. Each
 * running process marks every minute it was up in `up` (bit i = minute i of the day), and in
 * `lagging` when its scheduler ran late: setting a bit twice changes nothing, so several processes
 * on one database count a minute once. See modules/instance-health/recorder.ts.
 */
export const instanceHealthDays = pgTable('instance_health_days', {
  /** Days since the Unix epoch. */
  day: integer('day').primaryKey(),
  /** 1,440 bits: the minutes some process was up and could write here. */
  up: bytea('up').notNull(),
  /** 1,440 bits: the minutes a scheduler started checks later than the degraded threshold. */
  lagging: bytea('lagging').notNull(),
  /** Checks run that day, summed over processes (each adds its own). */
  checks: integer('checks').notNull().default(0),
  /** Alerts delivered that day, counted by the process that first marked each minute. */
  alertsDelivered: integer('alerts_delivered').notNull().default(0),
  /** The latest check result any process had seen when it marked a minute that day. */
  lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
});
