import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { PageHeading } from '@/components/ui/page-heading';

export const meta: MetaFunction = () => pageMeta('Alert testing');

export default function TestingPage() {
  return (
    <PageHeading
      title="Alert testing"
      description="Send a test alert through each of your channels here, to make sure email, SMS, phone calls and integrations reach you before a real outage does."
    />
  );
}
