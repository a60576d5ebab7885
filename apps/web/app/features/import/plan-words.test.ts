import type { ConfigPlanEntry } from '@tocsin/contract';
import { describe, expect, it } from 'vitest';
import { planInWords } from './plan-words';

const entry = (
  action: ConfigPlanEntry['action'],
  kind: ConfigPlanEntry['kind'],
  n: number,
): ConfigPlanEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    action,
    kind,
    key: `${kind}-${i}`,
    name: `${i}`,
    fields: [],
  }));

describe('planInWords', () => {
  it('counts each kind per action, creations first', () => {
    const plan = [
      ...entry('change', 'monitor', 1),
      ...entry('create', 'channel', 2),
      ...entry('create', 'monitor', 12),
    ];
    expect(planInWords(plan, 'will')).toBe(
      '12 monitors and 2 channels will be created, 1 monitor will be changed',
    );
    expect(planInWords(plan, 'done')).toBe(
      '12 monitors and 2 channels were created, 1 monitor was changed',
    );
  });

  it('lists three kinds with commas and says "were" for one of each', () => {
    const plan = [
      ...entry('create', 'monitor', 1),
      ...entry('create', 'maintenance', 1),
      ...entry('create', 'statusPage', 1),
    ];
    expect(planInWords(plan, 'done')).toBe(
      '1 monitor, 1 maintenance window and 1 status page were created',
    );
  });

  it('says nothing of an empty plan', () => {
    expect(planInWords([], 'will')).toBe('');
  });
});
