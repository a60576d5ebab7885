import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveries, statusPostUpdates, statusSubscribers } from '../../db/schema.js';
import { describeEachDatabase, nextIp, signUpCookie } from '../../test/harness.js';
import type { Harness } from '../../test/harness.js';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { newComponent, newMonitor, newPage, newPost } from '../../test/status-pages.js';
import { queueSubscriberNotice } from '../status-pages/notices.js';
import { sweepUnconfirmed } from '../subscribers/subscriptions.js';

// The reference implementation of RFC 8188 (web-push encrypts with it); it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A page with two components, made the way the status-pages module stores them. */
async function pageWithComponents(h: Harness) {
  const cookie = await signUpCookie(h.app);
  const monitor = await newMonitor(h, cookie, 'API', 'https://api.example.com');
  const other = await newMonitor(h, cookie, 'Web', 'https://www.example.com');
  const page = await newPage(h, monitor.workspaceId, { name: 'Acme Cloud' });
  const api = await newComponent(h, page, monitor.id, { publicName: 'Public API', position: 0 });
  const web = await newComponent(h, page, other.id, { publicName: 'Website', position: 1 });
  return { page, api, web, cookie };
}

/** Publishes a post as the post API does: its rows and its notice, in one transaction. */
async function publish(
  h: Harness,
  page: { id: string; workspaceId: string },
  title: string,
  body: string,
  components: string[],
) {
  const postId = await newPost(
    h,
    page,
    { title },
    [{ status: 'investigating', body, at: new Date() }],
    components,
  );
  const [update] = await h.db
    .select()
    .from(statusPostUpdates)
    .where(eq(statusPostUpdates.postId, postId));
  await h.db.transaction((tx) =>
    queueSubscriberNotice(tx, page.workspaceId, { pageId: page.id, postId, updateId: update!.id }),
  );
  await h.services.fanOut.runOnce();
  return postId;
}

const subscribersOf = (h: Harness, pageId: string) =>
  h.db.select().from(statusSubscribers).where(eq(statusSubscribers.pageId, pageId));

async function subscribeEmail(
  h: Harness,
  slug: string,
  email: string,
  extra: [string, string][] = [],
) {
  return h.app.inject({
    method: 'POST',
    url: `/s/${slug}/subscribe/email`,
    headers: FORM,
    remoteAddress: nextIp(),
    payload: form([['email', email], ...extra]),
  });
}

/** Subscribes and confirms through the mailed link, as a person does. */
async function confirmedEmail(
  h: Harness,
  slug: string,
  email: string,
  extra: [string, string][] = [],
) {
  await subscribeEmail(h, slug, email, extra);
  const mail = await h.smtp.waitFor(email, /Confirm your subscription/);
  const link = new URL(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]+/.exec(mail.text)![0]);
  const res = await h.app.inject({
    method: 'POST',
    url: link.pathname,
    headers: FORM,
    payload: form([['token', link.searchParams.get('token')!]]),
  });
  expect(res.statusCode).toBe(200);
}

describeEachDatabase(
  'status page subscribers',
  (h) => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver(() => ({ status: 204 }));
    });
    afterAll(() => receiver.close());

    it('links to the subscribe form, which offers the page and each component', async () => {
      const { page } = await pageWithComponents(h());
      const home = await h().app.inject({ url: `/s/${page.slug}` });
      expect(home.body).toContain(`href="/s/${page.slug}/subscribe"`);
      const res = await h().app.inject({ url: `/s/${page.slug}/subscribe` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Subscribe by email');
      expect(res.body).toContain('Public API');
      expect(res.body).toContain('Website');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const script = await h().app.inject({ url: `/s/${page.slug}/subscribe.js` });
      expect(script.headers['content-type']).toContain('javascript');
      const worker = await h().app.inject({ url: `/s/${page.slug}/sw.js` });
      expect(worker.body).toContain('showNotification');
    });

    it('confirms an email only when the person posts the mailed link, and mails once', async () => {
      const { page } = await pageWithComponents(h());
      const res = await subscribeEmail(h(), page.slug, 'Ada@Example.com');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Check your inbox');
      const mail = await h().smtp.waitFor(
        'ada@example.com',
        /Confirm your subscription to Acme Cloud/,
      );
      const [pending] = await subscribersOf(h(), page.id);
      expect(pending!.confirmedAt).toBeNull();

      // Asked again: the same answer, and no second mail.
      const again = await subscribeEmail(h(), page.slug, 'ada@example.com');
      expect(again.body).toBe(res.body.replace('Ada@Example.com', 'ada@example.com'));
      await h().mailsSent();
      expect(h().smtp.messages.filter((m) => m.to.includes('ada@example.com'))).toHaveLength(1);

      const link = new URL(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]+/.exec(mail.text)![0]);
      const shown = await h().app.inject({ url: `${link.pathname}${link.search}` });
      expect(shown.body).toContain('Confirm subscription');
      expect((await subscribersOf(h(), page.id))[0]!.confirmedAt).toBeNull();
      const confirmed = await h().app.inject({
        method: 'POST',
        url: link.pathname,
        headers: FORM,
        payload: form([['token', link.searchParams.get('token')!]]),
      });
      expect(confirmed.body).toContain('You are subscribed');
      expect((await subscribersOf(h(), page.id))[0]!.confirmedAt).not.toBeNull();

      const wrong = await h().app.inject({
        method: 'POST',
        url: link.pathname,
        headers: FORM,
        payload: form([['token', 'not-a-token']]),
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).toContain('This link does not work');
    });

    it('mails an update with one-click unsubscribe headers, and the link unsubscribes on POST', async () => {
      const { page } = await pageWithComponents(h());
      await confirmedEmail(h(), page.slug, 'grace@example.com');
      await publish(
        h(),
        page,
        'Checkout is slow',
        'We are **on it**.<script>alert(1)</script>',
        [],
      );
      await h().alerting.dispatcher.runOnce();
      const mail = await h().smtp.waitFor('grace@example.com', /Checkout is slow/);
      expect(mail.subject).toBe('[Acme Cloud] Checkout is slow: Investigating');
      expect(mail.html).toContain('<strong>on it</strong>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const header = mail.headers.get('list-unsubscribe')!;
      const link = new URL(/^<(.+)>$/.exec(header)![1]!);
      expect(link.pathname).toBe(`/s/${page.slug}/unsubscribe`);

      const shown = await h().app.inject({ url: `${link.pathname}${link.search}` });
      expect(shown.body).toContain('<button type="submit">Unsubscribe</button>');
      expect(await subscribersOf(h(), page.id)).toHaveLength(1);
      // What a mail client sends: no cookie, no Origin, the RFC 8058 body.
      const oneClick = await h().injectAsIs({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(await subscribersOf(h(), page.id)).toHaveLength(0);
      const used = await h().injectAsIs({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(used.statusCode).toBe(404);
    });

    it('sends a post only to those following the page or a component it affects', async () => {
      const { page, api, web } = await pageWithComponents(h());
      await confirmedEmail(h(), page.slug, 'all@example.com');
      await confirmedEmail(h(), page.slug, 'api@example.com', [
        ['scope', 'components'],
        ['components', api],
      ]);
      await confirmedEmail(h(), page.slug, 'web@example.com', [
        ['scope', 'components'],
        ['components', web],
      ]);
      const rows = await subscribersOf(h(), page.id);
      expect(rows.find((r) => r.address === 'api@example.com')!.componentIds).toEqual([api]);
      await publish(h(), page, 'API errors', 'Some requests fail.', [api]);
      const queued = await h()
        .db.select({ target: deliveries.target, dedupKey: deliveries.dedupKey })
        .from(deliveries)
        .where(
          sql`${deliveries.subscriberId} in (select id from status_subscribers where page_id = ${page.id})`,
        );
      expect(queued.map((q) => q.target).sort()).toEqual([
        'Subscriber email to all@example.com',
        'Subscriber email to api@example.com',
      ]);
      expect(queued[0]!.dedupKey).toMatch(/^notice:[\w-]+:[\w-]+$/);
      // The fan-out passing again writes nothing more.
      expect(await h().services.fanOut.runOnce()).toBe(0);
    });

    it('signs webhook updates per Standard Webhooks with the secret shown once', async () => {
      const { page } = await pageWithComponents(h());
      const res = await h().app.inject({
        method: 'POST',
        url: `/s/${page.slug}/subscribe/webhook`,
        headers: FORM,
        remoteAddress: nextIp(),
        payload: form([['url', `${receiver.url}/hooks/status`]]),
      });
      expect(res.statusCode).toBe(200);
      const secret = /whsec_[A-Za-z0-9+/=]+/.exec(res.body)![0];
      const [row] = await subscribersOf(h(), page.id);
      expect(row!.confirmedAt).not.toBeNull();
      expect(JSON.stringify(row!.secret)).not.toContain(secret.slice(6));
      const before = receiver.requests.length;
      await publish(h(), page, 'Database failover', 'Writes paused for a minute.', []);
      await h().alerting.dispatcher.runOnce();
      const [req] = (await receiver.waitFor(before + 1)).slice(before);
      expect(req!.path).toBe('/hooks/status');
      const payload = new Webhook(secret).verify(req!.body, {
        'webhook-id': req!.headers['webhook-id'] as string,
        'webhook-timestamp': req!.headers['webhook-timestamp'] as string,
        'webhook-signature': req!.headers['webhook-signature'] as string,
      }) as {
        type: string;
        page: { name: string };
        post: { title: string };
        update: { body: string };
      };
      expect(payload.type).toBe('status.update');
      expect(payload.page.name).toBe('Acme Cloud');
      expect(payload.post.title).toBe('Database failover');
      expect(payload.update.body).toBe('Writes paused for a minute.');
      expect(() =>
        new Webhook(secret).verify(req!.body.replace('failover', 'fallover'), {
          'webhook-id': req!.headers['webhook-id'] as string,
          'webhook-timestamp': req!.headers['webhook-timestamp'] as string,
          'webhook-signature': req!.headers['webhook-signature'] as string,
        }),
      ).toThrow();
    });

    it('pushes updates to a subscribed browser, and forgets it when the push service says gone', async () => {
      const { page } = await pageWithComponents(h());
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${receiver.url}/push/${crypto.randomUUID()}`;
      const res = await h().app.inject({
        method: 'POST',
        url: `/s/${page.slug}/subscribe/push`,
        remoteAddress: nextIp(),
        payload: {
          endpoint,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
      });
      expect(res.statusCode).toBe(201);
      receiver.script({ status: 201 });
      const before = receiver.requests.length;
      await publish(h(), page, 'Login outage', 'Sign-in fails for some.', []);
      await h().alerting.dispatcher.runOnce();
      const [req] = (await receiver.waitFor(before + 1)).slice(before);
      const plain = ece.decrypt(req!.raw, { version: 'aes128gcm', privateKey: ecdh, authSecret });
      const shown = JSON.parse(plain.toString('utf8'));
      expect(shown.title).toBe('Acme Cloud: Login outage');
      expect(shown.body).toBe('Investigating: Sign-in fails for some.');

      receiver.script({ status: 410 });
      await publish(h(), page, 'Login outage again', 'Still failing.', []);
      await h().alerting.dispatcher.runOnce();
      expect(await subscribersOf(h(), page.id)).toHaveLength(0);
      receiver.reply(() => ({ status: 204 }));
    });

    it('turns a browser off only for the browser that holds its keys', async () => {
      const { page } = await pageWithComponents(h());
      const keys = {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      };
      const endpoint = `${receiver.url}/push/${crypto.randomUUID()}`;
      const send = (url: string, payload: object) =>
        h().app.inject({ method: 'POST', url, remoteAddress: nextIp(), payload });
      expect((await send(`/s/${page.slug}/subscribe/push`, { endpoint, keys })).statusCode).toBe(
        201,
      );
      const wrong = await send(`/s/${page.slug}/subscribe/push/remove`, {
        endpoint,
        keys: { ...keys, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      });
      expect(wrong.statusCode).toBe(404);
      expect(await subscribersOf(h(), page.id)).toHaveLength(1);
      const right = await send(`/s/${page.slug}/subscribe/push/remove`, { endpoint, keys });
      expect(right.statusCode).toBe(200);
      expect(await subscribersOf(h(), page.id)).toHaveLength(0);
    });

    it('claims a workspace alert before a page of many subscribers queued earlier', async () => {
      const { page } = await pageWithComponents(h());
      const many = 2_000;
      const earlier = new Date(Date.now() - 60_000);
      const ids = Array.from({ length: many }, () => crypto.randomUUID());
      await h()
        .db.insert(statusSubscribers)
        .values(
          ids.map((id, i) => ({
            id,
            workspaceId: page.workspaceId,
            pageId: page.id,
            kind: 'email' as const,
            address: `reader${i}@example.com`,
            tokenHash: `hash-${id}`,
            confirmedAt: earlier,
          })),
        );
      await publish(h(), page, 'Big news', 'Everyone hears of this.', []);
      expect(
        await h()
          .db.select({ n: sql<number>`count(*)::int` })
          .from(deliveries)
          .where(sql`${deliveries.subscriberId} is not null and ${deliveries.status} = 'pending'`),
      ).toEqual([{ n: many }]);
      await h()
        .db.update(deliveries)
        .set({ nextAttemptAt: earlier })
        .where(sql`${deliveries.subscriberId} is not null and ${deliveries.status} = 'pending'`);
      const alertId = crypto.randomUUID();
      await h()
        .db.insert(deliveries)
        .values({
          id: alertId,
          workspaceId: page.workspaceId,
          kind: 'email',
          recipient: 'oncall@example.com',
          target: 'Email to oncall@example.com',
          event: 'test',
          dedupKey: `alert-first-${alertId}`,
          // A test alert to a member whose user row is absent: the content does not matter here,
          // only which row the dispatcher takes first.
          message: { event: 'test' } as never,
          nextAttemptAt: new Date(),
          createdAt: new Date(),
        });
      await h().alerting.dispatcher.runOnce();
      const [alert] = await h().db.select().from(deliveries).where(eq(deliveries.id, alertId));
      expect(alert!.attempts).toBe(1);
      // Clear the rest so later tests' passes are not spent on them.
      await h().db.delete(statusSubscribers).where(eq(statusSubscribers.pageId, page.id));
    });

    it('refuses a bad address, a page component of another page, and a flood from one address', async () => {
      const { page } = await pageWithComponents(h());
      const other = await pageWithComponents(h());
      const bad = await subscribeEmail(h(), page.slug, 'not-an-address');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Enter a valid email address.');
      const foreign = await subscribeEmail(h(), page.slug, 'x@example.com', [
        ['scope', 'components'],
        ['components', other.api],
      ]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.body).toContain('Choose components of this page.');
      const badUrl = await h().app.inject({
        method: 'POST',
        url: `/s/${page.slug}/subscribe/webhook`,
        headers: FORM,
        remoteAddress: nextIp(),
        payload: form([['url', 'ftp://example.com/x']]),
      });
      expect(badUrl.statusCode).toBe(400);
      expect(await subscribersOf(h(), page.id)).toHaveLength(0);

      const ip = nextIp();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await h().app.inject({
          method: 'POST',
          url: `/s/${page.slug}/subscribe/email`,
          headers: FORM,
          remoteAddress: ip,
          payload: form([['email', `flood${i}@example.com`]]),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('forgets email addresses left unconfirmed for days, never confirmed ones', async () => {
      const { page } = await pageWithComponents(h());
      const old = new Date(Date.now() - 4 * 24 * 3600_000);
      const row = (address: string, confirmedAt: Date | null, createdAt: Date) => ({
        id: crypto.randomUUID(),
        workspaceId: page.workspaceId,
        pageId: page.id,
        kind: 'email' as const,
        address,
        tokenHash: `hash-${address}`,
        confirmedAt,
        createdAt,
      });
      await h()
        .db.insert(statusSubscribers)
        .values([
          row('stale@example.com', null, old),
          row('fresh@example.com', null, new Date()),
          row('loyal@example.com', old, old),
        ]);
      await sweepUnconfirmed(h().db, new Date());
      const left = (await subscribersOf(h(), page.id)).map((r) => r.address).sort();
      expect(left).toEqual(['fresh@example.com', 'loyal@example.com']);
    });

    it('lets visitors of a protected page subscribe only once they unlocked it', async () => {
      const cookie = await signUpCookie(h().app);
      const monitor = await newMonitor(h(), cookie, 'Internal', 'https://intra.example.com');
      const { hashPassword } = await import('../auth/passwords.js');
      const page = await newPage(h(), monitor.workspaceId, {
        passwordHash: await hashPassword('correct horse battery'),
      });
      const form = await h().app.inject({ url: `/s/${page.slug}/subscribe` });
      expect(form.statusCode).toBe(303);
      const res = await subscribeEmail(h(), page.slug, 'insider@example.com');
      expect(res.statusCode).toBe(303);
      expect(await subscribersOf(h(), page.id)).toHaveLength(0);
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
);

describeEachDatabase('status page webhook subscribers and the SSRF guard', (h) => {
  it('refuses a webhook URL inside the network', async () => {
    const { page } = await pageWithComponents(h());
    const res = await h().app.inject({
      method: 'POST',
      url: `/s/${page.slug}/subscribe/webhook`,
      headers: FORM,
      remoteAddress: nextIp(),
      payload: form([['url', 'http://169.254.169.254/latest/meta-data']]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('status updates are only sent to public addresses');
    expect(await subscribersOf(h(), page.id)).toHaveLength(0);
  });
});
