import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { docPath, type Doc } from '../content/docs';

/** The documentation's table of contents: a sidebar on wide screens, a list above on narrow. */
export function DocsNav({ docs, current }: { docs: Doc[]; current?: string }) {
  return (
    <nav aria-label="Documentation" className="lg:sticky lg:top-24 lg:self-start">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Topics</p>
      <ul className="mt-3 space-y-1 border-l border-slate-200">
        {docs.map((doc) => {
          const active = doc.slug === current;
          return (
            <li key={doc.slug}>
              <Link
                to={docPath(doc.slug)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-ml-px block border-l-2 py-1.5 pl-4 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-brand-600',
                  active
                    ? 'border-brand-600 font-semibold text-brand-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {doc.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Sidebar and document side by side. */
export function DocsLayout({
  docs,
  current,
  children,
}: {
  docs: Doc[];
  current?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
      <DocsNav docs={docs} current={current} />
      <div className="max-w-3xl min-w-0">{children}</div>
    </div>
  );
}
