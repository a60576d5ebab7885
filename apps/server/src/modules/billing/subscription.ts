import { eq } from 'drizzle-orm';
import type { Exec } from '../../db/client.js';
import { workspaces } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { BillingDeps } from './deps.js';
import { applyPlan } from './plan-change.js';
import { atStripe, requireStripe } from './stripe-client.js';
import { currentState, NO_SUBSCRIPTION, type SubscriptionState } from './stripe-state.js';

/** The workspace, whose columns hold its subscription as Stripe last told it. */
export async function workspaceRow(exec: Exec, workspaceId: string) {
  const [row] = await exec.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!row) throw new NotFoundError('Workspace not found');
  return row;
}

/** Writes the subscription state Stripe holds; then acts on a change of plan. */
async function storeSubscription(deps: BillingDeps, workspaceId: string, state: SubscriptionState) {
  await deps.db
    .update(workspaces)
    .set({ ...state, updatedAt: deps.now() })
    .where(eq(workspaces.id, workspaceId));
  await applyPlan(deps, workspaceId);
}

/** Re-reads a customer's subscriptions from Stripe and stores what holds now. */
export async function syncSubscription(deps: BillingDeps, workspaceId: string, customerId: string) {
  const { api, prices } = requireStripe(deps.stripe);
  const list = await atStripe(deps.log, 'listing subscriptions', () =>
    api.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
  );
  const state = list.data.length ? currentState(prices, list.data) : NO_SUBSCRIPTION;
  await storeSubscription(deps, workspaceId, state);
  return state;
}
