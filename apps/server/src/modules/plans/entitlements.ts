import {
  planIds,
  plans,
  TRIAL_PLAN,
  type PaidPlanId,
  type PlanId,
  type PlanLimits,
  type SubscriptionStatus,
} from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { BillingSettings } from '../../config.js';
import type { Exec } from '../../db/client.js';
import { workspaces } from '../../db/schema.js';
import type { Retention } from '../results/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of a workspace that decide its plan. */
export type WorkspaceBilling = Pick<
  typeof workspaces.$inferSelect,
  'subscriptionStatus' | 'subscribedPlan' | 'trialEndsAt'
>;

/** The plan whose limits apply to a workspace now, and why. */
export interface PlanInForce {
  plan: PlanId | 'self-hosted';
  /** How the plan is named in messages: "Your Free plan allows …", "This instance allows …". */
  owner: string;
  limits: PlanLimits;
  /** The free trial while it runs. */
  trial: { plan: PaidPlanId; endsAt: Date; daysLeft: number } | null;
}

/** Statuses in which a subscription still gives its plan: Stripe is retrying a failed payment. */
const PAYING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/**
 * Which plan applies: a subscription that is paid up (or whose payment Stripe is still
 * retrying) gives its plan; otherwise the free trial while it runs; otherwise Free. Without
 * Stripe the instance is self-hosted and its configured limits apply to everyone.
 */
export function planInForce(
  settings: BillingSettings,
  workspace: WorkspaceBilling,
  now: Date,
): PlanInForce {
  if (!settings.stripe) {
    return {
      plan: 'self-hosted',
      owner: 'This instance',
      limits: settings.selfHostedLimits,
      trial: null,
    };
  }
  const trialEndsAt = workspace.trialEndsAt;
  const trial =
    trialEndsAt && trialEndsAt > now
      ? {
          plan: TRIAL_PLAN,
          endsAt: trialEndsAt,
          daysLeft: Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS),
        }
      : null;
  if (workspace.subscribedPlan && PAYING.includes(workspace.subscriptionStatus)) {
    const plan = plans[workspace.subscribedPlan];
    return { plan: plan.id, owner: `Your ${plan.name} plan`, limits: plan.limits, trial: null };
  }
  if (trial) {
    const plan = plans[trial.plan];
    return { plan: plan.id, owner: `Your ${plan.name} trial`, limits: plan.limits, trial };
  }
  return { plan: 'free', owner: 'Your Free plan', limits: plans.free.limits, trial: null };
}

/** The plan in force for a workspace, read inside the caller's transaction if it has one. */
export async function loadPlanInForce(
  exec: Exec,
  settings: BillingSettings,
  workspaceId: string,
  now: Date,
): Promise<PlanInForce> {
  const [row] = await exec
    .select({
      subscriptionStatus: workspaces.subscriptionStatus,
      subscribedPlan: workspaces.subscribedPlan,
      trialEndsAt: workspaces.trialEndsAt,
    })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  // A workspace that is gone has nothing left to limit; Free is the safe answer.
  return planInForce(
    settings,
    row ?? { subscriptionStatus: 'free', subscribedPlan: null, trialEndsAt: null },
    now,
  );
}

/** The first instant of the calendar month (UTC) that holds `now`: SMS and call credits reset then. */
export const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** When a new workspace's free trial ends. */
export const trialEnd = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * How long raw checks are kept: as each workspace's plan says, by the plan last applied to it
 * (`workspaces.enforced_plan`, kept current by the billing service); on a self-hosted instance,
 * its configured days for everyone.
 */
export function rawRetention(settings: BillingSettings): Retention {
  const days = settings.selfHostedLimits.rawRetentionDays;
  if (!settings.stripe) return { days };
  return {
    days,
    byPlan: Object.fromEntries(planIds.map((id) => [id, plans[id].limits.rawRetentionDays])),
  };
}

/** How long the audit log is kept, resolved as `rawRetention` is: by plan, or the configured days. */
export function auditRetention(settings: BillingSettings): Retention {
  const days = settings.selfHostedLimits.auditRetentionDays;
  if (!settings.stripe) return { days };
  return {
    days,
    byPlan: Object.fromEntries(planIds.map((id) => [id, plans[id].limits.auditRetentionDays])),
  };
}
