import { plans, TRIAL_DAYS, type BillingResponse, type Invoice } from '@tocsin/contract';

const day = 24 * 60 * 60 * 1000;

/** A new account's billing: the Pro trial on its first day, nothing paid, everything offered. */
export function billingFixture(overrides: Partial<BillingResponse> = {}): BillingResponse {
  return {
    enabled: true,
    plan: 'pro',
    subscribedPlan: null,
    period: null,
    status: 'free',
    trial: {
      plan: 'pro',
      endsAt: new Date(Date.now() + TRIAL_DAYS * day - 60_000).toISOString(),
      daysLeft: TRIAL_DAYS,
    },
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    limits: { ...plans.pro.limits },
    usage: {
      monitors: 3,
      channels: 1,
      teamSeats: 1,
      statusPages: 1,
      smsThisMonth: 12,
      callsThisMonth: 0,
    },
    checkout: {
      starter: ['monthly', 'yearly'],
      pro: ['monthly', 'yearly'],
      enterprise: ['monthly', 'yearly'],
    },
    hasCustomer: false,
    ...overrides,
  };
}

/** A workspace paying for `plan` monthly, renewing in a fortnight. */
export function subscribedFixture(
  plan: 'starter' | 'pro' | 'enterprise',
  overrides: Partial<BillingResponse> = {},
): BillingResponse {
  return billingFixture({
    plan,
    subscribedPlan: plan,
    period: 'monthly',
    status: 'active',
    trial: null,
    currentPeriodEnd: new Date(Date.now() + 14 * day).toISOString(),
    limits: { ...plans[plan].limits },
    hasCustomer: true,
    ...overrides,
  });
}

export function invoiceFixture(overrides: Partial<Invoice> & { id: string }): Invoice {
  return {
    number: `TOC-${overrides.id}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    total: 3900,
    currency: 'usd',
    status: 'paid',
    hostedUrl: `https://invoice.stripe.com/i/${overrides.id}`,
    pdfUrl: `https://pay.stripe.com/invoice/${overrides.id}/pdf`,
    ...overrides,
  };
}
