/** How uptime reads, the same on the dashboard, the badges and the widget. */

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

/**
 * A share of time says something once a check has followed another; a single check stands for
 * a moment, and reads as its count instead ("1 check").
 */
export const MIN_CHECKS_FOR_UPTIME = 2;
