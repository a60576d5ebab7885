import type { Channel } from '@tocsin/contract';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useAddToAllMonitors, useMonitorCount } from '../api/add-to-monitors';

const monitors = (n: number) => `${n} monitor${n === 1 ? '' : 's'}`;

/** "Add to all monitors": puts a channel in every monitor's alerts, after saying how many. */
export function AddToAllMonitors({ channel }: { channel: Channel }) {
  const [open, setOpen] = useState(false);
  const count = useMonitorCount(open);
  const add = useAddToAllMonitors();
  const { toast } = useToast();
  const total = count.data;

  const description =
    total === undefined ? (
      count.isError ? (
        'We could not count your monitors. Close this and try again.'
      ) : (
        'Counting your monitors…'
      )
    ) : total === 0 ? (
      'You have no monitors yet. New monitors can start with this channel: edit it and tick "Alert through this channel for every new monitor".'
    ) : (
      <>
        {channel.name} will be alerted for all {monitors(total)}, beside the channels each one
        already has. Monitors that already alert it stay as they are.
        {add.isError ? ' The last attempt failed; please try again.' : ''}
      </>
    );

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" className="size-4" />
        Add to all monitors<span className="sr-only"> ({channel.name})</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="default"
        title={
          total
            ? `Add ${channel.name} to all ${monitors(total)}?`
            : `Add ${channel.name} to all monitors?`
        }
        description={description}
        confirmLabel={total ? `Add to ${monitors(total)}` : 'Add to all monitors'}
        pending={add.isPending}
        onConfirm={() => {
          if (!total) return setOpen(false);
          add.mutate(channel.id, {
            onSuccess: ({ affected }) => {
              setOpen(false);
              toast({
                type: 'success',
                title: `${channel.name} added to ${monitors(affected)}`,
                description:
                  affected < total
                    ? `${monitors(total - affected)} already alerted it.`
                    : 'Their next alerts go there too.',
              });
            },
          });
        }}
      />
    </>
  );
}
