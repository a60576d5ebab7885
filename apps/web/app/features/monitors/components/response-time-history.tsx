import { latencyRanges, type LatencyRange } from '@tocsin/contract';
import { useMemo, useState } from 'react';
import { downtimeBands } from '@/components/latency/chart-options';
import { LatencyChart } from '@/components/latency/latency-chart';
import { LatencySummary } from '@/components/latency/latency-summary';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { rangeLabels } from '@/lib/history-format';
import { fittingRanges } from '@/lib/history-ranges';
import { useMonitorLatency } from '@/lib/monitor-latency';
import { useMonitorIncidents } from '../api/list-incidents';

/**
 * Response time over a chosen range, with the incidents' downtime shaded: the chart per phase,
 * then the range's percentiles. A new monitor starts on a range its life fills.
 */
export function ResponseTimeHistory({
  monitorId,
  createdAt,
  region = null,
}: {
  monitorId: string;
  createdAt: string;
  /** What one region saw; null: the monitor's own verdicts. */
  region?: string | null;
}) {
  const { offered, preferred } = fittingRanges(latencyRanges, createdAt);
  const [chosen, setRange] = useState<LatencyRange | null>(null);
  const range = chosen !== null && offered.includes(chosen) ? chosen : preferred;
  const latency = useMonitorLatency(monitorId, range, region);
  const incidents = useMonitorIncidents(monitorId);
  const downtime = useMemo(() => downtimeBands(incidents.data?.items ?? []), [incidents.data]);

  return (
    <div className="space-y-4">
      <SegmentedControl
        label="Response time range"
        options={offered}
        value={range}
        onChange={setRange}
      />
      {latency.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : latency.isError ? (
        <Alert>We could not load the response times.</Alert>
      ) : latency.data.checks.every((count) => count === 0) ? (
        <EmptyState className="rounded-xl px-4 py-10">No checks in this range yet</EmptyState>
      ) : (
        // The previous range stays on screen, dimmed, until the chosen one arrives.
        <div
          aria-busy={latency.isPlaceholderData}
          className={cn('space-y-4 transition-opacity', latency.isPlaceholderData && 'opacity-60')}
        >
          <LatencyChart
            latency={latency.data}
            downtime={downtime}
            label={`Response time${region === null ? '' : ` from ${region}`} over the last ${rangeLabels[latency.data.range]}`}
          />
          <LatencySummary summary={latency.data.summary} />
        </div>
      )}
    </div>
  );
}
