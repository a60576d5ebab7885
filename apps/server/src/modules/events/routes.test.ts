import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, sessions, users, verifications } from '../../db/schema.js';
import { createRedisEventBus } from '../../lib/redis-event-bus.js';
import {
  cookieFrom,
  createHarness,
  describeEachDatabase,
  newUser,
  nextIp,
  signUpCookie,
  type Harness,
} from '../../test/harness.js';
import { keyCalls } from '../../test/key-calls.js';
import { within } from '../../test/wait.js';
import { setAccountDisabled } from '../account/disable.js';

/** Reads a server-sent event stream as text, up to what a test waits for (a cookie, or headers). */
async function openStream(url: string, cookie: string | Record<string, string>) {
  const headers = typeof cookie === 'string' ? { cookie } : cookie;
  const response = await fetch(url, { headers });
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
type Stream = Awaited<ReturnType<typeof openStream>>;

/** 'ended' when the server ends the stream within `ms`, else 'open' (and the test stops reading). */
async function endsWithin(stream: Stream, ms: number) {
  const ended = stream.readUntil('never comes').then(() => 'ended' as const);
  const outcome = await within(ended, ms, 'open' as const);
  if (outcome === 'open') await stream.reader.cancel();
  return outcome;
}

/**
 * Whether the stream still delivers after what might have ended it: an event of its workspace
 * published now arrives (the bus delivers in order), and the test stops reading.
 */
async function stillOpen(h: Harness, stream: Stream, workspaceId: string) {
  const marker = `still-open-${crypto.randomUUID()}`;
  const at = new Date().toISOString();
  h.bus.publish('monitor.status', { monitorId: marker, workspaceId, status: 'up', at });
  await stream.readUntil(marker);
  const open = stream.text.includes(marker);
  await stream.reader.cancel();
  return open;
}

/** The address of the app's server, listening on a free port of 127.0.0.1 from the first call. */
async function eventsUrl(h: Harness) {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/api/v1/events`;
}

/** A person signed up on `h`, with the ways a test ends their sessions. */
async function person(h: Harness) {
  const body = newUser();
  const post = (url: string, payload: object, cookie?: string, on = h) =>
    on.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      remoteAddress: nextIp(),
      payload,
    });
  const cookie = cookieFrom(await post('/api/auth/sign-up/email', body));
  const [user] = await h.db.select().from(users).where(eq(users.email, body.email));
  return {
    ...body,
    cookie,
    userId: user!.id,
    post,
    async signIn() {
      const res = await post('/api/auth/sign-in/email', {
        email: body.email,
        password: body.password,
      });
      return cookieFrom(res);
    },
    /** Sets a new password with a reset link, on the server `on`. */
    async resetPassword(on = h) {
      await post('/api/auth/request-password-reset', { email: body.email }, undefined, on);
      const [row] = await h.db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(
          and(
            like(verifications.identifier, 'reset-password:%'),
            eq(verifications.value, user!.id),
          ),
        );
      const token = row!.identifier.slice('reset-password:'.length);
      const res = await post(
        '/api/auth/reset-password',
        { token, newPassword: 'difference-engine-1822' },
        undefined,
        on,
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** Ends well before the periodic check (a minute): only an announcement can end it this soon. */
const AT_ONCE_MS = 3_000;

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

  it("ends the stream of an API key when its creator's membership ends", async () => {
    const cookie = await signUpCookie(h().app);
    const me = (
      await h().app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    ).json();
    const { key } = await keyCalls(h).createKey(cookie, { access: 'read' });
    const stream = await openStream(await eventsUrl(h()), { authorization: `Bearer ${key}` });
    await stream.readUntil('retry:');
    h().bus.publish('members.removed', { workspaceId: me.workspace.id, userId: 'someone-else' });
    expect(await stillOpen(h(), stream, me.workspace.id)).toBe(true);
    const again = await openStream(await eventsUrl(h()), { authorization: `Bearer ${key}` });
    await again.readUntil('retry:');
    h().bus.publish('members.removed', { workspaceId: me.workspace.id, userId: me.profile.id });
    expect(await endsWithin(again, AT_ONCE_MS)).toBe('ended');
  });
});

describeEachDatabase('live updates end with their session', (h) => {
  it('ends the stream of every session a password reset ends, at once', async () => {
    const p = await person(h());
    const url = await eventsUrl(h());
    const first = await openStream(url, p.cookie);
    const second = await openStream(url, await p.signIn());
    await Promise.all([first.readUntil('retry:'), second.readUntil('retry:')]);
    await p.resetPassword();
    expect(await endsWithin(first, AT_ONCE_MS)).toBe('ended');
    expect(await endsWithin(second, AT_ONCE_MS)).toBe('ended');
  });

  it("ends the other sessions' streams when the password changes in Settings, and keeps this one's", async () => {
    const p = await person(h());
    const url = await eventsUrl(h());
    const other = await openStream(url, await p.signIn());
    await other.readUntil('retry:');
    const changed = await p.post(
      '/api/v1/me/password',
      { currentPassword: p.password, newPassword: 'difference-engine-1822' },
      p.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await endsWithin(other, AT_ONCE_MS)).toBe('ended');
    const mine = await openStream(url, cookieFrom(changed));
    await mine.readUntil('retry:');
    const me = await h().app.inject({
      url: '/api/v1/me',
      headers: { cookie: cookieFrom(changed) },
    });
    expect(await stillOpen(h(), mine, me.json().workspace.id)).toBe(true);
  });

  it('ends the stream of a session signed out, and of one ended from the list', async () => {
    const p = await person(h());
    const url = await eventsUrl(h());
    const stream = await openStream(url, p.cookie);
    await stream.readUntil('retry:');
    expect((await p.post('/api/auth/sign-out', {}, p.cookie)).statusCode).toBe(200);
    expect(await endsWithin(stream, AT_ONCE_MS)).toBe('ended');

    const phone = await p.signIn();
    const laptop = await p.signIn();
    const onPhone = await openStream(url, phone);
    await onPhone.readUntil('retry:');
    const ended = await p.post('/api/v1/me/sessions/end-others', {}, laptop);
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await endsWithin(onPhone, AT_ONCE_MS)).toBe('ended');
  });

  it('ends every stream of an account when it is disabled or deleted, at once', async () => {
    const p = await person(h());
    const url = await eventsUrl(h());
    const disabled = await openStream(url, p.cookie);
    await disabled.readUntil('retry:');
    await setAccountDisabled(h().db, p.email, true, h().bus);
    expect(await endsWithin(disabled, AT_ONCE_MS)).toBe('ended');

    const q = await person(h());
    const deleted = await openStream(url, q.cookie);
    await deleted.readUntil('retry:');
    const res = await h().app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { cookie: q.cookie, origin: 'http://localhost:3000' },
      payload: { confirmEmail: q.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await endsWithin(deleted, AT_ONCE_MS)).toBe('ended');
  });
});

describeEachDatabase(
  'live updates end at their next check when no announcement came',
  (h) => {
    const { createKey } = keyCalls(h);

    it('ends the stream of a session gone without a word, or of an account disabled', async () => {
      const p = await person(h());
      const url = await eventsUrl(h());
      const stream = await openStream(url, p.cookie);
      await stream.readUntil('retry:');
      // As a server that missed the news sees it: the row is gone, nothing was announced.
      await h().db.delete(sessions).where(eq(sessions.userId, p.userId));
      expect(await endsWithin(stream, AT_ONCE_MS)).toBe('ended');

      const q = await person(h());
      const other = await openStream(url, q.cookie);
      await other.readUntil('retry:');
      await h().db.update(users).set({ disabled: true }).where(eq(users.id, q.userId));
      expect(await endsWithin(other, AT_ONCE_MS)).toBe('ended');
    });

    it('ends the stream of an API key once it is revoked, and keeps the others', async () => {
      const cookie = await signUpCookie(h().app);
      const { id, key } = await createKey(cookie, { access: 'read' });
      const url = await eventsUrl(h());
      const open = (secret: string) => openStream(url, { authorization: `Bearer ${secret}` });
      const revoked = await open(key);
      const kept = await open((await createKey(cookie, { access: 'read' })).key);
      await Promise.all([revoked.readUntil('retry:'), kept.readUntil('retry:')]);
      const res = await h().app.inject({
        method: 'DELETE',
        url: `/api/v1/api-keys/${id}`,
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(res.statusCode).toBe(204);
      expect(await endsWithin(revoked, AT_ONCE_MS)).toBe('ended');
      const me = await h().app.inject({ url: '/api/v1/me', headers: { cookie } });
      expect(await stillOpen(h(), kept, me.json().workspace.id)).toBe(true);
      expect(
        (await h().db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.revokedAt,
      ).not.toBeNull();
    });
  },
  {},
  { timing: { liveStreamRecheckMs: 100 } },
);

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

    it('ends a stream on one server at once when a reset on another, or the command line, ends its session', async () => {
      const p = await person(a);
      const url = await eventsUrl(b);
      const stream = await openStream(url, p.cookie);
      await stream.readUntil('retry:');
      await p.resetPassword(a);
      expect(await endsWithin(stream, AT_ONCE_MS)).toBe('ended');

      // `tocsin user disable` runs in a process of its own, with the instance's Redis.
      const q = await person(a);
      const other = await openStream(url, q.cookie);
      await other.readUntil('retry:');
      const cli = createRedisEventBus({
        url: redisUrl!,
        prefix: a.config.redisPrefix,
        name: 'tocsin-cli',
        log: pino({ level: 'silent' }),
      });
      await cli.ready();
      try {
        await setAccountDisabled(a.db, q.email, true, cli);
      } finally {
        await cli.close();
      }
      expect(await endsWithin(other, AT_ONCE_MS)).toBe('ended');
    });
  },
);
