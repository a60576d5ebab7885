import type {
  ApiKeyAccess,
  ApiKeyArea,
  BillingPeriod,
  PaidPlanId,
  PlanId,
  SubscriptionStatus,
  WorkspaceRole,
} from '@tocsin/contract';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';

/**
 * The tenant. Everything a customer owns (monitors, channels, incidents, status pages, billing)
 * belongs to a workspace; each user gets a personal one at sign-up.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    personal: boolean('personal').notNull().default(false),
    subscriptionStatus: text('subscription_status')
      .$type<SubscriptionStatus>()
      .notNull()
      .default('free'),
    // Billing (modules/billing). The free trial runs until trialEndsAt, without a card.
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The plan paid for at Stripe, read from the subscription's price. */
    subscribedPlan: text('subscribed_plan').$type<PaidPlanId>(),
    billingPeriod: text('billing_period').$type<BillingPeriod>(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The plan whose limits were last applied, so a change of plan is acted on once. */
    enforcedPlan: text('enforced_plan').$type<PlanId>(),
    /** Set by an owner: members without a second factor cannot open the workspace. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('workspaces_stripe_customer_idx').on(t.stripeCustomerId)],
);

/** Stripe webhook events already handled, by id: a replayed event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_id_idx').on(t.userId),
  ],
);

/**
 * An invitation to join a workspace, sent by email. The link carries a random token of which only
 * the SHA-256 is kept: it is single-use (acceptedAt), expires, and can be revoked.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<WorkspaceRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the mail last left: resending moves it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_invitations_workspace_idx').on(t.workspaceId, t.email)],
);

/**
 * API keys of a workspace. The key is shown once; only its SHA-256 is kept, found by the public
 * `prefix` (the key's first characters, shown in lists and matched by secret scanners).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    hash: text('hash').notNull(),
    access: text('access').$type<ApiKeyAccess>().notNull(),
    areas: jsonb('areas').$type<ApiKeyArea[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_workspace_idx').on(t.workspaceId)],
);

/** Who changed what in a workspace, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').$type<'user' | 'key' | 'system'>().notNull(),
    /** The user's or key's id (kept as text: the log outlives them). */
    actorId: text('actor_id'),
    /** Their name or email, or the key's name, as it was. */
    actorName: text('actor_name').notNull(),
    ip: text('ip'),
    /** `monitor.created`, `member.role-changed`, ... */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetName: text('target_name'),
    /** The changed fields, before and after, secrets redacted. */
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
  },
  (t) => [
    index('audit_log_workspace_at_idx').on(t.workspaceId, t.at),
    index('audit_log_workspace_actor_idx').on(t.workspaceId, t.actorId, t.at),
    // The latest name of an object the changes refer to by id (a group, channels, monitors).
    index('audit_log_workspace_target_idx').on(t.workspaceId, t.targetId, t.at),
  ],
);
