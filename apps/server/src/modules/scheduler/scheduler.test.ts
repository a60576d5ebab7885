import { beforeEach, describe, expect, it } from 'vitest';
import { nextDueAfter, planOffsetMs } from './plan.js';
import { sleep as sleepOn } from '../../lib/clock.js';
import { fakeClock } from '../../test/clock.js';
import { Scheduler, type Run } from './scheduler.js';

/** The scheduler's time: every test moves it instead of waiting. */
let time = fakeClock();
const clock = () => time.clock;
/** A check that takes `ms` of the scheduler's time. */
const takes = (ms: number) => sleepOn(time.clock, ms);
/** Stops a scheduler, letting the checks in flight take the time they take. */
async function stop(scheduler: Scheduler) {
  const stopped = scheduler.stop();
  await time.advance(1_000);
  await stopped;
}

describe('the plan', () => {
  it('spreads monitors evenly over the interval with a stable offset', () => {
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const offset = planOffsetMs(`monitor-${i}`, 10_000);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(10_000);
      buckets[Math.floor(offset / 1000)]! += 1;
    }
    for (const n of buckets) expect(n).toBeGreaterThan(850);
    expect(planOffsetMs('abc', 60_000)).toBe(planOffsetMs('abc', 60_000));
  });

  it('puts every due time on offset + k * interval, strictly after the given time', () => {
    expect(nextDueAfter(1_000, 500, 120)).toBe(1_120);
    expect(nextDueAfter(1_120, 500, 120)).toBe(1_620);
    expect(nextDueAfter(1_119, 500, 120)).toBe(1_120);
  });
});

/** A scheduler whose checks return at once, with the runs it started. */
function recording() {
  const runs: Run[] = [];
  const scheduler = new Scheduler({
    clock: clock(),
    concurrency: 5,
    execute: (run) => {
      runs.push(run);
      return Promise.resolve();
    },
  });
  return { scheduler, runs };
}

describe('the scheduler', () => {
  beforeEach(() => {
    time = fakeClock();
  });

  it('runs on the plan without drift, even when checks take time', async () => {
    const runs: Run[] = [];
    const scheduler = new Scheduler({
      clock: clock(),
      concurrency: 50,
      execute: async (run) => {
        runs.push(run);
        await takes(30);
      },
    });
    const monitors = Array.from({ length: 20 }, (_, i) => ({ id: `m${i}`, intervalMs: 100 }));
    monitors.forEach((m) => scheduler.upsert(m));
    scheduler.start();
    await time.advance(1_050);
    await stop(scheduler);

    for (const m of monitors) {
      const mine = runs.filter((r) => r.monitorId === m.id);
      expect(mine.length).toBeGreaterThanOrEqual(9);
      const offset = planOffsetMs(m.id, 100);
      for (const r of mine) expect((r.dueAt - offset) % 100).toBe(0);
    }
    const lateness = runs.map((r) => r.startedAt - r.dueAt).sort((a, b) => a - b);
    // Loose bounds: other test files share the two cores. bench/ measures precision properly.
    expect(lateness[Math.floor(lateness.length / 2)]).toBeLessThan(25);
    expect(lateness[Math.floor(lateness.length * 0.99)]).toBeLessThan(250);
  });

  it('keeps at most `concurrency` checks in flight and runs the rest as slots free', async () => {
    let inFlight = 0;
    let peak = 0;
    const done: string[] = [];
    const scheduler = new Scheduler({
      clock: clock(),
      concurrency: 3,
      execute: async (run) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await takes(40);
        inFlight -= 1;
        done.push(run.monitorId);
      },
    });
    for (let i = 0; i < 10; i += 1) scheduler.upsert({ id: `slow-${i}`, intervalMs: 10_000 });
    for (let i = 0; i < 10; i += 1) scheduler.recheck(`slow-${i}`, 0);
    scheduler.start();
    await time.advance(250);
    await stop(scheduler);
    expect(peak).toBe(3);
    expect(new Set(done).size).toBe(10);
  });

  it('tells how long ago the run waiting longest for a slot was due', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const scheduler = new Scheduler({ clock: clock(), concurrency: 1, execute: () => blocked });
    scheduler.upsert({ id: 'busy', intervalMs: 60_000 });
    scheduler.upsert({ id: 'queued', intervalMs: 60_000 });
    const asked = time.now();
    scheduler.recheck('busy', 0);
    scheduler.recheck('queued', 0);
    scheduler.start();
    await time.advance(50);
    expect(scheduler.waiting).toBe(1);
    expect(scheduler.oldestWaitingDueAt).toBeGreaterThanOrEqual(asked);
    expect(scheduler.oldestWaitingDueAt).toBeLessThanOrEqual(asked + 20);
    release();
    await time.advance(50);
    expect(scheduler.oldestWaitingDueAt).toBeNull();
    await stop(scheduler);
  });

  it('never runs one monitor twice at once', async () => {
    let concurrent = 0;
    let worst = 0;
    const scheduler = new Scheduler({
      clock: clock(),
      concurrency: 10,
      execute: async () => {
        concurrent += 1;
        worst = Math.max(worst, concurrent);
        await takes(120);
        concurrent -= 1;
      },
    });
    scheduler.upsert({ id: 'slow-target', intervalMs: 50 });
    scheduler.start();
    await time.advance(400);
    await stop(scheduler);
    expect(worst).toBe(1);
    expect(scheduler.skipped).toBeGreaterThan(0);
  });

  it('re-plans a changed monitor at once and forgets a removed one', async () => {
    const { scheduler, runs } = recording();
    scheduler.upsert({ id: 'changing', intervalMs: 60_000 });
    scheduler.upsert({ id: 'removed', intervalMs: 50 });
    scheduler.start();
    scheduler.remove('removed');
    scheduler.upsert({ id: 'changing', intervalMs: 50 });
    await time.advance(300);
    await stop(scheduler);
    expect(runs.filter((r) => r.monitorId === 'changing').length).toBeGreaterThanOrEqual(4);
    expect(runs.filter((r) => r.monitorId === 'removed')).toHaveLength(0);
  });

  it('runs a monitor removed and added again (paused, resumed) once per slot', async () => {
    const { scheduler, runs } = recording();
    scheduler.upsert({ id: 'resumed', intervalMs: 100 });
    scheduler.start();
    await time.advance(150);
    scheduler.remove('resumed');
    scheduler.upsert({ id: 'resumed', intervalMs: 100 });
    await time.advance(500);
    await stop(scheduler);
    const dueTimes = runs.filter((r) => r.kind === 'planned').map((r) => r.dueAt);
    expect(dueTimes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(dueTimes).size).toBe(dueTimes.length);
    // One plan, not two: a second would be counted as runs skipped for overlapping.
    expect(scheduler.skipped).toBe(0);
  });

  it('forgets every monitor at once on clear, and plans them again when added', async () => {
    const { scheduler, runs } = recording();
    for (const id of ['a', 'b', 'c']) scheduler.upsert({ id, intervalMs: 50 });
    scheduler.start();
    await time.advance(120);
    await stop(scheduler);
    scheduler.clear();
    const before = runs.length;
    scheduler.start();
    await time.advance(150);
    expect(runs).toHaveLength(before);
    scheduler.upsert({ id: 'b', intervalMs: 50 });
    await time.advance(260);
    await stop(scheduler);
    const after = runs.slice(before);
    expect(after.every((r) => r.monitorId === 'b')).toBe(true);
    const dueTimes = after.map((r) => r.dueAt);
    expect(dueTimes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dueTimes).size).toBe(dueTimes.length);
  });

  it('runs a re-check soon without moving the plan', async () => {
    const { scheduler, runs } = recording();
    scheduler.upsert({ id: 'flaky', intervalMs: 60_000 });
    scheduler.start();
    const asked = time.now();
    scheduler.recheck('flaky', 20);
    await time.advance(100);
    await stop(scheduler);
    const recheck = runs.find((r) => r.kind === 'recheck');
    expect(recheck).toBeDefined();
    expect(recheck!.startedAt - asked).toBeLessThan(2_000);
    expect(
      runs
        .filter((r) => r.kind === 'planned')
        .every((r) => (r.dueAt - planOffsetMs('flaky', 60_000)) % 60_000 === 0),
    ).toBe(true);
  });

  it('resumes the same plan after a restart', () => {
    const before = nextDueAfter(1_700_000_000_000, 10_000, planOffsetMs('m', 10_000));
    const afterRestart = nextDueAfter(
      1_700_000_000_000 + 25_000,
      10_000,
      planOffsetMs('m', 10_000),
    );
    expect((afterRestart - before) % 10_000).toBe(0);
  });
});
