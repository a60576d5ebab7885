import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-01T12:00:00.000Z');

describe('relativeTime', () => {
  it.each([
    ['2026-03-01T11:59:58.000Z', 'just now'],
    ['2026-03-01T11:59:30.000Z', '30 seconds ago'],
    ['2026-03-01T11:55:00.000Z', '5 minutes ago'],
    ['2026-03-01T09:00:00.000Z', '3 hours ago'],
    ['2026-02-28T12:00:00.000Z', 'yesterday'],
  ])('%s -> %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
