import type { LatencyRange, UptimeRange } from '@tocsin/contract';

export const rangeLabels: Record<LatencyRange | UptimeRange, string> = {
  '1h': '1 hour',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/**
 * "99.98%", "100%", "—" when nothing was checked. Rounded down, so an outage never rounds
 * away into a perfect 100%; the epsilon keeps 99.98 from flooring to 99.97 in binary.
 */
export function formatUptime(percent: number | null, decimals = 2): string {
  if (percent === null) return '—';
  if (percent >= 100) return '100%';
  const factor = 10 ** decimals;
  return `${(Math.floor(percent * factor + 1e-6) / factor).toFixed(decimals)}%`;
}

/** Made once: `toLocaleString('en-US')` builds a new formatter on every call. */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatMs = (value: number) => `${integer.format(value)} ms`;

/**
 * A share of time says something once a check has followed another; a single check stands for
 * a moment, and reads as its count instead ("1 check").
 */
export const MIN_CHECKS_FOR_UPTIME = 2;

export const countLabel = (count: number, noun: string) =>
  `${integer.format(count)} ${noun}${count === 1 ? '' : 's'}`;
