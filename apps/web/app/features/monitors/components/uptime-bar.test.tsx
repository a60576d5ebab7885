import type { MonitorDaySummary } from '@tocsin/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UptimeBar } from './uptime-bar';

const hour = (uptimePercent: number, checks = 60) => ({
  uptimePercent,
  checks,
  failures: uptimePercent < 100 ? 1 : 0,
  p50: 180,
});

const summary: MonitorDaySummary = {
  uptimePercent: 99.95,
  latency: { p50: 180, p95: 240, p99: 300 },
  slots: [...Array<null>(20).fill(null), hour(100), hour(95), hour(50), hour(100, 12)],
};

const segments = (bar: HTMLElement) => [...bar.children] as HTMLElement[];

describe('UptimeBar', () => {
  it('reads as the day uptime and shows it beside the bar', () => {
    render(<UptimeBar summary={summary} />);
    expect(screen.getByRole('img', { name: '24 h uptime 99.95%' })).toBeInTheDocument();
    expect(screen.getByText('99.95%')).toBeInTheDocument();
  });

  it('draws one segment per hour, coloured by how much of it was up', () => {
    render(<UptimeBar summary={summary} />);
    const hours = segments(screen.getByRole('img'));
    expect(hours).toHaveLength(24);
    expect(hours[0]).toHaveClass('bg-slate-200');
    expect(hours[20]).toHaveClass('bg-emerald-500');
    expect(hours[21]).toHaveClass('bg-amber-400');
    expect(hours[22]).toHaveClass('bg-red-500');
    expect(hours[23]).toHaveClass('bg-emerald-500');
  });

  it('names the hour, its uptime and its checks in each segment title', () => {
    render(<UptimeBar summary={summary} />);
    const hours = segments(screen.getByRole('img'));
    expect(hours[0]?.title).toMatch(/: no checks$/);
    expect(hours[21]?.title).toMatch(/: 95\.00% up, 60 checks$/);
    expect(hours[23]?.title).toMatch(/–now: 100% up, 12 checks$/);
  });

  it('gives a monitor checked once its count, not a share of time', () => {
    render(
      <UptimeBar
        summary={{
          uptimePercent: 0,
          latency: null,
          slots: [
            ...Array<null>(23).fill(null),
            { uptimePercent: 0, checks: 1, failures: 1, p50: null },
          ],
        }}
      />,
    );
    const bar = screen.getByRole('img', { name: '24 h uptime: 1 check so far' });
    expect(screen.queryByText(/%/)).toBeNull();
    expect(segments(bar)[23]?.title).toMatch(/–now: 1 check$/);
  });

  it('says there were no checks when the day has none', () => {
    render(
      <UptimeBar summary={{ uptimePercent: null, latency: null, slots: Array(24).fill(null) }} />,
    );
    expect(screen.getByRole('img', { name: '24 h uptime: no checks yet' })).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
