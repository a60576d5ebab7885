import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * What a list shows while it has nothing, in a dashed frame. With a title, a section of its own
 * (icon, heading, what will appear here and the way to start); without one, a single line.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  level = 2,
  className,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** The heading's level where the list sits under a heading of level 2. */
  level?: 2 | 3;
  className?: string;
}) {
  const headingId = useId();
  if (!title) {
    return (
      <p
        className={cn(
          'rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600',
          className,
        )}
      >
        {children}
      </p>
    );
  }
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-14 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading
        id={headingId}
        className={cn('mt-4 font-semibold text-slate-900', level === 2 ? 'text-lg' : 'text-base')}
      >
        {title}
      </Heading>
      <p className="mt-2 max-w-md text-sm text-slate-600">{children}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </section>
  );
}
