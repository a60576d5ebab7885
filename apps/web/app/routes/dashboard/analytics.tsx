import { analyticsRanges, type AnalyticsRange } from '@tocsin/contract';
import { useSearchParams, type MetaFunction } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { AnalyticsEmpty } from '@/features/analytics/components/analytics-empty';
import { AnalyticsMonitorTable } from '@/features/analytics/components/analytics-monitor-table';
import { AnalyticsResponseChart } from '@/features/analytics/components/analytics-response-chart';
import { AnalyticsSummary } from '@/features/analytics/components/analytics-summary';
import { cn } from '@/lib/cn';
import { rangeLabels } from '@/lib/history-format';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Analytics');

const defaultRange: AnalyticsRange = '7d';

function readRange(value: string | null): AnalyticsRange {
  return analyticsRanges.find((range) => range === value) ?? defaultRange;
}

export default function AnalyticsPage() {
  // The range lives in the URL, so a link or a reload shows the same view.
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readRange(searchParams.get('range'));
  const analytics = useAnalytics(range);

  const setRange = (next: AnalyticsRange) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultRange) params.delete('range');
        else params.set('range', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="max-w-6xl space-y-8">
      <PageHeading
        title="Analytics"
        description="Uptime, downtime, incidents and response times of every monitor, from the checks Tocsin has run."
      />
      <SegmentedControl
        label="Range"
        options={analyticsRanges}
        value={range}
        onChange={setRange}
        optionLabel={(option) => rangeLabels[option]}
      />
      {analytics.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-60 w-full" />
        </div>
      ) : !analytics.data ? (
        <LoadError what="the analytics" onRetry={() => void analytics.refetch()} />
      ) : analytics.data.monitors.length === 0 ? (
        <AnalyticsEmpty />
      ) : (
        // The previous range stays on screen, dimmed, until the chosen one arrives.
        <div
          aria-busy={analytics.isPlaceholderData}
          className={cn(
            'space-y-8 transition-opacity',
            analytics.isPlaceholderData && 'opacity-60',
          )}
        >
          <Section title="Overview">
            <AnalyticsSummary summary={analytics.data.summary} />
          </Section>
          <Section title="Monitors">
            <AnalyticsMonitorTable
              monitors={analytics.data.monitors}
              slotTimes={analytics.data.slotTimes}
              rangeLabel={rangeLabels[analytics.data.range]}
            />
          </Section>
          <Section title="Response time">
            <AnalyticsResponseChart analytics={analytics.data} />
          </Section>
        </div>
      )}
    </div>
  );
}
