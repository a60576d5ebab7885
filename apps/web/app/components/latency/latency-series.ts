import { latencyPhases, type Latency, type LatencyPhase } from '@tocsin/contract';

/**
 * Tailwind's palette values written out (sky, emerald, violet, amber, brand): the canvas cannot
 * read classes, and the swatches use the same strings so the legend always matches the lines.
 */
export const phaseStyles: Record<LatencyPhase, { label: string; color: string }> = {
  dns: { label: 'DNS', color: 'oklch(74.6% 0.16 232.661)' },
  connect: { label: 'Connect', color: 'oklch(76.5% 0.177 163.223)' },
  tls: { label: 'TLS', color: 'oklch(70.2% 0.183 293.541)' },
  ttfb: { label: 'Waiting (TTFB)', color: 'oklch(82.8% 0.189 84.429)' },
  total: { label: 'Total', color: 'oklch(0.59 0.2 264)' },
};

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  dashed: boolean;
  values: (number | null)[];
}

/** The median of every phase the monitor measures, then the total's p95 as a dashed line. */
export function latencySeries(latency: Latency): ChartSeries[] {
  const series: ChartSeries[] = [];
  for (const phase of latencyPhases) {
    const values = latency.phases[phase];
    if (!values) continue;
    const { label, color } = phaseStyles[phase];
    series.push({
      key: `${phase}-p50`,
      label: `${label} p50`,
      color,
      dashed: false,
      values: values.p50,
    });
  }
  const total = latency.phases.total;
  if (total) {
    const { color } = phaseStyles.total;
    series.push({ key: 'total-p95', label: 'Total p95', color, dashed: true, values: total.p95 });
  }
  return series;
}
