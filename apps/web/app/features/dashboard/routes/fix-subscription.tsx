import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { PageHeading } from '@/components/ui/page-heading';

export const meta: MetaFunction = () => pageMeta('Fix your subscription');

export default function FixSubscriptionPage() {
  return (
    <PageHeading
      title="Fix your subscription"
      description="When a payment fails, this page will let you update your card and retry the charge, so your monitors keep running without interruption."
    />
  );
}
