import type { BadgeResponse } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { joinAs, meOf, newMonitor, newPage } from '../../test/badge-fixtures.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

describeEachDatabase('badge keys of monitors and status pages', (h) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) =>
    h().app.inject({ method, url, headers: { cookie } });

  it('makes a key once, however often it is asked, and gives ready addresses', async () => {
    const cookie = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), cookie, 'Shop API');
    const url = `/api/v1/monitors/${monitor.id}/badge`;

    expect((await call('GET', url, cookie)).json()).toEqual({ badge: null });
    const first = await call('POST', url, cookie);
    expect(first.statusCode, first.body).toBe(201);
    const { badge } = first.json<BadgeResponse>();
    expect(badge!.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(badge!.urls).toEqual({
      status: `http://localhost:3000/badge/${badge!.key}/status.svg`,
      uptime: `http://localhost:3000/badge/${badge!.key}/uptime.svg?period=30d`,
      response: `http://localhost:3000/badge/${badge!.key}/response.svg?period=24h`,
      widget: `http://localhost:3000/widget/${badge!.key}`,
      widgetScript: `http://localhost:3000/widget/${badge!.key}.js`,
    });

    const again = await call('POST', url, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json<BadgeResponse>().badge!.key).toBe(badge!.key);
    expect((await call('GET', url, cookie)).json<BadgeResponse>().badge!.key).toBe(badge!.key);

    const logged = await h()
      .db.select({ action: auditLog.action, targetName: auditLog.targetName })
      .from(auditLog)
      .where(eq(auditLog.workspaceId, monitor.workspaceId));
    expect(logged.filter((e) => e.action.startsWith('badge.'))).toEqual([
      { action: 'badge.created', targetName: 'Shop API' },
    ]);
  });

  it('revokes a key: the old badge is not found and a new key differs', async () => {
    const cookie = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), cookie, 'Checkout');
    const url = `/api/v1/monitors/${monitor.id}/badge`;
    const old = (await call('POST', url, cookie)).json<BadgeResponse>().badge!;
    expect((await h().app.inject(`/badge/${old.key}/status.svg`)).statusCode).toBe(200);

    expect((await call('DELETE', url, cookie)).statusCode).toBe(204);
    expect((await call('GET', url, cookie)).json()).toEqual({ badge: null });
    expect((await h().app.inject(`/badge/${old.key}/status.svg`)).statusCode).toBe(404);
    // Revoking what is already gone changes nothing.
    expect((await call('DELETE', url, cookie)).statusCode).toBe(204);

    const renewed = (await call('POST', url, cookie)).json<BadgeResponse>().badge!;
    expect(renewed.key).not.toBe(old.key);
  });

  it("answers 404 for another workspace's monitor or page, and makes nothing", async () => {
    const owner = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), owner, 'Private');
    const pageId = await newPage(h(), monitor.workspaceId, [monitor.id]);
    const stranger = await signUpCookie(h().app);
    for (const url of [
      `/api/v1/monitors/${monitor.id}/badge`,
      `/api/v1/status-pages/${pageId}/badge`,
    ]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await call(method, url, stranger);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not-found' });
      }
      expect((await call('GET', url, owner)).json()).toEqual({ badge: null });
    }
  });

  it('lets a viewer read a badge but not make or revoke one', async () => {
    const owner = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), owner, 'Viewed');
    const pageId = await newPage(h(), monitor.workspaceId, [monitor.id]);
    const viewer = await joinAs(h(), (await meOf(h(), owner)).workspace.id, 'viewer');
    const member = await joinAs(h(), monitor.workspaceId, 'member');
    for (const url of [
      `/api/v1/monitors/${monitor.id}/badge`,
      `/api/v1/status-pages/${pageId}/badge`,
    ]) {
      expect((await call('POST', url, viewer)).statusCode).toBe(403);
      expect((await call('POST', url, member)).statusCode).toBe(201);
      const seen = await call('GET', url, viewer);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<BadgeResponse>().badge).not.toBeNull();
      expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
      expect((await call('DELETE', url, member)).statusCode).toBe(204);
    }
  });

  it('keys a page and a monitor apart', async () => {
    const cookie = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), cookie, 'Both');
    const pageId = await newPage(h(), monitor.workspaceId, [monitor.id]);
    const a = (await call('POST', `/api/v1/monitors/${monitor.id}/badge`, cookie)).json();
    const b = (await call('POST', `/api/v1/status-pages/${pageId}/badge`, cookie)).json();
    expect((a as BadgeResponse).badge!.key).not.toBe((b as BadgeResponse).badge!.key);
  });
});
