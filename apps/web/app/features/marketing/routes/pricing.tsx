import { paidPlans, plans, TRIAL_DAYS, type Plan } from '@tocsin/contract';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { pageMeta } from '@/lib/site';
import { MarketingPage, ProseSection } from '../components/marketing-page';
import { displayPrice, limitRows, yearlySaving, type BillingPeriod } from '../content/plans';

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
    q: 'Do SMS and phone calls cost extra?',
    a: 'No. Each paid plan includes a monthly number of SMS and phone call alerts. Past them, alerts that would have been texts or calls go by email instead, and your inbox says so; nothing is charged on top.',
  },
];

const billingPeriods = ['monthly', 'yearly'] as const;
const periodLabels: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

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
        <SegmentedControl
          label="Billing period"
          options={billingPeriods}
          value={period}
          onChange={setPeriod}
          optionLabel={(option) => periodLabels[option]}
        />
        <p className="text-sm text-slate-600">Yearly billing saves up to {saving}%.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {paidPlans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} signedIn={!!user} />
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

function PlanCard({
  plan,
  period,
  signedIn,
}: {
  plan: Plan;
  period: BillingPeriod;
  signedIn: boolean;
}) {
  const price = displayPrice(plan, period);
  const cta = signedIn
    ? { label: `Choose ${plan.name}`, to: paths.dashboard.billing }
    : { label: 'Start Free Trial', to: paths.signup };
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-8 shadow-sm',
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          Most popular
        </p>
      ) : null}
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price.amount}</span>{' '}
        <span className="text-sm text-slate-600">{price.note}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {limitRows.map((row) => (
          <li key={row.key} className="flex gap-2">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {row.format(plan)}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={cta.to}
        variant={plan.popular ? 'default' : 'outline'}
        className="mt-8 w-full"
      >
        {cta.label}
      </ButtonLink>
    </section>
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
                    {row.format(plan)}
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
