import type { TimelineEntry } from '@tocsin/contract';
import { DateTime } from '@/components/ui/time';
import { cn } from '@/lib/cn';
import { timelineIcons } from '../labels';

/** What happened, oldest first: detection, confirmation, every alert, acknowledgement, the end. */
export function IncidentTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-600">Nothing recorded yet.</p>;
  }
  // The server sends them in order; a stable sort by time keeps its order for equal times.
  const ordered = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol aria-label="Timeline" className="space-y-0">
      {ordered.map((entry, index) => {
        const { icon: Icon, tone } = timelineIcons[entry.kind];
        const last = index === ordered.length - 1;
        return (
          <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-8 bottom-0 left-3.75 w-px bg-slate-200"
              />
            )}
            <span
              aria-hidden="true"
              className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 pt-1 text-sm">
              <p className="text-slate-900">{entry.text}</p>
              <p className="text-xs text-slate-500 tabular-nums">
                <DateTime at={entry.at} />
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
