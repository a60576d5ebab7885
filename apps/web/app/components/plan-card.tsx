import type { BillingPeriod, Plan } from '@tocsin/contract';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { displayPrice, limitRows } from '@/lib/plans';

/**
 * A paid plan's name, price and limits, from the contract's plans table. The pricing page and the
 * billing page both show it, so a plan reads the same on each; the action at the foot is theirs.
 */
export function PlanCard({
  plan,
  period,
  badge,
  highlighted,
  heading: Heading = 'h2',
  className,
  children,
}: {
  plan: Plan;
  period: BillingPeriod;
  /** A pill above the card: "Most popular", "Current plan". */
  badge?: string;
  highlighted?: boolean;
  heading?: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  const price = displayPrice(plan, period);
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-8 shadow-sm',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
        className,
      )}
    >
      {badge ? (
        <p className="absolute -top-3 left-8 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {badge}
        </p>
      ) : null}
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </Heading>
      <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price.amount}</span>{' '}
        <span className="text-sm text-slate-600">{price.note}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {limitRows.map((row) => (
          <li key={row.key} className="flex gap-2">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {(row.item ?? row.format)(plan.limits)}
          </li>
        ))}
      </ul>
      <div className="mt-8">{children}</div>
    </section>
  );
}
