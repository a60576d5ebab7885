import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './minute.js';
import { coverRange } from './queries.js';
import { DAY_MS, HOUR_MS } from './rollups.js';

type Level = 'day' | 'hour' | 'minute';
type RolledLevel = 'day' | 'hour';
type Marks = Record<RolledLevel, number | null>;
const levelMs: Record<Level, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS };
const ALL: Level[] = ['day', 'hour', 'minute'];

const t = (iso: string) => Date.parse(`${iso}Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/** Marks as readMarks gives them: every unit before `until` of each level is rolled up. */
const rolledUntil = (day: string | null, hour: string | null): Marks => ({
  day: day === null ? null : t(day) / DAY_MS,
  hour: hour === null ? null : t(hour) / HOUR_MS,
});
const everythingRolled = rolledUntil('2027-01-01T00:00', '2027-01-01T00:00');

/** The pieces as time ranges, earliest first. */
function pieces(fromMs: number, toMs: number, marks: Marks, finest: readonly Level[] = ALL) {
  return coverRange(fromMs, toMs, marks, finest)
    .map((s) => ({
      level: s.level,
      fromMs: s.from * levelMs[s.level],
      toMs: s.to * levelMs[s.level],
    }))
    .sort((a, b) => a.fromMs - b.fromMs);
}

const readable = (ps: ReturnType<typeof pieces>) =>
  ps.map((p) => `${p.level} ${iso(p.fromMs)} - ${iso(p.toMs)}`);

/**
 * What every answer must satisfy: non-empty pieces, each followed by the next with no gap and no
 * overlap, together covering the range (the minutes at its edges whole); no rollup read past its
 * mark; and no piece finer than it could be: no whole rolled-up hour or day of the range is read
 * from finer rows.
 */
function expectValidCover(fromMs: number, toMs: number, marks: Marks, finest: readonly Level[]) {
  const ps = pieces(fromMs, toMs, marks, finest);
  const where = `${new Date(fromMs).toISOString()} - ${new Date(toMs).toISOString()} ${JSON.stringify(marks)} ${finest.join()}`;
  if (fromMs >= toMs) {
    expect(ps, where).toEqual([]);
    return;
  }
  expect(ps.length, where).toBeGreaterThan(0);
  expect(ps[0]!.fromMs, where).toBe(Math.floor(fromMs / MINUTE_MS) * MINUTE_MS);
  expect(ps.at(-1)!.toMs, where).toBe(Math.ceil(toMs / MINUTE_MS) * MINUTE_MS);
  ps.forEach((p, i) => {
    expect(p.toMs, where).toBeGreaterThan(p.fromMs);
    if (i > 0) expect(p.fromMs, where).toBe(ps[i - 1]!.toMs);
    if (p.level !== 'minute') {
      expect(p.fromMs, where).toBeGreaterThanOrEqual(fromMs);
      expect(p.toMs, where).toBeLessThanOrEqual(toMs);
      const mark = marks[p.level];
      expect(p.toMs / levelMs[p.level], where).toBeLessThanOrEqual(mark ?? -Infinity);
    }
    for (const coarser of ALL.slice(0, ALL.indexOf(p.level))) {
      if (!finest.includes(coarser)) continue;
      const unit = levelMs[coarser];
      for (let u = Math.floor(p.fromMs / unit); u * unit < p.toMs; u++) {
        const whole = u * unit >= fromMs && (u + 1) * unit <= toMs;
        const rolled = u < (marks[coarser as RolledLevel] ?? -Infinity);
        expect(whole && rolled, `${where}: ${coarser} ${iso(u * unit)} read from ${p.level}s`).toBe(
          false,
        );
      }
    }
  });
}

describe('coverRange', () => {
  it('reads whole rolled-up days as days', () => {
    const ps = pieces(t('2026-11-01T00:00'), t('2026-11-04T00:00'), everythingRolled);
    expect(readable(ps)).toEqual(['day 2026-11-01T00:00 - 2026-11-04T00:00']);
  });

  it('reads hours, then minutes, at unaligned edges around whole days', () => {
    const ps = pieces(t('2026-11-01T10:30'), t('2026-11-04T05:15'), everythingRolled);
    expect(readable(ps)).toEqual([
      'minute 2026-11-01T10:30 - 2026-11-01T11:00',
      'hour 2026-11-01T11:00 - 2026-11-02T00:00',
      'day 2026-11-02T00:00 - 2026-11-04T00:00',
      'hour 2026-11-04T00:00 - 2026-11-04T05:00',
      'minute 2026-11-04T05:00 - 2026-11-04T05:15',
    ]);
  });

  it('reads a range shorter than an hour from minutes, even across an hour boundary', () => {
    expect(
      readable(pieces(t('2026-11-01T10:10'), t('2026-11-01T10:50'), everythingRolled)),
    ).toEqual(['minute 2026-11-01T10:10 - 2026-11-01T10:50']);
    expect(
      readable(pieces(t('2026-11-01T10:50'), t('2026-11-01T11:20'), everythingRolled)),
    ).toEqual(['minute 2026-11-01T10:50 - 2026-11-01T11:20']);
  });

  it('reads a range across midnight with no whole day from hours and minutes', () => {
    const ps = pieces(t('2026-11-01T22:30'), t('2026-11-02T01:45'), everythingRolled);
    expect(readable(ps)).toEqual([
      'minute 2026-11-01T22:30 - 2026-11-01T23:00',
      'hour 2026-11-01T23:00 - 2026-11-02T01:00',
      'minute 2026-11-02T01:00 - 2026-11-02T01:45',
    ]);
  });

  it('reads the whole minutes holding the edges of a range not aligned to the minute', () => {
    const ps = pieces(t('2026-11-01T10:30:40.500'), t('2026-11-01T12:00:00.001'), everythingRolled);
    expect(readable(ps)).toEqual([
      'minute 2026-11-01T10:30 - 2026-11-01T11:00',
      'hour 2026-11-01T11:00 - 2026-11-01T12:00',
      'minute 2026-11-01T12:00 - 2026-11-01T12:01',
    ]);
  });

  it('reads what is not rolled up yet from the next finer level', () => {
    // Days are rolled up to Nov 3, hours to Nov 4 02:00.
    const marks = rolledUntil('2026-11-03T00:00', '2026-11-04T02:00');
    const ps = pieces(t('2026-11-01T10:30'), t('2026-11-05T00:00'), marks);
    expect(readable(ps)).toEqual([
      'minute 2026-11-01T10:30 - 2026-11-01T11:00',
      'hour 2026-11-01T11:00 - 2026-11-02T00:00',
      'day 2026-11-02T00:00 - 2026-11-03T00:00',
      'hour 2026-11-03T00:00 - 2026-11-04T02:00',
      'minute 2026-11-04T02:00 - 2026-11-05T00:00',
    ]);
  });

  it('reads everything from minutes before anything is rolled up, or when the range is newer', () => {
    const range = [t('2026-11-01T10:30'), t('2026-11-03T12:00')] as const;
    expect(readable(pieces(...range, rolledUntil(null, null)))).toEqual([
      'minute 2026-11-01T10:30 - 2026-11-03T12:00',
    ]);
    expect(readable(pieces(...range, rolledUntil('2026-10-01T00:00', '2026-11-01T06:00')))).toEqual(
      ['minute 2026-11-01T10:30 - 2026-11-03T12:00'],
    );
  });

  it('reads hours when days are not rolled up, and honours the finest levels asked for', () => {
    const range = [t('2026-11-01T10:30'), t('2026-11-03T12:00')] as const;
    const hoursOnly = [
      'minute 2026-11-01T10:30 - 2026-11-01T11:00',
      'hour 2026-11-01T11:00 - 2026-11-03T12:00',
    ];
    expect(readable(pieces(...range, rolledUntil(null, '2027-01-01T00:00')))).toEqual(hoursOnly);
    expect(readable(pieces(...range, everythingRolled, ['hour', 'minute']))).toEqual(hoursOnly);
    expect(readable(pieces(...range, everythingRolled, ['minute']))).toEqual([
      'minute 2026-11-01T10:30 - 2026-11-03T12:00',
    ]);
  });

  it('gives nothing for an empty range', () => {
    expect(pieces(t('2026-11-01T10:00'), t('2026-11-01T10:00'), everythingRolled)).toEqual([]);
    expect(pieces(t('2026-11-02T00:00'), t('2026-11-01T00:00'), everythingRolled)).toEqual([]);
  });

  it('covers every range exactly, contiguously and as coarsely as the rollups allow', () => {
    // A seeded generator (MINSTD): the same ranges every run.
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % n;
    };
    const base = t('2026-11-01T00:00');
    const grains = [DAY_MS, HOUR_MS, MINUTE_MS, 1];
    const at = () => base + next(12) * grains[next(4)]! + next(40) * grains[next(4)]!;
    const finests: Level[][] = [ALL, ['hour', 'minute'], ['minute']];
    for (let i = 0; i < 400; i++) {
      const [fromMs, toMs] = [at(), at()].sort((a, b) => a - b) as [number, number];
      const hour = next(5) === 0 ? null : base / HOUR_MS + next(24 * 14);
      const day = hour === null || next(4) === 0 ? null : Math.floor(hour / 24) - next(3);
      expectValidCover(fromMs, toMs, { day, hour }, finests[next(3)]!);
    }
  });
});
