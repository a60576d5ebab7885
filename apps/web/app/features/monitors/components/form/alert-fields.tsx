import { DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ChannelCheckList } from '@/components/channel-check-list';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { channelsQueryOptions } from '@/lib/channels';

/**
 * Where a new monitor's alerts go: the workspace's default channels ticked until the person
 * chooses, and whether members are alerted directly. `rules` is what the create request carries;
 * undefined while the channels are unknown, so the server applies the same defaults.
 */
export function useNewMonitorAlerts(enabled: boolean) {
  const channels = useQuery({ ...channelsQueryOptions(), enabled });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [notifyMembers, setNotifyMembers] = useState(DEFAULT_ALERT_RULES.notifyMembers);
  const items = channels.data?.items;
  const channelIds = chosen ?? items?.filter((c) => c.isDefault).map((c) => c.id) ?? [];
  const rules: AlertRules | undefined = items
    ? { ...DEFAULT_ALERT_RULES, channelIds, notifyMembers }
    : undefined;
  return { channels, channelIds, setChosen, notifyMembers, setNotifyMembers, rules };
}

export function AlertFields({ alerts }: { alerts: ReturnType<typeof useNewMonitorAlerts> }) {
  const id = useId();
  const { channels } = alerts;
  return (
    <>
      {channels.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : channels.isError ? (
        <Alert tone="warning">
          We could not load your channels, so the monitor will start with your default channels. You
          can change its alerts on its page once it is created.
        </Alert>
      ) : (
        <ChannelCheckList
          channels={channels.data.items}
          hint="Your default channels are ticked already. This monitor's alerts go to every channel ticked here."
          purpose="to send monitors' alerts there"
          selected={alerts.channelIds}
          onChange={alerts.setChosen}
        />
      )}
      <div>
        <Checkbox
          label="Notify workspace members directly"
          aria-describedby={`${id}-members`}
          checked={alerts.notifyMembers}
          onChange={(event) => alerts.setNotifyMembers(event.target.checked)}
        />
        <p id={`${id}-members`} className="mt-0.5 ml-6 text-xs text-slate-500">
          Each member is reached on their own email, SMS, phone call or push, as their personal
          notification settings allow. Events, reminders and escalation can be set on the
          monitor&rsquo;s page after it is created.
        </p>
      </div>
    </>
  );
}
