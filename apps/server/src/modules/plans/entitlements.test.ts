import type { subscriptionStatuses } from '@tocsin/contract';
import { plans, TRIAL_DAYS } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import type { BillingSettings } from '../../config.js';
import { monthStart, planInForce, trialEnd } from './entitlements.js';

const stripe: BillingSettings = {
  stripe: {
    secretKey: 'sk_test_x',
    webhookSecret: 'whsec_x',
    apiUrl: 'http://127.0.0.1:9',
    prices: {
      starter: { monthly: 'price_s', yearly: null },
      pro: { monthly: 'price_p', yearly: null },
      enterprise: { monthly: 'price_e', yearly: null },
    },
  },
  selfHostedLimits: { ...plans.enterprise.limits, monitors: null },
};

const signUp = new Date('2026-11-02T09:30:00Z');
const days = (n: number) => new Date(signUp.getTime() + n * 86_400_000);
const fresh = {
  subscriptionStatus: 'free' as const,
  subscribedPlan: null,
  trialEndsAt: trialEnd(signUp, TRIAL_DAYS),
};

describe('the plan in force', () => {
  it('is the Pro trial for 14 days, counting whole days down, then Free', () => {
    expect(planInForce(stripe, fresh, signUp)).toMatchObject({
      plan: 'pro',
      owner: 'Your Pro trial',
      limits: plans.pro.limits,
      trial: { plan: 'pro', daysLeft: 14, endsAt: days(14) },
    });
    expect(planInForce(stripe, fresh, days(0.5)).trial?.daysLeft).toBe(14);
    expect(planInForce(stripe, fresh, days(13)).trial?.daysLeft).toBe(1);
    expect(planInForce(stripe, fresh, days(13.99)).trial?.daysLeft).toBe(1);
    expect(planInForce(stripe, fresh, days(14))).toMatchObject({
      plan: 'free',
      owner: 'Your Free plan',
      limits: plans.free.limits,
      trial: null,
    });
  });

  it('is the subscribed plan while it is paid or Stripe retries a payment, else the trial or Free', () => {
    const on = (subscriptionStatus: (typeof subscriptionStatuses)[number], at: Date) =>
      planInForce(stripe, { ...fresh, subscriptionStatus, subscribedPlan: 'starter' }, at).plan;
    for (const status of ['active', 'trialing', 'past_due'] as const) {
      expect(on(status, days(1)), status).toBe('starter');
      expect(on(status, days(30)), status).toBe('starter');
    }
    for (const status of ['unpaid', 'canceled', 'incomplete', 'free'] as const) {
      expect(on(status, days(1)), status).toBe('pro');
      expect(on(status, days(30)), status).toBe('free');
    }
  });

  it('is the configured limits for everyone on a self-hosted instance', () => {
    const selfHosted = { ...stripe, stripe: null };
    expect(planInForce(selfHosted, fresh, days(30))).toEqual({
      plan: 'self-hosted',
      owner: 'This instance',
      limits: selfHosted.selfHostedLimits,
      trial: null,
    });
  });

  it('resets SMS and call credits on the first of the month, UTC', () => {
    expect(monthStart(new Date('2026-11-30T23:59:59Z'))).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(monthStart(new Date('2026-12-01T00:00:00Z'))).toEqual(new Date('2026-12-01T00:00:00Z'));
  });
});
