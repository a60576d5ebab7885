import type { DeliveryStatus } from '@tocsin/contract';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { relativeTime } from '@/lib/relative-time';
import { deliveryStatusLabels, incidentStateLabels, type IncidentState } from '../labels';

const badge =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

const incidentTones: Record<IncidentState, { badge: string; dot: string }> = {
  open: { badge: 'bg-red-50 text-red-800 ring-red-600/20', dot: 'bg-red-500' },
  acknowledged: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  maintenance: { badge: 'bg-violet-50 text-violet-800 ring-violet-600/20', dot: 'bg-violet-500' },
  resolved: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
};

/** Colour plus the word, so the state never depends on telling colours apart. */
export function IncidentStateBadge({ state }: { state: IncidentState }) {
  return (
    <span className={cn(badge, incidentTones[state].badge)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', incidentTones[state].dot)} />
      {incidentStateLabels[state]}
    </span>
  );
}

const deliveryTones: Record<DeliveryStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  sending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  held: 'bg-violet-50 text-violet-800 ring-violet-600/20',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={cn(badge, deliveryTones[status])}>{deliveryStatusLabels[status]}</span>;
}

/** "3 minutes ago", with the exact date and time on hover. */
export function TimeAgo({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(at)}
    </time>
  );
}

/** The exact date and time, as the reader's locale writes it. */
export function DateTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
