import { describe, expect, it } from 'vitest';
import type { DayRow } from './days.js';
import { summariseDays } from './day-summary.js';

const MINUTE = 60_000;
const DAY = 1_440;
// 2026-11-23 00:00 UTC, in minutes since the epoch.
const TODAY = Math.floor(Date.UTC(2026, 10, 23) / MINUTE);
const at = (minute: number, seconds = 10) => minute * MINUTE + seconds * 1000;

/** A day's row with the given minutes (since the epoch) marked up, and lagging. */
function row(day: number, up: Iterable<number>, lagging: Iterable<number> = []): DayRow {
  const bits = (minutes: Iterable<number>) => {
    const b = new Uint8Array(DAY / 8);
    for (const m of minutes) {
      const i = m - day * DAY;
      b[i >> 3]! |= 1 << (i & 7);
    }
    return b;
  };
  return {
    day,
    up: bits(up),
    lagging: bits(lagging),
    checks: 0,
    alertsDelivered: 0,
    lastCheckAt: null,
  };
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the 90-day history', () => {
  it('has no data at all before the first minute is marked', () => {
    const history = summariseDays([], at(TODAY + 600));
    expect(history.days).toHaveLength(90);
    expect(history.days.every((d) => d.status === 'no-data' && d.uptimePercent === null)).toBe(
      true,
    );
    expect(history.days[89]!.date).toBe('2026-11-23');
    expect(history.days[0]!.date).toBe('2026-08-26');
    expect(history.uptimePercent).toBeNull();
  });

  it('counts a new instance from its first minute: the days before are no data, not up', () => {
    // Born yesterday at 12:00, up ever since; now is 06:00:10 today.
    const born = TODAY - DAY + 720;
    const now = TODAY + 360;
    const rows = [row(TODAY / DAY - 1, range(born, TODAY)), row(TODAY / DAY, range(TODAY, now))];
    const history = summariseDays(rows, at(now));
    expect(history.days[87]).toMatchObject({ status: 'no-data', uptimePercent: null });
    expect(history.days[88]).toMatchObject({
      date: '2026-11-22',
      status: 'operational',
      uptimePercent: 100,
      downMinutes: 0,
    });
    expect(history.days[89]).toMatchObject({ status: 'operational', uptimePercent: 100 });
    expect(history.uptimePercent).toBe(100);
  });

  it('counts unmarked minutes after the first as down, and a day nobody marked as a full outage', () => {
    const day = TODAY / DAY;
    const rows = [
      row(day - 3, range(TODAY - 3 * DAY, TODAY - 2 * DAY)),
      // Two days ago: nothing. Yesterday: down 00:00-00:44 (45 minutes), lagging 12 minutes.
      row(day - 1, range(TODAY - DAY + 45, TODAY), range(TODAY - DAY + 100, TODAY - DAY + 112)),
      // Today: one minute down at 01:00.
      row(day, [...range(TODAY, TODAY + 60), ...range(TODAY + 61, TODAY + 120)]),
    ];
    const history = summariseDays(rows, at(TODAY + 120));
    const [threeAgo, twoAgo, yesterday, today] = history.days.slice(-4);
    expect(threeAgo).toMatchObject({ status: 'operational', uptimePercent: 100 });
    expect(twoAgo).toMatchObject({ status: 'down', uptimePercent: 0, downMinutes: DAY });
    expect(yesterday).toMatchObject({
      status: 'down',
      downMinutes: 45,
      laggingMinutes: 12,
      uptimePercent: 96.87,
    });
    expect(today).toMatchObject({ status: 'degraded', downMinutes: 1, uptimePercent: 99.16 });
    // Up 1,440 + 0 + 1,395 + 119 of 1,440 * 3 + 120 minutes.
    expect(history.uptimePercent).toBe(66.53);
  });

  it('counts the minute just ended only once it is marked', () => {
    const day = TODAY / DAY;
    const marked = row(day, range(TODAY, TODAY + 10));
    // At 00:10:03 minute 00:09 may be marked or not yet: either way nothing is down.
    expect(summariseDays([marked], at(TODAY + 10, 3)).days[89]).toMatchObject({
      uptimePercent: 100,
      downMinutes: 0,
    });
    const late = row(day, range(TODAY, TODAY + 9));
    expect(summariseDays([late], at(TODAY + 10, 3)).days[89]).toMatchObject({
      uptimePercent: 100,
    });
    // A minute later 00:09 is still unmarked: it was down (00:10 is not due yet).
    expect(summariseDays([late], at(TODAY + 11, 3)).days[89]).toMatchObject({ downMinutes: 1 });
  });

  it('reads a kept day before the window as "the instance existed": the first shown day is whole', () => {
    const first = TODAY / DAY - 89;
    const rows = [
      row(first - 1, [first * DAY - 1]),
      row(first, range(first * DAY + 600, first * DAY + DAY)),
    ];
    const history = summariseDays(rows, at(TODAY + 5));
    expect(history.days[0]).toMatchObject({ downMinutes: 600, status: 'down' });
  });

  it('marks a day degraded from ten lagging minutes', () => {
    const day = TODAY / DAY;
    const rows = [row(day, range(TODAY, TODAY + 60), range(TODAY, TODAY + 10))];
    expect(summariseDays(rows, at(TODAY + 60)).days[89]).toMatchObject({
      status: 'degraded',
      uptimePercent: 100,
      laggingMinutes: 10,
    });
  });
});
