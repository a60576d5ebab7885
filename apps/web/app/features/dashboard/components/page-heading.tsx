import type { ReactNode } from 'react';

export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {description ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}
