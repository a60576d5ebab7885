import { describe, expect, it } from 'vitest';
import { toZonedInput, zonedToIso } from './local-datetime';

describe('datetime-local values in a chosen time zone', () => {
  it('reads a wall time in the zone, summer and winter alike', () => {
    expect(zonedToIso('2026-07-01T10:00', 'Europe/Paris')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-01-15T10:00', 'Europe/Paris')).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedToIso('2026-01-15T10:00', 'America/New_York')).toBe('2026-01-15T15:00:00.000Z');
  });

  it('writes an instant back as the same wall time', () => {
    expect(toZonedInput(new Date('2026-07-01T08:00:00Z'), 'Europe/Paris')).toBe('2026-07-01T10:00');
    expect(toZonedInput(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe('2026-03-29T01:30');
  });

  it('moves a time that a change to summer time skips forward, and refuses what is not a time', () => {
    // 02:30 does not exist in Paris on 29 March 2026: clocks go from 02:00 to 03:00.
    expect(zonedToIso('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToIso('tomorrow', 'Europe/Paris')).toBe('');
  });
});
