import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema.js';
import { describeEachDatabase, newUser, signUpCookie } from '../../test/harness.js';

const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
let endpoints = 0;

/** What one browser's push manager hands out: a public push service URL and its own keys. */
function browserSubscription() {
  endpoints += 1;
  return {
    // An IP literal is judged without a DNS lookup, so no test reaches a real resolver.
    endpoint: `https://93.184.215.14/wpush/v2/${Date.now()}-${endpoints}`,
    keys: {
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

describeEachDatabase('browser push subscriptions (/api/v1/push/subscriptions)', (h) => {
  async function signedIn() {
    const { email } = newUser();
    const cookie = await signUpCookie(h().app, { email });
    const [user] = await h().db.select().from(users).where(eq(users.email, email));
    return { cookie, userId: user!.id };
  }
  const call = (method: 'POST' | 'DELETE', cookie: string, payload: object) =>
    h().app.inject({ method, url: SUBSCRIPTIONS, headers: { cookie }, payload });
  const stored = async (endpoint: string) =>
    h().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it('refuses an endpoint on a private address, in words about push services', async () => {
    const { cookie } = await signedIn();
    for (const [endpoint, fact] of [
      ['https://10.0.0.1/wpush/abc', '10.0.0.1 is a private address'],
      ['https://localhost/wpush/abc', 'localhost is a loopback host name'],
    ] as const) {
      const res = await call('POST', cookie, { ...browserSubscription(), endpoint });
      expect(res.statusCode).toBe(400);
      const { message, issues } = res.json();
      expect(message).toBe(
        `${fact}; Tocsin only sends push notifications to public push services (an administrator of this server can allow private addresses: see the self-hosting guide)`,
      );
      expect(issues).toEqual([{ path: 'endpoint', message }]);
      expect(await stored(endpoint)).toEqual([]);
    }
  });

  it('keeps an endpoint with the user who subscribed it when another user sends other keys', async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    const browser = browserSubscription();
    expect((await call('POST', victim.cookie, browser)).statusCode).toBe(204);
    const [before] = await stored(browser.endpoint);

    const takeover = await call('POST', attacker.cookie, {
      endpoint: browser.endpoint,
      keys: browserSubscription().keys,
    });
    expect(takeover.statusCode).toBe(400);
    expect(takeover.json().message).toMatch(
      /^Another account receives alerts at this push endpoint/,
    );
    expect(takeover.json().issues[0].path).toBe('endpoint');
    // The victim's keys alone still encrypt their alerts, and only the victim can unsubscribe.
    expect(await stored(browser.endpoint)).toEqual([before]);
    expect(before).toMatchObject({ userId: victim.userId, ...browser.keys });
    const attackerDelete = await call('DELETE', attacker.cookie, { endpoint: browser.endpoint });
    expect(attackerDelete.statusCode).toBe(404);
    expect(await stored(browser.endpoint)).toEqual([before]);
    const victimDelete = await call('DELETE', victim.cookie, { endpoint: browser.endpoint });
    expect(victimDelete.statusCode).toBe(204);
    expect(await stored(browser.endpoint)).toEqual([]);
  });

  it('lets the same user subscribe again with new keys, keeping the subscription', async () => {
    const { cookie, userId } = await signedIn();
    const browser = browserSubscription();
    expect((await call('POST', cookie, browser)).statusCode).toBe(204);
    const [first] = await stored(browser.endpoint);
    const keys = browserSubscription().keys;
    const again = await h().app.inject({
      method: 'POST',
      url: SUBSCRIPTIONS,
      headers: { cookie, 'user-agent': 'Firefox/140.0' },
      payload: { endpoint: browser.endpoint, keys },
    });
    expect(again.statusCode).toBe(204);
    expect(await stored(browser.endpoint)).toEqual([
      { ...first, ...keys, userId, userAgent: 'Firefox/140.0' },
    ]);
  });

  it('moves the browser to a second account signed in to it, which sends the same keys', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const browser = browserSubscription();
    expect((await call('POST', first.cookie, browser)).statusCode).toBe(204);
    const [before] = await stored(browser.endpoint);

    expect((await call('POST', second.cookie, browser)).statusCode).toBe(204);
    const [after] = await stored(browser.endpoint);
    expect(after).toMatchObject({ userId: second.userId, ...browser.keys });
    // A new id: alerts still queued for the first account are not sent to this browser.
    expect(after!.id).not.toBe(before!.id);
    expect((await call('DELETE', first.cookie, { endpoint: browser.endpoint })).statusCode).toBe(
      404,
    );
    // Half of the keys is not the subscription: the first account cannot take it back that way.
    const half = { ...browser.keys, auth: browserSubscription().keys.auth };
    const back = await call('POST', first.cookie, { endpoint: browser.endpoint, keys: half });
    expect(back.statusCode).toBe(400);
    expect(await stored(browser.endpoint)).toEqual([after]);
  });
});
