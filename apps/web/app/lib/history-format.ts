import type { LatencyRange, UptimeRange } from '@tocsin/contract';

export { formatUptime, MIN_CHECKS_FOR_UPTIME } from '@tocsin/contract';

export const rangeLabels: Record<LatencyRange | UptimeRange, string> = {
  '1h': '1 hour',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/** Made once: `toLocaleString('en-US')` builds a new formatter on every call. */
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatMs = (value: number) => `${integer.format(value)} ms`;

export const countLabel = (count: number, noun: string) =>
  `${integer.format(count)} ${noun}${count === 1 ? '' : 's'}`;
