import type { CheckStatus, Monitor } from '@tocsin/contract';
import { cn } from '@/lib/cn';

export const monitorStatusLabels: Record<Monitor['status'], string> = {
  pending: 'Pending',
  up: 'Up',
  degraded: 'Degraded',
  down: 'Down',
  paused: 'Paused',
  maintenance: 'Maintenance',
};

const tones: Record<Monitor['status'], string> = {
  up: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  degraded: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  down: 'bg-red-50 text-red-800 ring-red-600/20',
  paused: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  pending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  maintenance: 'bg-violet-50 text-violet-800 ring-violet-600/20',
};

/** The colour of each status, as a dot beside its word. */
export const statusDots: Record<Monitor['status'], string> = {
  up: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  down: 'bg-red-500',
  paused: 'bg-slate-400',
  pending: 'bg-sky-500',
  maintenance: 'bg-violet-500',
};

/** Colour plus the word, so the status never depends on telling colours apart. */
export function StatusBadge({
  status,
  className,
}: {
  status: Monitor['status'] | CheckStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', statusDots[status])} />
      {monitorStatusLabels[status]}
    </span>
  );
}
