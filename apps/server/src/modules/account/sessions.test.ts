import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { createLocalEventBus } from '../../lib/event-bus.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { endOtherSessions } from './sessions.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const origin = 'http://localhost:3000';

interface Listed {
  id: string;
  browser: string;
  device: string | null;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

describeEachDatabase('the sessions of a signed-in person', (h) => {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, ip = nextIp()) =>
    h().app.inject({ method, url, headers: { cookie, origin }, remoteAddress: ip });

  /** A person signed in on a Mac (sign-up) and on a phone, each from its own address. */
  async function personOnTwoDevices() {
    const user = newUser();
    const macIp = nextIp();
    const phoneIp = nextIp();
    const mac = cookieFrom(
      await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin, 'user-agent': CHROME },
        remoteAddress: macIp,
        payload: user,
      }),
    );
    const phone = cookieFrom(
      await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, 'user-agent': IPHONE },
        remoteAddress: phoneIp,
        payload: { email: user.email, password: user.password },
      }),
    );
    const [row] = await h().db.select().from(users).where(eq(users.email, user.email));
    return { user, mac, phone, macIp, phoneIp, userId: row!.id };
  }
  const list = async (cookie: string) => {
    const res = await send('GET', '/api/v1/me/sessions', cookie);
    expect(res.statusCode).toBe(200);
    return res;
  };
  const me = (cookie: string) => send('GET', '/api/v1/me', cookie);

  it('lists each session with its browser, device, address and times, this one first, and no token', async () => {
    const { mac, macIp, phoneIp, userId } = await personOnTwoDevices();
    const res = await list(mac);
    const { items } = res.json<{ items: Listed[] }>();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      browser: 'Chrome 131 on macOS',
      device: 'Desktop',
      ipAddress: macIp,
      current: true,
    });
    expect(items[1]).toMatchObject({
      browser: 'Safari 17 on iOS',
      device: 'Mobile',
      ipAddress: phoneIp,
      current: false,
    });
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['browser', 'current', 'device', 'id', 'ipAddress', 'lastActiveAt', 'signedInAt'].sort(),
      );
      expect(Date.parse(item.signedInAt)).not.toBeNaN();
      expect(Date.parse(item.lastActiveAt)).not.toBeNaN();
    }
    const tokens = await h()
      .db.select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    for (const { token } of tokens) expect(res.body).not.toContain(token);
  });

  it('ends one session: its cookie is refused at once, the other stays', async () => {
    const { mac, phone } = await personOnTwoDevices();
    const other = (await list(mac)).json<{ items: Listed[] }>().items.find((s) => !s.current)!;
    const res = await send('DELETE', `/api/v1/me/sessions/${other.id}`, mac);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(mac)).statusCode).toBe(200);
    expect((await list(mac)).json<{ items: Listed[] }>().items).toHaveLength(1);
    // Once ended, it is not found.
    expect((await send('DELETE', `/api/v1/me/sessions/${other.id}`, mac)).statusCode).toBe(404);
  });

  it('ends every other session and keeps this one', async () => {
    const { user, mac, phone } = await personOnTwoDevices();
    const third = cookieFrom(
      await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        remoteAddress: nextIp(),
        payload: { email: user.email, password: user.password },
      }),
    );
    const res = await send('POST', '/api/v1/me/sessions/end-others', phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(mac)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    const { items } = (await list(phone)).json<{ items: Listed[] }>();
    expect(items).toEqual([
      expect.objectContaining({ current: true, browser: 'Safari 17 on iOS' }),
    ]);
  });

  it("answers 404 for another person's session and leaves it signed in", async () => {
    const me1 = await personOnTwoDevices();
    const them = await personOnTwoDevices();
    const theirs = (await list(them.mac)).json<{ items: Listed[] }>().items;
    for (const session of theirs) {
      const res = await send('DELETE', `/api/v1/me/sessions/${session.id}`, me1.mac);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
    }
    expect((await me(them.mac)).statusCode).toBe(200);
    expect((await me(them.phone)).statusCode).toBe(200);
    // Nor does "end others" reach them, nor does the list show them.
    await send('POST', '/api/v1/me/sessions/end-others', me1.mac);
    expect((await me(them.phone)).statusCode).toBe(200);
    const mine = (await list(me1.mac)).json<{ items: Listed[] }>().items;
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]!.id);
  });

  it('needs a signed-in session', async () => {
    expect((await send('GET', '/api/v1/me/sessions', '')).statusCode).toBe(401);
    expect((await send('POST', '/api/v1/me/sessions/end-others', '')).statusCode).toBe(401);
  });

  it('announces the ended sessions, so their live streams end', async () => {
    const { userId, mac } = await personOnTwoDevices();
    const ids = (await list(mac)).json<{ items: Listed[] }>().items;
    const bus = createLocalEventBus();
    const heard: unknown[] = [];
    bus.subscribe('sessions.ended', (payload) => heard.push(payload));
    const current = ids.find((s) => s.current)!.id;
    await endOtherSessions(h().db, bus, { userId, sessionId: current });
    expect(heard).toEqual([{ userId, sessionIds: [ids.find((s) => !s.current)!.id] }]);
  });
});
