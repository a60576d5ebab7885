import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';
import { formatUptime } from '@/lib/history-format';

/** Text colour for an uptime: green from 99.9 %, amber from 99 %, red below. */
export function uptimeTone(percent: number | null): string {
  if (percent === null) return 'text-slate-500';
  if (percent >= 99.9) return 'text-emerald-700';
  return percent >= 99 ? 'text-amber-700' : 'text-red-700';
}

function segmentTone(percent: number | null): string {
  if (percent === null) return 'bg-slate-200';
  if (percent >= 100) return 'bg-emerald-500';
  return percent >= 99 ? 'bg-amber-400' : 'bg-red-500';
}

/**
 * One segment per slot of the range, coloured by its uptime; each names its period on hover and
 * the whole reads as one sentence to a screen reader.
 */
export function AnalyticsUptimeBar({
  name,
  slots,
  slotTimes,
}: {
  name: string;
  slots: (number | null)[];
  /** Start of each slot, in Unix seconds. */
  slotTimes: number[];
}) {
  const { formatSlot } = useDateFormat();
  const checked = slots.filter((s) => s !== null);
  const withDowntime = checked.filter((s) => s < 100).length;
  const label =
    checked.length === 0
      ? `${name}: no checks in this range`
      : `${name}: ${withDowntime} of ${slots.length} periods with downtime`;
  return (
    <span role="img" aria-label={label} className="flex h-5 w-32 gap-px">
      {slots.map((slot, index) => (
        <span
          key={slotTimes[index] ?? index}
          title={`From ${formatSlot((slotTimes[index] ?? 0) * 1000)}: ${
            slot === null ? 'no checks' : `${formatUptime(slot, 2)} up`
          }`}
          className={cn('min-w-0.5 flex-1 rounded-sm', segmentTone(slot))}
        />
      ))}
    </span>
  );
}
