import { formatDuration } from '@tocsin/contract';
import type { ServiceStatus, StatusDay, StatusResponse } from '@tocsin/contract';
import { CircleCheck, CircleHelp, CircleX, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatus } from '@/features/marketing/api/status';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta('Status', 'The live health of this Tocsin instance and its last 90 days.');

/** A row's state: the server's, or what the page knows without an answer. */
type State = ServiceStatus | 'checking' | 'unknown';

const states: Record<State, { label: string; icon: ReactNode }> = {
  operational: {
    label: 'Operational',
    icon: <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />,
  },
  degraded: {
    label: 'Degraded',
    icon: <TriangleAlert aria-hidden="true" className="size-5 text-amber-600" />,
  },
  down: { label: 'Down', icon: <CircleX aria-hidden="true" className="size-5 text-red-600" /> },
  checking: {
    label: 'Checking',
    icon: <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-slate-400" />,
  },
  unknown: {
    label: 'Unknown',
    icon: <CircleHelp aria-hidden="true" className="size-5 text-slate-400" />,
  },
};

const banners: Record<Exclude<State, 'unknown'>, { title: string; tone: string }> = {
  operational: {
    title: 'All systems operational',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  },
  degraded: { title: 'Degraded performance', tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  down: { title: 'Major outage', tone: 'border-red-200 bg-red-50 text-red-900' },
  checking: {
    title: "Checking Tocsin's status…",
    tone: 'border-slate-200 bg-surface text-slate-900',
  },
};

const ms = (value: number) =>
  value < 1_000 ? `${Math.round(value)} ms` : `${(value / 1_000).toFixed(1)} s`;

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

const utcDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function Row({ name, detail, state }: { name: string; detail: string; state: State }) {
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-500">{detail}</p>
      </div>
      <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-700">
        {states[state].icon}
        {states[state].label}
      </p>
    </li>
  );
}

/** Each row's state and one line on it; without an answer, only the API's failure is known. */
function rows(status: StatusResponse | undefined, unreachable: boolean) {
  if (unreachable || !status) {
    const other = unreachable ? 'unknown' : 'checking';
    const detail = unreachable ? 'Unknown while the API does not answer' : 'Checking now';
    return [
      {
        name: 'API',
        state: unreachable ? 'down' : 'checking',
        detail: unreachable ? "Tocsin's API is not answering" : 'Checking now',
      },
      { name: 'Scheduler', state: other, detail },
      { name: 'Checks', state: other, detail },
      { name: 'Alerts', state: other, detail },
    ] as const;
  }
  const { api, scheduler, checks, alerts } = status;
  // Relative to the server's clock, so a visitor's wrong clock cannot make it "in 3 minutes".
  const now = Date.parse(status.measuredAt);
  const lag = scheduler.samples
    ? `Lag over the last ${scheduler.windowSeconds / 60} min: p50 ${ms(scheduler.p50Ms)}, p95 ${ms(scheduler.p95Ms)}, max ${ms(scheduler.maxMs)}`
    : `No planned checks were due in the last ${scheduler.windowSeconds / 60} min`;
  const waiting =
    scheduler.waitingMs >= scheduler.degradedMs
      ? `; the oldest due check has waited ${ms(scheduler.waitingMs)}`
      : '';
  const overdue =
    alerts.status !== 'operational' && alerts.overdueMs > 0
      ? `; an alert has waited ${formatDuration(alerts.overdueMs / 1000)} to be sent`
      : '';
  return [
    {
      name: 'API',
      state: api.status,
      detail:
        api.databaseMs === null
          ? 'Answering, but its database is not'
          : `Answering; the database replies in ${ms(api.databaseMs)}`,
    },
    { name: 'Scheduler', state: scheduler.status, detail: lag + waiting },
    {
      name: 'Checks',
      state: checks.status,
      detail:
        (checks.lastAt
          ? `Last check ${relativeTime(checks.lastAt, now)}`
          : 'No checks have run yet') +
        (checks.droppedResults > 0
          ? `; ${checks.droppedResults.toLocaleString('en-US')} check results could not be stored while the database was unavailable`
          : ''),
    },
    {
      name: 'Alerts',
      state: alerts.status,
      detail:
        (alerts.lastDeliveredAt
          ? `Last alert delivered ${relativeTime(alerts.lastDeliveredAt, now)}`
          : 'No alerts delivered yet') + overdue,
    },
    ...status.regions.map((region) => ({
      name: `Region ${region.name}`,
      state: region.status,
      detail:
        region.status === 'operational'
          ? `${region.probes} ${region.probes === 1 ? 'probe' : 'probes'} checking from it`
          : `No probe is reporting${region.lastSeenAt ? ` (last report ${relativeTime(region.lastSeenAt, now)})` : ''}; its monitors are checked from the other regions`,
    })),
  ];
}

const barTone: Record<StatusDay['status'], string> = {
  operational: 'bg-emerald-500',
  degraded: 'bg-amber-400',
  down: 'bg-red-500',
  'no-data': 'bg-slate-200',
};

function dayLabel(day: StatusDay) {
  const date = utcDate.format(Date.parse(day.date));
  if (day.uptimePercent === null) return `${date}: No data`;
  const notes = [
    day.downMinutes ? `${formatDuration(day.downMinutes * 60)} down` : null,
    day.laggingMinutes ? `checks late for ${formatDuration(day.laggingMinutes * 60)}` : null,
  ].filter(Boolean);
  return `${date}: ${percent(day.uptimePercent)} uptime${notes.length ? `, ${notes.join(', ')}` : ''}`;
}

function History({ history }: { history: StatusResponse['history'] }) {
  return (
    <section aria-labelledby="history-title" className="mt-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          Last 90 days
        </h2>
        <p className="text-sm text-slate-600">
          {history.uptimePercent === null
            ? 'No data yet'
            : `${percent(history.uptimePercent)} uptime`}
        </p>
      </div>
      <ol aria-label="Uptime per day, oldest first" className="mt-3 flex h-10 gap-px">
        {history.days.map((day) => (
          <li
            key={day.date}
            title={dayLabel(day)}
            className={cn('flex-1 rounded-sm', barTone[day.status])}
          >
            <span className="sr-only">{dayLabel(day)}</span>
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-slate-500">
        <span>90 days ago</span>
        <span>Today (UTC)</span>
      </div>
    </section>
  );
}

export default function StatusPage() {
  const status = useStatus();
  // A failed refresh is news even with an older answer on screen: the API is not answering now.
  const unreachable = status.isError;
  const overall = unreachable ? 'down' : (status.data?.status ?? 'checking');
  const checkedAt = status.isError ? status.errorUpdatedAt : status.dataUpdatedAt;

  return (
    <MarketingPage
      eyebrow="Status"
      title="Tocsin status"
      lead="The health of this Tocsin instance, measured live by the instance itself."
      narrow
    >
      <div
        role="status"
        className={cn(
          'flex items-center gap-3 rounded-2xl border px-6 py-5',
          banners[overall].tone,
        )}
      >
        {states[overall].icon}
        <div>
          <p className="text-lg font-semibold">{banners[overall].title}</p>
          {unreachable ? (
            <p className="text-sm">
              Tocsin&apos;s API is not answering. This page tries again every 30 seconds.
            </p>
          ) : null}
        </div>
      </div>
      <ul
        aria-label="Services"
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-surface px-6 shadow-sm"
      >
        {rows(status.data, unreachable).map((row) => (
          <Row key={row.name} {...row} />
        ))}
      </ul>
      {status.data ? (
        <History history={status.data.history} />
      ) : (
        <Skeleton className="mt-10 h-24" />
      )}
      <p className="mt-4 text-sm text-slate-500">
        {checkedAt
          ? `Last checked at ${new Date(checkedAt).toLocaleTimeString()}; refreshed every 30 seconds.`
          : 'Checking now.'}
      </p>
    </MarketingPage>
  );
}
