import { plans, UPGRADE_PATH, type CheckoutInput } from '@tocsin/contract';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { workspaces } from '../../db/schema.js';
import { ValidationError } from '../../lib/errors.js';
import { planInForce } from '../plans/index.js';
import type { BillingDeps } from './deps.js';
import { billingSummary } from './overview.js';
import {
  atStripe,
  requireStripe,
  StripeUnavailableError,
  type StripeAccount,
} from './stripe-client.js';
import { syncSubscription, workspaceRow } from './subscription.js';

type Buyer = { email: string; name: string };

/** Stripe needs a trial end at least two days away. */
const MIN_TRIAL_MS = 2 * 86_400_000;

/** The workspace's Stripe customer, created on first use (once, even for two clicks at once). */
async function customerFor(deps: BillingDeps, api: Stripe, workspaceId: string, user: Buyer) {
  const row = await workspaceRow(deps.db, workspaceId);
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const customer = await atStripe(deps.log, 'creating a customer', () =>
    api.customers.create(
      { email: user.email, name: row.name, metadata: { workspaceId } },
      // Stripe answers a repeat of this key with the same customer for 24 hours.
      { idempotencyKey: `tocsin-customer-${workspaceId}` },
    ),
  );
  await deps.db
    .update(workspaces)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(workspaces.id, workspaceId), sql`${workspaces.stripeCustomerId} is null`));
  return (await workspaceRow(deps.db, workspaceId)).stripeCustomerId ?? customer.id;
}

/** A Customer Portal session that comes back to the billing page. */
async function portalUrl(
  deps: BillingDeps,
  { api }: StripeAccount,
  customer: string,
  flow?: Stripe.BillingPortal.SessionCreateParams.FlowData,
) {
  const session = await atStripe(deps.log, 'opening the portal', () =>
    api.billingPortal.sessions.create({
      customer,
      return_url: `${deps.publicUrl}${UPGRADE_PATH}`,
      ...(flow ? { flow_data: flow } : {}),
    }),
  );
  return { url: session.url };
}

/** Stripe Checkout for a plan; the Customer Portal for a workspace already subscribed. */
export async function openCheckout(
  deps: BillingDeps,
  workspaceId: string,
  user: Buyer,
  input: CheckoutInput,
) {
  const stripe = requireStripe(deps.stripe);
  const price = stripe.prices[input.plan][input.period];
  if (!price) {
    throw new ValidationError(`${plans[input.plan].name} is not offered ${input.period} here`, [
      { path: 'period', message: 'Not offered' },
    ]);
  }
  const customer = await customerFor(deps, stripe.api, workspaceId, user);
  const row = await workspaceRow(deps.db, workspaceId);
  const inForce = planInForce(deps.settings, row, deps.now());
  // A subscription that is not over (paid, or waiting for a payment) changes plan or card in
  // the Customer Portal: a second Checkout would bill the customer twice.
  if (row.stripeSubscriptionId && !['free', 'canceled'].includes(row.subscriptionStatus)) {
    return portalUrl(deps, stripe, customer, {
      type: 'subscription_update',
      subscription_update: { subscription: row.stripeSubscriptionId },
    });
  }
  // Subscribing during the free trial keeps its remaining days: the first charge is at its end.
  const trialEnd =
    inForce.trial && inForce.trial.endsAt.getTime() - deps.now().getTime() > MIN_TRIAL_MS
      ? Math.floor(inForce.trial.endsAt.getTime() / 1000)
      : undefined;
  const session = await atStripe(deps.log, 'creating a checkout session', () =>
    stripe.api.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: workspaceId,
      line_items: [{ price, quantity: 1 }],
      success_url: `${deps.publicUrl}${UPGRADE_PATH}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.publicUrl}${UPGRADE_PATH}?checkout=canceled`,
      metadata: { workspaceId },
      subscription_data: {
        metadata: { workspaceId },
        ...(trialEnd ? { trial_end: trialEnd } : {}),
      },
    }),
  );
  if (!session.url) throw new StripeUnavailableError(new Error('no checkout URL'));
  return { url: session.url };
}

/** The Customer Portal: change plan or card, cancel. */
export async function openPortal(deps: BillingDeps, workspaceId: string) {
  const stripe = requireStripe(deps.stripe);
  const row = await workspaceRow(deps.db, workspaceId);
  if (!row.stripeCustomerId) {
    throw new ValidationError('There is no billing account yet: choose a plan first');
  }
  return portalUrl(deps, stripe, row.stripeCustomerId);
}

/** Re-reads the subscription from Stripe now (after Checkout, or when fixing a payment). */
export async function refreshSubscription(deps: BillingDeps, workspaceId: string) {
  const row = await workspaceRow(deps.db, workspaceId);
  if (deps.stripe && row.stripeCustomerId) {
    await syncSubscription(deps, workspaceId, row.stripeCustomerId);
  }
  return billingSummary(deps, workspaceId);
}
