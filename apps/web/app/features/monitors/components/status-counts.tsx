import type { Monitor, MonitorCounts } from '@tocsin/contract';
import { monitorStatusLabels, statusDots } from '@/components/status-badge';
import { cn } from '@/lib/cn';

type Status = Monitor['status'];

/** In the order of the list: what needs attention first. Pending only shows while there is one. */
const order: Status[] = ['down', 'degraded', 'maintenance', 'pending', 'up', 'paused'];
const labels: Record<Status, string> = { ...monitorStatusLabels, maintenance: 'In maintenance' };

/**
 * How many monitors are in each state, at a glance; a count filters the list to its state, and
 * pressed again shows them all.
 */
export function StatusCounts({
  counts,
  current,
  onPick,
}: {
  counts: MonitorCounts;
  current: Status | undefined;
  onPick: (status: Status | undefined) => void;
}) {
  const shown = order.filter((s) => s !== 'pending' || counts.pending > 0 || current === s);
  return (
    <ul aria-label="Monitors by status" className="flex flex-wrap gap-2">
      {shown.map((status) => {
        const pressed = current === status;
        const none = counts[status] === 0;
        return (
          <li key={status}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onPick(pressed ? undefined : status)}
              className={cn(
                'inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-brand-600',
                pressed
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50',
                none && !pressed && 'text-slate-500',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('size-2 rounded-full', none ? 'bg-slate-300' : statusDots[status])}
              />
              <span className="font-semibold text-slate-900 tabular-nums">{counts[status]}</span>
              {labels[status]}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
