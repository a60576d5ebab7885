import { useQuery } from '@tanstack/react-query';
import { Siren } from 'lucide-react';
import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useWorkspaceIncidents,
  type IncidentStatusFilter,
} from '@/features/alerts/api/list-incidents';
import { IncidentTable } from '@/features/alerts/components/incident-table';
import { useLiveAlertEvents } from '@/features/alerts/use-live-alert-events';
import { monitorQueryOptions } from '@/features/monitors/api/get-monitor';
import { paths } from '@/lib/paths';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Incidents');

const filters = { Open: 'open', Resolved: 'resolved', All: 'all' } as const;
type FilterLabel = keyof typeof filters;
const filterLabels = Object.keys(filters) as FilterLabel[];

function readStatus(value: string | null): IncidentStatusFilter {
  return value === 'open' || value === 'resolved' ? value : 'all';
}

export default function IncidentsPage() {
  useLiveAlertEvents();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatus(searchParams.get('status'));
  const monitorId = searchParams.get('monitorId') || undefined;
  const incidents = useWorkspaceIncidents({ status, monitorId });

  const setStatus = (label: FilterLabel) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (filters[label] === 'all') next.delete('status');
      else next.set('status', filters[label]);
      return next;
    });

  const items = incidents.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeading
        title="Incidents"
        description="Every outage of your monitors, newest first: when it started, how long it lasted, why, and who was alerted."
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SegmentedControl
          label="Show incidents"
          options={filterLabels}
          value={filterLabels.find((label) => filters[label] === status) ?? 'All'}
          onChange={setStatus}
        />
        {monitorId ? (
          <MonitorFilter
            monitorId={monitorId}
            knownName={items[0]?.monitorName}
            lookUp={!incidents.isPending && items.length === 0}
          />
        ) : null}
      </div>
      {incidents.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : incidents.isError && items.length === 0 ? (
        <LoadError what="the incidents" onRetry={() => void incidents.refetch()} />
      ) : items.length === 0 ? (
        <NoIncidents status={status} forMonitor={monitorId !== undefined} />
      ) : (
        <div className="space-y-3">
          <IncidentTable incidents={items} />
          {incidents.hasNextPage ? (
            <Button
              variant="outline"
              loading={incidents.isFetchingNextPage}
              onClick={() => void incidents.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** Says which monitor the list is narrowed to, with the way back to all of them. */
function MonitorFilter({
  monitorId,
  knownName,
  lookUp,
}: {
  monitorId: string;
  knownName: string | undefined;
  /** The rows name the monitor; only an empty list needs to ask for its name. */
  lookUp: boolean;
}) {
  const monitor = useQuery({ ...monitorQueryOptions(monitorId), enabled: lookUp && !knownName });
  const [searchParams] = useSearchParams();
  const all = new URLSearchParams(searchParams);
  all.delete('monitorId');
  const allSearch = all.toString();
  return (
    <p className="text-sm text-slate-600">
      Only{' '}
      <Link
        to={paths.dashboard.monitor(monitorId)}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {knownName ?? monitor.data?.name ?? 'this monitor'}
      </Link>
      .{' '}
      <Link
        to={`${paths.dashboard.incidents}${allSearch ? `?${allSearch}` : ''}`}
        className="font-medium text-brand-700 hover:underline"
      >
        Show every monitor
      </Link>
    </p>
  );
}

const emptyText: Record<IncidentStatusFilter, { title: string; body: string }> = {
  open: {
    title: 'No open incidents',
    body: 'Every monitor is answering as expected. An incident opens here when a monitor fails its confirmation checks.',
  },
  resolved: {
    title: 'No resolved incidents',
    body: 'Incidents that have ended are listed here, with how long each lasted and its cause.',
  },
  all: {
    title: 'No incidents yet',
    body: 'When a monitor fails its confirmation checks, an incident opens here with its cause, a timeline and every alert sent for it.',
  },
};

function NoIncidents({
  status,
  forMonitor,
}: {
  status: IncidentStatusFilter;
  forMonitor: boolean;
}) {
  const text = emptyText[status];
  return (
    <EmptyState icon={Siren} title={`${text.title}${forMonitor ? ' for this monitor' : ''}`}>
      {text.body}
    </EmptyState>
  );
}
