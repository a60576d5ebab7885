import type { DeliveryStatus } from '@tocsin/contract';
import { badgeClasses } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  held: 'Held',
};

const deliveryTones: Record<DeliveryStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  sending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  held: 'bg-violet-50 text-violet-800 ring-violet-600/20',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span className={cn(badgeClasses, deliveryTones[status])}>{deliveryStatusLabels[status]}</span>
  );
}
