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

/**
 * The secrets every server of the instance must share (db/instance-secrets.ts): the first server
 * to start records each one, and the others take it from here or must hold the same. `source` says
 * what was recorded: `generated`, a value a server made, kept in `value`; `environment`, a secret
 * set in the servers' environment, never stored, only its `fingerprint` (salted scrypt);
 * `auth-secret`, for the key of channel secrets when it is the auth secret.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  source: text('source').$type<'generated' | 'environment' | 'auth-secret'>().notNull(),
  value: text('value'),
  fingerprint: text('fingerprint'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
