import {
  siteEndpoints,
  type ComponentStatus,
  type ServiceStatus,
  type StatusDay,
  type StatusResponse,
} from '@tocsin/contract';
import type { Overall } from './component-state.js';
import { documentOf, footerOf, headerOf } from './layout.js';
import type { ComponentView, DayBar } from './page-data.js';
import { banner, componentList } from './page-view.js';
import { formatTime, html, timeTag } from './view.js';

/** Tocsin's own accent: the colour of its logo. */
const ACCENT = '#3b4fd8';

/** A part of the instance that is down is out for everyone who relies on it. */
const stateOf: Record<ServiceStatus, ComponentStatus & Overall> = {
  operational: 'operational',
  degraded: 'degraded',
  down: 'major-outage',
};

const ms = (value: number) =>
  value < 1_000 ? `${Math.round(value)} ms` : `${(value / 1_000).toFixed(1)} s`;

/** "45 s", "12 min", "3 h 5 min": enough to tell a blip from an outage. */
function duration(totalMs: number) {
  const seconds = Math.max(0, Math.round(totalMs / 1_000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes / 60} h`;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const at = (iso: string) => formatTime(new Date(iso));

/** What each part adds to a day's uptime in its bar's text. */
type DayNotes = (day: StatusDay) => (string | null)[];

const notesOf: Record<'api' | 'scheduler' | 'checks' | 'alerts', DayNotes> = {
  api: (day) => [day.downMinutes ? `${duration(day.downMinutes * 60_000)} down` : null],
  scheduler: (day) => [
    day.laggingMinutes ? `checks late for ${duration(day.laggingMinutes * 60_000)}` : null,
  ],
  checks: (day) => [day.uptimePercent === null ? null : count(day.checks, 'check', 'checks')],
  alerts: (day) => [
    day.uptimePercent === null ? null : count(day.alertsDelivered, 'alert', 'alerts') + ' sent',
  ],
};

/**
 * The day bars of a part of the instance: the instance's own days, each with what that part saw
 * of it. A minute the instance was not up is down for every part it runs.
 */
function daysOf(history: StatusResponse['history'], notes: DayNotes): DayBar[] {
  return history.days.map((day) => ({
    start: Date.parse(day.date),
    uptimePercent: day.uptimePercent,
    notes: notes(day).filter((note) => note !== null),
    incidents: [],
  }));
}

/** Each part of the instance as a component of its status page, as /api/v1/status measures it. */
export function ownComponents(status: StatusResponse): ComponentView[] {
  const { api, scheduler, checks, alerts, history } = status;
  const part = (
    id: keyof typeof notesOf,
    name: string,
    state: ServiceStatus,
    description: string,
  ): ComponentView => ({
    id,
    name,
    description,
    state: stateOf[state],
    days: daysOf(history, notesOf[id]),
    uptimePercent: history.uptimePercent,
    responseTimes: null,
  });
  const window = `${scheduler.windowSeconds / 60} min`;
  const lag = scheduler.samples
    ? `Lag over the last ${window}: p50 ${ms(scheduler.p50Ms)}, p95 ${ms(scheduler.p95Ms)}, max ${ms(scheduler.maxMs)}`
    : `No planned checks were due in the last ${window}`;
  const waiting =
    scheduler.waitingMs >= scheduler.degradedMs
      ? `; the oldest due check has waited ${ms(scheduler.waitingMs)}`
      : '';
  const dropped = checks.droppedResults
    ? `; ${count(checks.droppedResults, 'check result', 'check results')} could not be stored while the database was unavailable`
    : '';
  const overdue =
    alerts.status !== 'operational' && alerts.overdueMs > 0
      ? `; an alert has waited ${duration(alerts.overdueMs)} to be sent`
      : '';
  return [
    part(
      'api',
      'API',
      api.status,
      api.databaseMs === null
        ? 'Answering, but its database is not'
        : `Answering; the database replies in ${ms(api.databaseMs)}`,
    ),
    part('scheduler', 'Scheduler', scheduler.status, lag + waiting),
    part(
      'checks',
      'Checks',
      checks.status,
      (checks.lastAt ? `Last check ${at(checks.lastAt)}` : 'No checks have run yet') + dropped,
    ),
    part(
      'alerts',
      'Alerts',
      alerts.status,
      (alerts.lastDeliveredAt
        ? `Last alert delivered ${at(alerts.lastDeliveredAt)}`
        : 'No alerts delivered yet') + overdue,
    ),
    // No history is kept per region: a region shows how it is now.
    ...status.regions.map((region) => ({
      id: `region-${region.name}`,
      name: `Region ${region.name}`,
      description:
        region.status === 'operational'
          ? `${count(region.probes, 'probe', 'probes')} checking from it`
          : `No probe is reporting${region.lastSeenAt ? ` (last report ${at(region.lastSeenAt)})` : ''}; its monitors are checked from the other regions`,
      state: stateOf[region.status],
      days: [],
      uptimePercent: null,
      responseTimes: null,
    })),
  ];
}

/**
 * /status: this instance's own status page, made like the workspaces' pages from its health.
 * The banner is the instance's own verdict: one region gone, with others checking, degrades it.
 */
export function renderOwnPage(status: StatusResponse) {
  const body = html`${headerOf({
      name: 'Tocsin status',
      home: '/',
      logo: { label: 'Tocsin home', href: '/favicon.svg', width: 40 },
    })}
    <main>
      ${banner(stateOf[status.status])}
      <p class="desc">The health of this Tocsin instance, measured live by the instance itself.</p>
      <h2 class="sr">Components</h2>
      ${componentList(ownComponents(status))}
      <p class="desc">
        Updated ${timeTag(new Date(status.measuredAt))}; made again every 30 seconds.
      </p>
    </main>
    ${footerOf('', [
      { label: 'Tocsin home', href: '/' },
      { label: 'Documentation', href: '/documentation' },
      { label: 'This status as JSON', href: siteEndpoints.status.path },
    ])}`;
  return documentOf({
    title: 'Status | Tocsin',
    description: 'The live health of this Tocsin instance and its last 90 days.',
    icon: '/favicon.svg',
    accent: ACCENT,
    theme: 'system',
    indexable: true,
    body,
  });
}
