import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkResults, incidents, monitors } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

describeEachDatabase('monitor history (results and incidents)', (h) => {
  async function monitorWithHistory() {
    const cookie = await signUpCookie(h().app);
    const monitor = (
      await h().app.inject({
        method: 'POST',
        url: '/api/v1/monitors',
        headers: { cookie },
        payload: { type: 'http', name: 'API', url: 'https://93.184.215.14/' },
      })
    ).json();
    const [{ seq, workspaceId }] = (await h()
      .db.select({ seq: monitors.seq, workspaceId: monitors.workspaceId })
      .from(monitors)
      .where(eq(monitors.id, monitor.id))) as [{ seq: number; workspaceId: string }];
    const start = Date.parse('2026-11-01T00:00:00Z');
    await h()
      .db.insert(checkResults)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          monitorSeq: seq,
          checkedAt: new Date(start + i * 60_000),
          status: i === 5 ? 2 : 0,
          errorKind: i === 5 ? 6 : null,
          statusCode: i === 5 ? 503 : 200,
          connectMs: 1.5,
          totalMs: 10 + i,
          message: i === 5 ? 'Expected 2xx or 3xx, got 503' : null,
        })),
      );
    const cause = {
      status: 'down' as const,
      errorKind: 'http-status' as const,
      message: 'Expected 2xx or 3xx, got 503',
      statusCode: 503,
      timings: { total: 15 },
      bytesRead: 11,
      remoteAddress: '93.184.215.14',
      checkedAt: new Date(start + 5 * 60_000).toISOString(),
      certificate: null,
      details: null,
    };
    await h()
      .db.insert(incidents)
      .values([
        {
          id: crypto.randomUUID(),
          workspaceId,
          monitorId: monitor.id,
          status: 'resolved',
          startedAt: new Date(start),
          confirmedAt: new Date(start + 1000),
          resolvedAt: new Date(start + 90_000),
          causeKind: 'timeout',
          cause,
        },
        {
          id: crypto.randomUUID(),
          workspaceId,
          monitorId: monitor.id,
          status: 'open',
          startedAt: new Date(start + 5 * 60_000),
          confirmedAt: new Date(start + 5 * 60_000 + 1000),
          causeKind: 'http-status',
          cause,
        },
      ]);
    return { cookie, id: monitor.id as string };
  }

  it('pages through stored checks newest first, with phase timings and failure messages', async () => {
    const { cookie, id } = await monitorWithHistory();
    const first = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3`,
        headers: { cookie },
      })
    ).json();
    expect(first.items.map((r: { timings: { total: number } }) => r.timings.total)).toEqual([
      16, 15, 14,
    ]);
    expect(first.items[1]).toMatchObject({
      status: 'down',
      statusCode: 503,
      errorKind: 'http-status',
      message: 'Expected 2xx or 3xx, got 503',
    });
    expect(first.items[0].timings).toEqual({ connect: 1.5, total: 16 });
    const second = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3&before=${first.nextBefore}`,
        headers: { cookie },
      })
    ).json();
    expect(second.items.map((r: { timings: { total: number } }) => r.timings.total)).toEqual([
      13, 12, 11,
    ]);
    const last = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/results?limit=3&before=${second.nextBefore}`,
        headers: { cookie },
      })
    ).json();
    expect(last.items).toHaveLength(1);
    expect(last.nextBefore).toBeNull();
  });

  it('lists incidents open first, with durations', async () => {
    const { cookie, id } = await monitorWithHistory();
    const { items } = (
      await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/incidents`,
        headers: { cookie },
      })
    ).json();
    expect(items.map((i: { status: string }) => i.status)).toEqual(['open', 'resolved']);
    expect(items[1].durationSeconds).toBe(90);
    expect(items[0].cause.statusCode).toBe(503);
  });

  it("answers 404 for another workspace's monitor history", async () => {
    const { id } = await monitorWithHistory();
    const { cookie: stranger } = await monitorWithHistory();
    for (const path of ['results', 'incidents']) {
      const res = await h().app.inject({
        method: 'GET',
        url: `/api/v1/monitors/${id}/${path}`,
        headers: { cookie: stranger },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
