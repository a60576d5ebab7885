import { expect, it } from 'vitest';
import { zonedTime } from './zoned-time.js';

it.each([
  ['Europe/Paris', '26 Nov 2026, 14:03 CET'],
  ['America/New_York', '26 Nov 2026, 08:03 EST'],
  ['Asia/Tokyo', '26 Nov 2026, 22:03 GMT+9'],
  [null, '26 Nov 2026, 13:03 UTC'],
])('writes a time for a reader in %s as %j', (zone, written) => {
  expect(zonedTime('2026-11-26T13:03:00.000Z', zone)).toBe(written);
});

it('names summer time in summer', () => {
  expect(zonedTime('2026-07-01T13:03:00Z', 'Europe/London')).toBe('1 Jul 2026, 14:03 BST');
});
