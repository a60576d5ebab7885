import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format.js';

describe('formatDuration', () => {
  it('names the two largest units of a duration', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(12 * 60 + 30)).toBe('12 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86400)).toBe('2 d');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });
});
