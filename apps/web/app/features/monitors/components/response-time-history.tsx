import { latencyRanges, type LatencyRange } from '@tocsin/contract';
import { useState } from 'react';
import { LatencyChart } from '@/components/latency/latency-chart';
import { LatencySummary } from '@/components/latency/latency-summary';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { rangeLabels } from '@/lib/history-format';
import { useMonitorLatency } from '@/lib/monitor-latency';

/** Response time over a chosen range: the chart per phase, then the range's percentiles. */
export function ResponseTimeHistory({
  monitorId,
  region = null,
}: {
  monitorId: string;
  /** What one region saw; null: the monitor's own verdicts. */
  region?: string | null;
}) {
  const [range, setRange] = useState<LatencyRange>('24h');
  const latency = useMonitorLatency(monitorId, range, region);

  return (
    <div className="space-y-4">
      <SegmentedControl
        label="Response time range"
        options={latencyRanges}
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
            label={`Response time${region === null ? '' : ` from ${region}`} over the last ${rangeLabels[latency.data.range]}`}
          />
          <LatencySummary summary={latency.data.summary} />
        </div>
      )}
    </div>
  );
}
