import { describe, expect, it } from 'vitest';
import { countLabel, formatMs, formatUptime } from './history-format';

describe('formatUptime', () => {
  it('shows two decimals, rounded down so an outage never reads as 100%', () => {
    expect(formatUptime(99.982)).toBe('99.98%');
    expect(formatUptime(99.9996)).toBe('99.99%');
    expect(formatUptime(0)).toBe('0.00%');
    expect(formatUptime(99.95)).toBe('99.95%');
    expect(formatUptime(99.9996, 3)).toBe('99.999%');
  });

  it('writes a full day as 100% and nothing checked as a dash', () => {
    expect(formatUptime(100)).toBe('100%');
    expect(formatUptime(null)).toBe('—');
  });
});

describe('number labels', () => {
  it('rounds milliseconds and agrees the noun with the count', () => {
    expect(formatMs(1234.6)).toBe('1,235 ms');
    expect(countLabel(1, 'check')).toBe('1 check');
    expect(countLabel(1440, 'check')).toBe('1,440 checks');
  });
});
