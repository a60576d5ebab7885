import { formatUptime, type Analytics, type BadgeResponse, type Uptime } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { maintenanceWindows, monitorState, monitors } from '../../db/schema.js';
import { newMonitor, newPage, storeMinutes } from '../../test/badge-fixtures.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';

/** What a badge says, read from its accessible name: "label: message". */
const said = (svg: string) => /aria-label="([^"]*)"/.exec(svg)?.[1];

describeEachDatabase('public badges', (h) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    h().app.inject({ url, headers, remoteAddress: nextIp() });

  async function badged(name = 'Billing API') {
    const cookie = await signUpCookie(h().app);
    const monitor = await newMonitor(h(), cookie, name);
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/v1/monitors/${monitor.id}/badge`,
      headers: { cookie },
    });
    return { cookie, monitor, key: res.json<BadgeResponse>().badge!.key };
  }

  const setStatus = (id: string, status: 'up' | 'down' | 'degraded') =>
    h().db.update(monitorState).set({ status }).where(eq(monitorState.monitorId, id));

  it('shows each state of a monitor in words and colour, with the headers an image needs', async () => {
    const { monitor, key } = await badged();
    const url = `/badge/${key}/status.svg`;
    const pending = await get(url);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers).toMatchObject({
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=60',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(said(pending.body)).toBe('status: pending');

    for (const [status, colour] of [
      ['up', '#4b0'],
      ['degraded', '#d8b800'],
      ['down', '#dd4343'],
    ] as const) {
      await setStatus(monitor.id, status);
      const res = await get(url);
      expect(said(res.body)).toBe(`status: ${status}`);
      expect(res.body).toContain(`fill="${colour}"`);
    }
    await h()
      .db.insert(maintenanceWindows)
      .values({
        id: crypto.randomUUID(),
        workspaceId: monitor.workspaceId,
        name: 'Upgrade',
        kind: 'once',
        monitorIds: [monitor.id],
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
      });
    expect(said((await get(url)).body)).toBe('status: maintenance');
    await h().db.update(monitors).set({ paused: true }).where(eq(monitors.id, monitor.id));
    expect(said((await get(url)).body)).toBe('status: paused');
  });

  it('gives the uptime and response time the dashboard and analytics give', async () => {
    const { cookie, monitor, key } = await badged();
    await storeMinutes(h(), monitor.seq, { minutes: 90, ms: 180, down: [3, 40, 41] });
    for (const period of ['24h', '7d', '30d', '90d'] as const) {
      const uptime = (
        await h().app.inject({
          url: `/api/v1/monitors/${monitor.id}/uptime?range=${period}`,
          headers: { cookie },
        })
      ).json<Uptime>();
      const analytics = (
        await h().app.inject({ url: `/api/v1/analytics?range=${period}`, headers: { cookie } })
      ).json<Analytics>();
      expect(uptime.uptimePercent).toBeCloseTo(96.667, 3);
      expect(analytics.monitors[0]!.uptimePercent).toBe(uptime.uptimePercent);

      const badge = await get(`/badge/${key}/uptime.svg?period=${period}`);
      expect(said(badge.body)).toBe(`uptime ${period}: ${formatUptime(uptime.uptimePercent)}`);
      expect(said(badge.body)).toBe(`uptime ${period}: 96.66%`);
      // Yellow: between 95% and 97%.
      expect(badge.body).toContain('fill="#d8b800"');

      const avg = analytics.summary.responseTime!.avg;
      const response = await get(`/badge/${key}/response.svg?period=${period}`);
      expect(said(response.body)).toBe(`response ${period}: ${Math.round(avg)} ms`);
    }
  });

  it('sums up a page: its worst component, and the average uptime of its monitors', async () => {
    const cookie = await signUpCookie(h().app);
    const a = await newMonitor(h(), cookie, 'Web');
    const b = await newMonitor(h(), cookie, 'API');
    const pageId = await newPage(h(), a.workspaceId, [a.id, b.id]);
    const created = await h().app.inject({
      method: 'POST',
      url: `/api/v1/status-pages/${pageId}/badge`,
      headers: { cookie },
    });
    const { key } = created.json<BadgeResponse>().badge!;
    await setStatus(a.id, 'up');
    await setStatus(b.id, 'degraded');
    expect(said((await get(`/badge/${key}/status.svg`)).body)).toBe('status: degraded');
    await setStatus(b.id, 'down');
    expect(said((await get(`/badge/${key}/status.svg`)).body)).toBe('status: down');

    await storeMinutes(h(), a.seq, { minutes: 100, ms: 100 });
    await storeMinutes(h(), b.seq, { minutes: 100, ms: 300, down: [1, 2, 3, 4] });
    // (100% + 96%) / 2, whatever the number of checks of each.
    expect(said((await get(`/badge/${key}/uptime.svg?period=7d`)).body)).toBe('uptime 7d: 98.00%');
    expect(said((await get(`/badge/${key}/uptime.svg?period=7d`)).body)).not.toContain('Web');
  });

  it('answers an unknown key and a revoked one with the same 404 badge', async () => {
    const { cookie, monitor, key } = await badged();
    await h().app.inject({
      method: 'DELETE',
      url: `/api/v1/monitors/${monitor.id}/badge`,
      headers: { cookie },
    });
    const unknown = 'Zm9vYmFyYmF6cXV4cXV1eHh4';
    for (const file of ['status.svg', 'uptime.svg?period=30d', 'response.svg']) {
      const revoked = await get(`/badge/${key}/${file}`);
      const never = await get(`/badge/${unknown}/${file}`);
      const malformed = await get(`/badge/${encodeURIComponent('<x>')}/${file}`);
      for (const res of [revoked, never, malformed]) {
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.body).toBe(revoked.body);
      }
      expect(said(revoked.body)).toBe('badge: not found');
    }
  });

  it('refuses a bad period or style with a 400 badge that says why', async () => {
    const { key } = await badged();
    const period = await get(`/badge/${key}/uptime.svg?period=1y`);
    expect(period.statusCode).toBe(400);
    expect(period.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(said(period.body)).toBe('badge: Use period=24h, 7d, 30d or 90d');
    const style = await get(`/badge/${key}/status.svg?style=plastic`);
    expect(said(style.body)).toBe('badge: Use style=flat, flat-square or for-the-badge');
    const long = await get(`/badge/${key}/status.svg?label=${'x'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(said(long.body)).toBe('badge: Use a label of at most 40 characters');
  });

  it('answers past 600 requests a minute from one address with a 429 badge nobody caches', async () => {
    const url = '/badge/not-a-key/status.svg';
    const remoteAddress = nextIp();
    for (let i = 0; i < 600; i++) {
      expect((await h().app.inject({ url, remoteAddress })).statusCode).toBe(404);
    }
    const refused = await h().app.inject({ url, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(said(refused.body)).toBe('badge: too many requests');
    expect((await get(url)).statusCode).toBe(404);
  });

  it('keeps a hostile label as inert text, and takes a style', async () => {
    const { key } = await badged();
    const label = `<script>alert(1)</script>"'><a href="javascript:x">`.slice(0, 40);
    const res = await get(`/badge/${key}/status.svg?label=${encodeURIComponent(label)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script|<a |javascript:x"|onload/i);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    const square = await get(`/badge/${key}/status.svg?label=Shop&style=for-the-badge`);
    expect(said(square.body)).toBe('SHOP: PENDING');
  });

  it('answers a matching If-None-Match with 304 and nothing else', async () => {
    const { monitor, key } = await badged();
    const url = `/badge/${key}/status.svg`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await setStatus(monitor.id, 'down');
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves a widget page that any site may frame and that names nothing', async () => {
    const { monitor, key } = await badged('Secret internal billing');
    await setStatus(monitor.id, 'up');
    await storeMinutes(h(), monitor.seq, { minutes: 10, ms: 50 });
    const page = await get(`/widget/${key}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(page.body).toContain('Operational');
    expect(page.body).toContain('100% uptime (24 h)');
    expect(page.body).not.toMatch(/<script|Secret|93\.184|private-path/);
    expect(page.body).not.toContain(monitor.id);
    expect(page.body).not.toContain(monitor.workspaceId);

    const labelled = await get(`/widget/${key}?label=${encodeURIComponent('<b>Shop</b>')}`);
    expect(labelled.body).toContain('&lt;b&gt;Shop&lt;/b&gt;: Operational');

    const missing = await get('/widget/Zm9vYmFyYmF6cXV4cXV1eHh4');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Not found');
  });

  it('serves the script that puts the widget in a titled, sized frame', async () => {
    const { key } = await badged();
    const res = await get(`/widget/${key}.js`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain(`f.src = "http://localhost:3000/widget/${key}"`);
    expect(res.body).toContain('f.title = "Service status"');
    expect(res.body).toMatch(/f\.width = '\d+'/);
    expect(res.body).toContain('insertBefore(f, s.nextSibling)');
    expect((await get('/widget/Zm9vYmFyYmF6cXV4cXV1eHh4.js')).statusCode).toBe(404);
  });
});
