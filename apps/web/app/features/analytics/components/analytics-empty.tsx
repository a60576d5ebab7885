import { ChartLine, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/lib/paths';

/** Shown until the workspace has a monitor: there is nothing to measure yet. */
export function AnalyticsEmpty() {
  return (
    <EmptyState
      icon={ChartLine}
      title="No monitors to report on yet"
      actions={
        <ButtonLink to={paths.dashboard.newMonitor}>
          <Plus aria-hidden="true" className="size-4" />
          New monitor
        </ButtonLink>
      }
    >
      Once a monitor is checking your site, its uptime, downtime, incidents and response times over
      the last day, week, month and quarter are reported here.
    </EmptyState>
  );
}
