import { Check } from 'lucide-react';
import type { MetaFunction } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageMeta } from '@/lib/site';
import { MarketingPage, ProseSection } from '../components/marketing-page';
import { plans } from '../content/plans';

export const meta: MetaFunction = () =>
  pageMeta(
    'Pricing',
    'Starter, Pro and Enterprise plans, each with a 14-day free trial and no credit card required.',
  );

const faq = [
  {
    q: 'What happens when the trial ends?',
    a: 'Your monitors keep their configuration. Choose a plan to keep them running; if you do not, checks pause and nothing is charged, because we never asked for a card.',
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes, at any time from the billing page. Upgrades apply at once and are prorated; downgrades apply at the next billing date.',
  },
  {
    q: 'What counts as a monitor?',
    a: 'One check target: a URL, a TCP port, a DNS record, a certificate or a heartbeat. Checking it from several regions still counts as one monitor.',
  },
  {
    q: 'Do SMS and phone calls cost extra?',
    a: 'No. Alerts for your own monitors are included in every plan, with fair-use limits that a normal on-call rotation never reaches.',
  },
];

export default function PricingPage() {
  return (
    <MarketingPage
      eyebrow="Pricing"
      title="Simple plans that grow with you"
      lead="Every plan starts with a 14-day free trial. No credit card required, cancel anytime."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => (
          <section
            key={plan.id}
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
              <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
              {plan.period ? <span className="text-sm text-slate-500">{plan.period}</span> : null}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
              {plan.highlights.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={plan.cta.to}
              variant={plan.popular ? 'default' : 'outline'}
              className="mt-8 w-full"
              aria-label={`${plan.cta.label} with ${plan.name}`}
            >
              {plan.cta.label}
            </ButtonLink>
          </section>
        ))}
      </div>
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
