import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { chartOptions, downtimeBands, isolatedPoints } from './chart-options';
import type { ChartSeries } from './latency-series';

const BUCKETS = 288; // 24 hours of five-minute buckets
const start = Date.parse('2026-03-01T12:00:00.000Z') / 1000;
const times = Array.from({ length: BUCKETS }, (_, i) => start + i * 300);

/** A new monitor's day: checks only in the last bucket, the 287 before it empty. */
const fewMinutes: (number | null)[] = [...Array<null>(BUCKETS - 1).fill(null), 182];
const total: ChartSeries = {
  key: 'total-p50',
  label: 'Total p50',
  color: 'blue',
  dashed: false,
  values: fewMinutes,
};

/** What uPlot asks a series' points when it draws: which indices get a dot. */
function pointsDrawn(options: uPlot.Options, values: (number | null)[], dense: boolean) {
  const points = options.series[1]?.points;
  const filter = points?.filter;
  const plot = { data: [times, values] } as unknown as uPlot;
  const chosen = typeof filter === 'function' ? filter(plot, 1, !dense, null) : filter;
  if (!dense) return 'every point';
  return chosen ?? [];
}

describe('latency chart options', () => {
  it('draws a bucket with checks between empty ones, so a few minutes on a 24 h chart show', () => {
    const options = chartOptions([total], 800, () => {});
    // 288 buckets in 800 px are too dense for uPlot's own dots, and one value makes no line.
    expect(pointsDrawn(options, fewMinutes, true)).toEqual([BUCKETS - 1]);
  });

  it('marks only values no line reaches', () => {
    expect(isolatedPoints([null, 5, null, 6, 7, null, 8])).toEqual([1, 6]);
    expect(isolatedPoints([1, 2, 3])).toEqual([]);
    expect(isolatedPoints([4])).toEqual([0]);
  });

  it('turns incidents into shaded spans, the open one until now', () => {
    const now = Date.parse('2026-03-02T12:00:00.000Z');
    expect(
      downtimeBands(
        [
          { startedAt: '2026-03-01T13:00:00.000Z', resolvedAt: '2026-03-01T13:10:00.000Z' },
          { startedAt: '2026-03-02T11:00:00.000Z', resolvedAt: null },
        ],
        now,
      ),
    ).toEqual([
      [start + 3600, start + 4200],
      [start + 23 * 3600, now / 1000],
    ]);
  });

  it('puts the millisecond ticks on whole numbers, so no label is a rounded half', () => {
    const yAxis = chartOptions([total], 400, () => undefined).axes?.[1];
    const incrs = yAxis?.incrs as number[];
    expect(incrs.length).toBeGreaterThan(0);
    expect(incrs.every((step) => Number.isInteger(step) && step >= 1)).toBe(true);
    expect(incrs).toEqual([...incrs].sort((a, b) => a - b));
  });
});
