import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { monitorState } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

const publicUrl = 'https://93.184.215.14/health';

describeEachDatabase('monitor groups API', (h) => {
  const call = (cookie: string, method: string, url: string, payload?: unknown) =>
    h().app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const newGroup = async (cookie: string, name: string) => {
    const res = await call(cookie, 'POST', '/api/v1/monitor-groups', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const newMonitor = async (cookie: string, name: string, extra: object = {}) => {
    const res = await call(cookie, 'POST', '/api/v1/monitors', {
      type: 'http',
      name,
      url: publicUrl,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const names = async (cookie: string, query: string) =>
    (await call(cookie, 'GET', `/api/v1/monitors?sort=name&${query}`))
      .json()
      .items.map((m: { name: string }) => m.name);

  it('creates groups with a trimmed name and lists them A-Z with their monitors counted by status', async () => {
    const cookie = await signUpCookie(h().app);
    const created = await call(cookie, 'POST', '/api/v1/monitor-groups', { name: '  Payments ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Payments', total: 0 });
    const payments = created.json().id;
    const checkout = await newGroup(cookie, 'checkout');
    const api = await newMonitor(cookie, 'API', { groupId: payments });
    const web = await newMonitor(cookie, 'Web', { groupId: payments });
    await newMonitor(cookie, 'Blog');
    await h()
      .db.update(monitorState)
      .set({ status: 'down' })
      .where(eq(monitorState.monitorId, api));
    await call(cookie, 'POST', `/api/v1/monitors/${web}/pause`);

    const list = (await call(cookie, 'GET', '/api/v1/monitor-groups')).json();
    expect(list.items.map((g: { id: string; name: string }) => [g.id, g.name])).toEqual([
      [checkout, 'checkout'],
      [payments, 'Payments'],
    ]);
    expect(list.items[0]).toMatchObject({ total: 0, counts: { up: 0, down: 0 } });
    expect(list.items[1]).toMatchObject({
      total: 2,
      counts: { down: 1, paused: 1, up: 0, degraded: 0, pending: 0, maintenance: 0 },
    });
    expect(list.ungrouped).toMatchObject({ pending: 1, down: 0 });
  });

  it.each([
    ['an empty name', '', 'Enter a name for the group'],
    ['a name of spaces', '   ', 'Enter a name for the group'],
    [
      'a name over 100 characters',
      'g'.repeat(101),
      'The name is 101 characters long; the most is 100',
    ],
  ])('refuses %s, naming the field', async (_label, name, message) => {
    const cookie = await signUpCookie(h().app);
    const res = await call(cookie, 'POST', '/api/v1/monitor-groups', { name });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'name', message }]);
    const bad = await call(cookie, 'POST', '/api/v1/monitor-groups', { name: 42 });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a name the workspace already has, letter case aside, with a 409', async () => {
    const cookie = await signUpCookie(h().app);
    const payments = await newGroup(cookie, 'Payments');
    const again = await call(cookie, 'POST', '/api/v1/monitor-groups', { name: ' payments' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'conflict',
      message: 'There is already a group called “Payments”; choose another name',
    });
    const other = await newGroup(cookie, 'Search');
    const renamed = await call(cookie, 'PATCH', `/api/v1/monitor-groups/${other}`, {
      name: 'PAYMENTS',
    });
    expect(renamed.statusCode).toBe(409);
    // Its own name in another case is a rename, not a clash; another workspace may share names.
    const recased = await call(cookie, 'PATCH', `/api/v1/monitor-groups/${payments}`, {
      name: 'payments',
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe('payments');
    const stranger = await signUpCookie(h().app);
    await newGroup(stranger, 'Payments');
  });

  it('files monitors on create, on change and in bulk, and lists a group or the ungrouped', async () => {
    const cookie = await signUpCookie(h().app);
    const team = await newGroup(cookie, 'Team A');
    const a = await newMonitor(cookie, 'A', { groupId: team });
    const b = await newMonitor(cookie, 'B');
    const c = await newMonitor(cookie, 'C');
    expect((await call(cookie, 'GET', `/api/v1/monitors/${a}`)).json().groupId).toBe(team);
    expect((await call(cookie, 'GET', `/api/v1/monitors/${b}`)).json().groupId).toBeNull();

    const changed = await call(cookie, 'PATCH', `/api/v1/monitors/${b}`, { groupId: team });
    expect(changed.json()).toMatchObject({ groupId: team, name: 'B' });
    expect(changed.json().config.groupId).toBeUndefined();
    // A change that does not name the group keeps it.
    const renamed = await call(cookie, 'PATCH', `/api/v1/monitors/${b}`, { name: 'B2' });
    expect(renamed.json().groupId).toBe(team);
    expect(await names(cookie, `groupId=${team}`)).toEqual(['A', 'B2']);
    expect(await names(cookie, 'groupId=none')).toEqual(['C']);

    const moved = await call(cookie, 'POST', '/api/v1/monitors/bulk', {
      action: 'move',
      ids: [a, c],
      groupId: null,
    });
    expect(moved.json()).toEqual({ affected: 2 });
    expect(await names(cookie, 'groupId=none')).toEqual(['A', 'C']);
    const back = await call(cookie, 'POST', '/api/v1/monitors/bulk', {
      action: 'move',
      ids: [a, c],
      groupId: team,
    });
    expect(back.json()).toEqual({ affected: 2 });
    expect(await names(cookie, `groupId=${team}`)).toEqual(['A', 'B2', 'C']);
    const ungroup = await call(cookie, 'PATCH', `/api/v1/monitors/${c}`, { groupId: null });
    expect(ungroup.json().groupId).toBeNull();
    // Moving needs the group named, even if as null.
    const vague = await call(cookie, 'POST', '/api/v1/monitors/bulk', { action: 'move', ids: [a] });
    expect(vague.statusCode).toBe(400);
  });

  it("refuses another workspace's group as not found, and moves none of its monitors", async () => {
    const owner = await signUpCookie(h().app);
    const stranger = await signUpCookie(h().app);
    const theirs = await newGroup(owner, 'Private');
    const theirMonitor = await newMonitor(owner, 'Theirs', { groupId: theirs });
    const mine = await newMonitor(stranger, 'Mine');

    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/v1/monitor-groups/${theirs}`, { name: 'Taken over' }],
      ['DELETE', `/api/v1/monitor-groups/${theirs}`],
      ['POST', '/api/v1/monitors', { type: 'http', name: 'X', url: publicUrl, groupId: theirs }],
      ['PATCH', `/api/v1/monitors/${mine}`, { groupId: theirs }],
      ['POST', '/api/v1/monitors/bulk', { action: 'move', ids: [mine], groupId: theirs }],
      ['PATCH', '/api/v1/monitor-groups/no-such-group', { name: 'Nothing' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(stranger, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ code: 'not-found', message: 'Group not found' });
    }
    // Moving their monitor into one's own group touches nothing of theirs.
    const own = await newGroup(stranger, 'Mine');
    const moved = await call(stranger, 'POST', '/api/v1/monitors/bulk', {
      action: 'move',
      ids: [theirMonitor],
      groupId: own,
    });
    expect(moved.json()).toEqual({ affected: 0 });
    expect((await call(owner, 'GET', `/api/v1/monitors/${theirMonitor}`)).json().groupId).toBe(
      theirs,
    );
    expect((await call(stranger, 'GET', '/api/v1/monitor-groups')).json().items).toHaveLength(1);
    expect(await names(stranger, `groupId=${theirs}`)).toEqual([]);
    expect((await call(stranger, 'GET', `/api/v1/monitors/${mine}`)).json().groupId).toBeNull();
  });

  it('deletes a group and keeps its monitors, ungrouped, with their settings', async () => {
    const cookie = await signUpCookie(h().app);
    const ops = await newGroup(cookie, 'Ops');
    const kept = await newMonitor(cookie, 'Kept', { groupId: ops, tags: ['prod'] });
    const deleted = await call(cookie, 'DELETE', `/api/v1/monitor-groups/${ops}`);
    expect(deleted.statusCode).toBe(204);
    const monitor = (await call(cookie, 'GET', `/api/v1/monitors/${kept}`)).json();
    expect(monitor).toMatchObject({ name: 'Kept', groupId: null, tags: ['prod'] });
    const list = (await call(cookie, 'GET', '/api/v1/monitor-groups')).json();
    expect(list).toMatchObject({ items: [], ungrouped: { pending: 1 } });
    expect((await call(cookie, 'DELETE', `/api/v1/monitor-groups/${ops}`)).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/monitor-groups'],
      ['POST', '/api/v1/monitor-groups'],
      ['PATCH', '/api/v1/monitor-groups/x'],
      ['DELETE', '/api/v1/monitor-groups/x'],
    ]) {
      const res = await h().app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
