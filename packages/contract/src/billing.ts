import { z } from 'zod';
import { subscriptionStatusSchema } from './me.js';
import { billingPeriods, planIds, type PaidPlanId } from './plans.js';

export const billingPeriodSchema = z.enum(billingPeriods);

export const paidPlanIds = [
  'starter',
  'pro',
  'enterprise',
] as const satisfies readonly PaidPlanId[];
export const paidPlanIdSchema = z.enum(paidPlanIds);

/** Statuses in which the card needs fixing: the dashboard shows a banner to /dashboard/fix-subscription. */
export const attentionStatuses = ['past_due', 'unpaid', 'incomplete'] as const;

export const planLimitsSchema = z.object({
  monitors: z.number().int().nullable(),
  minIntervalSeconds: z.number().int(),
  smsPerMonth: z.number().int().nullable(),
  callsPerMonth: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  statusPages: z.number().int().nullable(),
  teamSeats: z.number().int().nullable(),
  rawRetentionDays: z.number().int(),
  auditRetentionDays: z.number().int(),
});

/** GET /api/v1/billing: the workspace's plan, what it may use and what it uses. */
export const billingResponse = z.object({
  /** False on a self-hosted instance without Stripe: no plans, limits from its configuration. */
  enabled: z.boolean(),
  /**
   * The plan whose limits apply now: the subscribed one, the trial's, or free; 'self-hosted' when
   * billing is off.
   */
  plan: z.enum([...planIds, 'self-hosted']),
  /** The plan paid for at Stripe, if any (it may differ from `plan` when the subscription lapsed). */
  subscribedPlan: paidPlanIdSchema.nullable(),
  period: billingPeriodSchema.nullable(),
  status: subscriptionStatusSchema,
  /** The free trial of a new account, while it runs. */
  trial: z
    .object({
      plan: paidPlanIdSchema,
      endsAt: z.iso.datetime(),
      /** Whole days left, rounded up: 14 on the first day, 1 on the last. */
      daysLeft: z.number().int(),
    })
    .nullable(),
  /** When the paid period ends (renews, or ends for good when `cancelAtPeriodEnd`). */
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  limits: planLimitsSchema,
  usage: z.object({
    monitors: z.number().int(),
    channels: z.number().int(),
    teamSeats: z.number().int(),
    statusPages: z.number().int(),
    smsThisMonth: z.number().int(),
    callsThisMonth: z.number().int(),
  }),
  /** Which checkouts this instance offers: a plan and period is missing when its price is not set. */
  checkout: z.object({
    starter: z.array(billingPeriodSchema),
    pro: z.array(billingPeriodSchema),
    enterprise: z.array(billingPeriodSchema),
  }),
  /** A Stripe customer exists, so the Customer Portal and invoices can be opened. */
  hasCustomer: z.boolean(),
});
export type BillingResponse = z.infer<typeof billingResponse>;

export const checkoutInput = z.object({
  plan: paidPlanIdSchema,
  period: billingPeriodSchema.default('monthly'),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** A page at Stripe to send the browser to (Checkout or the Customer Portal). */
export const redirectResponse = z.object({ url: z.url() });

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** In the currency's smallest unit (cents). */
  total: z.number().int(),
  currency: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']).nullable(),
  /** Stripe's page for the invoice, to view or pay it. */
  hostedUrl: z.url().nullable(),
  pdfUrl: z.url().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListResponse = z.object({ invoices: z.array(invoiceSchema) });

/** The error code of a request refused by the plan's limits; the message names the limit. */
export const PLAN_LIMIT_CODE = 'plan-limit';
export const UPGRADE_PATH = '/dashboard/billing';
