import type { BillingDeps } from './deps.js';
import { atStripe } from './stripe-client.js';
import { workspaceRow } from './subscription.js';

/** Statuses in which a Stripe subscription still bills, or will. */
const BILLING = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * Ends the workspace's Stripe subscription now, without waiting for the period's end: the
 * workspace is about to be deleted. One Stripe no longer knows counts as ended. Without billing
 * (self-hosted) or a subscription there is nothing to do.
 */
export async function cancelSubscriptionNow(deps: BillingDeps, workspaceId: string) {
  const row = await workspaceRow(deps.db, workspaceId);
  const id = row.stripeSubscriptionId;
  if (!deps.stripe || !id || !BILLING.includes(row.subscriptionStatus)) return false;
  const { api } = deps.stripe;
  return atStripe(deps.log, 'cancelling a subscription', async () => {
    try {
      await api.subscriptions.cancel(id);
      return true;
    } catch (error) {
      if (
        error instanceof api.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      )
        return false;
      throw error;
    }
  });
}
