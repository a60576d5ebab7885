import type { MonitorDaySummary } from '@tocsin/contract';
import { formatMs } from '@/lib/history-format';

const width = 64;
const height = 20;
const pad = 2;

/**
 * Consecutive measured hours as runs of points; an hour without a median breaks the line.
 * The scale starts at zero, so a few milliseconds of jitter never look like a spike.
 */
function runs(values: (number | null)[]): [number, number][][] {
  const max = Math.max(1, ...values.filter((v) => v !== null));
  const step = (width - 2 * pad) / Math.max(1, values.length - 1);
  const result: [number, number][][] = [];
  let run: [number, number][] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) result.push(run);
      run = [];
      return;
    }
    run.push([pad + index * step, height - pad - (value / max) * (height - 2 * pad)]);
  });
  if (run.length > 0) result.push(run);
  return result;
}

/** The median response time of each hour of the last day, as a tiny line. */
export function LatencySparkline({ summary }: { summary: MonitorDaySummary }) {
  const lines = runs(summary.slots.map((slot) => slot?.p50 ?? null));
  // One measured hour is a lone dot, which says nothing of how the time moves: wait for two.
  if (lines.flat().length < 2) return null;
  const label = summary.latency
    ? `Response time over 24 h: p50 ${formatMs(summary.latency.p50)}, p95 ${formatMs(summary.latency.p95)}`
    : 'Response time over 24 h';
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="shrink-0 text-brand-500"
    >
      <title>{label}</title>
      {lines.map((line) =>
        line.length === 1 ? (
          <circle key={line[0]![0]} cx={line[0]![0]} cy={line[0]![1]} r={1.5} fill="currentColor" />
        ) : (
          <polyline
            key={line[0]![0]}
            points={line.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ),
      )}
    </svg>
  );
}
