import { monitorTypes } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { findDoc } from '@/features/marketing/content/docs';
import { checkTypeViews } from '@/features/monitors/check-types';

/** A count as the doc writes it: in words up to twelve, in figures beyond. */
const words = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const inWords = (n: number) => words[n] ?? String(n);

describe('the monitor types documentation', () => {
  const doc = findDoc('monitor-types')!;
  const sections = [...doc.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

  it('has a section for every check type, under the label the app shows, in the app’s order', () => {
    const labels = monitorTypes.map((type) => checkTypeViews[type].label);
    expect(sections.filter((section) => labels.includes(section!))).toEqual(labels);
  });

  it('counts the types as many as there are', () => {
    expect(doc.description).toContain(`The ${inWords(monitorTypes.length)} kinds of check`);
  });
});
