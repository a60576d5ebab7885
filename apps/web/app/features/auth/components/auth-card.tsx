import type { ReactNode } from 'react';

/** The frame of every auth page: heading, optional lead text, the card, and a footer line. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full max-w-md">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-8">
        {children}
      </div>
      {footer ? <p className="mt-6 text-center text-sm text-slate-600">{footer}</p> : null}
    </div>
  );
}

export const inlineLinkClass =
  'font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';
