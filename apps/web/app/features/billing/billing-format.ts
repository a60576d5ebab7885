import {
  attentionStatuses,
  plans,
  type BillingResponse,
  type Invoice,
  type SubscriptionStatus,
} from '@tocsin/contract';

/** The subscription's status as the billing pages say it. */
export const statusLabels: Record<SubscriptionStatus, string> = {
  free: 'No subscription',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

/** A payment failed or waits for the customer: the dashboard leads to /dashboard/fix-subscription. */
export const needsAttention = (status: SubscriptionStatus) =>
  (attentionStatuses as readonly SubscriptionStatus[]).includes(status);

export const planName = (plan: BillingResponse['plan']) =>
  plan === 'self-hosted' ? 'Self-hosted' : plans[plan].name;

export const daysLeft = (days: number) => (days === 1 ? '1 day left' : `${days} days left`);

export const invoiceStatusLabels: Record<NonNullable<Invoice['status']>, string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * "$39.00" from 3900 and "usd": Stripe counts in the currency's smallest unit, which is a cent for
 * most currencies and the whole yen for JPY, as many as the currency's usual decimals say.
 */
export function formatMoney(amount: number, currency: string) {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency: code });
    moneyFormats.set(code, format);
  }
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
