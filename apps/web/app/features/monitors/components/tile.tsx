import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One figure of a monitor at a glance: a label, the value large, and a line under it. */
export function Tile({
  label,
  children,
  note,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  /** The value's colour when it carries a verdict (days left of a certificate ...). */
  valueClassName?: string;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold break-words text-slate-900 tabular-nums',
          valueClassName,
        )}
      >
        {children}
      </dd>
      {note ? <dd className="mt-1 text-xs break-words text-slate-500">{note}</dd> : null}
    </div>
  );
}
