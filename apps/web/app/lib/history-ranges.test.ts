import { latencyRanges, uptimeRanges } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { fittingRanges } from './history-ranges';

const now = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('fittingRanges', () => {
  it('shows a monitor created ten minutes ago its last hour first, not a month of nothing', () => {
    expect(fittingRanges(latencyRanges, ago(10 * MINUTE), now)).toEqual({
      offered: ['1h', '24h'],
      preferred: '1h',
    });
    expect(fittingRanges(uptimeRanges, ago(10 * MINUTE), now)).toEqual({
      offered: ['24h', '7d'],
      preferred: '24h',
    });
  });

  it('offers ranges up to the first that covers the monitor’s life, and starts at 24 hours', () => {
    expect(fittingRanges(latencyRanges, ago(3 * DAY), now)).toEqual({
      offered: ['1h', '24h', '7d'],
      preferred: '24h',
    });
    expect(fittingRanges(latencyRanges, ago(40 * DAY), now).offered).toEqual(latencyRanges);
    expect(fittingRanges(uptimeRanges, ago(400 * DAY), now)).toEqual({
      offered: [...uptimeRanges],
      preferred: '24h',
    });
  });
});
