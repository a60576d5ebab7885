import { expect, it } from 'vitest';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

// A public address as an IP literal: creating a monitor needs no DNS, and nothing connects to it.
const url = 'https://93.184.215.14/health';

describeEachDatabase('default channels and alert channels of many monitors', (h) => {
  const as =
    (cookie: string) =>
    (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: object) =>
      h().app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function person() {
    const api = as(await signUpCookie(h().app));
    const channel = async (name: string, isDefault?: boolean) => {
      const res = await api('POST', '/api/v1/channels', {
        kind: 'email',
        name,
        config: { to: [`${name.toLowerCase()}@example.com`] },
        ...(isDefault === undefined ? {} : { isDefault }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; isDefault: boolean }>();
    };
    const monitor = async (name: string, extra: object = {}) => {
      const res = await api('POST', '/api/v1/monitors', { type: 'http', name, url, ...extra });
      return res;
    };
    const newMonitor = async (name: string) => {
      const res = await monitor(name);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const rules = async (id: string) =>
      (await api('GET', `/api/v1/monitors/${id}/alerts`)).json<{
        channelIds: string[];
        notifyMembers: boolean;
      }>();
    return { api, channel, monitor, newMonitor, rules };
  }

  it('marks a channel as a default, and every monitor created afterwards alerts it', async () => {
    const me = await person();
    const before = await me.newMonitor('Before');
    const ops = await me.channel('Ops', true);
    const other = await me.channel('Other');
    expect(ops.isDefault).toBe(true);
    expect(other.isDefault).toBe(false);
    const list = (await me.api('GET', '/api/v1/channels')).json<{
      items: { isDefault: boolean }[];
    }>();
    expect(list.items.map((c) => c.isDefault)).toEqual([true, false]);

    const after = await me.newMonitor('After');
    expect(await me.rules(after)).toMatchObject({ channelIds: [ops.id], notifyMembers: true });
    expect((await me.rules(before)).channelIds).toEqual([]);

    const changed = await me.api('PATCH', `/api/v1/channels/${other.id}`, { isDefault: true });
    expect(changed.json()).toMatchObject({ isDefault: true });
    await me.api('PATCH', `/api/v1/channels/${ops.id}`, { isDefault: false });
    expect((await me.rules(await me.newMonitor('Later'))).channelIds).toEqual([other.id]);
  });

  it('stores the alert rules a create request gives instead of the defaults', async () => {
    const me = await person();
    await me.channel('Default', true);
    const chosen = await me.channel('Chosen');
    const res = await me.monitor('Own rules', {
      alerts: {
        channelIds: [chosen.id],
        notifyMembers: false,
        events: { down: true, recovery: true, degraded: false, certificateDays: 14 },
        reminderMinutes: null,
        escalation: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('config.alerts');
    expect(await me.rules(res.json<{ id: string }>().id)).toMatchObject({
      channelIds: [chosen.id],
      notifyMembers: false,
    });
  });

  it("refuses a new monitor whose rules name another workspace's channel, and creates nothing", async () => {
    const me = await person();
    const stranger = await person();
    const theirs = await stranger.channel('Theirs');
    const res = await me.monitor('Sneaky', {
      alerts: {
        channelIds: [theirs.id],
        notifyMembers: true,
        events: { down: true, recovery: true, degraded: false, certificateDays: null },
        reminderMinutes: null,
        escalation: null,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      message: 'A chosen channel does not exist (it may have been deleted)',
      issues: [{ path: 'alerts.channelIds' }],
    });
    const list = await me.api('GET', '/api/v1/monitors');
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it("adds channels to the selected monitors' own, or replaces them, in one request", async () => {
    const me = await person();
    const a = await me.channel('A');
    const b = await me.channel('B');
    const [one, two, three] = [
      await me.newMonitor('One'),
      await me.newMonitor('Two'),
      await me.newMonitor('Three'),
    ];
    await me.api('PUT', `/api/v1/monitors/${one}/alerts`, {
      ...(await me.rules(one)),
      channelIds: [a.id],
    });
    const bulk = (body: object) => me.api('POST', '/api/v1/monitors/bulk/alert-channels', body);

    const added = await bulk({ ids: [one, two], channelIds: [a.id, b.id], mode: 'add' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ affected: 2 });
    expect((await me.rules(one)).channelIds).toEqual([a.id, b.id]);
    expect((await me.rules(two)).channelIds).toEqual([a.id, b.id]);
    expect((await me.rules(three)).channelIds).toEqual([]);

    const again = await bulk({ ids: [one, two], channelIds: [b.id], mode: 'add' });
    expect(again.json()).toEqual({ affected: 0 });

    const replaced = await bulk({ ids: [one, three], channelIds: [b.id], mode: 'replace' });
    expect(replaced.json()).toEqual({ affected: 2 });
    expect((await me.rules(one)).channelIds).toEqual([b.id]);
    expect((await me.rules(three)).channelIds).toEqual([b.id]);
    // The rest of the rules stay as they were.
    expect((await me.rules(three)).notifyMembers).toBe(true);
  });

  it("refuses another workspace's monitors or channels, unknown ids, too many or none, and changes nothing", async () => {
    const me = await person();
    const stranger = await person();
    const mine = await me.channel('Mine');
    const mon = await me.newMonitor('Mine');
    const theirMonitor = await stranger.newMonitor('Theirs');
    const theirChannel = await stranger.channel('Theirs');
    const bulk = (body: object) => me.api('POST', '/api/v1/monitors/bulk/alert-channels', body);

    const foreignMonitor = await bulk({
      ids: [mon, theirMonitor],
      channelIds: [mine.id],
      mode: 'add',
    });
    expect(foreignMonitor.statusCode).toBe(400);
    expect(foreignMonitor.json()).toMatchObject({
      code: 'validation-failed',
      message: 'A selected monitor does not exist (it may have been deleted)',
      issues: [{ path: 'ids', message: `Unknown monitor ${theirMonitor}` }],
    });

    for (const channelIds of [[mine.id, theirChannel.id], ['no-such-channel']]) {
      const res = await bulk({ ids: [mon], channelIds, mode: 'replace' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'A chosen channel does not exist (it may have been deleted)',
        issues: [{ path: 'channelIds' }],
      });
    }

    const tooMany = await bulk({
      ids: Array.from({ length: 501 }, (_, i) => `m${i}`),
      channelIds: [mine.id],
      mode: 'add',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('At most 500 monitors at once');
    const tooManyChannels = await bulk({
      ids: [mon],
      channelIds: Array.from({ length: 51 }, (_, i) => `c${i}`),
      mode: 'add',
    });
    expect(tooManyChannels.statusCode).toBe(400);
    const none = await bulk({ ids: [], channelIds: [mine.id], mode: 'add' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Select at least one monitor');
    const noChannels = await bulk({ ids: [mon], channelIds: [], mode: 'replace' });
    expect(noChannels.statusCode).toBe(400);
    expect(noChannels.body).toContain('Choose at least one channel');
    const badMode = await bulk({ ids: [mon], channelIds: [mine.id], mode: 'merge' });
    expect(badMode.statusCode).toBe(400);

    expect((await me.rules(mon)).channelIds).toEqual([]);
    expect((await stranger.rules(theirMonitor)).channelIds).toEqual([]);
  });

  it('adds a channel to every monitor of the workspace, and to no one else’s', async () => {
    const me = await person();
    const stranger = await person();
    const hook = await me.channel('Everywhere');
    const ids = [await me.newMonitor('One'), await me.newMonitor('Two')];
    const theirs = await stranger.newMonitor('Theirs');
    await me.api('POST', '/api/v1/monitors/bulk/alert-channels', {
      ids: [ids[0]],
      channelIds: [hook.id],
      mode: 'add',
    });

    const res = await me.api('POST', `/api/v1/channels/${hook.id}/add-to-monitors`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ affected: 1 });
    for (const id of ids) expect((await me.rules(id)).channelIds).toEqual([hook.id]);
    expect((await stranger.rules(theirs)).channelIds).toEqual([]);

    const foreign = await stranger.api('POST', `/api/v1/channels/${hook.id}/add-to-monitors`);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.rules(theirs)).channelIds).toEqual([]);
  });
});
