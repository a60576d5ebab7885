import type uPlot from 'uplot';
import type { ChartSeries } from './latency-series';

export const chartHeight = 240;

// The app's slate palette, written out because the canvas cannot read Tailwind classes.
const axisText = 'oklch(55.4% 0.046 257.417)';
const gridLine = 'oklch(96.8% 0.007 247.896)';
const tickLine = 'oklch(92.9% 0.013 255.508)';

const axis = {
  stroke: axisText,
  grid: { stroke: gridLine, width: 1 },
  ticks: { stroke: tickLine },
};

/**
 * A time x-axis and a millisecond y-axis from zero, one line per series. Null values stay gaps,
 * so an hour without checks never looks like a fast one.
 */
export function chartOptions(
  series: ChartSeries[],
  width: number,
  onCursor: (index: number | null) => void,
): uPlot.Options {
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
