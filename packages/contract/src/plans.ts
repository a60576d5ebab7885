/**
 * The plans: one table read by the pricing page, the billing page and the server's limits.
 * `null` means no limit. Prices are in US dollars; a yearly price is billed once a year.
 *
 * Why these numbers (next to UptimeRobot and Better Stack, late 2026):
 * - Free stays useful for one small site (5 monitors every 5 minutes, email, push, chat and
 *   webhooks) but has no SMS or calls, which cost us per message.
 * - Starter undercuts UptimeRobot's team tier per monitor and includes SMS and calls, which both
 *   competitors sell as add-ons or per-seat extras.
 * - Pro is the plan a team running production lives on: 30-second checks, three months of history and
 *   enough SMS and call credits for a normal on-call month (a few incidents a week, each alerting
 *   several people).
 * - Enterprise is the only plan that reaches 10-second checks, six times the checking of a
 *   one-minute monitor; it is priced per account rather than per responder.
 */
export const planIds = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** How a paid plan can be billed. Kept here, beside the plans and free of zod, for the pricing page. */
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export interface PlanLimits {
  /** Monitors in the workspace. */
  monitors: number | null;
  /** The shortest check interval a monitor may have, in seconds. */
  minIntervalSeconds: number;
  /** SMS alerts a month; past them, SMS alerts go by email. */
  smsPerMonth: number | null;
  /** Phone call alerts a month; past them, calls go by email. */
  callsPerMonth: number | null;
  /** Notification channels (Slack, webhooks, ...); members' own email and push do not count. */
  channels: number | null;
  /** Public status pages. */
  statusPages: number | null;
  /** Members of the workspace, the owner included. */
  teamSeats: number | null;
  /** How long raw check results are kept, in days; daily summaries are kept for the plan's life. */
  rawRetentionDays: number;
  /** How long the audit log of the workspace's changes is kept, in days. */
  auditRetentionDays: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** What the plan is for, in a sentence. */
  description: string;
  /** US dollars a month when billed monthly. */
  priceMonthly: number;
  /** US dollars a year when billed yearly, or null when not offered. */
  priceYearly: number | null;
  limits: PlanLimits;
  /** Shown as the recommended plan. */
  popular?: boolean;
}

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'For a personal site or a side project.',
    priceMonthly: 0,
    priceYearly: null,
    limits: {
      monitors: 5,
      minIntervalSeconds: 300,
      smsPerMonth: 0,
      callsPerMonth: 0,
      channels: 2,
      statusPages: 1,
      teamSeats: 1,
      rawRetentionDays: 7,
      auditRetentionDays: 30,
    },
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    description: 'For a small business that needs to know the moment its site is down.',
    priceMonthly: 15,
    priceYearly: 144,
    limits: {
      monitors: 25,
      minIntervalSeconds: 60,
      smsPerMonth: 50,
      callsPerMonth: 10,
      channels: 5,
      statusPages: 1,
      teamSeats: 3,
      rawRetentionDays: 30,
      auditRetentionDays: 90,
    },
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'For teams that run production services and share on-call duty.',
    priceMonthly: 39,
    priceYearly: 384,
    limits: {
      monitors: 100,
      minIntervalSeconds: 30,
      smsPerMonth: 200,
      callsPerMonth: 50,
      channels: null,
      statusPages: 5,
      teamSeats: 10,
      rawRetentionDays: 90,
      auditRetentionDays: 365,
    },
    popular: true,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For companies with many services and strict uptime targets.',
    priceMonthly: 99,
    priceYearly: 948,
    limits: {
      monitors: 500,
      minIntervalSeconds: 10,
      smsPerMonth: 1000,
      callsPerMonth: 250,
      channels: null,
      statusPages: null,
      teamSeats: null,
      rawRetentionDays: 365,
      auditRetentionDays: 730,
    },
  },
};

/** The plans a customer can buy, cheapest first. */
export const paidPlans = [plans.starter, plans.pro, plans.enterprise];

/** A new account's trial: pro limits for this many days, without a card. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: PaidPlanId = 'pro';
