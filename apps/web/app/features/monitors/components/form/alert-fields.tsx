import { DEFAULT_ALERT_RULES, type AlertRules } from '@tocsin/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ChannelCheckList } from '@/components/channel-check-list';
import { MemberChoice } from '@/components/member-choice';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { channelsQueryOptions } from '@/lib/channels';
import { membersModeOf, membersRules, useMembers, type MembersMode } from '@/lib/workspace-members';

/**
 * Where a new monitor's alerts go: the workspace's default channels ticked until the person
 * chooses, and which members are alerted directly. `rules` is what the create request carries;
 * undefined while the channels are unknown, so the server applies the same defaults.
 */
export function useNewMonitorAlerts(enabled: boolean) {
  const channels = useQuery({ ...channelsQueryOptions(), enabled });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [people, setPeople] = useState<{ mode: MembersMode; memberIds: string[] }>({
    mode: membersModeOf(DEFAULT_ALERT_RULES),
    memberIds: DEFAULT_ALERT_RULES.memberIds,
  });
  const members = useMembers(enabled && people.mode !== 'none');
  const items = channels.data?.items;
  const channelIds = chosen ?? items?.filter((c) => c.isDefault).map((c) => c.id) ?? [];
  const rules: AlertRules | undefined = items
    ? { ...DEFAULT_ALERT_RULES, channelIds, ...membersRules(people.mode, people.memberIds) }
    : undefined;
  return { channels, channelIds, setChosen, people, setPeople, members, rules };
}

export function AlertFields({ alerts }: { alerts: ReturnType<typeof useNewMonitorAlerts> }) {
  const { channels, people } = alerts;
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
      <MemberChoice
        mode={people.mode}
        memberIds={people.memberIds}
        members={alerts.members}
        onChange={alerts.setPeople}
        hint="Events, reminders and escalation can be set on the monitor's page after it is created."
        error={
          people.mode === 'chosen' && people.memberIds.length === 0
            ? 'Nobody is ticked: no member will be alerted directly.'
            : undefined
        }
      />
    </>
  );
}
