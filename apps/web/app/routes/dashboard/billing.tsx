import type { BillingResponse } from '@tocsin/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams, type MetaFunction } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useRefreshBilling } from '@/features/billing/api/refresh-billing';
import { planName } from '@/features/billing/billing-format';
import { InvoiceTable } from '@/features/billing/components/invoice-table';
import { PlanOptions } from '@/features/billing/components/plan-options';
import { PlanSummary, TrialNotice } from '@/features/billing/components/plan-summary';
import { PortalButton } from '@/features/billing/components/portal-button';
import { UsageMeters } from '@/features/billing/components/usage-meters';
import { useBilling } from '@/lib/billing';
import { useCan } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () => pageMeta('Billing');

export default function BillingPage() {
  const billing = useBilling();
  const canManage = useCan('billing.write');
  useCheckoutReturn();
  return (
    <div className="max-w-6xl space-y-8">
      <PageHeading
        title="Billing"
        description="Your plan, what it allows and what you use of it, and your invoices."
        actions={
          canManage && billing.data?.enabled && billing.data.hasCustomer ? (
            <PortalButton variant="outline">Manage billing</PortalButton>
          ) : null
        }
      />
      {billing.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : !billing.data ? (
        <LoadError what="your plan and usage" onRetry={() => void billing.refetch()} />
      ) : billing.data.enabled ? (
        <Billing billing={billing.data} canManage={canManage} />
      ) : (
        <SelfHosted billing={billing.data} />
      )}
    </div>
  );
}

function Billing({ billing, canManage }: { billing: BillingResponse; canManage: boolean }) {
  return (
    <>
      {canManage ? null : (
        <Alert tone="info">
          Only the owner of this workspace manages its billing: choosing a plan, the payment card
          and the subscription. You can see the plan, its limits and the invoices here.
        </Alert>
      )}
      <Section title="Your plan">
        <PlanSummary billing={billing} />
        {billing.trial ? <TrialNotice trial={billing.trial} /> : null}
      </Section>
      <Section title="Usage and limits">
        <UsageMeters billing={billing} />
      </Section>
      {canManage ? (
        <Section title="Plans">
          <PlanOptions billing={billing} />
        </Section>
      ) : null}
      <Section title="Invoices">
        <InvoiceTable hasCustomer={billing.hasCustomer} />
      </Section>
    </>
  );
}

function SelfHosted({ billing }: { billing: BillingResponse }) {
  return (
    <>
      <Alert tone="info">
        This is a self-hosted instance of Tocsin, so billing is off: there are no plans, trial or
        invoices. The limits below are the ones this instance is configured with; a limit its
        administrator did not set is unlimited.
      </Alert>
      <Section title="Usage and limits">
        <UsageMeters billing={billing} />
      </Section>
    </>
  );
}

/**
 * Stripe Checkout sends the browser back with `?checkout=success` or `?checkout=canceled`. After
 * a payment the subscription is read from Stripe at once rather than waiting for its webhook; the
 * query string goes, so a reload does not do it again.
 */
function useCheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const { mutate: refresh } = useRefreshBilling();
  const { toast } = useToast();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (outcome !== 'success' && outcome !== 'canceled')) return;
    handled.current = true;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('checkout');
        params.delete('session_id');
        return params;
      },
      { replace: true },
    );
    if (outcome === 'canceled') {
      toast({
        type: 'info',
        title: 'Checkout canceled',
        description: 'Nothing was charged. Choose a plan whenever you are ready.',
      });
      return;
    }
    refresh(undefined, {
      onSuccess: (billing) =>
        toast({
          type: 'success',
          title: 'Thank you for subscribing',
          description: `Your workspace is on ${planName(billing.plan)}.`,
        }),
      onError: () =>
        toast({
          type: 'warning',
          title: 'Your payment went through, but we could not confirm it yet',
          description: 'Reload this page in a minute to see your new plan.',
        }),
    });
  }, [outcome, refresh, setSearchParams, toast]);
}
