import { uptimeRanges, type Uptime, type UptimeRange, formatDuration } from '@tocsin/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { countLabel, formatUptime, MIN_CHECKS_FOR_UPTIME, rangeLabels } from '@/lib/history-format';
import { useMonitorUptime } from '../api/get-uptime';

/** Uptime over four ranges side by side, each loaded on its own so one slow range waits alone. */
export function UptimeTiles({
  monitorId,
  region = null,
}: {
  monitorId: string;
  /** What one region saw; null: the monitor's own verdicts. */
  region?: string | null;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {uptimeRanges.map((range) => (
        <UptimeTile key={range} monitorId={monitorId} range={range} region={region} />
      ))}
    </dl>
  );
}

function UptimeTile({
  monitorId,
  range,
  region,
}: {
  monitorId: string;
  range: UptimeRange;
  region: string | null;
}) {
  const uptime = useMonitorUptime(monitorId, range, region);
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm text-slate-500">{rangeLabels[range]}</dt>
      {uptime.isPending ? (
        <dd>
          <Skeleton className="mt-2 h-7 w-24" />
        </dd>
      ) : uptime.isError ? (
        <dd className="mt-1 text-sm text-red-700">Could not load the uptime.</dd>
      ) : (
        <UptimeFigures uptime={uptime.data} />
      )}
    </div>
  );
}

function UptimeFigures({ uptime }: { uptime: Uptime }) {
  const measured = uptime.uptimePercent !== null && uptime.checks >= MIN_CHECKS_FOR_UPTIME;
  return (
    <>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {measured ? formatUptime(uptime.uptimePercent) : '—'}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">
        {uptime.checks === 0
          ? 'No checks in this range yet'
          : measured
            ? `${downtime(uptime.downtimeSeconds)} · ${countLabel(uptime.checks, 'check')}`
            : `${countLabel(uptime.checks, 'check')} so far`}
      </dd>
    </>
  );
}

const downtime = (seconds: number) =>
  seconds === 0 ? 'No downtime' : `${formatDuration(seconds)} down`;
