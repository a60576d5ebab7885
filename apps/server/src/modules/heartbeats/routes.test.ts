import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { monitorState } from '../../db/schema.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { pushLimit } from './routes.js';

describeEachDatabase('heartbeat push URL', (h) => {
  async function heartbeatMonitor() {
    const signUp = await h().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: nextIp(),
      payload: newUser(),
    });
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/v1/monitors',
      headers: { cookie: cookieFrom(signUp) },
      payload: { type: 'heartbeat', name: 'Nightly backup', periodSeconds: 86_400 },
    });
    const monitor = res.json();
    return { id: monitor.id as string, path: new URL(monitor.pushUrl as string).pathname };
  }

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
