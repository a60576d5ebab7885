import { channelKindInfo } from '@tocsin/contract';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClasses, Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useChannels } from '@/lib/channels';
import { useDelivery, useSendTestAlert } from '@/lib/deliveries';
import { paths } from '@/lib/paths';
import { DeliveryProgress } from './delivery-progress';

/** Sends a test alert through one channel and follows its delivery until it lands or fails. */
export function SendTestAlert() {
  const channels = useChannels();
  const [chosen, setChosen] = useState('');
  const [deliveryId, setDeliveryId] = useState<string | null>(null);
  const send = useSendTestAlert();
  const delivery = useDelivery(deliveryId);

  if (channels.isPending) return <Skeleton className="h-24 w-full" />;
  if (channels.isError) {
    return (
      <div className="space-y-3">
        <Alert>We could not load your channels. Please check your connection and try again.</Alert>
        <Button variant="outline" onClick={() => void channels.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = channels.data.items;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4 text-sm text-slate-600">
        You have no channels yet.{' '}
        <Link
          to={paths.dashboard.notifications}
          className="font-medium text-brand-700 hover:underline"
        >
          Add a channel
        </Link>{' '}
        (Slack, email, SMS, PagerDuty, a webhook and more), then come back to test it.
      </p>
    );
  }

  const channelId = items.some((channel) => channel.id === chosen) ? chosen : items[0]!.id;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(channelId, { onSuccess: (created) => setDeliveryId(created.id) });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <Field label="Channel" className="min-w-64 flex-1 sm:max-w-sm">
          {(control) => (
            <select
              {...control}
              value={channelId}
              onChange={(event) => setChosen(event.target.value)}
              className={controlClasses}
            >
              {items.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name} ({channelKindInfo[channel.kind].label}
                  {channel.enabled ? '' : ', turned off'})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Send test alert
        </Button>
      </form>
      {send.isError ? (
        <Alert>
          The test alert was not sent
          {isApiError(send.error) && send.error.message
            ? `: ${send.error.message}`
            : '. Please try again.'}
        </Alert>
      ) : null}
      {delivery.data ? <DeliveryProgress delivery={delivery.data} /> : null}
      {delivery.isError && !delivery.data ? (
        <Alert>We could not follow the test delivery. Please check your connection.</Alert>
      ) : null}
    </div>
  );
}
