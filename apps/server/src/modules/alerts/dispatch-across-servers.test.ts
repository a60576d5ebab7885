import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryAttempts } from '../../db/schema.js';
import { createHarness, signUpCookie, type Harness } from '../../test/harness.js';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { later } from '../../test/wait.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const skipped = !postgresUrl;
const ALERTS = 300;

/**
 * Two servers of one instance, one PostgreSQL database, both dispatching the same outbox at
 * once: every alert leaves once, whichever server claims it.
 */
describe.skipIf(skipped)(
  `alerts dispatched by two servers at once${skipped ? ' [skipped: TEST_DATABASE_URL is not set]' : ''}`,
  () => {
    let a: Harness;
    let b: Harness;
    let receiver: Receiver;
    beforeAll(async () => {
      // A receiver slow enough that both servers have requests in flight together.
      receiver = await startReceiver(async () => {
        await new Promise<void>((answer) => later(5 + Math.random() * 20, answer));
        return { status: 200, body: 'ok' };
      });
      const shared = { ALLOW_PRIVATE_TARGETS: 'true', AUTH_SECRET: 's'.repeat(40) };
      a = await createHarness('postgres', shared);
      b = await createHarness('postgres', { ...shared, DATABASE_URL: a.config.databaseUrl });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await receiver?.close();
    });

    it('sends each alert once, and records one attempt for each', async () => {
      const cookie = await signUpCookie(a.app);
      const channel = await a.app.inject({
        method: 'POST',
        url: '/api/v1/channels',
        headers: { cookie },
        payload: { kind: 'webhook', name: 'Ops hook', config: { url: `${receiver.url}/hook` } },
      });
      expect(channel.statusCode, channel.body).toBe(201);
      const channelId = channel.json<{ id: string }>().id;

      // One test alert queued as a person would, then as many more like it in the outbox.
      const sent = await a.app.inject({
        method: 'POST',
        url: `/api/v1/channels/${channelId}/test`,
        headers: { cookie },
      });
      expect(sent.statusCode, sent.body).toBe(202);
      await a.alerting.dispatcher.runOnce();
      expect(receiver.requests).toHaveLength(1);
      const [model] = await a.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.id, sent.json<{ id: string }>().id));
      const now = new Date();
      const ids = Array.from({ length: ALERTS }, () => crypto.randomUUID());
      await a.db.insert(deliveries).values(
        ids.map((id) => ({
          ...model!,
          id,
          dedupKey: `test.${id}`,
          message: { ...model!.message, deliveryKey: `test.${id}` },
          status: 'pending' as const,
          attempts: 0,
          deliveredAt: null,
          leaseToken: null,
          leaseUntil: null,
          nextAttemptAt: now,
          createdAt: now,
        })),
      );

      // Both servers claim and send as their dispatchers do, until the outbox is empty.
      const claimedBy = { a: 0, b: 0 };
      const drain = async (server: 'a' | 'b') => {
        const dispatcher = (server === 'a' ? a : b).alerting.dispatcher;
        for (;;) {
          const claimed = await dispatcher.runOnce();
          claimedBy[server] += claimed;
          if (claimed === 0) return;
        }
      };
      await Promise.all([drain('a'), drain('b')]);

      expect(claimedBy.a + claimedBy.b).toBe(ALERTS);
      expect(claimedBy.a).toBeGreaterThan(0);
      expect(claimedBy.b).toBeGreaterThan(0);
      const webhookIds = receiver.requests.slice(1).map((r) => String(r.headers['webhook-id']));
      expect(webhookIds).toHaveLength(ALERTS);
      expect(new Set(webhookIds)).toEqual(new Set(ids.map((id) => `msg_test.${id}`)));

      const rows = await a.db
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(inArray(deliveries.id, ids));
      expect(rows.filter((r) => r.status === 'delivered')).toHaveLength(ALERTS);
      const attempts = await a.db
        .select({ deliveryId: deliveryAttempts.deliveryId, ok: deliveryAttempts.ok })
        .from(deliveryAttempts)
        .where(inArray(deliveryAttempts.deliveryId, ids));
      expect(attempts).toHaveLength(ALERTS);
      expect(new Set(attempts.map((t) => t.deliveryId)).size).toBe(ALERTS);
      expect(attempts.every((t) => t.ok)).toBe(true);
    });
  },
);
