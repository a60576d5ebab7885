import type { MonitorDaySummary } from '@tocsin/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LatencySparkline } from './latency-sparkline';

const day = (medians: (number | null)[]): MonitorDaySummary => ({
  uptimePercent: 100,
  latency: { p50: 130, p95: 241, p99: 300 },
  slots: medians.map((p50) =>
    p50 === null ? null : { uptimePercent: 100, checks: 60, failures: 0, p50 },
  ),
});

const pointCounts = (svg: Element) =>
  [...svg.querySelectorAll('polyline')].map(
    (line) => line.getAttribute('points')!.split(' ').length,
  );

describe('LatencySparkline', () => {
  it('breaks the line at hours without a median and marks a lone hour with a dot', () => {
    const medians = [100, 120, null, 130, 140, 150, null, 90, ...Array<null>(16).fill(null)];
    render(<LatencySparkline summary={day(medians)} />);
    const svg = screen.getByRole('img', { name: /^Response time over 24 h/ });
    expect(pointCounts(svg)).toEqual([2, 3]);
    expect(svg.querySelectorAll('circle')).toHaveLength(1);
  });

  it('puts the day p50 and p95 in its title', () => {
    render(<LatencySparkline summary={day([100, 120, 130])} />);
    expect(
      screen.getByRole('img', { name: 'Response time over 24 h: p50 130 ms, p95 241 ms' }),
    ).toHaveTextContent('Response time over 24 h: p50 130 ms, p95 241 ms');
  });

  it('draws nothing when no hour has a median', () => {
    const { container } = render(<LatencySparkline summary={day(Array(24).fill(null))} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('draws no lone dot for a monitor measured in one hour only', () => {
    const { container } = render(
      <LatencySparkline summary={day([...Array<null>(23).fill(null), 140])} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
