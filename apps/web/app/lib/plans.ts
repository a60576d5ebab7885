import type { BillingPeriod, Plan, PlanLimits } from '@tocsin/contract';

/**
 * The plans as people read them, for the pricing page and the billing page alike: both show the
 * contract's one plans table, so the same numbers read the same way on each.
 */

export const periodLabels: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/** 1,000 rather than 1000, on every page that shows a limit. */
export const formatNumber = (value: number) => value.toLocaleString('en-US');

const count = (value: number | null, one: string, many: string) =>
  value === null ? `Unlimited ${many}` : `${formatNumber(value)} ${value === 1 ? one : many}`;

export function formatInterval(seconds: number) {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** "every minute", "every 30 seconds". */
export const everyInterval = (seconds: number) =>
  seconds === 60 ? 'every minute' : `every ${formatInterval(seconds)}`;

/** "Every minute", "Every 30 seconds": how often a monitor may be checked at most. */
export const formatShortestInterval = (seconds: number) => {
  const text = everyInterval(seconds);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function formatRetention(days: number) {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  if (days % 30 === 0) return days === 30 ? '30 days' : `${days / 30} months`;
  return `${days} days`;
}

/**
 * One line per limit, in the order the pricing and billing pages list them: `format` beside its
 * label, `item` alone in a plan card's list where it has to say what it counts.
 *
 * The plans table also sets status pages, for public status pages Tocsin does not have yet: until
 * it does, no page sells them.
 */
export const limitRows: {
  key: keyof PlanLimits;
  label: string;
  format: (limits: PlanLimits) => string;
  item?: (limits: PlanLimits) => string;
}[] = [
  {
    key: 'monitors',
    label: 'Monitors',
    format: (l) => count(l.monitors, 'monitor', 'monitors'),
  },
  {
    key: 'minIntervalSeconds',
    label: 'Shortest check interval',
    format: (l) => formatShortestInterval(l.minIntervalSeconds),
  },
  {
    key: 'smsPerMonth',
    label: 'SMS alerts',
    format: (l) =>
      l.smsPerMonth === null
        ? 'Unlimited SMS'
        : l.smsPerMonth
          ? `${formatNumber(l.smsPerMonth)} SMS a month`
          : 'No SMS',
  },
  {
    key: 'callsPerMonth',
    label: 'Phone call alerts',
    format: (l) =>
      l.callsPerMonth === null
        ? 'Unlimited phone calls'
        : l.callsPerMonth
          ? `${formatNumber(l.callsPerMonth)} phone calls a month`
          : 'No phone calls',
  },
  {
    key: 'channels',
    label: 'Notification channels',
    format: (l) => count(l.channels, 'channel', 'channels'),
  },
  {
    key: 'teamSeats',
    label: 'Team seats',
    format: (l) => count(l.teamSeats, 'seat', 'seats'),
    item: (l) =>
      l.teamSeats === null
        ? 'Unlimited team members'
        : l.teamSeats === 1
          ? 'Just you, no team members'
          : `${formatNumber(l.teamSeats)} team seats`,
  },
  {
    key: 'rawRetentionDays',
    label: 'Check results kept',
    format: (l) => formatRetention(l.rawRetentionDays),
    item: (l) => `${formatRetention(l.rawRetentionDays)} of check results`,
  },
];

/** The price as shown: per month, and for yearly billing the monthly equivalent. */
export function displayPrice(plan: Plan, period: BillingPeriod) {
  if (plan.priceMonthly === 0) return { amount: '$0', note: 'free forever' };
  if (period === 'yearly' && plan.priceYearly !== null) {
    const perMonth = plan.priceYearly / 12;
    return {
      amount: `$${Number.isInteger(perMonth) ? perMonth : perMonth.toFixed(2)}`,
      note: `a month, billed $${plan.priceYearly} a year`,
    };
  }
  return { amount: `$${plan.priceMonthly}`, note: 'a month, billed monthly' };
}

/** What a year costs less when billed yearly, as a whole percentage. */
export function yearlySaving(plan: Plan) {
  if (!plan.priceYearly || !plan.priceMonthly) return 0;
  return Math.round((1 - plan.priceYearly / (plan.priceMonthly * 12)) * 100);
}
