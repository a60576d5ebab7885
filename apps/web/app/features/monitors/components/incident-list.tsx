import { formatDuration } from '@tocsin/contract';
import type { Incident } from '@tocsin/contract';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';

/** Open incidents first, then the most recent; each with when, how long and why. */
export function IncidentList({ incidents }: { incidents: Incident[] }) {
  const { formatDateTime } = useDateFormat();
  if (incidents.length === 0) {
    return <p className="text-sm text-slate-600">No incidents so far.</p>;
  }
  const ordered = [...incidents].sort(
    (a, b) => Number(b.status === 'open') - Number(a.status === 'open'),
  );
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {ordered.map((incident) => (
        <li key={incident.id} className="space-y-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
                incident.status === 'open'
                  ? 'bg-red-50 text-red-800 ring-red-600/20'
                  : 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
              )}
            >
              {incident.status === 'open' ? 'Ongoing' : 'Resolved'}
            </span>
            <span className="text-slate-600">
              Started{' '}
              <time dateTime={incident.startedAt}>{formatDateTime(incident.startedAt)}</time>
            </span>
            <span className="text-slate-600">
              {incident.status === 'open' ? 'Down for' : 'Lasted'}{' '}
              {formatDuration(incident.durationSeconds)}
            </span>
          </div>
          <p className="text-slate-800">{incident.cause.message ?? 'No message from the check.'}</p>
          <Link
            to={paths.dashboard.incident(incident.id)}
            className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Timeline and alerts
            <span className="sr-only">
              {' '}
              of the incident started {formatDateTime(incident.startedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
