import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { PageHeading } from '@/components/ui/page-heading';

export const meta: MetaFunction = () => pageMeta('Analytics');

export default function AnalyticsPage() {
  return (
    <PageHeading
      title="Analytics"
      description="Uptime percentages, response times by region and the incident history of each of your monitors will be charted here, over the last day, week or 90 days."
    />
  );
}
