import type { Monitor } from '@tocsin/contract';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { cn } from '@/lib/cn';
import { useConnection } from '@/lib/connection';
import { useDateFormat } from '@/lib/date-format';
import { paths } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { useCan } from '@/lib/session';
import { LatencySparkline } from './latency-sparkline';
import { UptimeBar } from './uptime-bar';

/**
 * The status, with the last check's message as a tooltip when it has one, and the regions that
 * saw the last check fail when it was checked from several.
 */
export function MonitorStatus({ monitor }: { monitor: Monitor }) {
  const failing =
    monitor.lastResult?.regions?.filter((r) => r.status === 'down').map((r) => r.region) ?? [];
  return (
    <span
      title={monitor.lastResult?.message ?? undefined}
      className="inline-flex flex-col items-start gap-0.5"
    >
      <StatusBadge status={monitor.status} />
      {failing.length > 0 && monitor.status !== 'paused' ? (
        <span className="text-xs text-slate-600">Failing from {failing.join(', ')}</span>
      ) : null}
    </span>
  );
}

export function MonitorName({ monitor, className }: { monitor: Monitor; className?: string }) {
  return (
    <Link
      to={paths.dashboard.monitor(monitor.id)}
      className={cn(
        'font-medium [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {monitor.name}
    </Link>
  );
}

/**
 * When the last check ran, as "12 seconds ago"; while Tocsin cannot be reached, the time itself,
 * since "seconds ago" would no longer be true of what is shown.
 */
export function LastChecked({ at }: { at: string | null }) {
  const { formatDateTime } = useDateFormat();
  const connection = useConnection();
  if (!at) return <span className="text-slate-400">Never</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {connection === 'online' ? relativeTime(at) : `at ${formatDateTime(at)}`}
    </time>
  );
}

/** The last check's total time, and beside it how the hourly medians moved over the last day. */
export function ResponseTime({ monitor }: { monitor: Monitor }) {
  const total = monitor.lastResult?.timings.total;
  return (
    <span className="inline-flex items-center gap-2">
      {total === undefined ? (
        <span className="text-slate-400">—</span>
      ) : (
        <span className="min-w-14 text-right tabular-nums">{Math.round(total)} ms</span>
      )}
      {/* Where the table has room for it. */}
      <span className="hidden xl:inline-flex">
        <LatencySparkline summary={monitor.last24h} />
      </span>
    </span>
  );
}

export function MonitorUptime({ monitor }: { monitor: Monitor }) {
  return <UptimeBar summary={monitor.last24h} />;
}

/** The checkbox that selects a monitor for bulk actions, in the table and in the cards. */
export function SelectMonitor({
  monitor,
  selected,
  onToggle,
  className,
}: {
  monitor: Monitor;
  selected: boolean;
  onToggle: (id: string) => void;
  className?: string;
}) {
  // Selection is for bulk changes, which a viewer cannot make.
  if (!useCan('monitors.write')) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${monitor.name}`}
      checked={selected}
      onChange={() => onToggle(monitor.id)}
      className={cn('size-4 accent-brand-600', className)}
    />
  );
}
