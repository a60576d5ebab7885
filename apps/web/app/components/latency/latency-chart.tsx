import 'uplot/dist/uPlot.min.css';
import type { Latency } from '@tocsin/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { useDateFormat } from '@/lib/date-format';
import { chartHeight, chartOptions, type Band } from './chart-options';
import { LatencyLegend } from './latency-legend';
import { latencySeries } from './latency-series';

const noDowntime: readonly Band[] = [];

/** Response time over a range, one line per phase, as wide as its container. */
export function LatencyChart({
  latency,
  label,
  downtime = noDowntime,
}: {
  latency: Latency;
  label: string;
  /** Spans the monitor was down, shaded behind the lines. */
  downtime?: readonly Band[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const series = useMemo(() => latencySeries(latency), [latency]);
  const [cursor, setCursor] = useState<number | null>(null);
  const from = latency.times[0] ?? 0;
  const to = Date.parse(latency.to) / 1000;
  // Only what falls in the range is drawn, and the legend names the shading only then.
  const shaded = useMemo(
    () => downtime.filter(([start, end]) => end >= from && start <= to),
    [downtime, from, to],
  );
  const { timeZone } = useDateFormat();

  // uPlot needs a window and a canvas: build it after mount, never while rendering, so a render
  // on the server never reaches it.
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const data: uPlot.AlignedData = [latency.times, ...series.map((line) => line.values)];
    const options = chartOptions(series, target.clientWidth, setCursor, {
      bands: shaded,
      span: [from, to],
      timeZone,
    });
    const plot = new uPlot(options, data, target);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) plot.setSize({ width: entry.contentRect.width, height: chartHeight });
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [latency.times, series, shaded, from, to, timeZone]);

  return (
    <figure>
      <div
        ref={container}
        role="img"
        aria-label={shaded.length > 0 ? `${label}, with the times it was down shaded` : label}
        style={{ minHeight: chartHeight }}
      />
      <LatencyLegend
        series={series}
        times={latency.times}
        index={cursor}
        downtime={shaded.length > 0}
      />
    </figure>
  );
}
