import { plans, type BillingResponse } from '@tocsin/contract';
import { useDateFormat } from '@/lib/date-format';
import { formatShortestInterval, periodLabels } from '@/lib/plans';
import { daysLeft, planName, statusLabels } from '../billing-format';

/** When the paid period ends, and what happens then; null when there is no paid period. */
function periodEnd(billing: BillingResponse, formatDate: (value: string) => string) {
  if (!billing.currentPeriodEnd) return null;
  const date = formatDate(billing.currentPeriodEnd);
  if (billing.cancelAtPeriodEnd) return { label: 'Cancels on', date };
  if (billing.status === 'trialing') return { label: 'First payment on', date };
  if (billing.status === 'active' || billing.status === 'past_due') {
    return { label: 'Renews on', date };
  }
  // An unpaid, canceled or incomplete subscription renews nothing.
  return null;
}

/** The plan in force, the subscription's status and its dates. */
export function PlanSummary({ billing }: { billing: BillingResponse }) {
  const { formatDate } = useDateFormat();
  const end = periodEnd(billing, formatDate);
  const subscribed = billing.subscribedPlan ? plans[billing.subscribedPlan].name : null;
  return (
    <div className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
      <p className="text-sm font-medium text-slate-500">Plan in force</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">
        {planName(billing.plan)}
        {billing.trial ? (
          <span className="text-base font-normal text-slate-600"> (trial)</span>
        ) : null}
      </p>
      <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Subscription</dt>
          <dd className="font-medium text-slate-900">
            {subscribed
              ? `${subscribed}, ${statusLabels[billing.status].toLowerCase()}`
              : statusLabels[billing.status]}
          </dd>
        </div>
        {billing.period ? (
          <div>
            <dt className="text-slate-500">Billed</dt>
            <dd className="font-medium text-slate-900">{periodLabels[billing.period]}</dd>
          </div>
        ) : null}
        {end ? (
          <div>
            <dt className="text-slate-500">{end.label}</dt>
            <dd className="font-medium text-slate-900">{end.date}</dd>
          </div>
        ) : null}
      </dl>
      {subscribed && billing.plan !== billing.subscribedPlan ? (
        <p className="mt-4 text-sm text-slate-600">
          Your {subscribed} subscription is {statusLabels[billing.status].toLowerCase()}, so the{' '}
          {planName(billing.plan)} limits apply until it is paid.
        </p>
      ) : null}
    </div>
  );
}

/** The free trial: the days left, and what happens when it ends. */
export function TrialNotice({ trial }: { trial: NonNullable<BillingResponse['trial']> }) {
  const { formatDate } = useDateFormat();
  const name = plans[trial.plan].name;
  const free = plans.free.limits;
  return (
    <section
      aria-labelledby="trial-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-sm text-brand-900"
    >
      <h3 id="trial-heading" className="text-lg font-semibold">
        {name} trial: {daysLeft(trial.daysLeft)}
      </h3>
      <p className="mt-2">
        Your trial of {name} ends on {formatDate(trial.endsAt)}. No card is needed for it.
      </p>
      <p className="mt-2">
        When it ends, your workspace falls to the Free plan&rsquo;s limits ({free.monitors}{' '}
        monitors, checked {formatShortestInterval(free.minIntervalSeconds).toLowerCase()}) unless
        you subscribe. Monitors beyond them are paused, never deleted.
        {/* Stripe needs a trial end at least two days away to carry it over to a subscription. */}
        {trial.daysLeft > 2
          ? ' If you subscribe now, the days left are kept: the first charge is when the trial ends.'
          : null}
      </p>
    </section>
  );
}
