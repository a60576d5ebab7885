import type { LatencyRange, UptimeRange } from '@tocsin/contract';

type Range = LatencyRange | UptimeRange;

const HOUR_MS = 3_600_000;
const rangeMs: Record<Range, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  '90d': 90 * 24 * HOUR_MS,
};

/**
 * The ranges worth offering for a monitor created at `createdAt`: each up to the first that
 * covers its whole life (a longer one would only add empty space), at least `atLeast` of them;
 * and the one to show first: the shortest that covers its life, never longer than 24 hours.
 */
export function fittingRanges<T extends Range>(
  ranges: readonly T[],
  createdAt: string,
  now = Date.now(),
  atLeast = 2,
): { offered: T[]; preferred: T } {
  const age = now - Date.parse(createdAt);
  const covering = ranges.findIndex((range) => rangeMs[range] >= age);
  const last = covering === -1 ? ranges.length - 1 : covering;
  const offered = ranges.slice(0, Math.max(last + 1, Math.min(atLeast, ranges.length)));
  const day = ranges.findIndex((range) => rangeMs[range] >= rangeMs['24h']);
  const preferred = ranges[Math.min(last, day === -1 ? last : day)] ?? ranges[0]!;
  return { offered, preferred };
}
