import type { MonitorCounts } from '@tocsin/contract';

/** What needs attention first, as the list sorts. */
const order = ['down', 'degraded', 'maintenance', 'pending', 'up', 'paused'] as const;
const words: Record<(typeof order)[number], string> = {
  down: 'down',
  degraded: 'degraded',
  maintenance: 'in maintenance',
  pending: 'pending',
  up: 'up',
  paused: 'paused',
};

/** A group at a glance, e.g. "2 down · 1 degraded · 12 up"; statuses none are in are left out. */
export function groupSummary(counts: MonitorCounts): string {
  const parts = order.filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${words[s]}`);
  return parts.length > 0 ? parts.join(' · ') : 'No monitors';
}

export const monitorCount = (n: number) => `${n} ${n === 1 ? 'monitor' : 'monitors'}`;
