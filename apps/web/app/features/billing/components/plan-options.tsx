import {
  paidPlanIds,
  plans,
  type BillingPeriod,
  type BillingResponse,
  type Plan,
} from '@tocsin/contract';
import { useState } from 'react';
import { BillingPeriodSwitch } from '@/components/billing-period-switch';
import { PlanCard } from '@/components/plan-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { yearlySaving } from '@/lib/plans';
import { useStartCheckout } from '../api/start-checkout';

/** A card per paid plan, each with a button that starts Stripe Checkout for it. */
export function PlanOptions({ billing }: { billing: BillingResponse }) {
  const checkout = useStartCheckout();
  const [period, setPeriod] = useState<BillingPeriod>(billing.period ?? 'monthly');
  const yearly = paidPlanIds
    .filter((id) => billing.checkout[id].includes('yearly'))
    .map((id) => plans[id]);
  // The plan being paid for now; another one is a change of plan, made in the Customer Portal.
  const current = billing.subscribedPlan === billing.plan ? billing.subscribedPlan : null;
  const leavingFor = checkout.isPending ? checkout.variables.plan : null;

  return (
    <div className="space-y-6">
      {yearly.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <BillingPeriodSwitch value={period} onChange={setPeriod} />
          <p className="text-sm text-slate-600">
            Yearly billing saves up to {Math.max(...yearly.map(yearlySaving))}%.
          </p>
        </div>
      ) : null}
      {checkout.isError ? (
        <Alert>
          {isApiError(checkout.error) && checkout.error.message
            ? checkout.error.message
            : 'Checkout did not open. Please try again.'}
        </Alert>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        {paidPlanIds.map((id) => (
          <PlanOffer
            key={id}
            plan={plans[id]}
            offered={billing.checkout[id]}
            period={period}
            current={id === current}
            changing={current !== null}
            loading={leavingFor === id}
            disabled={leavingFor !== null}
            onChoose={(chosen) => checkout.mutate({ plan: id, period: chosen })}
          />
        ))}
      </div>
    </div>
  );
}

function PlanOffer({
  plan,
  offered,
  period,
  current,
  changing,
  loading,
  disabled,
  onChoose,
}: {
  plan: Plan;
  offered: BillingPeriod[];
  period: BillingPeriod;
  current: boolean;
  changing: boolean;
  loading: boolean;
  disabled: boolean;
  onChoose: (period: BillingPeriod) => void;
}) {
  // A plan without a yearly price here is shown, and bought, monthly.
  const shown = offered.includes(period) ? period : (offered[0] ?? period);
  return (
    <PlanCard
      plan={plan}
      period={shown}
      heading="h3"
      badge={current ? 'Current plan' : plan.popular ? 'Most popular' : undefined}
      highlighted={current || (!changing && plan.popular)}
      className="p-6"
    >
      {current ? (
        <p className="text-center text-sm text-slate-600">
          Your workspace is on this plan. Change it or cancel with Manage billing.
        </p>
      ) : offered.length === 0 ? (
        <p className="text-center text-sm text-slate-600">Not offered on this instance.</p>
      ) : (
        <Button
          variant={plan.popular ? 'default' : 'outline'}
          className="w-full"
          loading={loading}
          disabled={disabled}
          onClick={() => onChoose(shown)}
        >
          {changing ? `Switch to ${plan.name}` : `Choose ${plan.name}`}
        </Button>
      )}
    </PlanCard>
  );
}
