import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  apiKeys,
  auditLog,
  channels,
  incidents,
  profiles,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';
import { newApiKeySecret } from '../api-keys/secret.js';
import { acknowledgeIncident } from '../incidents/service.js';
import { recordAudit } from './log.js';
import { pruneAudit } from './retention.js';

const publicUrl = 'https://93.184.215.14/health';
const slackUrl = 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX';

type Row = typeof auditLog.$inferSelect;

describeEachDatabase('audit log', (h) => {
  const call = (
    who: { cookie?: string; key?: string; ip?: string },
    method: string,
    url: string,
    payload?: unknown,
  ) =>
    h().app.inject({
      method: method as 'GET',
      url,
      remoteAddress: who.ip ?? '203.0.113.9',
      headers: who.key ? { authorization: `Bearer ${who.key}` } : { cookie: who.cookie! },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A new person with their own workspace. */
  async function person() {
    const cookie = await signUpCookie(h().app);
    const me = (await call({ cookie }, 'GET', '/api/v1/me')).json();
    return {
      cookie,
      userId: me.profile.id as string,
      workspaceId: me.workspace.id as string,
      displayName: me.profile.displayName as string,
    };
  }

  const rows = async (workspaceId: string, action?: string): Promise<Row[]> =>
    h()
      .db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.workspaceId, workspaceId),
          action ? eq(auditLog.action, action) : undefined,
        ),
      )
      .orderBy(auditLog.at);

  const newMonitor = async (cookie: string, name: string, extra: object = {}) => {
    const res = await call({ cookie }, 'POST', '/api/v1/monitors', {
      type: 'http',
      name,
      url: publicUrl,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  /** A read-and-write key of the workspace, made by its owner `createdBy`. */
  async function writeKey(workspaceId: string, createdBy: string, name: string) {
    const { secret, prefix, hash } = newApiKeySecret();
    const id = crypto.randomUUID();
    await h()
      .db.insert(apiKeys)
      .values({ id, workspaceId, name, prefix, hash, access: 'write', areas: [], createdBy });
    return { id, secret };
  }

  it('records who created, edited, paused, resumed, moved and deleted a monitor, from where', async () => {
    const { cookie, userId, workspaceId, displayName } = await person();
    const id = await newMonitor(cookie, 'API', {
      headers: [{ name: 'Authorization', value: 'Bearer s3cr3t-header' }],
    });
    const edited = await call({ cookie }, 'PATCH', `/api/v1/monitors/${id}`, {
      name: 'Public API',
      intervalSeconds: 120,
      headers: [{ name: 'Authorization', value: 'Bearer rotated-header' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const action of ['pause', 'resume'])
      expect((await call({ cookie }, 'POST', `/api/v1/monitors/${id}/${action}`)).statusCode).toBe(
        200,
      );
    const group = (
      await call({ cookie }, 'POST', '/api/v1/monitor-groups', { name: 'Core' })
    ).json();
    const moved = await call({ cookie }, 'POST', '/api/v1/monitors/bulk', {
      action: 'move',
      ids: [id],
      groupId: group.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call({ cookie }, 'DELETE', `/api/v1/monitors/${id}`)).statusCode).toBe(204);

    const log = (await rows(workspaceId)).filter((r) => r.targetType === 'monitor');
    expect(log.map((r) => r.action)).toEqual([
      'monitor.created',
      'monitor.updated',
      'monitor.paused',
      'monitor.resumed',
      'monitor.moved',
      'monitor.deleted',
    ]);
    for (const row of log) {
      expect(row).toMatchObject({
        actorType: 'user',
        actorId: userId,
        ip: '203.0.113.9',
        targetId: id,
      });
      expect(row.actorName).toBe(displayName);
    }
    expect(log[0]!.targetName).toBe('API');
    expect(log[0]!.changes).toMatchObject({
      name: { before: null, after: 'API' },
      url: { before: null, after: publicUrl },
      headers: { before: null, after: ['Authorization'] },
    });
    expect(log[1]!.targetName).toBe('Public API');
    expect(log[1]!.changes).toEqual({
      name: { before: 'API', after: 'Public API' },
      intervalSeconds: { before: 60, after: 120 },
      headerValues: { before: '[redacted]', after: '[redacted]' },
    });
    expect(log[2]!.changes).toEqual({ paused: { before: false, after: true } });
    expect(log[4]!.changes).toEqual({ groupId: { before: null, after: group.id } });
    expect(log[5]!.changes).toMatchObject({ name: { before: 'Public API', after: null } });
    expect(JSON.stringify(log)).not.toMatch(/s3cr3t-header|rotated-header/);
  });

  it('writes one row per monitor of a bulk action, and none for a monitor it did not change', async () => {
    const { cookie, workspaceId } = await person();
    const a = await newMonitor(cookie, 'A');
    const b = await newMonitor(cookie, 'B');
    await call({ cookie }, 'POST', `/api/v1/monitors/${a}/pause`);
    const res = await call({ cookie }, 'POST', '/api/v1/monitors/bulk', {
      action: 'pause',
      ids: [a, b],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows(workspaceId, 'monitor.paused')).map((r) => r.targetName)).toEqual([
      'A',
      'B',
    ]);
    await call({ cookie }, 'POST', '/api/v1/monitors/bulk', { action: 'delete', ids: [a, b] });
    expect((await rows(workspaceId, 'monitor.deleted')).map((r) => r.targetName).sort()).toEqual([
      'A',
      'B',
    ]);
  });

  it('names the API key that made a change', async () => {
    const { userId, workspaceId } = await person();
    const key = await writeKey(workspaceId, userId, 'Deploy script');
    const res = await call({ key: key.secret, ip: '198.51.100.4' }, 'POST', '/api/v1/monitors', {
      type: 'http',
      name: 'From CI',
      url: publicUrl,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rows(workspaceId, 'monitor.created');
    expect(row).toMatchObject({
      actorType: 'key',
      actorId: key.id,
      actorName: 'Deploy script',
      ip: '198.51.100.4',
      targetName: 'From CI',
    });
    expect(JSON.stringify(row)).not.toContain(key.secret);
  });

  it('records groups created, renamed and deleted', async () => {
    const { cookie, workspaceId } = await person();
    const id = (await call({ cookie }, 'POST', '/api/v1/monitor-groups', { name: 'Web' })).json()
      .id;
    await call({ cookie }, 'PATCH', `/api/v1/monitor-groups/${id}`, { name: 'Websites' });
    await call({ cookie }, 'DELETE', `/api/v1/monitor-groups/${id}`);
    const log = await rows(workspaceId);
    expect(log.map((r) => [r.action, r.targetName, r.changes])).toEqual([
      ['group.created', 'Web', { name: { before: null, after: 'Web' } }],
      ['group.renamed', 'Websites', { name: { before: 'Web', after: 'Websites' } }],
      ['group.deleted', 'Websites', { name: { before: 'Websites', after: null } }],
    ]);
  });

  it('says a channel secret changed without writing the secret or its ciphertext', async () => {
    const { cookie, workspaceId } = await person();
    const slack = await call({ cookie }, 'POST', '/api/v1/channels', {
      kind: 'slack',
      name: '#ops',
      config: { webhookUrl: slackUrl },
    });
    expect(slack.statusCode, slack.body).toBe(201);
    const hook = await call({ cookie }, 'POST', '/api/v1/channels', {
      kind: 'webhook',
      name: 'Pager',
      config: { url: 'https://93.184.215.14/hook' },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const signingSecret = hook.json().signingSecret as string;
    const rotated = slackUrl.replace('XXXX', 'YYYY');
    const updated = await call({ cookie }, 'PATCH', `/api/v1/channels/${slack.json().id}`, {
      name: '#incidents',
      config: { webhookUrl: rotated },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await call({ cookie }, 'DELETE', `/api/v1/channels/${hook.json().id}`);

    const log = await rows(workspaceId);
    expect(log.map((r) => [r.action, r.targetName])).toEqual([
      ['channel.created', '#ops'],
      ['channel.created', 'Pager'],
      ['channel.updated', '#incidents'],
      ['channel.deleted', 'Pager'],
    ]);
    expect(log[2]!.changes).toEqual({
      name: { before: '#ops', after: '#incidents' },
      'secret.webhookUrl': { before: '[redacted]', after: '[redacted]' },
    });
    expect(log[1]!.changes).toMatchObject({
      url: { before: null, after: 'https://93.184.215.14/hook' },
      'secret.secret': { before: null, after: '[redacted]' },
    });
    // The sealed text as stored must not be copied into the log either.
    const [stored] = await h()
      .db.select({ secrets: channels.secrets })
      .from(channels)
      .where(eq(channels.id, slack.json().id));
    const text = JSON.stringify(log);
    for (const secret of [slackUrl, rotated, signingSecret, stored!.secrets])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('hooks.slack.com');
  });

  it('records alert rules saved one by one and channels added to many monitors', async () => {
    const { cookie, workspaceId } = await person();
    const a = await newMonitor(cookie, 'A');
    const b = await newMonitor(cookie, 'B');
    const channel = (
      await call({ cookie }, 'POST', '/api/v1/channels', {
        kind: 'webhook',
        name: 'Hook',
        config: { url: 'https://93.184.215.14/hook' },
      })
    ).json();
    const rules = (await call({ cookie }, 'GET', `/api/v1/monitors/${a}/alerts`)).json();
    const put = await call({ cookie }, 'PUT', `/api/v1/monitors/${a}/alerts`, {
      ...rules,
      channelIds: [channel.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    const bulk = await call({ cookie }, 'POST', '/api/v1/monitors/bulk/alert-channels', {
      ids: [a, b],
      channelIds: [channel.id],
      mode: 'add',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const log = await rows(workspaceId, 'alert-rules.updated');
    // A already alerted the channel: the bulk change wrote only B's row.
    expect(log.map((r) => [r.targetType, r.targetName, r.changes])).toEqual([
      ['alert-rules', 'A', { channelIds: { before: [], after: [channel.id] } }],
      ['alert-rules', 'B', { channelIds: { before: [], after: [channel.id] } }],
    ]);
  });

  it('records maintenance windows created, changed and deleted', async () => {
    const { cookie, workspaceId } = await person();
    const body = {
      name: 'Upgrade',
      kind: 'once',
      monitorIds: [],
      startsAt: '2030-01-01T10:00:00.000Z',
      endsAt: '2030-01-01T11:00:00.000Z',
    };
    const created = await call({ cookie }, 'POST', '/api/v1/maintenance-windows', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    await call({ cookie }, 'PUT', `/api/v1/maintenance-windows/${id}`, {
      ...body,
      endsAt: '2030-01-01T12:00:00.000Z',
    });
    await call({ cookie }, 'DELETE', `/api/v1/maintenance-windows/${id}`);
    const log = await rows(workspaceId);
    expect(log.map((r) => r.action)).toEqual([
      'maintenance.created',
      'maintenance.updated',
      'maintenance.deleted',
    ]);
    expect(log[1]!.changes).toEqual({
      endsAt: { before: '2030-01-01T11:00:00.000Z', after: '2030-01-01T12:00:00.000Z' },
    });
  });

  it('records an acknowledgement: by the person on the dashboard, by Tocsin from a link', async () => {
    const { cookie, userId, workspaceId } = await person();
    const incident = async (name: string) => {
      const monitorId = await newMonitor(cookie, name);
      const id = crypto.randomUUID();
      await h()
        .db.insert(incidents)
        .values({
          id,
          workspaceId,
          monitorId,
          startedAt: new Date(),
          confirmedAt: new Date(),
          cause: {
            status: 'down',
            errorKind: 'timeout',
            message: 'Timed out',
            timings: { total: 10_000 },
          } as never,
        });
      return id;
    };
    const fromDashboard = await incident('Shop');
    const res = await call({ cookie }, 'POST', `/api/v1/incidents/${fromDashboard}/acknowledge`);
    expect(res.statusCode, res.body).toBe(200);
    const fromLink = await incident('Till');
    await acknowledgeIncident(h().db, h().bus, {
      workspaceId: null,
      incidentId: fromLink,
      by: '+14155550123',
      via: 'phone call',
    });
    const log = await rows(workspaceId, 'incident.acknowledged');
    expect(log.map((r) => [r.targetId, r.targetName, r.actorType, r.actorId])).toEqual([
      [fromDashboard, 'Shop', 'user', userId],
      [fromLink, 'Till', 'system', null],
    ]);
    expect(log[1]!.changes).toEqual({
      acknowledgedBy: { before: null, after: '+14155550123' },
      via: { before: null, after: 'phone call' },
    });
  });

  it('writes nothing when the change fails, the row sharing its transaction', async () => {
    const { cookie, workspaceId } = await person();
    await call({ cookie }, 'POST', '/api/v1/monitor-groups', { name: 'Web' });
    const other = (
      await call({ cookie }, 'POST', '/api/v1/monitor-groups', { name: 'Api' })
    ).json();
    const taken = await call({ cookie }, 'PATCH', `/api/v1/monitor-groups/${other.id}`, {
      name: 'web',
    });
    expect(taken.statusCode).toBe(409);
    await expect(
      h().db.transaction(async (tx) => {
        await recordAudit(tx, workspaceId, { action: 'group.renamed', targetType: 'group' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await rows(workspaceId)).map((r) => r.action)).toEqual([
      'group.created',
      'group.created',
    ]);
  });

  it('lists newest first, filtered by actor, kind and dates, a page at a time', async () => {
    const { cookie, userId, workspaceId } = await person();
    const key = await writeKey(workspaceId, userId, 'Script');
    for (const name of ['One', 'Two', 'Three']) await newMonitor(cookie, name);
    await call({ key: key.secret }, 'POST', '/api/v1/monitor-groups', { name: 'By key' });

    const all = (await call({ cookie }, 'GET', '/api/v1/audit?limit=2')).json();
    expect(all.retentionDays).toBeGreaterThan(0);
    expect(all.items.map((e: { targetName: string }) => e.targetName)).toEqual(['By key', 'Three']);
    const next = (await call({ cookie }, 'GET', `/api/v1/audit?limit=2&before=${all.next}`)).json();
    expect(next.items.map((e: { targetName: string }) => e.targetName)).toEqual(['Two', 'One']);
    expect(next.next).toBeNull();

    const byKey = (await call({ cookie }, 'GET', `/api/v1/audit?actorId=${key.id}`)).json();
    expect(byKey.items.map((e: { action: string }) => e.action)).toEqual(['group.created']);
    const monitorsOnly = (await call({ cookie }, 'GET', '/api/v1/audit?targetType=monitor')).json();
    expect(monitorsOnly.items).toHaveLength(3);
    const future = (
      await call({ cookie }, 'GET', '/api/v1/audit?from=2099-01-01T00:00:00.000Z')
    ).json();
    expect(future.items).toEqual([]);
    const past = (
      await call({ cookie }, 'GET', '/api/v1/audit?to=2000-01-01T00:00:00.000Z')
    ).json();
    expect(past.items).toEqual([]);

    const actors = (await call({ cookie }, 'GET', '/api/v1/audit/actors')).json();
    expect(actors.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'user', id: userId }),
        { type: 'key', id: key.id, name: 'Script' },
      ]),
    );
    expect(actors.items).toHaveLength(2);
  });

  it('refuses bad filters and a page mark that is not the workspace’s', async () => {
    const { cookie } = await person();
    const other = await person();
    await newMonitor(other.cookie, 'Theirs');
    const [theirs] = await rows(other.workspaceId);
    for (const query of [
      'limit=0',
      'limit=201',
      'from=yesterday',
      `actorId=${'a'.repeat(65)}`,
      `before=${theirs!.id}`,
    ]) {
      const res = await call({ cookie }, 'GET', `/api/v1/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows nothing of another workspace', async () => {
    const { cookie } = await person();
    const other = await person();
    await newMonitor(other.cookie, 'Theirs');
    const mine = (await call({ cookie }, 'GET', '/api/v1/audit')).json();
    expect(mine.items).toEqual([]);
    const csv = (await call({ cookie }, 'GET', '/api/v1/audit.csv')).body;
    expect(csv).not.toContain('Theirs');
  });

  it('exports CSV with every field escaped and formulas disarmed', async () => {
    const { cookie, workspaceId } = await person();
    await h().db.update(workspaces).set({ name: 'Acme Ops' }).where(eq(workspaces.id, workspaceId));
    await newMonitor(cookie, '=HYPERLINK("http://evil.example","click"), really');
    await newMonitor(cookie, '@SUM(A1)\nline two');
    const res = await call({ cookie }, 'GET', '/api/v1/audit.csv?targetType=monitor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tocsin-audit-acme-ops-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'at,actor type,actor,ip,action,target type,target id,target name,changes',
    );
    expect(res.body).toContain(',"\'@SUM(A1)\nline two",');
    expect(res.body).toContain(',"\'=HYPERLINK(""http://evil.example"",""click""), really",');
    // The changes are JSON in one quoted field.
    expect(res.body).toContain(String.raw`""name"":{""after"":""@SUM(A1)\nline two""`);
    expect(res.body.match(/monitor\.created/g)).toHaveLength(2);
  });

  it('refuses the log to a member and a viewer, with 403', async () => {
    const owner = await person();
    await newMonitor(owner.cookie, 'Private');
    for (const role of ['member', 'viewer'] as const) {
      const other = await person();
      await h()
        .db.insert(workspaceMembers)
        .values({ workspaceId: owner.workspaceId, userId: other.userId, role });
      await h()
        .db.update(profiles)
        .set({ currentWorkspaceId: owner.workspaceId })
        .where(eq(profiles.userId, other.userId));
      for (const url of ['/api/v1/audit', '/api/v1/audit.csv', '/api/v1/audit/actors']) {
        const res = await call({ cookie: other.cookie, ip: nextIp() }, 'GET', url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  it('sweeps only entries older than the plan keeps', async () => {
    const { workspaceId } = await person();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const entry = (id: string, daysAgo: number) => ({
      id,
      workspaceId,
      at: new Date(now - daysAgo * day),
      actorType: 'system' as const,
      actorName: 'Tocsin',
      action: 'monitor.created',
      targetType: 'monitor',
    });
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await h()
      .db.insert(auditLog)
      .values([entry(ids[0]!, 400), entry(ids[1]!, 40), entry(ids[2]!, 1)]);
    await h()
      .db.update(workspaces)
      .set({ enforcedPlan: 'free' })
      .where(eq(workspaces.id, workspaceId));
    // A year for everyone: only the 400-day-old entry goes.
    await pruneAudit(h().db, { days: 365 });
    expect((await rows(workspaceId)).map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    // By plan: this workspace's plan keeps 30 days.
    await pruneAudit(h().db, { days: 365, byPlan: { free: 30, pro: 365 } });
    expect((await rows(workspaceId)).map((r) => r.id)).toEqual([ids[2]]);
  });
});
