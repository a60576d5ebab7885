import type { MonitorDaySummary } from '@tocsin/contract';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/date-format';
import { countLabel, formatUptime, MIN_CHECKS_FOR_UPTIME } from '@/lib/history-format';

type Slot = MonitorDaySummary['slots'][number];

const HOUR_MS = 3_600_000;

/** Below this an hour was down for more than six minutes: red rather than amber. */
const mostlyUp = 90;

/** The colour of a stretch of time by its uptime; null: nothing was checked in it. */
export function uptimeTone(uptimePercent: number | null): string {
  if (uptimePercent === null) return 'bg-slate-200';
  if (uptimePercent >= 100) return 'bg-emerald-500';
  return uptimePercent >= mostlyUp ? 'bg-amber-400' : 'bg-red-500';
}

const tone = (slot: Slot) => uptimeTone(slot?.uptimePercent ?? null);

/** The server's slots are whole UTC hours ending with the one in progress; name each one. */
function slotTitles(
  slots: Slot[],
  formatClock: (value: number) => string,
  now = Date.now(),
): string[] {
  const current = Math.floor(now / HOUR_MS) * HOUR_MS;
  return slots.map((slot, index) => {
    const start = current - (slots.length - 1 - index) * HOUR_MS;
    const hour = `${formatClock(start)}–${index === slots.length - 1 ? 'now' : formatClock(start + HOUR_MS)}`;
    if (slot === null) return `${hour}: no checks`;
    if (slot.checks < MIN_CHECKS_FOR_UPTIME) return `${hour}: ${countLabel(slot.checks, 'check')}`;
    return `${hour}: ${formatUptime(slot.uptimePercent)} up, ${countLabel(slot.checks, 'check')}`;
  });
}

/** The last day's uptime as shown ("—" until enough checks), and in words. */
export function dayUptime(summary: MonitorDaySummary): { uptime: string; label: string } {
  const checks = summary.slots.reduce((n, slot) => n + (slot?.checks ?? 0), 0);
  const measured = summary.uptimePercent !== null && checks >= MIN_CHECKS_FOR_UPTIME;
  const uptime = measured ? formatUptime(summary.uptimePercent) : '—';
  const label =
    checks === 0
      ? '24 h uptime: no checks yet'
      : measured
        ? `24 h uptime ${uptime}`
        : `24 h uptime: ${countLabel(checks, 'check')} so far`;
  return { uptime, label };
}

/** One segment per hour of the last day, coloured by its uptime, with the day's uptime beside. */
export function UptimeBar({ summary }: { summary: MonitorDaySummary }) {
  const { uptime, label } = dayUptime(summary);
  const { formatClock } = useDateFormat();
  const titles = slotTitles(summary.slots, formatClock);
  return (
    <span className="inline-flex items-center gap-2">
      <span role="img" aria-label={label} className="flex h-5 gap-px">
        {summary.slots.map((slot, index) => (
          <span key={index} title={titles[index]} className={cn('w-1 rounded-sm', tone(slot))} />
        ))}
      </span>
      {/* Wide enough for "99.99%": the column keeps its width from row to row. */}
      <span aria-hidden="true" className="w-12 text-right text-xs tabular-nums text-slate-600">
        {uptime}
      </span>
    </span>
  );
}
