import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { monitorState, profiles, workspaceMembers } from '../../db/schema.js';
import {
  cookieFrom,
  describeEachDatabase,
  newUser,
  nextIp,
  signUpCookie,
} from '../../test/harness.js';
import { keyCalls } from '../../test/key-calls.js';
import { pushLimit } from './routes.js';

describeEachDatabase('heartbeat push URL', (h) => {
  const { asCookie, asKey, createKey } = keyCalls(h);

  async function heartbeatMonitor() {
    const signUp = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: nextIp(),
      payload: newUser(),
    });
    const cookie = cookieFrom(signUp);
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie },
      payload: { type: 'heartbeat', name: 'Nightly backup', periodSeconds: 86_400 },
    });
    const monitor = res.json();
    return {
      cookie,
      id: monitor.id as string,
      pushUrl: monitor.pushUrl as string,
      path: new URL(monitor.pushUrl as string).pathname,
    };
  }

  /** A new person made a member of the workspace with `role`, acting in it. */
  async function memberOf(ownerCookie: string, role: 'viewer' | 'member') {
    const me = await asCookie(ownerCookie, 'GET', '/api/v1/me');
    const workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
    const cookie = await signUpCookie(h().app);
    const userId = (await asCookie(cookie, 'GET', '/api/v1/me')).json<{ profile: { id: string } }>()
      .profile.id;
    await h().db.insert(workspaceMembers).values({ workspaceId, userId, role });
    await h()
      .db.update(profiles)
      .set({ currentWorkspaceId: workspaceId })
      .where(eq(profiles.userId, userId));
    return cookie;
  }

  it('shows the push URL only to callers who may change the monitor, by session or key', async () => {
    const { cookie, id, pushUrl } = await heartbeatMonitor();
    const token = pushUrl.split('/').pop()!;
    const viewer = await memberOf(cookie, 'viewer');
    const member = await memberOf(cookie, 'member');
    const readOnly = (await createKey(cookie, { access: 'read' })).key;
    const monitorsOnly = (await createKey(cookie, { access: 'read', areas: ['monitors'] })).key;
    const readWrite = (await createKey(cookie, { access: 'write' })).key;

    const seen = async (call: (url: string) => ReturnType<typeof asKey>) => {
      const one = await call(`/api/v1/monitors/${id}`);
      const list = await call('/api/v1/monitors');
      expect(one.statusCode).toBe(200);
      expect(list.statusCode).toBe(200);
      const listed = list.json<{ items: { id: string; pushUrl: string | null }[] }>().items;
      return {
        one: one.json<{ pushUrl: string | null }>().pushUrl,
        listed: listed.find((m) => m.id === id)!.pushUrl,
        leaked: one.body.includes(token) || list.body.includes(token),
      };
    };
    const withheld = { one: null, listed: null, leaked: false };
    const shown = { one: pushUrl, listed: pushUrl, leaked: true };
    expect(await seen((url) => asCookie(viewer, 'GET', url))).toEqual(withheld);
    expect(await seen((url) => asKey(readOnly, 'GET', url))).toEqual(withheld);
    expect(await seen((url) => asKey(monitorsOnly, 'GET', url))).toEqual(withheld);
    expect(await seen((url) => asCookie(cookie, 'GET', url))).toEqual(shown);
    expect(await seen((url) => asCookie(member, 'GET', url))).toEqual(shown);
    expect(await seen((url) => asKey(readWrite, 'GET', url))).toEqual(shown);
    // Nor does the viewer find it in the workspace's configuration document.
    const exported = await asCookie(viewer, 'GET', '/api/v1/config/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(token);
  });

  it('records a ping by GET and by POST, with no session', async () => {
    const { id, path } = await heartbeatMonitor();
    const get = await h().app.inject({ method: 'GET', url: path });
    expect(get.statusCode).toBe(200);
    expect(get.json().ok).toBe(true);
    const post = await h().app.inject({ method: 'POST', url: path, payload: { exitCode: 0 } });
    expect(post.statusCode).toBe(200);
    const [state] = await h().db.select().from(monitorState).where(eq(monitorState.monitorId, id));
    expect(state!.lastPingAt!.toISOString()).toBe(post.json().receivedAt);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await h().app.inject({
      method: 'GET',
      url: '/api/push/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(res.statusCode).toBe(404);
  });

  it('limits pings per push URL', async () => {
    const { path } = await heartbeatMonitor();
    for (let i = 0; i < pushLimit.max; i += 1) {
      expect((await h().app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
    expect((await h().app.inject({ method: 'GET', url: path })).statusCode).toBe(429);
  });
});
