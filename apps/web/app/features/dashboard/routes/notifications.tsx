import type { MetaFunction } from 'react-router';
import { pageMeta } from '@/lib/site';
import { PageHeading } from '@/components/ui/page-heading';

export const meta: MetaFunction = () => pageMeta('Notifications');

export default function NotificationsPage() {
  return (
    <PageHeading
      title="Notifications"
      description="Your alert inbox: every downtime, recovery and alert delivery to your channels will be listed here, newest first."
    />
  );
}
