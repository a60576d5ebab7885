import { ChartLine, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Shown until the workspace has a monitor: there is nothing to measure yet. */
export function AnalyticsEmpty() {
  return (
    <section
      aria-labelledby="no-analytics"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <ChartLine aria-hidden="true" className="size-6" />
      </span>
      <h2 id="no-analytics" className="mt-4 text-lg font-semibold text-slate-900">
        No monitors to report on yet
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Once a monitor is checking your site, its uptime, downtime, incidents and response times
        over the last day, week, month and quarter are reported here.
      </p>
      <ButtonLink to={paths.dashboard.newMonitor} className="mt-6">
        <Plus aria-hidden="true" className="size-4" />
        New monitor
      </ButtonLink>
    </section>
  );
}
