import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { api } from '@/lib/api-client';
import { pageMeta } from '@/lib/site';
import { MarketingPage } from '../components/marketing-page';

export const meta: MetaFunction = () =>
  pageMeta('Status', 'The live status of the Tocsin API and web application.');

type State = 'checking' | 'up' | 'down';

function StatusRow({ name, detail, state }: { name: string; detail: string; state: State }) {
  const icon = {
    checking: <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-slate-400" />,
    up: <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />,
    down: <CircleX aria-hidden="true" className="size-5 text-red-600" />,
  }[state];
  const label = { checking: 'Checking', up: 'Operational', down: 'Unavailable' }[state];
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div>
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-500">{detail}</p>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {icon}
        {label}
      </p>
    </li>
  );
}

export default function StatusPage() {
  // A live probe of the API's health endpoint from this browser, refreshed every 30 seconds.
  const health = useQuery({
    queryKey: ['healthz'],
    queryFn: ({ signal }) => api('/healthz', { signal }).then(() => true),
    refetchInterval: 30_000,
    retry: false,
  });
  const apiState: State = health.isPending ? 'checking' : health.isSuccess ? 'up' : 'down';
  const checkedAt = health.dataUpdatedAt || health.errorUpdatedAt;

  return (
    <MarketingPage
      eyebrow="Status"
      title={apiState === 'down' ? 'Some systems are unavailable' : 'Tocsin status'}
      lead="This page checks Tocsin's own services from your browser, live."
      narrow
    >
      <ul
        aria-label="Services"
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-surface px-6 shadow-sm"
      >
        <StatusRow name="Web application" detail="The dashboard and these pages" state="up" />
        <StatusRow name="API" detail="Sign-in, monitors and settings" state={apiState} />
      </ul>
      <p className="mt-4 text-sm text-slate-500" aria-live="polite">
        {checkedAt
          ? `Last checked at ${new Date(checkedAt).toLocaleTimeString()}.`
          : 'Checking now.'}
      </p>
    </MarketingPage>
  );
}
