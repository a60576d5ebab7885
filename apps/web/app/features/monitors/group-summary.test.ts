import { describe, expect, it } from 'vitest';
import { groupSummary } from './group-summary';

const none = { down: 0, degraded: 0, maintenance: 0, pending: 0, up: 0, paused: 0 };

describe('groupSummary', () => {
  it('counts the statuses worst first and leaves out those with none', () => {
    expect(groupSummary({ ...none, up: 12, down: 2, degraded: 1 })).toBe(
      '2 down · 1 degraded · 12 up',
    );
    expect(groupSummary({ ...none, paused: 1, maintenance: 3, pending: 1 })).toBe(
      '3 in maintenance · 1 pending · 1 paused',
    );
  });

  it('says a group without monitors has none', () => {
    expect(groupSummary(none)).toBe('No monitors');
  });
});
