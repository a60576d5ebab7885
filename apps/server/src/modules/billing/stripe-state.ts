import type { BillingPeriod, PaidPlanId, SubscriptionStatus } from '@tocsin/contract';
import type Stripe from 'stripe';
import type { BillingSettings } from '../../config.js';

type Prices = NonNullable<BillingSettings['stripe']>['prices'];

/** What Tocsin keeps of a customer's subscription at Stripe. */
export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  subscribedPlan: PaidPlanId | null;
  billingPeriod: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export const NO_SUBSCRIPTION: SubscriptionState = {
  subscriptionStatus: 'free',
  stripeSubscriptionId: null,
  subscribedPlan: null,
  billingPeriod: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

/**
 * Stripe's subscription statuses in Tocsin's words. A first payment that never completed
 * (incomplete_expired) leaves the account as it was before; a paused subscription gives nothing,
 * as a canceled one.
 */
const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'free',
  paused: 'canceled',
};

/** The plan and period a price id stands for, from the configured prices. */
export function planOfPrice(prices: Prices, priceId: string) {
  for (const [plan, ids] of Object.entries(prices) as [PaidPlanId, Prices[PaidPlanId]][]) {
    if (ids.monthly === priceId) return { plan, period: 'monthly' as const };
    if (ids.yearly === priceId) return { plan, period: 'yearly' as const };
  }
  return null;
}

/** The most current first: a live subscription before a finished one, then the newest. */
const LIVE: readonly string[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
];

/**
 * The state of a customer from all their subscriptions, as Stripe holds them now. Reading the
 * whole list rather than trusting one event makes the order events arrive in irrelevant.
 */
export function currentState(prices: Prices, subscriptions: Stripe.Subscription[]) {
  const ranked = [...subscriptions].sort(
    (a, b) =>
      Number(LIVE.includes(b.status)) - Number(LIVE.includes(a.status)) || b.created - a.created,
  );
  const subscription = ranked[0];
  if (!subscription) return NO_SUBSCRIPTION;
  const item = subscription.items.data[0];
  const price = item ? planOfPrice(prices, item.price.id) : null;
  return {
    // A status newer than this code gives nothing until it is understood.
    subscriptionStatus: STATUS[subscription.status] ?? 'canceled',
    stripeSubscriptionId: subscription.id,
    // A price this instance does not know (set up by hand at Stripe) buys no plan here.
    subscribedPlan: price?.plan ?? null,
    billingPeriod: price?.period ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  } satisfies SubscriptionState;
}

/** The customer an event is about, whatever object it carries. */
export function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  const customer = object.customer;
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** The event types that can change a customer's subscription; others are acknowledged only. */
export const SUBSCRIPTION_EVENTS = new Set<string>([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);
