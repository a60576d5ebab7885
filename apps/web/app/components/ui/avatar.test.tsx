import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AK'],
    ['  grace  ', 'G'],
    ['', 'U'],
    [null, 'U'],
    ['élodie durand', 'ÉD'],
  ])('%j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
