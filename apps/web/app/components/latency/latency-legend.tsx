import { useDateFormat } from '@/lib/date-format';
import { formatMs } from '@/lib/history-format';
import type { ChartSeries } from './latency-series';

/** Names each line; while the cursor is over the chart, also its value at that time. */
export function LatencyLegend({
  series,
  times,
  index,
  downtime = false,
}: {
  series: ChartSeries[];
  times: number[];
  index: number | null;
  /** Whether the chart shades a time the monitor was down. */
  downtime?: boolean;
}) {
  const { formatDateTime } = useDateFormat();
  const at = index === null ? undefined : times[index];
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
      <ul aria-label="Legend" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {series.map((line) => {
          const value = index === null ? undefined : line.values[index];
          return (
            <li key={line.key} className="flex items-center gap-1.5">
              <LineSample color={line.color} dashed={line.dashed} />
              {line.label}
              {value === undefined ? null : (
                <span className="tabular-nums text-slate-900">
                  {value === null ? '—' : formatMs(value)}
                </span>
              )}
            </li>
          );
        })}
        {downtime ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-3 w-4 rounded-sm bg-red-500/25" />
            Down
          </li>
        ) : null}
      </ul>
      {at === undefined ? null : (
        <time dateTime={new Date(at * 1000).toISOString()} className="text-slate-500">
          {formatDateTime(at * 1000)}
        </time>
      )}
    </div>
  );
}

export function LineSample({ color, dashed = false }: { color: string; dashed?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={dashed ? 'w-4 border-t-2 border-dashed' : 'w-4 border-t-2'}
      style={{ borderColor: color }}
    />
  );
}
