import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  describeEachDatabase,
  signUpCookie,
  type Harness,
} from '../../test/harness.js';

/** Reads a server-sent event stream as text, up to what a test waits for. */
async function openStream(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const stream = {
    text: '',
    reader,
    async readUntil(needle: string) {
      while (!stream.text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        stream.text += decoder.decode(value);
      }
    },
  };
  return stream;
}

describeEachDatabase('live updates (/api/v1/events)', (h) => {
  it('requires a session', async () => {
    const res = await h().app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
  });

  it("streams the caller's workspace events only, and ends streams on shutdown", async () => {
    const cookie = await signUpCookie(h().app);
    const me = (
      await h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    ).json();
    await h().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h().app.server.address() as AddressInfo;

    const stream = await openStream(`http://127.0.0.1:${port}/api/v1/events`, cookie);
    await stream.readUntil('retry:');
    const at = new Date().toISOString();
    const { bus } = h();
    bus.publish('monitor.status', {
      monitorId: 'theirs',
      workspaceId: 'another',
      status: 'down',
      at,
    });
    bus.publish('monitor.status', {
      monitorId: 'mine',
      workspaceId: me.workspace.id,
      status: 'down',
      at,
    });
    await stream.readUntil('"mine"');
    expect(stream.text).toContain('event: monitor.status');
    expect(stream.text).not.toContain('theirs');

    // Last in this suite: the app is closed here, with the stream still open.
    const started = Date.now();
    await h().app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await stream.reader.read()).done).toBe(true);
  });
});

describeEachDatabase('live updates end with membership', (h) => {
  it("ends a removed member's stream of the workspace, and every stream of a deleted one", async () => {
    const cookie = await signUpCookie(h().app);
    const me = (
      await h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    ).json();
    const workspaceId: string = me.workspace.id;
    await h().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h().app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v1/events`;
    const { bus } = h();
    const at = new Date().toISOString();

    const stream = await openStream(url, cookie);
    await stream.readUntil('retry:');
    // Someone else removed, or another workspace: the stream goes on.
    bus.publish('members.removed', { workspaceId, userId: 'someone-else' });
    bus.publish('members.removed', { workspaceId: 'another', userId: me.profile.id });
    bus.publish('monitor.status', { monitorId: 'still', workspaceId, status: 'up', at });
    await stream.readUntil('"still"');
    bus.publish('members.removed', { workspaceId, userId: me.profile.id });
    await stream.readUntil('never comes');
    expect((await stream.reader.read()).done).toBe(true);

    const second = await openStream(url, cookie);
    await second.readUntil('retry:');
    bus.publish('workspace.deleted', { workspaceId });
    await second.readUntil('never comes');
    expect((await second.reader.read()).done).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const clusterSkip = !redisUrl || !postgresUrl;
describe.skipIf(clusterSkip)(
  `live updates from another server of the instance (Redis)${clusterSkip ? ' [skipped: TEST_REDIS_URL and TEST_DATABASE_URL are needed]' : ''}`,
  () => {
    // Two servers of one instance: one PostgreSQL database, one Redis, one secret.
    let a: Harness;
    let b: Harness;
    beforeAll(async () => {
      // Its own key prefix: probes or servers of another run on this Redis are not part of it.
      const shared = {
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `test-${crypto.randomUUID().slice(0, 8)}:`,
        AUTH_SECRET: 's'.repeat(40),
      };
      a = await createHarness('postgres', shared);
      b = await createHarness('postgres', { ...shared, DATABASE_URL: a.config.databaseUrl });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('reaches a browser connected to one server when another publishes it', async () => {
      const cookie = await signUpCookie(a.app);
      const me = (
        await b.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
      ).json<{ workspace: { id: string } }>();
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = b.app.server.address() as AddressInfo;
      const stream = await openStream(`http://127.0.0.1:${port}/api/v1/events`, cookie);
      await stream.readUntil('retry:');

      // Published on server A, as its engine does when a check changes a monitor's status.
      const at = new Date().toISOString();
      a.bus.publish('monitor.status', {
        monitorId: 'checked-on-a',
        workspaceId: me.workspace.id,
        status: 'down',
        at,
      });
      await stream.readUntil('"checked-on-a"');
      expect(stream.text).toContain('event: monitor.status');
      await stream.reader.cancel();
    });
  },
);
