import { describe, expect, it } from 'vitest';
import { csvField } from './csv.js';

describe('a CSV field of the audit export', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\t=x', "'\t=x"],
    ['say "hi", twice', '"say ""hi"", twice"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['a = b', 'a = b'],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes an empty field for a missing value', () => {
    expect(csvField(null)).toBe('');
  });
});
