import { paidPlans, plans, TRIAL_DAYS, type BillingPeriod, type Plan } from '@tocsin/contract';
import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { BillingPeriodSwitch } from '@/components/billing-period-switch';
import { PlanCard } from '@/components/plan-card';
import { ButtonLink } from '@/components/ui/button';
import { MarketingPage, ProseSection } from '@/features/marketing/components/marketing-page';
import { paths } from '@/lib/paths';
import { limitRows, yearlySaving } from '@/lib/plans';
import { useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';

export const meta: MetaFunction = () =>
  pageMeta(
    'Pricing',
    'Starter, Pro and Enterprise plans, each with a 14-day free trial and no credit card required.',
  );

const faq = [
  {
    q: 'What happens when the trial ends?',
    a: `Your account moves to the Free plan and nothing is charged, because we never asked for a card. Monitors beyond the Free plan's ${plans.free.limits.monitors} are paused, newest first, never deleted; subscribing resumes them.`,
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes, at any time from the billing page. Upgrades apply at once and are prorated. After a downgrade, monitors beyond the new limit are paused, newest first, and we tell you which.',
  },
  {
    q: 'What counts as a monitor?',
    a: 'One check target: a URL, a TCP port, a DNS record, a certificate or a heartbeat. Its checks, however often they run, and its alerts all belong to that one monitor.',
  },
  {
    q: 'Can my team share one account?',
    a: `Yes. Invite colleagues by email into a shared workspace, each as an admin, a member who manages monitors, or a viewer who only reads. Starter includes ${plans.starter.limits.teamSeats} seats, Pro ${plans.pro.limits.teamSeats} and Enterprise as many as you need; a pending invitation holds a seat until it is accepted or revoked.`,
  },
  {
    q: 'Do SMS and phone calls cost extra?',
    a: 'No. Each paid plan includes a monthly number of SMS and phone call alerts. Past them, alerts that would have been texts or calls go by email instead, and your inbox says so; nothing is charged on top.',
  },
];

export default function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { user } = useSession();
  const saving = Math.max(...paidPlans.map(yearlySaving));
  return (
    <MarketingPage
      eyebrow="Pricing"
      title="Simple plans that grow with you"
      lead={`Every account starts with a ${TRIAL_DAYS}-day free trial of Pro. No credit card required, cancel anytime.`}
    >
      <div className="mb-10 flex flex-col items-center gap-2">
        <BillingPeriodSwitch value={period} onChange={setPeriod} />
        <p className="text-sm text-slate-600">Yearly billing saves up to {saving}%.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {paidPlans.map((plan) => (
          <PlanOffer key={plan.id} plan={plan} period={period} signedIn={!!user} />
        ))}
      </div>
      <p className="mt-8 text-center text-slate-600">
        Just one site? The Free plan keeps {plans.free.limits.monitors} monitors checked every{' '}
        {plans.free.limits.minIntervalSeconds / 60} minutes, with email, push, chat and webhook
        alerts, for as long as you like.
      </p>
      <ComparisonTable />
      <div className="mx-auto mt-20 max-w-3xl">
        <ProseSection title="Frequently asked questions">
          <dl className="space-y-6">
            {faq.map((item) => (
              <div key={item.q}>
                <dt className="font-semibold text-slate-900">{item.q}</dt>
                <dd className="mt-1">{item.a}</dd>
              </div>
            ))}
          </dl>
        </ProseSection>
      </div>
    </MarketingPage>
  );
}

function PlanOffer({
  plan,
  period,
  signedIn,
}: {
  plan: Plan;
  period: BillingPeriod;
  signedIn: boolean;
}) {
  const cta = signedIn
    ? { label: `Choose ${plan.name}`, to: paths.dashboard.billing }
    : { label: 'Start Free Trial', to: paths.signup };
  return (
    <PlanCard
      plan={plan}
      period={period}
      badge={plan.popular ? 'Most popular' : undefined}
      highlighted={plan.popular}
    >
      <ButtonLink to={cta.to} variant={plan.popular ? 'default' : 'outline'} className="w-full">
        {cta.label}
      </ButtonLink>
    </PlanCard>
  );
}

/** Every limit of every plan side by side, Free included. */
function ComparisonTable() {
  const all = [plans.free, ...paidPlans];
  return (
    <section aria-labelledby="compare-plans" className="mt-20">
      <h2 id="compare-plans" className="text-center text-2xl font-bold text-slate-900">
        Compare plans
      </h2>
      <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-surface shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                <span className="sr-only">Limit</span>
              </th>
              {all.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {limitRows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                  {row.label}
                </th>
                {all.map((plan) => (
                  <td key={plan.id} className="px-4 py-3 text-slate-600">
                    {row.format(plan.limits)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Prices in US dollars, before tax. SMS and call credits renew each calendar month.
      </p>
    </section>
  );
}
