import type { Delivery } from '@tocsin/contract';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { AttemptList } from '@/components/delivery/attempt-list';
import { DeliveryStatusBadge } from '@/components/delivery/delivery-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Card, CardHeader, Table, Th } from '@/components/ui/table';
import { DateTime } from '@/components/ui/time';
import { alertEventLabels } from '../labels';

const td = 'px-3 py-2.5 text-slate-600';

/** Every alert sent for an incident; each row opens onto its attempts. */
export function DeliveryTable({ deliveries }: { deliveries: Delivery[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (deliveries.length === 0) {
    return <EmptyState>No alert was sent for this incident.</EmptyState>;
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const attemptsButton = (delivery: Delivery, panel: string) => {
    const count = delivery.attempts.length;
    const expanded = open.has(delivery.id);
    return (
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? panel : undefined}
        aria-label={`${count} ${count === 1 ? 'attempt' : 'attempts'} to ${delivery.target}`}
        onClick={() => toggle(delivery.id)}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium text-slate-700 tabular-nums hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {expanded ? (
          <ChevronDown aria-hidden="true" className="size-4" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-4" />
        )}
        {count}
      </button>
    );
  };
  const attempts = (delivery: Delivery) => (
    <>
      <AttemptList attempts={delivery.attempts} label={`Attempts to ${delivery.target}`} />
      <DeliveryNote delivery={delivery} />
    </>
  );
  return (
    <Table
      caption="Deliveries"
      cards={deliveries.map((delivery) => (
        <Card key={delivery.id}>
          <CardHeader>
            <span className="font-medium text-slate-900">{delivery.target}</span>
            <DeliveryStatusBadge status={delivery.status} />
          </CardHeader>
          <p className="flex flex-wrap items-center justify-between gap-2 text-slate-600">
            {alertEventLabels[delivery.event]}
            <span>Attempts {attemptsButton(delivery, `${panelId(delivery)}-card`)}</span>
          </p>
          {open.has(delivery.id) ? (
            <div id={`${panelId(delivery)}-card`} className="space-y-2 pt-1">
              {attempts(delivery)}
            </div>
          ) : null}
        </Card>
      ))}
      head={
        <>
          <Th>Target</Th>
          <Th>Event</Th>
          <Th>Status</Th>
          <Th>Attempts</Th>
        </>
      }
    >
      {deliveries.map((delivery) => (
        <Fragment key={delivery.id}>
          <tr>
            <td className="px-3 py-2.5 font-medium text-slate-900">{delivery.target}</td>
            <td className={td}>{alertEventLabels[delivery.event]}</td>
            <td className="px-3 py-2.5">
              <DeliveryStatusBadge status={delivery.status} />
            </td>
            <td className={td}>{attemptsButton(delivery, panelId(delivery))}</td>
          </tr>
          {open.has(delivery.id) ? (
            <tr id={panelId(delivery)}>
              <td colSpan={4} className="space-y-2 bg-slate-50/60 px-3 py-3">
                {attempts(delivery)}
              </td>
            </tr>
          ) : null}
        </Fragment>
      ))}
    </Table>
  );
}

const panelId = (delivery: Delivery) => `delivery-${delivery.id}-attempts`;

/** What comes next for a delivery still under way, or when it arrived. */
export function DeliveryNote({ delivery }: { delivery: Delivery }) {
  if (delivery.status === 'delivered' && delivery.deliveredAt) {
    return (
      <p className="text-xs text-slate-600">
        Delivered <DateTime at={delivery.deliveredAt} />
      </p>
    );
  }
  if (delivery.status === 'held') {
    return (
      <p className="text-xs text-slate-600">
        Held by a maintenance window; it is sent when the window ends if the monitor is still down.
      </p>
    );
  }
  if (delivery.nextAttemptAt && delivery.status !== 'failed') {
    return (
      <p className="text-xs text-slate-600">
        Next attempt <DateTime at={delivery.nextAttemptAt} />
      </p>
    );
  }
  return null;
}
