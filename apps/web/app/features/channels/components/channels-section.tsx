import {
  channelKindInfo,
  type Channel,
  type Delivery,
  type DeliveryStatus,
} from '@tocsin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Pencil, Plus, Radio, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { channelsKey, useChannels } from '@/lib/channels';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';
import { isFinalDelivery, useDelivery, useSendTestAlert } from '@/lib/deliveries';
import { relativeTime } from '@/lib/relative-time';
import { useCan } from '@/lib/session';
import { useDeleteChannel } from '../api/delete-channel';
import { useUpdateChannel } from '../api/update-channel';
import { AddToAllMonitors } from './add-to-all-monitors';
import { ChannelFormDialog } from './channel-form-dialog';
import { SigningSecretDialog } from './signing-secret-dialog';

const deliveryLabels: Record<DeliveryStatus, string> = {
  pending: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  held: 'Held',
};

/** The workspace's channels, each with its last delivery, a test button and its settings. */
export function ChannelsSection() {
  const channels = useChannels();
  const [adding, setAdding] = useState(false);
  const [signingSecret, setSigningSecret] = useState<string | null>(null);
  const items = channels.data?.items ?? [];
  const canWrite = useCan('channels.write');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          Where your alerts go. Each monitor alerts the channels chosen in its alert settings; new
          monitors start with the channels marked Default.
          {canWrite
            ? null
            : ' Only the owner or an admin of the workspace adds or changes channels.'}
        </p>
        {canWrite ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add channel
          </Button>
        ) : null}
      </div>
      {channels.isPending ? (
        <div role="status" aria-label="Loading channels" className="space-y-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : channels.isError && !channels.data ? (
        <LoadError what="your channels" onRetry={() => void channels.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Radio} title="No channels yet" level={3}>
          Add email, Slack, Microsoft Teams, PagerDuty, a webhook or another channel, then send it a
          test alert to make sure it reaches you before a real outage does.
        </EmptyState>
      ) : (
        <ul
          aria-label="Channels"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-surface"
        >
          {items.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} />
          ))}
        </ul>
      )}
      <ChannelFormDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(created) => {
          if (created.signingSecret) setSigningSecret(created.signingSecret);
        }}
      />
      <SigningSecretDialog secret={signingSecret} onClose={() => setSigningSecret(null)} />
    </div>
  );
}

function ChannelRow({ channel }: { channel: Channel }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const sendTest = useSendTestAlert();
  const { toast } = useToast();
  const kind = channelKindInfo[channel.kind].label;
  const canWrite = useCan('channels.write');
  const canAddToMonitors = useCan('monitors.write');

  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-name`} className="text-sm font-semibold break-words text-slate-900">
            {channel.name}
          </h3>
          <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {kind}
          </span>
          {channel.isDefault ? (
            <span
              title="Every new monitor alerts this channel"
              className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset"
            >
              Default
            </span>
          ) : null}
          {channel.enabled ? null : (
            <span className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset">
              Disabled
            </span>
          )}
        </div>
        <LastDelivery last={channel.lastDelivery} />
        <div role="status" aria-live="polite" className="text-sm">
          {sendTest.data ? (
            <TestDeliveryStatus key={sendTest.data.id} delivery={sendTest.data} />
          ) : sendTest.isError ? (
            <p className="text-red-700">
              {isApiError(sendTest.error, 'too-many-requests')
                ? 'Too many tests in a short time. Please wait a minute and try again.'
                : `The test could not be sent${sendTest.error.message ? `: ${sendTest.error.message}` : '.'}`}
            </p>
          ) : null}
        </div>
        {update.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your change was not saved. Please try again.
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <div className="flex w-full items-center gap-2 sm:mr-2 sm:w-auto">
          <Switch
            checked={channel.enabled}
            disabled={!canWrite}
            onCheckedChange={(enabled) => update.mutate({ id: channel.id, input: { enabled } })}
            aria-labelledby={`${id}-name ${id}-enabled`}
          />
          <span id={`${id}-enabled`} className="text-sm text-slate-700">
            Enabled
          </span>
        </div>
        {canWrite ? (
          <Button
            size="sm"
            variant="outline"
            loading={sendTest.isPending}
            onClick={() => sendTest.mutate(channel.id)}
          >
            {sendTest.isPending ? null : <Send aria-hidden="true" className="size-4" />}
            Send test<span className="sr-only"> to {channel.name}</span>
          </Button>
        ) : null}
        {canAddToMonitors ? <AddToAllMonitors channel={channel} /> : null}
        {canWrite ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit<span className="sr-only"> {channel.name}</span>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {channel.name}</span>
            </Button>
          </>
        ) : null}
      </div>
      <ChannelFormDialog open={editing} onOpenChange={setEditing} channel={channel} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${channel.name}?`}
        description="Alerts will no longer be sent through this channel, and monitors that use it stop alerting it. This cannot be undone."
        confirmLabel="Delete channel"
        pending={remove.isPending}
        onConfirm={() => {
          // Not mutate's onSuccess: that is skipped if the refetched list has already dropped this
          // row. A failure keeps the dialog open, as before; the mutation holds the error.
          void remove.mutateAsync(channel.id).then(
            () => {
              setDeleting(false);
              toast({ type: 'success', title: 'Channel deleted', description: channel.name });
            },
            () => undefined,
          );
        }}
      />
    </li>
  );
}

function LastDelivery({ last }: { last: Channel['lastDelivery'] }) {
  const { formatDateTime } = useDateFormat();
  if (!last) return <p className="text-sm text-slate-500">No alerts sent yet</p>;
  // A pending delivery with an error failed its last attempt and waits for the next one.
  const retrying = last.status === 'pending' && last.error !== null;
  return (
    <p
      className={cn(
        'text-sm break-words',
        last.status === 'failed' || retrying ? 'text-red-700' : 'text-slate-600',
      )}
    >
      Last alert: {retrying ? 'failed' : deliveryLabels[last.status].toLowerCase()}{' '}
      <time dateTime={last.at} title={formatDateTime(last.at)}>
        {relativeTime(last.at)}
      </time>
      {retrying ? ', retrying' : ''}
      {last.error ? `: ${last.error}` : ''}
    </p>
  );
}

/** A test alert on its way: followed until delivered or failed, then the list is refreshed. */
function TestDeliveryStatus({ delivery: initial }: { delivery: Delivery }) {
  const queryClient = useQueryClient();
  const delivery = useDelivery(initial.id).data ?? initial;
  const final = isFinalDelivery(delivery);

  useEffect(() => {
    // The row's "last alert" line now has this test to show.
    if (final) void queryClient.invalidateQueries({ queryKey: channelsKey });
  }, [final, queryClient]);

  if (delivery.status === 'delivered') {
    return (
      <p className="flex items-center gap-1.5 font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        Test delivered
      </p>
    );
  }
  if (delivery.status === 'failed' || delivery.status === 'held') {
    return (
      <p className="flex items-start gap-1.5 text-red-700">
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">
          <span className="font-medium">
            {delivery.status === 'failed' ? 'Test failed' : 'Test held'}
          </span>
          {delivery.lastError ? `: ${delivery.lastError}` : ''}
        </span>
      </p>
    );
  }
  const retrying = delivery.status === 'pending' && delivery.attempts.length > 0;
  return (
    <p className="flex items-start gap-1.5 text-slate-600">
      <Spinner className="mt-0.5 size-4" />
      <span className="break-words">
        {retrying
          ? `Test not delivered yet, retrying${delivery.nextAttemptAt ? ` ${relativeTime(delivery.nextAttemptAt)}` : ''}${delivery.lastError ? `: ${delivery.lastError}` : ''}`
          : delivery.status === 'sending'
            ? 'Sending test…'
            : 'Test queued…'}
      </span>
    </p>
  );
}
