import { formatDuration, type Monitor } from '@tocsin/contract';
import { HeartPulse } from 'lucide-react';
import { TextField } from '@/components/ui/text-field';
import { useDateFormat } from '@/lib/date-format';
import { relativeTime } from '@/lib/relative-time';
import { Tile } from '../components/tile';
import type { FieldsProps } from '../form/fields-props';
import { num, textProps, type CheckTypeView } from './view';

export const heartbeat: CheckTypeView<'heartbeat'> = {
  label: 'Heartbeat',
  description: 'Your cron job calls Tocsin; silence past the deadline raises the alarm.',
  icon: HeartPulse,
  pushed: true,
  Fields: HeartbeatFields,
  toInput: (v) => ({ periodSeconds: num(v.periodSeconds), graceSeconds: num(v.graceSeconds) }),
  Tiles: ({ monitor }) => <HeartbeatTiles monitor={monitor} />,
};

function HeartbeatFields(props: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...textProps(props, 'periodSeconds', 'Expected every (seconds)')}
        type="number"
        placeholder="3600"
        hint="How often your job runs and calls Tocsin."
      />
      <TextField
        {...textProps(props, 'graceSeconds', 'Grace period (seconds)')}
        type="number"
        hint="Extra time allowed before it counts as missed."
      />
    </div>
  );
}

/**
 * A heartbeat's pings at a glance: when the job last called, and by when the next call must come
 * before it is down.
 */
export function HeartbeatTiles({ monitor }: { monitor: Monitor }) {
  const { formatDateTime } = useDateFormat();
  if (monitor.config.type !== 'heartbeat') return null;
  const { periodSeconds, graceSeconds } = monitor.config;
  const since = monitor.lastPingAt ?? monitor.createdAt;
  const dueBy = new Date(Date.parse(since) + (periodSeconds + graceSeconds) * 1000).toISOString();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Tile label="Last ping">
        {monitor.lastPingAt ? (
          <time dateTime={monitor.lastPingAt} title={formatDateTime(monitor.lastPingAt)}>
            {relativeTime(monitor.lastPingAt)}
          </time>
        ) : (
          'None yet'
        )}
      </Tile>
      <Tile label="Next ping expected by">
        <time dateTime={dueBy}>{formatDateTime(dueBy)}</time>
        <span className="mt-1 block text-xs font-normal text-slate-500">
          Every {formatDuration(periodSeconds)}
          {graceSeconds > 0 ? `, ${formatDuration(graceSeconds)} grace` : ''}
        </span>
      </Tile>
    </dl>
  );
}
