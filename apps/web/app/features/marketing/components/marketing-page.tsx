import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The common frame of an information page: a header band, then the page's own sections. */
export function MarketingPage({
  eyebrow,
  title,
  lead,
  children,
  narrow = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50/80 to-surface">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {title}
          </h1>
          {lead ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{lead}</p> : null}
        </div>
      </header>
      <div className={cn('mx-auto px-4 py-16 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl')}>
        {children}
      </div>
    </>
  );
}

/** A titled block of running text with readable line length and spacing. */
export function ProseSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="scroll-mt-24 [&:not(:first-child)]:mt-12">
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a:hover]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}

/** A bordered card used in grids of features, integrations, roles and posts. */
export function InfoCard({
  icon,
  title,
  children,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm', className)}>
      {icon ? (
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
      ) : null}
      <h3 className={cn('text-base font-semibold text-slate-900', icon ? 'mt-4' : undefined)}>
        {title}
      </h3>
      <div className="mt-2 text-sm leading-6 text-slate-600">{children}</div>
    </div>
  );
}
