import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { apiKeys, auditLog, profiles, users, workspaceMembers } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { insertOpenIncident } from '../../test/incidents.js';
import { keyCalls } from '../../test/key-calls.js';
import { hashSecret } from './secret.js';

// A public address as an IP literal: creating a monitor needs no DNS and nothing connects to it.
const target = 'https://93.184.215.14/health';

describeEachDatabase('API keys', (h) => {
  const { asCookie, asKey, createKey } = keyCalls(h);
  const signedIn = () => signUpCookie(h().app);
  const newMonitor = async (cookie: string) => {
    const res = await asCookie(cookie, 'POST', '/api/v1/monitors', {
      name: 'Checkout API',
      type: 'http',
      url: target,
      paused: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  };
  const workspaceOfKey = async (id: string) =>
    (await h().db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.workspaceId;

  it('lets a key made by an admin list the workspace monitors with Authorization: Bearer', async () => {
    const cookie = await signedIn();
    const monitor = await newMonitor(cookie);
    const created = await createKey(cookie);
    expect(created.key).toMatch(/^tocsin_[0-9A-Za-z]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 15));
    expect(created).toMatchObject({
      name: 'Deploy script',
      access: 'write',
      areas: [],
      expiresAt: null,
      createdBy: 'Ada Lovelace',
      lastUsedAt: null,
    });
    const res = await asKey(created.key, 'GET', '/api/v1/monitors');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: { id: string }[] }>().items.map((m) => m.id)).toEqual([monitor.id]);
  });

  it('stores only the hash of the key and never lists the secret', async () => {
    const cookie = await signedIn();
    const created = await createKey(cookie);
    const [row] = await h().db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.hash).toBe(hashSecret(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(row!.hash);
    expect(list.json<{ items: Record<string, unknown>[] }>().items[0]).not.toHaveProperty('key');
    const audit = await h()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'api-key.created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({
      name: { after: 'Deploy script' },
      access: { after: 'write' },
    });
    expect(JSON.stringify(audit)).not.toContain(created.key);
    expect(JSON.stringify(audit)).not.toContain(row!.hash);
  });

  it('lists live keys newest first, an expired one with its expiry in the past', async () => {
    const cookie = await signedIn();
    const first = await createKey(cookie, { name: 'First' });
    const second = await createKey(cookie, {
      name: 'Second',
      access: 'read',
      areas: ['incidents'],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const past = new Date(Date.now() - 60_000);
    await h().db.update(apiKeys).set({ expiresAt: past }).where(eq(apiKeys.id, first.id));
    const list = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    const items = list.json<{ items: { id: string; expiresAt: string | null }[] }>().items;
    expect(items.map((k) => k.id)).toEqual([second.id, first.id]);
    expect(new Date(items[1]!.expiresAt!).getTime()).toBe(past.getTime());
    expect((await asKey(first.key, 'GET', '/api/v1/monitors')).statusCode).toBe(401);
  });

  it('refuses an expiry that is not in the future, naming the field', async () => {
    const cookie = await signedIn();
    const res = await asCookie(cookie, 'POST', '/api/v1/api-keys', {
      name: 'Old',
      access: 'read',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation-failed',
      issues: [{ path: 'expiresAt', message: 'The expiry date must be in the future' }],
    });
    const bad = await asCookie(cookie, 'POST', '/api/v1/api-keys', {
      name: '',
      access: 'admin',
      areas: ['billing'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['name', 'access']),
    );
  });

  it('refuses a change with a read-only key and says why', async () => {
    const cookie = await signedIn();
    const { key } = await createKey(cookie, { access: 'read' });
    expect((await asKey(key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    const res = await asKey(key, 'POST', '/api/v1/monitors', {
      name: 'X',
      type: 'http',
      url: target,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message:
        'This API key is read-only; it cannot change monitors, groups, alert rules or maintenance windows.',
    });
  });

  it('keeps a key limited to incidents away from monitors', async () => {
    const cookie = await signedIn();
    const { key } = await createKey(cookie, { access: 'read', areas: ['incidents'] });
    const monitors = await asKey(key, 'GET', '/api/v1/monitors');
    expect(monitors.statusCode).toBe(403);
    expect(monitors.json<{ message: string }>().message).toBe(
      'This API key is limited to incidents; it cannot read monitors.',
    );
    expect((await asKey(key, 'GET', '/api/v1/incidents')).statusCode).toBe(200);
  });

  it('never lets a key reach the account, billing changes or other keys', async () => {
    const cookie = await signedIn();
    const { key } = await createKey(cookie);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/v1/me', undefined],
      ['PATCH', '/api/v1/me/settings', { timeZone: 'Europe/Paris' }],
      ['POST', '/api/v1/billing/checkout', { plan: 'pro', interval: 'month' }],
      ['POST', '/api/v1/api-keys', { name: 'Another', access: 'write' }],
      ['GET', '/api/v1/api-keys', undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await asKey(key, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/^An API key cannot .*sign in/);
    }
    const keys = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    expect(keys.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('stops a revoked key at once and records who revoked it', async () => {
    const cookie = await signedIn();
    const created = await createKey(cookie);
    expect((await asKey(created.key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    const del = await asCookie(cookie, 'DELETE', `/api/v1/api-keys/${created.id}`);
    expect(del.statusCode).toBe(204);
    const res = await asKey(created.key, 'GET', '/api/v1/monitors');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'This API key is not valid: it may have been revoked or have expired.',
    });
    const list = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    expect(list.json<{ items: unknown[] }>().items).toEqual([]);
    const [row] = await h().db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const audit = await h().db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['api-key.created', 'api-key.revoked']);
  });

  it('answers 401 for a wrong secret with a right prefix, and for malformed headers', async () => {
    const cookie = await signedIn();
    const { key } = await createKey(cookie);
    const wrong = key.slice(0, 15) + (key[15] === 'a' ? 'b' : 'a') + key.slice(16);
    for (const authorization of [
      `Bearer ${wrong}`,
      `Bearer ${key.slice(0, -1)}`,
      `Bearer ${key}x`,
      'Bearer tocsin_',
      'Bearer ',
      `Basic ${key}`,
      key,
    ]) {
      const res = await h().app.inject({
        method: 'GET',
        url: '/api/v1/monitors',
        headers: { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it("keeps a key inside its workspace: another workspace's monitor and key are not found", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const monitorB = await newMonitor(b);
    const keyA = await createKey(a);
    const keyB = await createKey(b);
    const res = await asKey(keyA.key, 'GET', `/api/v1/monitors/${monitorB.id}`);
    expect(res.statusCode).toBe(404);
    const del = await asCookie(a, 'DELETE', `/api/v1/api-keys/${keyB.id}`);
    expect(del.statusCode).toBe(404);
    expect((await asKey(keyB.key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
  });

  it('takes a change with a key and no Origin, but not with a cookie and no Origin', async () => {
    const cookie = await signedIn();
    const { key } = await createKey(cookie);
    const body = { name: 'From a script', type: 'http', url: target, paused: true };
    const withKey = await asKey(key, 'POST', '/api/v1/monitors', body);
    expect(withKey.statusCode, withKey.body).toBe(201);
    const withCookie = await h().injectAsIs({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: body,
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json()).toMatchObject({ code: 'invalid-origin' });
    const both = await h().injectAsIs({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie, authorization: `Bearer ${key}` },
      payload: body,
    });
    expect(both.statusCode).toBe(403);
  });

  it('shows when and from where a key was last used', async () => {
    const cookie = await signedIn();
    const created = await createKey(cookie);
    const before = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    expect(before.json()).toMatchObject({ items: [{ lastUsedAt: null, lastUsedIp: null }] });
    const start = Date.now();
    await asKey(created.key, 'GET', '/api/v1/monitors', undefined, '203.0.113.7');
    const after = await asCookie(cookie, 'GET', '/api/v1/api-keys');
    const [item] = after.json<{ items: { lastUsedAt: string; lastUsedIp: string }[] }>().items;
    expect(item!.lastUsedIp).toBe('203.0.113.7');
    expect(new Date(item!.lastUsedAt).getTime()).toBeGreaterThanOrEqual(start - 1000);
  });

  it('refuses the key routes to a member who is not an admin', async () => {
    const owner = await signedIn();
    const created = await createKey(owner);
    const workspaceId = await workspaceOfKey(created.id);
    const email = `member.${crypto.randomUUID()}@example.com`;
    const memberCookie = await signUpCookie(h().app, { email });
    const [{ id: userId }] = (await h()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))) as [{ id: string }];
    await h().db.insert(workspaceMembers).values({ workspaceId, userId, role: 'member' });
    await h()
      .db.update(profiles)
      .set({ currentWorkspaceId: workspaceId })
      .where(eq(profiles.userId, userId));
    for (const [method, url] of [
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys'],
      ['DELETE', `/api/v1/api-keys/${created.id}`],
    ] as const) {
      const res = await asCookie(
        memberCookie,
        method,
        url,
        method === 'POST' ? { name: 'Mine', access: 'read' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(
        'Your role (Member) cannot manage API keys.',
      );
    }
    expect((await asKey(created.key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
  });

  it('says an incident acknowledged with a key was acknowledged by that key', async () => {
    const cookie = await signedIn();
    const monitor = await newMonitor(cookie);
    const created = await createKey(cookie, { name: 'Pager bot', areas: ['incidents'] });
    const workspaceId = await workspaceOfKey(created.id);
    const incidentId = await insertOpenIncident(h().db, { workspaceId, monitorId: monitor.id });
    const ack = await asKey(created.key, 'POST', `/api/v1/incidents/${incidentId}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    const detail = await asCookie(cookie, 'GET', `/api/v1/incidents/${incidentId}`);
    const timeline = detail.json<{ timeline: { kind: string; text: string }[] }>().timeline;
    expect(timeline.find((e) => e.kind === 'acknowledged')?.text).toBe(
      'Acknowledged by Pager bot (API key).',
    );
  });
});

describeEachDatabase("API keys act with their creator's role, as it is now", (h) => {
  const { asCookie, asKey, createKey } = keyCalls(h);
  const json = { name: 'From CI', type: 'http', url: target, paused: true };

  /** Someone signed up, by cookie, id and email. */
  async function person() {
    const email = `person.${crypto.randomUUID()}@example.com`;
    const cookie = await signUpCookie(h().app, { email });
    const [{ id }] = (await h()
      .db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))) as [{ id: string }];
    return { cookie, email, id };
  }

  /** A team workspace: its owner, and an admin who joined it through an invitation. */
  async function team() {
    const owner = await person();
    const created = await asCookie(owner.cookie, 'POST', '/api/v1/workspaces', { name: 'Ops' });
    expect(created.statusCode, created.body).toBe(201);
    const workspaceId = created.json<{ id: string }>().id;
    const admin = await person();
    const invited = await asCookie(owner.cookie, 'POST', '/api/v1/invitations', {
      email: admin.email,
      role: 'admin',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await h().smtp.waitFor(admin.email, /invited you/);
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(
      (await asCookie(admin.cookie, 'POST', '/api/v1/invitations/accept', { token })).statusCode,
    ).toBe(200);
    const switched = await asCookie(admin.cookie, 'PUT', '/api/v1/me/workspace', { workspaceId });
    expect(switched.statusCode, switched.body).toBe(200);
    return { owner, admin, workspaceId };
  }
  const setRole = async (by: string, userId: string, role: string) => {
    const res = await asCookie(by, 'PATCH', `/api/v1/members/${userId}`, { role });
    expect(res.statusCode, res.body).toBe(200);
  };
  const keyList = async (cookie: string) =>
    (await asCookie(cookie, 'GET', '/api/v1/api-keys')).json<{
      items: { id: string; creatorRole: string | null }[];
    }>().items;

  it("does no more than its creator's role: an admin demoted to viewer leaves a key that only reads", async () => {
    const { owner, admin } = await team();
    const { id, key } = await createKey(admin.cookie);
    const channel = { kind: 'webhook', name: 'Hook', config: { url: 'https://93.184.215.14/h' } };
    expect((await asKey(key, 'POST', '/api/v1/channels', channel)).statusCode).toBe(201);

    await setRole(owner.cookie, admin.id, 'member');
    const asMember = await asKey(key, 'POST', '/api/v1/channels', channel);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({
      code: 'forbidden',
      message:
        'This API key cannot change notification channels: a key does only what the member who created it may do, and they are now a Member.',
    });
    expect((await asKey(key, 'POST', '/api/v1/monitors', json)).statusCode).toBe(201);

    await setRole(owner.cookie, admin.id, 'viewer');
    const asViewer = await asKey(key, 'POST', '/api/v1/monitors', json);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json<{ message: string }>().message).toMatch(/they are now a Viewer\.$/);
    expect((await asKey(key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    expect((await keyList(owner.cookie)).find((k) => k.id === id)?.creatorRole).toBe('viewer');

    // Made admin again, the key is again what its scope says.
    await setRole(owner.cookie, admin.id, 'admin');
    expect((await asKey(key, 'POST', '/api/v1/monitors', json)).statusCode).toBe(201);
  });

  it('stops working once its creator is removed from the workspace, or leaves it, saying why', async () => {
    const { owner, admin } = await team();
    const { id, key } = await createKey(admin.cookie, { access: 'read' });
    expect((await asKey(key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    const removed = await asCookie(owner.cookie, 'DELETE', `/api/v1/members/${admin.id}`);
    expect(removed.statusCode, removed.body).toBe(204);

    const res = await asKey(key, 'GET', '/api/v1/monitors');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'unauthenticated',
      message:
        'This API key no longer works: the member who created it is no longer in this workspace. An admin can create a new key.',
    });
    // The workspace still lists it, its creator gone, so an admin can see why and revoke it.
    expect((await keyList(owner.cookie)).find((k) => k.id === id)).toMatchObject({
      creatorRole: null,
    });

    const other = await team();
    const theirs = await createKey(other.admin.cookie);
    expect((await asCookie(other.admin.cookie, 'POST', '/api/v1/workspace/leave')).statusCode).toBe(
      204,
    );
    expect((await asKey(theirs.key, 'GET', '/api/v1/monitors')).statusCode).toBe(401);
  });

  it('follows a change of ownership: keys act with the roles the handover gives', async () => {
    const { owner, admin } = await team();
    const ownersKey = await createKey(owner.cookie);
    const adminsKey = await createKey(admin.cookie);
    const handed = await asCookie(owner.cookie, 'POST', '/api/v1/workspace/transfer', {
      userId: admin.id,
    });
    expect(handed.statusCode, handed.body).toBeLessThan(300);

    // The former owner is an admin now: a key reaches no more than an admin anyway.
    for (const { key } of [ownersKey, adminsKey]) {
      expect((await asKey(key, 'POST', '/api/v1/monitors', json)).statusCode).toBe(201);
    }
    // The new owner makes the former one a viewer, then removes them: their key follows.
    await setRole(admin.cookie, owner.id, 'viewer');
    const refused = await asKey(ownersKey.key, 'POST', '/api/v1/monitors', json);
    expect(refused.statusCode).toBe(403);
    expect((await asKey(ownersKey.key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    expect((await asCookie(admin.cookie, 'DELETE', `/api/v1/members/${owner.id}`)).statusCode).toBe(
      204,
    );
    expect((await asKey(ownersKey.key, 'GET', '/api/v1/monitors')).statusCode).toBe(401);
    expect((await asKey(adminsKey.key, 'POST', '/api/v1/monitors', json)).statusCode).toBe(201);
  });

  it('stops working when its creator deletes their account', async () => {
    const { owner, admin } = await team();
    const { key } = await createKey(admin.cookie);
    const deleted = await asCookie(admin.cookie, 'DELETE', '/api/v1/me', {
      confirmEmail: admin.email,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await asKey(key, 'GET', '/api/v1/monitors')).statusCode).toBe(401);
    expect((await keyList(owner.cookie))[0]).toMatchObject({ createdBy: null, creatorRole: null });
  });
});

describeEachDatabase(
  'API key rate limit',
  (h) => {
    const { asKey, createKey } = keyCalls(h);
    it('answers 429 with Retry-After past the limit, counting with RateLimit headers', async () => {
      const cookie = await signUpCookie(h().app);
      const { key } = await createKey(cookie, { access: 'read' });
      for (let i = 0; i < 3; i++) {
        const res = await asKey(key, 'GET', '/api/v1/monitors');
        expect(res.statusCode).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('3');
        expect(res.headers['ratelimit-remaining']).toBe(String(2 - i));
        expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      }
      const over = await asKey(key, 'GET', '/api/v1/monitors');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['ratelimit-limit']).toBe('3');
      expect(over.headers['ratelimit-remaining']).toBe('0');
      expect(over.json()).toMatchObject({ code: 'too-many-requests' });
      // Another key of the same workspace has its own count.
      const other = await createKey(cookie, { access: 'read' });
      expect((await asKey(other.key, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    });
  },
  { API_KEY_RATE_LIMIT: '3' },
);
