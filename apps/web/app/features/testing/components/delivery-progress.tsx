import type { Delivery } from '@tocsin/contract';
import { Check, CircleX } from 'lucide-react';
import { AttemptList } from '@/components/delivery/attempt-list';
import { DeliveryStatusBadge } from '@/components/delivery/delivery-status-badge';
import { DateTime } from '@/components/ui/time';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';

const steps = ['Queued', 'Sending', 'Result'] as const;

function stepOf(delivery: Delivery): number {
  if (delivery.status === 'delivered' || delivery.status === 'failed') return 2;
  if (delivery.status === 'sending') return 1;
  return 0;
}

/** A delivery followed live: where it is between queued and delivered, and every attempt. */
export function DeliveryProgress({ delivery }: { delivery: Delivery }) {
  const current = stepOf(delivery);
  const failed = delivery.status === 'failed';
  return (
    <section
      aria-label="Test delivery"
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <DeliveryStatusBadge status={delivery.status} />
        <span className="text-sm text-slate-700">
          Test alert to <strong className="font-semibold text-slate-900">{delivery.target}</strong>
        </span>
      </div>
      <ol aria-label="Progress" className="flex flex-wrap items-center gap-2 text-sm">
        {steps.map((step, index) => {
          const label = index === 2 ? (failed ? 'Failed' : 'Delivered') : step;
          const done = index < current || (index === current && index === 2);
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 ring-1 ring-inset',
                index > current && 'text-slate-400 ring-slate-200',
                index === current && index < 2 && 'bg-sky-50 text-sky-800 ring-sky-600/20',
                done &&
                  !(index === 2 && failed) &&
                  'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
                index === 2 &&
                  failed &&
                  index === current &&
                  'bg-red-50 text-red-800 ring-red-600/20',
              )}
            >
              {done ? (
                index === 2 && failed ? (
                  <CircleX aria-hidden="true" className="size-3.5" />
                ) : (
                  <Check aria-hidden="true" className="size-3.5" />
                )
              ) : null}
              {label}
            </li>
          );
        })}
      </ol>
      <p role="status" className="text-sm text-slate-800">
        <StatusSentence delivery={delivery} />
      </p>
      <AttemptList attempts={delivery.attempts} label="Attempts" />
    </section>
  );
}

function StatusSentence({ delivery }: { delivery: Delivery }) {
  const { formatClock } = useDateFormat();
  switch (delivery.status) {
    case 'delivered':
      return (
        <>
          Delivered{delivery.deliveredAt ? <> at {formatClock(delivery.deliveredAt)}</> : null}.
          Check that it reached {delivery.target}.
        </>
      );
    case 'failed':
      return <>Failed: {delivery.lastError ?? 'the channel did not accept the alert'}.</>;
    case 'sending':
      return <>Sending now…</>;
    case 'held':
      return <>Held by a maintenance window; it is sent when the window ends.</>;
    case 'pending':
      return delivery.nextAttemptAt && delivery.attempts.length > 0 ? (
        <>
          The last attempt failed{delivery.lastError ? `: ${delivery.lastError}` : ''}. Trying again
          at <DateTime at={delivery.nextAttemptAt} />.
        </>
      ) : (
        <>Queued: it leaves in a moment.</>
      );
  }
}
