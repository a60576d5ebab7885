import { Activity, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Shown until the first monitor exists: what a monitor does, and the way to create one. */
export function EmptyState() {
  return (
    <section
      aria-labelledby="no-monitors"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Activity aria-hidden="true" className="size-6" />
      </span>
      <h2 id="no-monitors" className="mt-4 text-lg font-semibold text-slate-900">
        No monitors yet
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        A monitor checks a URL, port or heartbeat on a schedule, as often as every 10 seconds, and
        alerts you by email, SMS, phone call or push the moment it stops answering. Your monitors
        and their uptime will be listed here.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink to={paths.dashboard.newMonitor}>
          <Plus aria-hidden="true" className="size-4" />
          New monitor
        </ButtonLink>
        <ButtonLink to={paths.dashboard.settings} variant="outline">
          Notification settings
        </ButtonLink>
      </div>
    </section>
  );
}
