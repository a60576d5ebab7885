import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that one process of the instance does at a time (the scheduler): the process named in
 * `holder` does it until `expires_at`, renewing as it goes; when it dies, another takes the lease
 * once it has expired. Times are the database's, so the processes' clocks do not matter.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
