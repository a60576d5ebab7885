import uPlot from 'uplot';
import type { ChartSeries } from './latency-series';

export const chartHeight = 240;

/** [from, to] in Unix seconds: a time the monitor was down. */
export type Band = [number, number];

/**
 * A colour of the app's palette as the current theme has it: the canvas cannot read Tailwind
 * classes, so the chart reads the variable (dark mode remaps it) when it is drawn.
 */
function paletteColor(variable: string, light: string) {
  if (typeof document === 'undefined') return light;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || light;
}

export const downColor = () => paletteColor('--color-red-500', 'oklch(63.7% 0.237 25.331)');

function axisStyle() {
  return {
    stroke: paletteColor('--color-slate-500', 'oklch(55.4% 0.046 257.417)'),
    grid: { stroke: paletteColor('--color-slate-100', 'oklch(96.8% 0.007 247.896)'), width: 1 },
    ticks: { stroke: paletteColor('--color-slate-200', 'oklch(92.9% 0.013 255.508)') },
  };
}

/**
 * The indices of values with no value on either side: a line needs two points, so uPlot draws
 * nothing for them unless they get a dot (a monitor's first minutes on a 24-hour chart).
 */
export function isolatedPoints(values: ArrayLike<number | null | undefined>): number[] {
  const present = (i: number) => values[i] !== null && values[i] !== undefined;
  const lone: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (present(i) && !present(i - 1) && !present(i + 1)) lone.push(i);
  }
  return lone;
}

/** The spans incidents were down, the open one until `now` (ms). */
export function downtimeBands(
  incidents: readonly { startedAt: string; resolvedAt: string | null }[],
  now = Date.now(),
): Band[] {
  return incidents.map(({ startedAt, resolvedAt }) => [
    Date.parse(startedAt) / 1000,
    (resolvedAt === null ? now : Date.parse(resolvedAt)) / 1000,
  ]);
}

/** Shades each band behind the lines; one too short to see is still two pixels wide. */
function drawBands(plot: uPlot, bands: readonly Band[]) {
  const { bbox } = plot;
  const ctx = plot.ctx as CanvasRenderingContext2D | null;
  if (!ctx || bands.length === 0) return;
  const right = bbox.left + bbox.width;
  ctx.save();
  ctx.fillStyle = downColor();
  ctx.globalAlpha = 0.18;
  for (const [from, to] of bands) {
    const x0 = Math.max(bbox.left, plot.valToPos(from, 'x', true));
    const x1 = Math.min(right, plot.valToPos(to, 'x', true));
    if (x1 < bbox.left || x0 > right) continue;
    const width = Math.max(x1 - x0, 2 * devicePixelRatio);
    ctx.fillRect(Math.min(x0, right - width), bbox.top, width, bbox.height);
  }
  ctx.restore();
}

/** An axis as wide as its longest label, so "1,250 ms" is never cut at the chart's edge. */
const fitLabels: uPlot.Axis.Size = (plot, values, axisIndex, cycle) => {
  const axis = plot.axes[axisIndex]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? 64;
  // No canvas (a browser that refuses one): the size uPlot would give.
  const ctx = plot.ctx as CanvasRenderingContext2D | null;
  if (!ctx) return 64;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  ctx.font = (axis.font as [string] | undefined)?.[0] ?? ctx.font;
  const text = ctx.measureText(longest).width / devicePixelRatio;
  return Math.ceil((axis.ticks?.size ?? 10) + (axis.gap ?? 5) + text + 4);
};

const msLabel = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Ticks at whole milliseconds only: a 2.5 ms step would read "3 ms" beside "5 ms". */
export const msIncrements = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000].map((scale) => step * scale))
  .sort((a, b) => a - b);

/**
 * A time x-axis and a millisecond y-axis from zero, one line per series, with downtime shaded.
 * Null values stay gaps, so an hour without checks never looks like a fast one.
 */
export function chartOptions(
  series: ChartSeries[],
  width: number,
  onCursor: (index: number | null) => void,
  {
    bands = [],
    span,
    timeZone,
  }: {
    bands?: readonly Band[];
    /** The range's start and end in Unix seconds; the data's first and last times if absent. */
    span?: Band;
    /** The reader's chosen zone; undefined keeps the browser's own. */
    timeZone?: string;
  } = {},
): uPlot.Options {
  const axis = axisStyle();
  return {
    ...(timeZone
      ? { tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), timeZone) }
      : {}),
    width,
    height: chartHeight,
    // Room on the right for the last time label, which is centred on its tick.
    padding: [12, 20, 0, 0],
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false } },
    scales: {
      x: span ? { time: true, range: () => [span[0], span[1]] } : { time: true },
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      axis,
      {
        ...axis,
        size: fitLabels,
        incrs: msIncrements,
        values: (_plot, splits) => splits.map((v) => `${msLabel.format(v)} ms`),
      },
    ],
    series: [
      {},
      ...series.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: line.dashed ? 1.5 : 2,
        dash: line.dashed ? [6, 4] : undefined,
        spanGaps: false,
        points: {
          // Where uPlot's own dots would crowd, still dot the values no line reaches.
          filter: (plot: uPlot, index: number, show: boolean) => {
            if (show) return null;
            const lone = isolatedPoints(plot.data[index] ?? []);
            return lone.length > 0 ? lone : null;
          },
        },
      })),
    ],
    hooks: {
      drawClear: [(plot) => drawBands(plot, bands)],
      setCursor: [(plot) => onCursor(plot.cursor.idx ?? null)],
    },
  };
}
