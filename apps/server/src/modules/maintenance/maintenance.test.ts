import { describe, expect, it } from 'vitest';
import type { maintenanceWindows } from '../../db/schema.js';
import { activeWindowFor, windowActive } from './maintenance.js';

type Row = typeof maintenanceWindows.$inferSelect;

const weekly = (over: Partial<Row>): Row => ({
  id: 'w',
  workspaceId: 'ws',
  name: 'Nightly backup',
  kind: 'weekly',
  monitorIds: [],
  startsAt: null,
  endsAt: null,
  days: [0],
  startTime: '02:00',
  durationMinutes: 120,
  timeZone: 'Europe/Paris',
  configKey: null,
  createdAt: new Date(),
  ...over,
});

describe('maintenance windows', () => {
  it('reads a weekly window in its own time zone, across daylight saving changes', () => {
    const w = weekly({});
    // Sunday 2026-07-05 02:30 in Paris is 00:30 UTC (summer, UTC+2) ...
    expect(windowActive(w, new Date('2026-07-05T00:30:00Z'))).toBe(true);
    expect(windowActive(w, new Date('2026-07-05T02:30:00Z'))).toBe(false);
    // ... and Sunday 2026-12-06 02:30 in Paris is 01:30 UTC (winter, UTC+1).
    expect(windowActive(w, new Date('2026-12-06T01:30:00Z'))).toBe(true);
    expect(windowActive(w, new Date('2026-12-06T00:30:00Z'))).toBe(false);
    // Not on Mondays.
    expect(windowActive(w, new Date('2026-12-07T01:30:00Z'))).toBe(false);
  });

  it('runs past midnight and wraps from Saturday into Sunday', () => {
    const w = weekly({ days: [6], startTime: '23:00', durationMinutes: 180, timeZone: 'UTC' });
    expect(windowActive(w, new Date('2026-11-28T23:30:00Z'))).toBe(true); // Saturday
    expect(windowActive(w, new Date('2026-11-29T01:59:00Z'))).toBe(true); // Sunday
    expect(windowActive(w, new Date('2026-11-29T02:00:00Z'))).toBe(false);
    expect(windowActive(w, new Date('2026-11-28T22:59:00Z'))).toBe(false);
  });

  it('holds a one-off window from its start up to (not including) its end', () => {
    const once = weekly({
      kind: 'once',
      startsAt: new Date('2026-11-23T10:00:00Z'),
      endsAt: new Date('2026-11-23T11:00:00Z'),
    });
    expect(windowActive(once, new Date('2026-11-23T09:59:59Z'))).toBe(false);
    expect(windowActive(once, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(windowActive(once, new Date('2026-11-23T11:00:00Z'))).toBe(false);
  });

  it('covers the monitors it names, or all of them when it names none', () => {
    const at = new Date('2026-11-23T10:30:00Z');
    const base = {
      kind: 'once' as const,
      startsAt: new Date('2026-11-23T10:00:00Z'),
      endsAt: new Date('2026-11-23T11:00:00Z'),
    };
    const some = weekly({ ...base, monitorIds: ['a'] });
    expect(activeWindowFor([some], 'a', at)).toBe(some);
    expect(activeWindowFor([some], 'b', at)).toBeNull();
    expect(activeWindowFor([weekly({ ...base })], 'b', at)).not.toBeNull();
  });
});
