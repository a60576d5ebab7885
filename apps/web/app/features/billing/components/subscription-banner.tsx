import type { SubscriptionStatus } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { billingQueryOptions } from '@/lib/billing';
import { paths } from '@/lib/paths';
import { sessionQuery } from '@/lib/session';
import { needsAttention } from '../billing-format';

const messages: Partial<Record<SubscriptionStatus, string>> = {
  past_due:
    'A payment for your subscription failed. Stripe will try again; update your card to keep your plan.',
  unpaid:
    'Your subscription is unpaid, so your workspace has the Free plan’s limits until it is paid.',
  incomplete: 'The first payment of your subscription needs your action before the plan starts.',
};

/**
 * The workspace's subscription status as last heard: the session carries it, and the billing
 * summary too once a billing page has loaded it, so the newer of the two wins.
 */
function useSubscriptionStatus(): SubscriptionStatus | null {
  const session = useQuery(sessionQuery);
  // Reads what the billing pages fetched, without fetching it on every dashboard page.
  const billing = useQuery({ ...billingQueryOptions(), enabled: false });
  if (billing.data && billing.dataUpdatedAt >= session.dataUpdatedAt) return billing.data.status;
  return session.data?.profile.subscriptionStatus ?? null;
}

/** Shown across the dashboard while a payment needs fixing, with the way to fix it. */
export function SubscriptionBanner() {
  const status = useSubscriptionStatus();
  const { pathname } = useLocation();
  if (!status || !needsAttention(status) || pathname === paths.dashboard.fixSubscription) {
    return null;
  }
  return (
    <Alert tone={status === 'unpaid' ? 'error' : 'warning'} className="mb-6 flex flex-wrap gap-x-3">
      <span>{messages[status]}</span>
      <Link
        to={paths.dashboard.fixSubscription}
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        Fix your subscription
      </Link>
    </Alert>
  );
}
