import { pino } from 'pino';
import { expect, it } from 'vitest';
import { deliveries, instanceHealthDays, workspaces } from '../../db/schema.js';
import { dateSetBy, fakeClock } from '../../test/clock.js';
import { describeEachDatabase } from '../../test/harness.js';
import { until } from '../../test/wait.js';
import { readDays } from './days.js';
import { createHealthRecorder } from './recorder.js';
import { createInstanceHealthService } from './service.js';

const log = pino({ level: 'silent' });
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** A stand-in for the engine of one process, whose figures the test sets. */
function engineFigures() {
  return {
    checksRun: 0,
    lastCheckAt: null as number | null,
    lagging: false,
    lag() {
      return { samples: 10, p50: 3, p95: this.lagging ? 2_500 : 8, max: 40, waitingMs: 0 };
    },
  };
}

/** A clock the test moves by hand. */
function clockAt(ms: number) {
  const clock = { ms, now: () => clock.ms };
  return clock;
}

describeEachDatabase('the instance health recorder', (h) => {
  const history = (now: number) =>
    createInstanceHealthService({
      database: h().database,
      scheduler: h().services.engine,
      cacheMs: 0,
      now: () => now,
    })
      .read()
      .then((s) => s.history);

  it('marks each minute once however many processes mark it, and adds up their checks', async () => {
    const clock = clockAt(Date.UTC(2030, 0, 1, 12, 0, 30));
    const a = engineFigures();
    const b = engineFigures();
    const ra = createHealthRecorder({ db: h().db, log, scheduler: a, clock: dateSetBy(clock.now) });
    const rb = createHealthRecorder({ db: h().db, log, scheduler: b, clock: dateSetBy(clock.now) });
    for (let i = 1; i <= 10; i += 1) {
      clock.ms = Date.UTC(2030, 0, 1, 12, i, 5);
      a.checksRun += 6;
      b.checksRun += 4;
      a.lagging = i === 3 || i === 4;
      a.lastCheckAt = clock.ms - 2_000;
      await ra.markLastMinute();
      await rb.markLastMinute();
      // Marking the same minute again (a retry, a stray tick) changes nothing.
      await rb.markLastMinute();
    }
    let today = (await history(clock.ms)).days.at(-1)!;
    expect(today).toEqual({
      date: '2030-01-01',
      status: 'operational',
      uptimePercent: 100,
      downMinutes: 0,
      laggingMinutes: 2,
      checks: 100,
      alertsDelivered: 0,
    });

    // Both processes die for four minutes; one comes back.
    clock.ms = Date.UTC(2030, 0, 1, 12, 16, 5);
    await ra.markLastMinute();
    const body = await createInstanceHealthService({
      database: h().database,
      scheduler: h().services.engine,
      cacheMs: 0,
      now: clock.now,
    }).read();
    today = body.history.days.at(-1)!;
    expect(today).toMatchObject({ status: 'degraded', downMinutes: 5, uptimePercent: 68.75 });
    expect(body.history.days.slice(0, -1).every((d) => d.status === 'no-data')).toBe(true);
    expect(body.checks.lastAt).toBe(new Date(Date.UTC(2030, 0, 1, 12, 10, 3)).toISOString());
  });

  it('counts the alerts delivered in a minute once, whoever marks it', async () => {
    const minute = Date.UTC(2030, 5, 1, 8, 30);
    const workspaceId = crypto.randomUUID();
    await h().db.insert(workspaces).values({ id: workspaceId, name: 'Recorder test' });
    await h()
      .db.insert(deliveries)
      .values(
        [10, 50].map((second) => ({
          id: crypto.randomUUID(),
          workspaceId,
          kind: 'webhook' as const,
          target: 'Webhook',
          event: 'test' as const,
          dedupKey: crypto.randomUUID(),
          message: {} as never,
          status: 'delivered' as const,
          nextAttemptAt: new Date(minute),
          deliveredAt: new Date(minute + second * 1000),
          createdAt: new Date(minute),
        })),
      );
    const clock = clockAt(minute + 10_000);
    const ra = createHealthRecorder({
      db: h().db,
      log,
      scheduler: engineFigures(),
      clock: dateSetBy(clock.now),
    });
    const rb = createHealthRecorder({
      db: h().db,
      log,
      scheduler: engineFigures(),
      clock: dateSetBy(clock.now),
    });
    clock.ms = minute + MINUTE + 5_000;
    await ra.markLastMinute();
    await rb.markLastMinute();
    expect((await history(clock.ms)).days.at(-1)).toMatchObject({ alertsDelivered: 2 });
  });

  it('keeps 90 days and the one before, and deletes what is older', async () => {
    const start = Date.UTC(2030, 8, 1, 0, 0, 30);
    const clock = clockAt(start);
    const recorder = createHealthRecorder({
      db: h().db,
      log,
      scheduler: engineFigures(),
      clock: dateSetBy(clock.now),
    });
    clock.ms = start + MINUTE;
    await recorder.markLastMinute();
    clock.ms = start + 90 * DAY_MS;
    await recorder.markLastMinute();
    const kept = await readDays(h().db, clock.ms);
    expect(kept.map((r) => r.day)).toContain(Math.floor(start / DAY_MS));
    // The first day is a witness only: the 90 days shown start the day after it.
    expect((await history(clock.ms)).days[0]).toMatchObject({ status: 'down', downMinutes: 1440 });

    clock.ms = start + 91 * DAY_MS;
    await recorder.markLastMinute();
    const days = (
      await h().db.select({ day: instanceHealthDays.day }).from(instanceHealthDays)
    ).map((r) => r.day);
    expect(Math.min(...days)).toBeGreaterThan(Math.floor(start / DAY_MS));
  });

  it('marks minutes on its own once started, and stops cleanly', async () => {
    // Started just before 00:01:05, when 00:00 gets marked.
    const created = Date.UTC(2031, 0, 1, 0, 0, 59);
    const time = fakeClock(created);
    const now = time.now;
    const recorder = createHealthRecorder({
      db: h().db,
      log,
      scheduler: engineFigures(),
      clock: time.clock,
    });
    await time.advanceTo(Date.UTC(2031, 0, 1, 0, 1, 4, 900));
    recorder.start();
    const day = Math.floor(created / DAY_MS);
    const marked = async () =>
      (await readDays(h().db, now())).find((r) => r.day === day)?.up[0] ?? 0;
    await time.advance(300);
    // The mark is written to the database in real time.
    await until(marked, (bits) => bits !== 0, { timeoutMs: 5_000, everyMs: 20 });
    expect(await marked()).toBe(0b1);

    await recorder.stop();
    // After stop, 00:02:05 passes and 00:01 stays unmarked.
    await time.advanceTo(Date.UTC(2031, 0, 1, 0, 2, 5, 250));
    // A mark a timer left armed would have started is waited for.
    await recorder.stop();
    expect(await marked()).toBe(0b1);
  });
});
