import type { CheckResult } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { monitorState, monitors } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { createDatabaseResultSink, storeLastCheck, type ResultSink } from './result-sink.js';

const result = (at: number, status: 'up' | 'down'): CheckResult => ({
  status,
  errorKind: status === 'up' ? null : 'http-status',
  message: status === 'up' ? null : 'HTTP 503',
  statusCode: status === 'up' ? 200 : 503,
  timings: { total: 12 },
  bytesRead: 2,
  remoteAddress: '127.0.0.1',
  checkedAt: new Date(at).toISOString(),
  certificate: null,
  details: null,
});

describeEachDatabase("each monitor's latest check", (h) => {
  let sink: ResultSink;
  let cookie = '';
  beforeAll(async () => {
    // Flushed by the tests themselves.
    sink = createDatabaseResultSink({
      db: h().db,
      log: pino({ level: 'silent' }),
      intervalMs: 3_600_000,
    });
    cookie = await signUpCookie(h().app);
  });
  afterAll(() => sink.close());

  async function createMonitor() {
    const created = await h().app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: { type: 'http', name: 'Shop', url: 'https://shop.example/', intervalSeconds: 60 },
    });
    const { id } = created.json<{ id: string }>();
    const [row] = await h().db.select().from(monitors).where(eq(monitors.id, id));
    return { id, seq: row!.seq, intervalMs: 60_000, createdAt: row!.createdAt };
  }
  const shown = async (id: string) =>
    (
      await h().app.inject({ method: 'GET', url: `/api/v1/monitors/${id}`, headers: { cookie } })
    ).json<{ lastCheckedAt: string | null; lastResult: CheckResult | null }>();
  const failuresInARow = async (id: string) =>
    (await h().db.select().from(monitorState).where(eq(monitorState.monitorId, id)))[0]!
      .consecutiveFailures;

  it('shows the newest check and keeps the failures in a row, whatever order checks are stored in', async () => {
    const monitor = await createMonitor();
    expect(await shown(monitor.id)).toMatchObject({ lastCheckedAt: null, lastResult: null });
    const at = Date.now() - 30_000;

    sink.write(monitor, result(at, 'down'), 1);
    await sink.flush();
    expect(await shown(monitor.id)).toMatchObject({
      lastCheckedAt: new Date(at).toISOString(),
      lastResult: { status: 'down', statusCode: 503, message: 'HTTP 503' },
    });
    expect(await failuresInARow(monitor.id)).toBe(1);

    // A slow check that finished after a later one was stored changes neither.
    sink.write(monitor, result(at - 5_000, 'up'), 0);
    await sink.flush();
    expect((await shown(monitor.id)).lastCheckedAt).toBe(new Date(at).toISOString());
    expect(await failuresInARow(monitor.id)).toBe(1);

    sink.write(monitor, result(at + 10_000, 'up'), 0);
    await sink.flush();
    expect(await shown(monitor.id)).toMatchObject({
      lastCheckedAt: new Date(at + 10_000).toISOString(),
      lastResult: { status: 'up', statusCode: 200 },
    });
    expect(await failuresInARow(monitor.id)).toBe(0);
  });

  it('lets go of the latest check of a monitor deleted before it was stored', async () => {
    const deleted = await createMonitor();
    const kept = await createMonitor();
    sink.write(deleted, result(Date.now(), 'up'), 0);
    sink.write(kept, result(Date.now(), 'down'), 2);
    await h().app.inject({
      method: 'DELETE',
      url: `/api/v1/monitors/${deleted.id}`,
      headers: { cookie },
    });
    await sink.flush();
    expect((await shown(kept.id)).lastResult).toMatchObject({ status: 'down' });
    expect(await failuresInARow(kept.id)).toBe(2);
    expect(sink.dropped).toBe(0);
  });

  it("stores a status change's check unless a later one is stored, and none for a deleted monitor", async () => {
    const monitor = await createMonitor();
    const at = Date.now() - 10_000;
    await storeLastCheck(h().db, monitor.id, result(at, 'down'));
    await storeLastCheck(h().db, monitor.id, result(at - 1_000, 'up'));
    expect(await shown(monitor.id)).toMatchObject({
      lastCheckedAt: new Date(at).toISOString(),
      lastResult: { status: 'down' },
    });

    await h().app.inject({
      method: 'DELETE',
      url: `/api/v1/monitors/${monitor.id}`,
      headers: { cookie },
    });
    await expect(storeLastCheck(h().db, monitor.id, result(at, 'up'))).resolves.toBeUndefined();
  });
});
