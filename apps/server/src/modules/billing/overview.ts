import {
  billingPeriods,
  invoiceSchema,
  paidPlanIds,
  type BillingResponse,
  type Invoice,
} from '@tocsin/contract';
import { planInForce, workspaceUsage } from '../plans/index.js';
import type { BillingDeps } from './deps.js';
import { atStripe, requireStripe } from './stripe-client.js';
import { workspaceRow } from './subscription.js';

const invoiceStatuses = invoiceSchema.shape.status.unwrap().options;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The billing page: the plan in force and why, the subscription, usage against each limit. */
export async function billingSummary(
  deps: BillingDeps,
  workspaceId: string,
): Promise<BillingResponse> {
  const row = await workspaceRow(deps.db, workspaceId);
  const inForce = planInForce(deps.settings, row, deps.now());
  const prices = deps.stripe?.prices;
  return {
    enabled: !!deps.stripe,
    plan: inForce.plan,
    subscribedPlan: row.subscribedPlan,
    period: row.billingPeriod,
    status: row.subscriptionStatus,
    trial: inForce.trial && {
      plan: inForce.trial.plan,
      endsAt: inForce.trial.endsAt.toISOString(),
      daysLeft: inForce.trial.daysLeft,
    },
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    limits: inForce.limits,
    usage: await workspaceUsage(deps.db, workspaceId, deps.now()),
    checkout: Object.fromEntries(
      paidPlanIds.map((id) => [
        id,
        prices ? billingPeriods.filter((period) => prices[id][period] !== null) : [],
      ]),
    ) as BillingResponse['checkout'],
    hasCustomer: !!(deps.stripe && row.stripeCustomerId),
  };
}

/** The workspace's invoices at Stripe, newest first; none before it has a customer there. */
export async function listInvoices(deps: BillingDeps, workspaceId: string): Promise<Invoice[]> {
  const { api } = requireStripe(deps.stripe);
  const row = await workspaceRow(deps.db, workspaceId);
  const customer = row.stripeCustomerId;
  if (!customer) return [];
  const list = await atStripe(deps.log, 'listing invoices', () =>
    api.invoices.list({ customer, limit: 24 }),
  );
  return list.data.map((invoice) => ({
    id: invoice.id ?? '',
    number: invoice.number,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    total: invoice.total,
    currency: invoice.currency,
    status: invoiceStatuses.find((status) => status === invoice.status) ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  }));
}
