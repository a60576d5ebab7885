import 'uplot/dist/uPlot.min.css';
import type { Latency } from '@tocsin/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { chartHeight, chartOptions } from './chart-options';
import { LatencyLegend } from './latency-legend';
import { latencySeries } from './latency-series';

/** Response time over a range, one line per phase, as wide as its container. */
export function LatencyChart({ latency, label }: { latency: Latency; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const series = useMemo(() => latencySeries(latency), [latency]);
  const [cursor, setCursor] = useState<number | null>(null);

  // uPlot needs a window and a canvas: build it after mount, never while rendering, so a render
  // on the server never reaches it.
  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const data: uPlot.AlignedData = [latency.times, ...series.map((line) => line.values)];
    const plot = new uPlot(chartOptions(series, target.clientWidth, setCursor), data, target);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) plot.setSize({ width: entry.contentRect.width, height: chartHeight });
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [latency.times, series]);

  return (
    <figure>
      <div ref={container} role="img" aria-label={label} style={{ minHeight: chartHeight }} />
      <LatencyLegend series={series} times={latency.times} index={cursor} />
    </figure>
  );
}
