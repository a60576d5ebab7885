import type uPlot from 'uplot';
import type { ChartSeries } from './latency-series';

export const chartHeight = 240;

/**
 * A colour of the app's palette as the current theme has it: the canvas cannot read Tailwind
 * classes, so the chart reads the variable (dark mode remaps it) when it is drawn.
 */
function paletteColor(variable: string, light: string) {
  if (typeof document === 'undefined') return light;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || light;
}

function axisStyle() {
  return {
    stroke: paletteColor('--color-slate-500', 'oklch(55.4% 0.046 257.417)'),
    grid: { stroke: paletteColor('--color-slate-100', 'oklch(96.8% 0.007 247.896)'), width: 1 },
    ticks: { stroke: paletteColor('--color-slate-200', 'oklch(92.9% 0.013 255.508)') },
  };
}

/**
 * A time x-axis and a millisecond y-axis from zero, one line per series. Null values stay gaps,
 * so an hour without checks never looks like a fast one.
 */
export function chartOptions(
  series: ChartSeries[],
  width: number,
  onCursor: (index: number | null) => void,
): uPlot.Options {
  const axis = axisStyle();
  return {
    width,
    height: chartHeight,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [axis, { ...axis, size: 64, values: (_plot, splits) => splits.map((v) => `${v} ms`) }],
    series: [
      {},
      ...series.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: line.dashed ? 1.5 : 2,
        dash: line.dashed ? [6, 4] : undefined,
        spanGaps: false,
      })),
    ],
    hooks: { setCursor: [(plot) => onCursor(plot.cursor.idx ?? null)] },
  };
}
