import { describe, expect, it } from 'vitest';
import { areasInWords } from './key-words';

describe('areasInWords', () => {
  it('names the areas a key is limited to, in a fixed order', () => {
    expect(areasInWords([])).toBe('every area');
    expect(areasInWords(['status-pages'])).toBe('status pages only');
    expect(areasInWords(['incidents', 'monitors'])).toBe('monitors and incidents only');
    expect(areasInWords(['status-pages', 'monitors', 'incidents'])).toBe(
      'monitors, incidents and status pages only',
    );
  });
});
