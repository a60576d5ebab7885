import type { BulkAlertChannelsInput } from '@tocsin/contract';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { ChannelCheckList } from '@/components/channel-check-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { Radio } from '@/components/ui/radio';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useChannels } from '@/lib/channels';
import { useSetAlertChannels } from '../api/bulk-alert-channels';

const monitors = (n: number) => `${n} monitor${n === 1 ? '' : 's'}`;

/** Chooses channels for the selected monitors: added to each one's own, or replacing them. */
export function SetChannelsDialog({
  ids,
  open,
  onOpenChange,
  onDone,
}: {
  ids: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Set alert channels of ${monitors(ids.length)}`}
      description="Choose where the alerts of the selected monitors go. Their other alert rules (events, reminders, escalation) stay as they are."
    >
      <ChannelsForm ids={ids} onDone={onDone} />
    </FormDialog>
  );
}

function ChannelsForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const channels = useChannels();
  const set = useSetAlertChannels();
  const { toast } = useToast();
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<BulkAlertChannelsInput['mode']>('add');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setMissing(true);
    set.mutate(
      { ids, channelIds: chosen, mode },
      {
        onSuccess: ({ affected }) => {
          toast({
            type: 'success',
            title: `Alert channels set on ${monitors(affected)}`,
            description:
              affected < ids.length
                ? `${monitors(ids.length - affected)} already had ${mode === 'add' ? 'them' : 'exactly these'}.`
                : undefined,
          });
          onDone();
        },
      },
    );
  };

  if (channels.isPending) return <Skeleton className="mt-5 h-32 w-full" />;
  if (channels.isError) {
    return (
      <Alert className="mt-5">
        We could not load your channels. Please check your connection and try again.
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
      {set.isError ? (
        <Alert>
          The channels were not set
          {isApiError(set.error) && set.error.message
            ? `: ${set.error.message}`
            : '. Please try again.'}
        </Alert>
      ) : null}
      <ChannelCheckList
        channels={channels.data.items}
        purpose="first, then come back to choose it here"
        selected={chosen}
        onChange={(next) => {
          setMissing(false);
          setChosen(next);
        }}
        error={missing ? 'Choose at least one channel' : undefined}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">How</legend>
        <Radio
          name="channel-mode"
          label="Add them to the channels each monitor already has"
          checked={mode === 'add'}
          onChange={() => setMode('add')}
        />
        <Radio
          name="channel-mode"
          label="Replace each monitor's channels with these"
          checked={mode === 'replace'}
          onChange={() => setMode('replace')}
        />
      </fieldset>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-5">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" loading={set.isPending} disabled={channels.data.items.length === 0}>
          {mode === 'add' ? 'Add channels' : 'Replace channels'}
        </Button>
      </div>
    </form>
  );
}
