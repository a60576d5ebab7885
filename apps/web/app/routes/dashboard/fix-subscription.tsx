import { plans, type BillingResponse } from '@tocsin/contract';
import type { MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useRefreshBilling } from '@/features/billing/api/refresh-billing';
import { needsAttention, planName, statusLabels } from '@/features/billing/billing-format';
import { PortalButton } from '@/features/billing/components/portal-button';
import { isApiError } from '@/lib/api-client';
import { useBilling } from '@/lib/billing';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { formatShortestInterval } from '@/lib/plans';
import { pageMeta } from '@/lib/site';
import { useCan } from '@/lib/session';

export const meta: MetaFunction = () => pageMeta('Fix your subscription');

export default function FixSubscriptionPage() {
  const billing = useBilling();
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeading
        title="Fix your subscription"
        description="What happened to your last payment, what it means for your plan, and how to put it right."
      />
      {billing.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : !billing.data ? (
        <LoadError what="your subscription" onRetry={() => void billing.refetch()} />
      ) : billing.data.enabled ? (
        <SubscriptionState billing={billing.data} />
      ) : (
        <Alert tone="info">
          This is a self-hosted instance of Tocsin: billing is off, so there is no subscription to
          fix.
        </Alert>
      )}
    </div>
  );
}

function SubscriptionState({ billing }: { billing: BillingResponse }) {
  const { formatClock } = useDateFormat();
  const refresh = useRefreshBilling();
  const broken = needsAttention(billing.status);
  const canManage = useCan('billing.write');
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="subscription-status"
        className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-6 text-sm text-slate-700 shadow-sm"
      >
        <h2 id="subscription-status" className="text-lg font-semibold text-slate-900">
          Status: {statusLabels[billing.status]}
        </h2>
        <Explanation billing={billing} />
      </section>
      {refresh.isSuccess ? (
        <p role="status" className="text-sm text-slate-600">
          Checked with Stripe at {formatClock(refresh.submittedAt)}: the subscription is{' '}
          {statusLabels[refresh.data.status].toLowerCase()}.
        </p>
      ) : null}
      {refresh.isError ? (
        <Alert>
          {isApiError(refresh.error) && refresh.error.message
            ? refresh.error.message
            : 'We could not check with Stripe. Please try again.'}
        </Alert>
      ) : null}
      {broken && !canManage ? (
        <p className="text-sm text-slate-700">
          Only the owner of this workspace manages its billing and can update the card.
        </p>
      ) : null}
      {broken ? (
        <div className="flex flex-wrap gap-3">
          {billing.hasCustomer && canManage ? <PortalButton>Update your card</PortalButton> : null}
          <Button variant="outline" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            Check again
          </Button>
        </div>
      ) : (
        <ButtonLink to={paths.dashboard.billing}>Back to billing</ButtonLink>
      )}
    </div>
  );
}

/** What the status means for the plan, and what to do about it. */
function Explanation({ billing }: { billing: BillingResponse }) {
  const subscribed = billing.subscribedPlan ? plans[billing.subscribedPlan].name : 'paid';
  const free = plans.free.limits;
  switch (billing.status) {
    case 'past_due':
      return (
        <>
          <p>
            A payment for your {subscribed} subscription failed. Stripe retries it over the next
            days, and your workspace keeps {planName(billing.plan)} in the meantime.
          </p>
          <p>
            Update your card in the billing portal so the next attempt goes through, then check
            again here.
          </p>
        </>
      );
    case 'unpaid':
      return (
        <>
          <p>
            Stripe retried the payment for your {subscribed} subscription and every attempt failed.
            Until it is paid, your workspace has the Free plan&rsquo;s limits ({free.monitors}{' '}
            monitors, checked {formatShortestInterval(free.minIntervalSeconds).toLowerCase()});
            monitors beyond them are paused, never deleted.
          </p>
          <p>
            Pay the open invoice or change your card in the billing portal, then check again here.
          </p>
        </>
      );
    case 'incomplete':
      return (
        <>
          <p>
            The first payment of your {subscribed} subscription needs your action: your bank may ask
            you to confirm it, or the card was declined. The plan starts once it is paid.
          </p>
          <p>Complete the payment in the billing portal, then check again here.</p>
        </>
      );
    default:
      return (
        <Alert tone="success">
          Nothing needs fixing: your workspace is on {planName(billing.plan)}.
        </Alert>
      );
  }
}
