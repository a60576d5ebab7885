import { describe, expect, it } from 'vitest';
import { applyResult, type MonitorLiveState } from './state-machine.js';

const up = { status: 'up' } as const;
const down = { status: 'down' } as const;
const degraded = { status: 'degraded' } as const;

function run(results: { status: 'up' | 'down' | 'degraded' }[], confirmations = 2) {
  let state: MonitorLiveState = { status: 'pending', consecutiveFailures: 0 };
  return results.map((r) => {
    const t = applyResult(state, r, confirmations);
    state = t.next;
    return t;
  });
}

describe('monitor state machine', () => {
  it('goes from pending to up on the first good check', () => {
    expect(run([up])[0]).toEqual({
      next: { status: 'up', consecutiveFailures: 0 },
      incident: null,
      recheck: false,
    });
  });

  it('re-checks a first failure and opens an incident only when the second confirms it', () => {
    const [first, second] = run([up, down, down]).slice(1);
    expect(first).toEqual({
      next: { status: 'up', consecutiveFailures: 1 },
      incident: null,
      recheck: true,
    });
    expect(second).toEqual({
      next: { status: 'down', consecutiveFailures: 2 },
      incident: 'open',
      recheck: false,
    });
  });

  it('dismisses a single failure that the re-check does not confirm', () => {
    const transitions = run([up, down, up]);
    expect(transitions.map((t) => t.next.status)).toEqual(['up', 'up', 'up']);
    expect(transitions.every((t) => t.incident === null)).toBe(true);
  });

  it('opens one incident for a long outage and resolves it on recovery', () => {
    const transitions = run([up, down, down, down, down, up]);
    expect(transitions.map((t) => t.incident)).toEqual([null, null, 'open', null, null, 'resolve']);
  });

  it('honours the confirmations setting (1 = at once, 3 = two re-checks)', () => {
    expect(run([up, down], 1)[1]!.incident).toBe('open');
    expect(run([up, down, down, down], 3).map((t) => t.incident)).toEqual([
      null,
      null,
      null,
      'open',
    ]);
  });

  it('treats degraded as working: no incident, and it resolves an outage', () => {
    const transitions = run([degraded, down, down, degraded]);
    expect(transitions.map((t) => t.next.status)).toEqual([
      'degraded',
      'degraded',
      'down',
      'degraded',
    ]);
    expect(transitions.map((t) => t.incident)).toEqual([null, null, 'open', 'resolve']);
  });

  it('confirms a monitor that has failed from its very first check', () => {
    expect(run([down, down]).map((t) => t.next.status)).toEqual(['pending', 'down']);
  });
});
