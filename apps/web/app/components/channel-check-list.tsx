import { channelKindInfo, type Channel } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckList, type CheckListItem } from '@/components/ui/check-list';
import { paths } from '@/lib/paths';
import { useCan } from '@/lib/session';

/** A channel as a choice reads: its name, its kind, and whether it is off. */
export function ChannelLabel({ channel }: { channel: Channel }) {
  return (
    <>
      <span className="font-medium text-slate-800">{channel.name}</span>{' '}
      <span className="text-slate-500">· {channelKindInfo[channel.kind].label}</span>
      {channel.enabled ? null : <span className="text-amber-700"> (turned off)</span>}
    </>
  );
}

export const channelItems = (channels: readonly Channel[]): CheckListItem[] =>
  channels.map((channel) => ({ id: channel.id, label: <ChannelLabel channel={channel} /> }));

/**
 * The workspace's channels to tick, or, while it has none, a link to add one; `purpose` ends
 * that sentence ("to send this monitor's alerts there").
 */
export function ChannelCheckList({
  channels,
  legend = 'Channels',
  hint,
  purpose,
  selected,
  onChange,
  error,
}: {
  channels: readonly Channel[];
  legend?: string;
  hint?: ReactNode;
  purpose: string;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const canAddChannels = useCan('channels.write');
  if (channels.length === 0) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-800">{legend}</p>
        {canAddChannels ? (
          <p className="mt-1 text-sm text-slate-600">
            No channels yet.{' '}
            <Link
              to={paths.dashboard.notifications}
              className="font-medium text-brand-700 hover:underline"
            >
              Add a channel
            </Link>{' '}
            (Slack, email, SMS, PagerDuty, a webhook and more) {purpose}.
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            No channels yet. The owner or an admin of the workspace can add them.
          </p>
        )}
        {error ? <p className="mt-1.5 text-xs font-medium text-red-700">{error}</p> : null}
      </div>
    );
  }
  return (
    <CheckList
      legend={legend}
      hint={hint}
      items={channelItems(channels)}
      selected={selected}
      onChange={onChange}
      error={error}
    />
  );
}
