import { plans } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import doc from '../../content/docs/plans-and-billing.md?raw';
import { displayPrice, formatInterval, formatRetention, limitRows, yearlySaving } from './plans';

const row = (key: string) => limitRows.find((r) => r.key === key)!;

describe('plan presentation', () => {
  it('reads every limit from the one plans table', () => {
    expect(row('monitors').format(plans.pro.limits)).toBe(`${plans.pro.limits.monitors} monitors`);
    expect(row('minIntervalSeconds').format(plans.enterprise.limits)).toBe('Every 10 seconds');
    expect(row('minIntervalSeconds').format(plans.free.limits)).toBe('Every 5 minutes');
    expect(row('smsPerMonth').format(plans.free.limits)).toBe('No SMS');
    expect(row('minIntervalSeconds').format(plans.starter.limits)).toBe('Every minute');
    expect(row('callsPerMonth').format(plans.pro.limits)).toBe(
      `${plans.pro.limits.callsPerMonth} phone calls a month`,
    );
    expect(row('channels').format(plans.pro.limits)).toBe('Unlimited channels');
    expect(row('teamSeats').format(plans.pro.limits)).toBe(`${plans.pro.limits.teamSeats} seats`);
    expect(row('teamSeats').item!(plans.starter.limits)).toBe('3 team seats');
    expect(row('teamSeats').item!(plans.enterprise.limits)).toBe('Unlimited team members');
    // Status pages wait for the feature they limit.
    expect(limitRows.map((r) => r.key)).not.toContain('statusPages');
  });

  it('says unlimited for a limit a self-hosted instance leaves open', () => {
    const open = { ...plans.enterprise.limits, smsPerMonth: null, callsPerMonth: null };
    expect(row('smsPerMonth').format(open)).toBe('Unlimited SMS');
    expect(row('callsPerMonth').format(open)).toBe('Unlimited phone calls');
    expect(row('channels').format({ ...open, channels: null })).toBe('Unlimited channels');
  });

  it('formats intervals and retention as people say them', () => {
    expect(formatInterval(30)).toBe('30 seconds');
    expect(formatInterval(60)).toBe('1 minute');
    expect(formatRetention(7)).toBe('7 days');
    expect(formatRetention(90)).toBe('3 months');
    expect(formatRetention(365)).toBe('1 year');
    expect(formatRetention(730)).toBe('2 years');
  });

  it('shows yearly prices as a monthly equivalent with the yearly total', () => {
    expect(displayPrice(plans.pro, 'monthly')).toEqual({
      amount: `$${plans.pro.priceMonthly}`,
      note: 'a month, billed monthly',
    });
    expect(displayPrice(plans.starter, 'yearly')).toEqual({
      amount: '$12',
      note: 'a month, billed $144 a year',
    });
    expect(displayPrice(plans.free, 'yearly').amount).toBe('$0');
    expect(yearlySaving(plans.starter)).toBe(20);
    expect(yearlySaving(plans.free)).toBe(0);
  });
});

describe('the plans page of the documentation', () => {
  it('shows the numbers of the plans table', () => {
    const count = (n: number | null) => (n === null ? 'unlimited' : n.toLocaleString('en-US'));
    for (const plan of Object.values(plans)) {
      const cells = doc
        .split('\n')
        .find((line) => line.startsWith(`| ${plan.name} `))!
        .split('|')
        .map((cell) => cell.trim());
      const { limits } = plan;
      expect(cells[2]).toBe(
        `$${plan.priceMonthly}${plan.priceYearly === null ? '' : ` ($${plan.priceYearly} a year)`}`,
      );
      expect(cells[3]).toBe(count(limits.monitors));
      expect(cells[4]).toBe(formatInterval(limits.minIntervalSeconds));
      expect(cells[5]).toBe(
        limits.smsPerMonth
          ? `${count(limits.smsPerMonth)} / ${count(limits.callsPerMonth)}`
          : 'none',
      );
      expect(cells[6]).toBe(count(limits.channels));
      expect(cells[7]).toBe(formatRetention(limits.rawRetentionDays));
      expect(cells[8]).toBe(count(limits.teamSeats));
    }
  });
});
