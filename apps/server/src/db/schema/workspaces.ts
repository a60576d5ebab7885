import type { BillingPeriod, PaidPlanId, PlanId, SubscriptionStatus } from '@tocsin/contract';
import {
  boolean,
  index,
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

export const workspaceRoles = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

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
