import type { BillingResponse, PlanLimits } from '@tocsin/contract';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber, limitRows } from '@/lib/plans';

type Usage = BillingResponse['usage'];

/** What the workspace uses against a counted limit. */
const meters: { label: string; used: keyof Usage; limit: keyof PlanLimits }[] = [
  { label: 'Active monitors', used: 'monitors', limit: 'monitors' },
  { label: 'Notification channels', used: 'channels', limit: 'channels' },
  { label: 'Team seats', used: 'teamSeats', limit: 'teamSeats' },
  { label: 'Status pages', used: 'statusPages', limit: 'statusPages' },
  { label: 'SMS this month', used: 'smsThisMonth', limit: 'smsPerMonth' },
  { label: 'Phone calls this month', used: 'callsThisMonth', limit: 'callsPerMonth' },
];

/** Limits that are not used up, only obeyed: read as facts, as the pricing page says them. */
const facts = limitRows.filter((row) =>
  ['minIntervalSeconds', 'rawRetentionDays'].includes(row.key),
);

/** Each limit of the plan in force, with a meter where something counts against it. */
export function UsageMeters({ billing }: { billing: BillingResponse }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
      <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {meters.map((meter) => (
          <UsageMeter
            key={meter.label}
            label={meter.label}
            used={billing.usage[meter.used]}
            limit={billing.limits[meter.limit]}
          />
        ))}
      </ul>
      <dl className="mt-6 grid gap-x-8 gap-y-3 border-t border-slate-200 pt-5 text-sm sm:grid-cols-2">
        {facts.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.format(billing.limits)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const labelId = useId();
  const value =
    limit === null
      ? `${formatNumber(used)} used · Unlimited`
      : limit === 0
        ? 'Not included'
        : `${formatNumber(used)} of ${formatNumber(limit)}`;
  const share = limit ? used / limit : 0;
  return (
    <li>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span id={labelId} className="font-medium text-slate-700">
          {label}
        </span>
        <span className="tabular-nums text-slate-900">{value}</span>
      </div>
      {limit ? (
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={limit}
          // A downgrade can leave more in use than the new plan allows; the meter stays full.
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={used > limit ? `${value}, over the limit` : value}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn(
              'h-full rounded-full',
              share >= 1 ? 'bg-red-500' : share >= 0.8 ? 'bg-amber-500' : 'bg-brand-600',
            )}
            style={{ width: `${Math.min(share, 1) * 100}%` }}
          />
        </div>
      ) : null}
    </li>
  );
}
