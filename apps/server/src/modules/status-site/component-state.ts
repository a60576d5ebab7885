import type { ComponentStatus, StatusImpact } from '@tocsin/contract';
import type { MonitorStatus } from '../../db/schema/monitoring.js';

/** What automatic mode reads of a component's monitor. */
export interface MonitorFacts {
  status: MonitorStatus;
  /** When the monitor entered its status. */
  since: Date;
  paused: boolean;
  /** A maintenance window of the workspace covers it now. */
  inMaintenanceWindow: boolean;
}

/**
 * A component's public state, following its monitor: a failure or slowness shorter than the
 * component's delay still shows operational, so a short blip does not flash red. A paused or
 * not-yet-checked monitor shows operational: the page says nothing it does not know.
 */
export function componentState(
  monitor: MonitorFacts,
  delaySeconds: number,
  now: Date,
): ComponentStatus {
  if (monitor.inMaintenanceWindow || monitor.status === 'maintenance') return 'maintenance';
  if (monitor.paused) return 'operational';
  const lasted = now.getTime() - monitor.since.getTime() >= delaySeconds * 1000;
  if (monitor.status === 'down') return lasted ? 'major-outage' : 'operational';
  if (monitor.status === 'degraded') return lasted ? 'degraded' : 'operational';
  return 'operational';
}

export type Overall =
  'operational' | 'degraded' | 'partial-outage' | 'major-outage' | 'maintenance';

export const overallTexts: Record<Overall, string> = {
  operational: 'All systems operational',
  degraded: 'Degraded performance',
  'partial-outage': 'Partial outage',
  'major-outage': 'Major outage',
  maintenance: 'Under maintenance',
};

export const componentTexts: Record<ComponentStatus, string> = {
  operational: 'Operational',
  degraded: 'Degraded performance',
  'partial-outage': 'Partial outage',
  'major-outage': 'Major outage',
  maintenance: 'Under maintenance',
};

/** What an open public incident of each impact says about the whole page at least. */
const impactOverall: Record<StatusImpact, Overall> = {
  none: 'operational',
  minor: 'degraded',
  major: 'partial-outage',
  critical: 'major-outage',
};

const severity: Overall[] = [
  'operational',
  'maintenance',
  'degraded',
  'partial-outage',
  'major-outage',
];
const worst = (a: Overall, b: Overall) => (severity.indexOf(a) >= severity.indexOf(b) ? a : b);

/**
 * The banner over the page: every component out is a major outage, some of them a partial one;
 * an open incident written by the team counts for its impact, a maintenance under way shows.
 */
export function overallState(
  states: readonly ComponentStatus[],
  openImpacts: readonly StatusImpact[] = [],
  maintenanceUnderWay = false,
): Overall {
  const out = states.filter((s) => s === 'major-outage' || s === 'partial-outage').length;
  let overall: Overall = 'operational';
  if (out > 0) {
    overall =
      out === states.length && states.every((s) => s === 'major-outage')
        ? 'major-outage'
        : 'partial-outage';
  } else if (states.includes('degraded')) overall = 'degraded';
  else if (states.includes('maintenance') || maintenanceUnderWay) overall = 'maintenance';
  for (const impact of openImpacts) overall = worst(overall, impactOverall[impact]);
  return overall;
}
