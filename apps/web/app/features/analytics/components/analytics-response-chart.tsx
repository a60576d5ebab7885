import type { Analytics, Latency } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LatencyChart } from '@/components/latency/latency-chart';
import { LatencySummary } from '@/components/latency/latency-summary';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMs, rangeLabels } from '@/lib/history-format';
import { monitorLatencyQueryOptions } from '@/lib/monitor-latency';

const everyMonitor = '';

/**
 * Response time over the range, of every monitor's checks pooled or of one monitor (from its own
 * latency API, all phases), with a sentence and a table of percentiles for those who cannot see it.
 */
export function AnalyticsResponseChart({ analytics }: { analytics: Analytics }) {
  const [chosen, setChosen] = useState(everyMonitor);
  const monitor = analytics.monitors.find((m) => m.id === chosen);
  const own = useQuery({
    ...monitorLatencyQueryOptions(monitor?.id ?? '', analytics.range),
    enabled: monitor !== undefined,
  });
  const options = [
    { value: everyMonitor, label: 'All monitors' },
    ...analytics.monitors.map((m) => ({ value: m.id, label: m.name })),
  ];
  const subject = monitor ? monitor.name : 'every monitor';

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label="Monitor"
          value={monitor?.id ?? everyMonitor}
          options={options}
          onChange={setChosen}
        />
      </div>
      {!monitor ? (
        <ChartOf latency={analytics.latency} subject={subject} />
      ) : own.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : own.isError ? (
        <Alert>We could not load the response times of {monitor.name}.</Alert>
      ) : (
        <div
          aria-busy={own.isPlaceholderData}
          className={cn('transition-opacity', own.isPlaceholderData && 'opacity-60')}
        >
          <ChartOf latency={own.data} subject={subject} />
        </div>
      )}
    </div>
  );
}

function ChartOf({ latency, subject }: { latency: Latency; subject: string }) {
  const total = latency.summary.total;
  if (!total || latency.checks.every((n) => n === 0)) {
    return (
      <EmptyState className="rounded-xl px-4 py-10">No response times in this range yet</EmptyState>
    );
  }
  const range = rangeLabels[latency.range];
  return (
    <div className="space-y-4">
      <LatencyChart
        latency={latency}
        label={`Response time of ${subject} over the last ${range}`}
      />
      <p className="text-sm text-slate-600">
        Over the last {range}, half the checks of {subject} answered within {formatMs(total.p50)}{' '}
        and 95% within {formatMs(total.p95)}.
      </p>
      <LatencySummary summary={latency.summary} />
    </div>
  );
}
