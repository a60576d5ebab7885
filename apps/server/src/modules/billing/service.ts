import type { CheckoutInput } from '@tocsin/contract';
import { cancelSubscriptionNow } from './cancel.js';
import { openCheckout, openPortal, refreshSubscription } from './checkout.js';
import { billingDeps, type BillingOptions } from './deps.js';
import { billingSummary, listInvoices } from './overview.js';
import { endTrials } from './trials.js';
import { handleWebhook } from './webhook.js';

/**
 * Plans and payment: Stripe Checkout and the Customer Portal, invoices, and the webhook that keeps
 * each workspace's subscription as Stripe holds it. When the plan in force changes (a downgrade, a
 * trial that ended), its limits are applied to the monitors and members are told (plan-change.ts).
 * Without Stripe settings billing is off: the summary shows the self-hosted limits, the rest are
 * not found.
 */
export function createBilling(options: BillingOptions) {
  const deps = billingDeps(options);
  return {
    summary: (workspaceId: string) => billingSummary(deps, workspaceId),
    checkout: (workspaceId: string, user: { email: string; name: string }, input: CheckoutInput) =>
      openCheckout(deps, workspaceId, user, input),
    portal: (workspaceId: string) => openPortal(deps, workspaceId),
    invoices: (workspaceId: string) => listInvoices(deps, workspaceId),
    refresh: (workspaceId: string) => refreshSubscription(deps, workspaceId),
    webhook: (rawBody: Buffer, signature: string | undefined) =>
      handleWebhook(deps, rawBody, signature),
    sweepTrials: () => endTrials(deps),
    cancelNow: (workspaceId: string) => cancelSubscriptionNow(deps, workspaceId),
  };
}

export type Billing = ReturnType<typeof createBilling>;
