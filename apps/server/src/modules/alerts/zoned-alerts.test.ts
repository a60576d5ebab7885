import { afterAll, expect, it } from 'vitest';
import { confirmDown, memberWithMonitor } from '../../test/alerted-member.js';
import { describeEachDatabase } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';

const hooks = await startReceiver();
afterAll(() => hooks.close());

const STARTED = new Date('2026-11-26T13:03:00.000Z');

describeEachDatabase(
  "alert emails in the reader's time zone",
  (h) => {
    /** A member with email alerts and a webhook channel, once their monitor went down. */
    async function downFor(timeZone: string | null) {
      const hookPath = `/${crypto.randomUUID()}`;
      const member = await memberWithMonitor(h(), async (api) => {
        const hook = await api('POST', '/api/v1/channels', {
          kind: 'webhook',
          name: 'Ops hook',
          config: { url: `${hooks.url}${hookPath}` },
        });
        expect(hook.statusCode, hook.body).toBe(201);
        return [hook.json<{ id: string }>().id];
      });
      if (timeZone)
        expect((await member.api('PATCH', '/api/v1/me', { timeZone })).statusCode).toBe(200);
      await confirmDown(h(), { ...member, startedAt: STARTED });
      await h().alerting.dispatcher.runOnce();
      const hook = hooks.requests.find((r) => r.path === hookPath)?.json() as
        { data: { summary: string } } | undefined;
      return { email: member.email, api: member.api, webhookSummary: hook?.data.summary };
    }

    it('writes the times of an alert email in the zone the person chose, named', async () => {
      const { email, webhookSummary } = await downFor('Europe/Paris');
      const mail = await h().smtp.waitFor(email, /Checkout is down/);
      expect(mail.text).toContain(
        'Checkout has been down since 26 Nov 2026, 14:03 CET: HTTP 503 Service Unavailable.',
      );
      expect(mail.html).toContain('Started</td><td style="padding:4px 0">26 Nov 2026, 14:03 CET');
      expect(mail.text).not.toContain('UTC');
      // A channel is no person: it keeps the one form every channel writes.
      expect(webhookSummary).toBe(
        'Checkout has been down since 2026-11-26 13:03:00 UTC: HTTP 503 Service Unavailable.',
      );
    });

    it("writes no clock time into the workspace's inbox, which each member reads in their own zone", async () => {
      const { api } = await downFor('Europe/Paris');
      const inbox = await api('GET', '/api/v1/notifications');
      const items = inbox.json<{ items: { title: string; body: string }[] }>().items;
      expect(items.find((n) => n.title === 'Checkout is down')?.body).toBe(
        'First failed check: HTTP 503 Service Unavailable.',
      );
    });

    it('writes them in UTC, named, for a person who chose no time zone', async () => {
      const { email } = await downFor(null);
      const mail = await h().smtp.waitFor(email, /Checkout is down/);
      expect(mail.text).toContain('Checkout has been down since 26 Nov 2026, 13:03 UTC:');
      expect(mail.html).toContain('Started</td><td style="padding:4px 0">26 Nov 2026, 13:03 UTC');
    });
  },
  { ALLOW_PRIVATE_TARGETS: 'true' },
);
