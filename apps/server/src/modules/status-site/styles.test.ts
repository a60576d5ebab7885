import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { stylesheet } from './styles.js';

extend([a11yPlugin]);

/** The values a variable takes in a stylesheet, in order (light, then dark for "system"). */
const values = (css: string, name: string) =>
  [...css.matchAll(new RegExp(`--${name}:(#[0-9a-f]{6})`, 'g'))].map((m) => m[1]!);

describe('a status page stylesheet', () => {
  it.each(['#2563eb', '#fde047', '#0f172a', '#ff0066', '#ffffff'])(
    'keeps links in the accent %s readable in both themes',
    (accent) => {
      const { css } = stylesheet(accent, 'system');
      const [onLight, onDark] = values(css, 'link');
      for (const ground of ['#f8fafc', '#ffffff'])
        expect(colord(onLight!).contrast(ground)).toBeGreaterThanOrEqual(4.5);
      for (const ground of ['#0b1120', '#111827'])
        expect(colord(onDark!).contrast(ground)).toBeGreaterThanOrEqual(4.5);
      // Buttons keep the page's own colour, with text that reads on it.
      expect(values(css, 'accent')[0]).toBe(accent);
      const [onAccent] = values(css, 'on-accent');
      expect(colord(onAccent!).contrast(accent)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a readable accent as it is', () => {
    const { css } = stylesheet('#1d4ed8', 'light');
    expect(values(css, 'link')).toEqual(['#1d4ed8']);
  });
});
