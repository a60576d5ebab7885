import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorableText } from './text.js';

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
