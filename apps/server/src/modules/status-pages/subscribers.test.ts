import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, statusSubscribers } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie, type Harness } from '../../test/harness.js';
import { newComponent, newMonitor, newPage } from '../../test/status-pages.js';

async function setUp(h: Harness) {
  const cookie = await signUpCookie(h.app);
  const monitor = await newMonitor(h, cookie, 'API', 'https://api.example.com');
  const page = await newPage(h, monitor.workspaceId, { name: 'Acme Cloud' });
  const api = await newComponent(h, page, monitor.id, { publicName: 'Public API' });
  // A name a spreadsheet would run as a formula, from a careless or hostile member.
  const other = await newMonitor(h, cookie, 'Web', 'https://www.example.com');
  const formula = await newComponent(h, page, other.id, {
    publicName: '=HYPERLINK("http://evil.example","x")',
    position: 1,
  });
  const api$ = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { cookie, page, api, formula, call: api$ };
}

const base = (pageId: string) => `/api/v1/status-pages/${pageId}/subscribers`;

describeEachDatabase('status page subscribers in the dashboard', (h) => {
  it('imports addresses as pending, mails each a confirmation, and names bad rows by line', async () => {
    const { page, call } = await setUp(h());
    const csv = [
      'Email,Components',
      'lin@example.com,',
      'not-an-address,',
      '"kay@example.com","Public API"',
      'mo@example.com,Nonexistent',
      'LIN@example.com,',
      '',
    ].join('\r\n');
    const res = await call('POST', `${base(page.id)}/import`, { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invited: 2,
      held: 0,
      heldUntil: null,
      skipped: 1,
      errors: [
        { line: 3, message: '"not-an-address" is not an email address' },
        { line: 5, message: 'This page has no component named "Nonexistent"' },
      ],
    });
    // The mails leave with the next pass of the confirmation sender, at once for a few.
    expect(await h().services.confirmations.runOnce()).toBe(2);
    const mail = await h().smtp.waitFor(
      'kay@example.com',
      /Confirm your subscription to Acme Cloud/,
    );
    expect(mail.text).toMatch(new RegExp(`/s/${page.slug}/subscribe/confirm\\?token=`));
    const list = (await call('GET', base(page.id))).json();
    expect(list.total).toBe(2);
    expect(list.counts.email).toEqual({ confirmed: 0, pending: 2 });
    expect(
      list.items.find((s: { address: string }) => s.address === 'kay@example.com').components,
    ).toEqual([{ id: expect.any(String), name: 'Public API' }]);
    const [audit] = await h()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'status-page.subscribers-imported'));
    expect(audit?.targetId).toBe(page.id);

    const again = await call('POST', `${base(page.id)}/import`, { csv });
    expect(again.json().invited).toBe(0);
    const broken = await call('POST', `${base(page.id)}/import`, { csv: 'email\n"open quote\n' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('not valid CSV');
    const tooMany = await call('POST', `${base(page.id)}/import`, {
      csv: Array.from({ length: 2_001 }, (_, i) => `r${i}@example.com`).join('\n'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('at most 2000');
  });

  it('lists a page at a time, filters, and removes one subscriber with an audit entry', async () => {
    const { page, call } = await setUp(h());
    const csv = ['a', 'b', 'c'].map((n) => `${n}@example.com`).join('\n');
    await call('POST', `${base(page.id)}/import`, { csv });
    await h()
      .db.update(statusSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(statusSubscribers.address, 'b@example.com'));
    const first = (await call('GET', `${base(page.id)}?limit=2`)).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    const confirmed = (await call('GET', `${base(page.id)}?status=confirmed`)).json();
    expect(confirmed.items.map((s: { address: string }) => s.address)).toEqual(['b@example.com']);
    expect(confirmed.counts.email).toEqual({ confirmed: 1, pending: 2 });

    const gone = confirmed.items[0].id as string;
    const removed = await call('DELETE', `${base(page.id)}/${gone}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', base(page.id))).json().total).toBe(2);
    expect((await call('DELETE', `${base(page.id)}/${gone}`)).statusCode).toBe(404);
    const [audit] = await h()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'status-page.subscriber-removed'));
    expect(JSON.stringify(audit?.changes)).toContain('email b@example.com');

    // Another workspace sees neither the page nor its subscribers.
    const stranger = await setUp(h());
    expect((await stranger.call('GET', base(page.id))).statusCode).toBe(404);
    const listed = (await call('GET', base(page.id))).json();
    expect(
      (await stranger.call('DELETE', `${base(page.id)}/${listed.items[0].id}`)).statusCode,
    ).toBe(404);
    expect(
      (await stranger.call('DELETE', `${base(stranger.page.id)}/${listed.items[0].id}`)).statusCode,
    ).toBe(404);
  });

  it('exports CSV with formula cells disarmed', async () => {
    const { page, formula, call } = await setUp(h());
    await call('POST', `${base(page.id)}/import`, {
      csv: `email,components\r\n"z@example.com","=HYPERLINK(""http://evil.example"",""x"")"\r\n`,
    });
    const [row] = await h()
      .db.select()
      .from(statusSubscribers)
      .where(eq(statusSubscribers.pageId, page.id));
    expect(row?.componentIds).toEqual([formula]);
    const res = await call('GET', `${base(page.id)}.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`subscribers-${page.slug}-`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('kind,address,components,confirmed at');
    expect(lines[1]).toBe(`email,z@example.com,"'=HYPERLINK(""http://evil.example"",""x"")",`);
  });
});
