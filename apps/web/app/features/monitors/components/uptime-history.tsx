import { uptimeRanges, type Monitor, type UptimeRange } from '@tocsin/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { fittingRanges } from '@/lib/history-ranges';
import { useMonitorUptime } from '../api/get-uptime';
import { useMonitorIncidents } from '../api/list-incidents';
import { UptimeStrip } from './uptime-strip';

/** The uptime strip over a chosen range; a new monitor is offered only ranges its life fills. */
export function UptimeHistory({
  monitor,
  region = null,
}: {
  monitor: Monitor;
  region?: string | null;
}) {
  const { offered, preferred } = fittingRanges(uptimeRanges, monitor.createdAt);
  const [chosen, setChosen] = useState<UptimeRange | null>(null);
  const range = chosen !== null && offered.includes(chosen) ? chosen : preferred;
  // The tiles asked for the same ranges: the strip reads their answers.
  const uptime = useMonitorUptime(monitor.id, range, region);
  const incidents = useMonitorIncidents(monitor.id);
  return (
    <div className="space-y-3">
      <SegmentedControl label="Uptime range" options={offered} value={range} onChange={setChosen} />
      {uptime.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : uptime.isError ? (
        <Alert>We could not load the uptime.</Alert>
      ) : uptime.data.checks === 0 ? (
        <EmptyState className="rounded-xl px-4 py-6">No checks in this range yet</EmptyState>
      ) : (
        <UptimeStrip
          uptime={uptime.data}
          incidents={incidents.data?.items ?? []}
          createdAt={monitor.createdAt}
        />
      )}
    </div>
  );
}
