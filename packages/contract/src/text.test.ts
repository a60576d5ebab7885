import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorable, toStorableText } from './text.js';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, and keeps every other character', () => {
    expect(isStorableText('Café ☕ 😀 \t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00b')).toBe(false);
    expect(isStorableText('\ud83d\ude00')).toBe(true);
  });

  it('repairs text from elsewhere with U+FFFD, one per bad character', () => {
    expect(toStorableText('ok')).toBe('ok');
    expect(toStorableText('a\u0000b\ud800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('repairs structured text from elsewhere, and hands back what needs no repair as it is', () => {
    const fine = { message: 'ok', details: { records: ['v=spf1 -all'] } };
    expect(toStorable(fine)).toBe(fine);
    expect(
      toStorable({
        message: 'x\u0000',
        details: { records: ['a\ud800'], n: 1, ['k\u0000']: null },
      }),
    ).toEqual({ message: 'x\uFFFD', details: { records: ['a\uFFFD'], n: 1, 'k\uFFFD': null } });
  });

  it('finds the first unstorable string or key in a parsed input, at any depth', () => {
    expect(findUnstorableText({ name: 'web', tags: ['a', 'b'], n: 1, x: null })).toBeNull();
    expect(findUnstorableText({ name: 'web', tags: ['a', 'b\u0000'] })).toBe('tags.1');
    expect(findUnstorableText({ headers: { 'x\ud800': 'v' } })).toBe('headers.x\uFFFD');
    expect(findUnstorableText('\u0000')).toBe('');
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array(200_000).fill(0).join('.'));
  });
});
