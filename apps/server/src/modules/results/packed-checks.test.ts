import { describe, expect, it } from 'vitest';
import { checkErrorKinds, checkStatuses, type CheckRecord } from '@tocsin/contract';
import { MAX_MESSAGE_BYTES, PackedChecksWriter, unpackChecks } from './packed-checks.js';

const MINUTE_START = Date.parse('2026-11-01T10:17:00Z');
const optionalPhases = ['dns', 'connect', 'tls', 'ttfb'] as const;
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

function check(atMs: number, fields: Partial<CheckRecord> = {}): CheckRecord {
  return {
    checkedAt: new Date(MINUTE_START + atMs).toISOString(),
    status: 'up',
    errorKind: null,
    statusCode: 200,
    timings: { connect: 12.5, total: 84.27 },
    message: null,
    ...fields,
  };
}

function pack(checks: readonly CheckRecord[]) {
  const writer = new PackedChecksWriter(MINUTE_START);
  for (const c of checks) writer.add(c);
  return writer.toBuffer();
}

const roundTrip = (checks: readonly CheckRecord[]) => unpackChecks(MINUTE_START, pack(checks));

describe('packed checks', () => {
  it('round-trip a minute of varied checks with every field they store', () => {
    const codes = [null, 200, 0, 204, 301, 404, 503, 599, 1000];
    const messages = [null, '', 'Expected 2xx or 3xx, got 503', 'Zeitüberschreitung nach 30 s ⏱'];
    // One check per error kind, then one without; statuses, codes and phase sets rotate.
    const checks = [...checkErrorKinds, null].map((errorKind, i) => {
      const timings: CheckRecord['timings'] = { total: (i * 997 + 1) / 100 };
      optionalPhases.forEach((phase, p) => {
        if (i & (1 << p)) timings[phase] = Math.round((p + 1) * 7.31 * (i + 1)) / 100;
      });
      return check(i * 3_217 + (i % 7), {
        status: checkStatuses[i % checkStatuses.length]!,
        errorKind,
        statusCode: codes[i % codes.length]!,
        timings,
        message: messages[i % messages.length]!,
      });
    });
    // Every subset of the optional phases occurs.
    const phaseSets = new Set(
      checks.map((c) => optionalPhases.filter((p) => p in c.timings).join()),
    );
    expect(phaseSets.size).toBe(2 ** optionalPhases.length);

    expect(roundTrip(checks)).toEqual(checks);
  });

  it('round-trips the first and the last millisecond of the minute', () => {
    const edges = [check(0), check(59_999, { status: 'down', statusCode: null })];
    expect(roundTrip(edges)).toEqual(edges);
  });

  it('refuses a check outside the minute it packs', () => {
    const writer = new PackedChecksWriter(MINUTE_START);
    expect(() => writer.add(check(-1))).toThrow(RangeError);
    expect(() => writer.add(check(60_000))).toThrow(RangeError);
    expect(writer.size).toBe(0);
  });

  it('keeps timings to 10 microseconds', () => {
    const [read] = roundTrip([
      check(1_000, { timings: { dns: 0.004, ttfb: 1.23456, total: 9.8765 } }),
    ]);
    expect(read!.timings).toEqual({ dns: 0, ttfb: 1.23, total: 9.88 });
  });

  it('keeps every check of a slow minute (large timings in every phase)', () => {
    // Slow HTTPS checks: each timing takes 3 or 4 bytes, so a record takes 22 bytes.
    const slow = Array.from({ length: 10 }, (_, i) =>
      check(i * 6_000, {
        status: 'degraded',
        errorKind: 'slow',
        statusCode: 200,
        timings: { dns: 200 + i, connect: 300.5, tls: 400.25, ttfb: 5_000, total: 30_000 + i },
        message: null,
      }),
    );
    expect(roundTrip(slow)).toEqual(slow);
  });

  it('keeps every check of many minutes written to one growing buffer', () => {
    const checks = Array.from({ length: 300 }, (_, i) =>
      check(i * 200, {
        timings: { dns: ((i % 50) * 17) / 10, connect: (i * 9) / 10, total: (100 + i * 613) / 10 },
        message: i % 37 === 0 ? `note ${'x'.repeat(i)}` : null,
      }),
    );
    expect(roundTrip(checks)).toEqual(checks);
  });

  describe('messages', () => {
    it('keep a message of exactly the cap whole', () => {
      const message = `${'€'.repeat((MAX_MESSAGE_BYTES - 2) / 3)}ab`;
      expect(utf8Length(message)).toBe(MAX_MESSAGE_BYTES);
      expect(roundTrip([check(0, { message })])[0]!.message).toBe(message);
    });

    it.each([
      ['2-byte characters', 'é'],
      ['3-byte characters', '€'],
      ['4-byte characters (surrogate pairs)', '😀'],
      ['mixed widths', 'aé€😀'],
    ])('cut a long message of %s on a character boundary, within the cap', (_, unit) => {
      // Prefixes of 0-3 ASCII bytes move the cap to every position inside a character.
      for (const prefix of ['', 'a', 'ab', 'abc']) {
        const message = prefix + unit.repeat(Math.ceil((MAX_MESSAGE_BYTES * 2) / unit.length));
        const [read] = roundTrip([check(0, { message, status: 'down', errorKind: 'internal' })]);
        const kept = read!.message!;
        expect(kept).not.toContain('\uFFFD');
        expect(message.startsWith(kept)).toBe(true);
        expect(utf8Length(kept)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
        // At most one character is dropped beyond the cap.
        expect(utf8Length(kept)).toBeGreaterThan(MAX_MESSAGE_BYTES - 4);
        // Nothing else about the check is lost, and the next check is read correctly.
        const next = check(1, { message: 'after' });
        expect(roundTrip([check(0, { message }), next])[1]).toEqual(next);
      }
    });
  });

  describe('concatenation', () => {
    it('of two packed runs of one minute decodes to both, the earlier run first', () => {
      const first = [check(1_000), check(14_000, { status: 'down', statusCode: 503 })];
      const second = [
        check(31_000, { errorKind: 'slow', status: 'degraded', message: 'slow' }),
        check(45_500, { timings: { dns: 1, total: 2 } }),
      ];
      const joined = Buffer.concat([pack(first), pack(second)]);
      expect(unpackChecks(MINUTE_START, joined)).toEqual([...first, ...second]);
    });

    it('of interleaved runs (a minute written twice) decodes to all checks, oldest first', () => {
      const stored = [check(0), check(20_000), check(40_000, { message: 'stored' })];
      const open = [check(10_000, { message: 'open' }), check(30_000), check(50_000)];
      const joined = Buffer.concat([pack(stored), pack(open)]);
      expect(unpackChecks(MINUTE_START, joined)).toEqual([
        stored[0],
        open[0],
        stored[1],
        open[1],
        stored[2],
        open[2],
      ]);
    });
  });

  it('decodes nothing from no bytes, and refuses a record cut short', () => {
    expect(unpackChecks(MINUTE_START, new Uint8Array())).toEqual([]);
    const bytes = pack([check(0, { message: 'cut short' })]);
    expect(() => unpackChecks(MINUTE_START, bytes.subarray(0, 4))).toThrow(RangeError);
  });

  describe('size', () => {
    // "about 10 bytes a check that passed, where a row per check costs PostgreSQL over 100"
    it('is about 10 bytes a passing check with a connect time (TCP, or HTTP on a warm connection)', () => {
      const checks = Array.from({ length: 60 }, (_, i) =>
        check(i * 1_000, { timings: { connect: 3 + (i % 20), total: 40 + (i % 120) } }),
      );
      expect(pack(checks).length / checks.length).toBeLessThanOrEqual(10);
    });

    it('stays a small fraction of a row for a passing HTTPS check with every phase', () => {
      const checks = Array.from({ length: 60 }, (_, i) =>
        check(i * 1_000, {
          timings: {
            dns: 2 + (i % 10),
            connect: 10 + (i % 30),
            tls: 20 + (i % 40),
            ttfb: 50 + (i % 100),
            total: 90 + (i % 70),
          },
        }),
      );
      expect(pack(checks).length / checks.length).toBeLessThanOrEqual(16);
    });
  });
});
