import { formatDuration } from '@tocsin/contract';
import type { Analytics } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { countLabel, formatMs, formatUptime } from '@/lib/history-format';
import { uptimeTone } from './analytics-uptime-bar';

function Figure({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: ReactNode;
  note: ReactNode;
  className?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-surface p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-semibold tabular-nums text-slate-900', className)}>
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

/** The workspace over the range at a glance: uptime, downtime, incidents, recovery, speed. */
export function AnalyticsSummary({ summary }: { summary: Analytics['summary'] }) {
  const checked = summary.uptimePercent !== null;
  const { responseTime } = summary;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <Figure
        label="Uptime"
        value={formatUptime(summary.uptimePercent)}
        className={uptimeTone(summary.uptimePercent)}
        note={
          checked
            ? `${countLabel(summary.checks, 'check')} of ${countLabel(summary.monitors, 'monitor')}`
            : 'No checks in this range yet'
        }
      />
      <Figure
        label="Downtime"
        value={summary.downtimeSeconds === 0 ? 'None' : formatDuration(summary.downtimeSeconds)}
        note={`Summed over monitors; ${countLabel(summary.failures, 'failed check')}`}
      />
      <Figure
        label="Incidents"
        value={summary.incidents}
        note={summary.openIncidents > 0 ? `${summary.openIncidents} still open` : 'None open'}
      />
      <Figure
        label="Mean time to recovery"
        value={summary.mttrSeconds === null ? '—' : formatDuration(summary.mttrSeconds)}
        note={
          summary.resolvedIncidents === 0
            ? 'No resolved incidents'
            : `Over ${countLabel(summary.resolvedIncidents, 'resolved incident')}`
        }
      />
      <Figure
        label="Average response"
        value={responseTime ? formatMs(responseTime.avg) : '—'}
        note={responseTime ? `p95 ${formatMs(responseTime.p95)}` : 'No response times measured'}
      />
    </dl>
  );
}
