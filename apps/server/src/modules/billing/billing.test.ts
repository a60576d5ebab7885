import { plans, type BillingResponse, type Monitor } from '@tocsin/contract';
import { and, desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import {
  auditLog,
  checkMinutes,
  monitors,
  notifications,
  rollupMarks,
  workspaces,
} from '../../db/schema.js';
import { pruneMinutes } from '../results/rollups.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { startStripeApi } from '../../test/stripe-api.js';
import { rawRetention } from '../plans/entitlements.js';
import { createBilling } from './service.js';

const SECRET_KEY = 'sk_test_tocsinBillingTests0123456789';
const WEBHOOK_SECRET = 'whsec_tocsinBillingTestsSigningSecret';
const PRICES = {
  starter: 'price_starterMonthly',
  starterYearly: 'price_starterYearly',
  pro: 'price_proMonthly',
  enterprise: 'price_enterpriseMonthly',
};

const stripe = await startStripeApi({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  prices: [
    { id: PRICES.starter, interval: 'month', unitAmount: 1500 },
    { id: PRICES.starterYearly, interval: 'year', unitAmount: 14400 },
    { id: PRICES.pro, interval: 'month', unitAmount: 3900 },
    { id: PRICES.enterprise, interval: 'month', unitAmount: 9900 },
  ],
});
afterAll(() => stripe.close());

const DAY_MS = 86_400_000;

describeEachDatabase(
  'billing with Stripe',
  (h) => {
    async function account() {
      const cookie = await signUpCookie(h().app);
      const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        h().app.inject({ method, url, headers: { cookie }, payload });
      const me = await call('GET', '/api/v1/me');
      const workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
      const summary = async () => (await call('GET', '/api/v1/billing')).json<BillingResponse>();
      return { cookie, call, workspaceId, summary };
    }

    const webhook = (payload: string, signature: string) =>
      h().app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });

    /** Pays for a plan the way a customer does: Checkout, then Stripe's webhook. */
    async function subscribe(user: Awaited<ReturnType<typeof account>>, plan = 'starter') {
      const res = await user.call('POST', '/api/v1/billing/checkout', { plan });
      expect(res.statusCode, res.body).toBe(200);
      const sessionId = new URL(res.json<{ url: string }>().url).pathname.split('/').pop()!;
      const { session, subscription } = stripe.completeCheckout(sessionId);
      const event = stripe.signedEvent('checkout.session.completed', session);
      expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
      return subscription;
    }

    const workspaceRow = async (id: string) =>
      (await h().db.select().from(workspaces).where(eq(workspaces.id, id)))[0]!;

    it('starts a new account on the Pro trial, with 14 days left and no card', async () => {
      const { summary } = await account();
      const billing = await summary();
      expect(billing).toMatchObject({
        enabled: true,
        plan: 'pro',
        status: 'free',
        subscribedPlan: null,
        trial: { plan: 'pro', daysLeft: 14 },
        limits: plans.pro.limits,
        usage: {
          monitors: 0,
          channels: 0,
          teamSeats: 1,
          statusPages: 0,
          smsThisMonth: 0,
          callsThisMonth: 0,
        },
        checkout: { starter: ['monthly', 'yearly'], pro: ['monthly'], enterprise: ['monthly'] },
        hasCustomer: false,
      });
    });

    it('opens Checkout as Stripe documents it: bearer key, a customer once, the price, the trial kept', async () => {
      const user = await account();
      const before = stripe.requests.length;
      const first = await user.call('POST', '/api/v1/billing/checkout', {
        plan: 'starter',
        period: 'yearly',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
      const second = await user.call('POST', '/api/v1/billing/checkout', { plan: 'pro' });
      expect(second.statusCode).toBe(200);
      const sent = stripe.requests.slice(before);
      expect(sent.every((r) => r.headers.authorization === `Bearer ${SECRET_KEY}`)).toBe(true);
      const customers = sent.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
      expect(customers).toHaveLength(1);
      expect(customers[0]!.body).toMatchObject({ metadata: { workspaceId: user.workspaceId } });
      const sessions = sent.filter(
        (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
      );
      expect(sessions[0]!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      const trialEnd = Math.floor(
        (await workspaceRow(user.workspaceId)).trialEndsAt!.getTime() / 1000,
      );
      expect(sessions[0]!.body).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.workspaceId,
        line_items: [{ price: PRICES.starterYearly, quantity: '1' }],
        success_url:
          'http://localhost:3000/dashboard/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/dashboard/billing?checkout=canceled',
        subscription_data: {
          metadata: { workspaceId: user.workspaceId },
          trial_end: String(trialEnd),
        },
      });
      expect(sessions[1]!.body).toMatchObject({ line_items: [{ price: PRICES.pro }] });

      const notOffered = await user.call('POST', '/api/v1/billing/checkout', {
        plan: 'pro',
        period: 'yearly',
      });
      expect(notOffered.statusCode).toBe(400);
      expect(notOffered.json<{ message: string }>().message).toBe('Pro is not offered yearly here');
      const unknown = await user.call('POST', '/api/v1/billing/checkout', { plan: 'platinum' });
      expect(unknown.statusCode).toBe(400);
    });

    it('follows a valid webhook to the plan paid for, and ignores its replay', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'starter');
      expect(await user.summary()).toMatchObject({
        plan: 'starter',
        subscribedPlan: 'starter',
        status: 'trialing',
        period: 'monthly',
        limits: plans.starter.limits,
        hasCustomer: true,
      });
      // The same event again: answered, and nothing is read or written.
      stripe.updateSubscription(subscription.id, { status: 'active' });
      const event = stripe.signedEvent('customer.subscription.updated', subscription);
      expect((await webhook(event.payload, event.signature)).json()).toEqual({
        received: true,
        duplicate: false,
      });
      expect((await user.summary()).status).toBe('active');
      const reads = stripe.requests.length;
      stripe.updateSubscription(subscription.id, { status: 'unpaid' });
      const replay = await webhook(event.payload, event.signature);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      expect(stripe.requests.length).toBe(reads);
      expect((await user.summary()).status).toBe('active');
    });

    it('refuses a tampered payload and a stale signature, and changes nothing', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'pro');
      stripe.updateSubscription(subscription.id, { status: 'unpaid' });
      const event = stripe.signedEvent('customer.subscription.updated', subscription);
      const tampered = await webhook(
        event.payload.replace('"livemode":false', '"livemode":true'),
        event.signature,
      );
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json<{ message: string }>().message).toMatch(/^Invalid Stripe signature/);
      const stale = stripe.signedEvent('customer.subscription.updated', subscription, {
        timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
      });
      expect((await webhook(stale.payload, stale.signature)).statusCode).toBe(400);
      expect((await webhook(event.payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
      expect((await webhook(event.payload, '')).statusCode).toBe(400);
      expect((await user.summary()).status).toBe('trialing');
      // The genuine one still counts: a refused forgery did not mark its id as seen.
      expect((await webhook(event.payload, event.signature)).json()).toMatchObject({
        duplicate: false,
      });
      expect((await user.summary()).status).toBe('unpaid');
    });

    it('refuses a signed body that is not an event, and takes the next event', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'pro');
      const notEvents = [
        'null',
        '[]',
        '"evt_1"',
        '{"id":"evt_no_type"}',
        '{"id":"evt_odd","type":"invoice.paid","data":{"object":{"customer":{}}}}',
      ];
      for (const payload of notEvents) {
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        });
        const res = await webhook(payload, signature);
        expect(res.statusCode, payload).toBe(400);
        expect(res.json(), payload).toEqual({
          code: 'validation-failed',
          message: 'The signed body is not a Stripe event',
        });
      }
      stripe.updateSubscription(subscription.id, { status: 'past_due' });
      const event = stripe.signedEvent('customer.subscription.updated', subscription);
      expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
      expect((await user.summary()).status).toBe('past_due');
    });

    it('reads the state from Stripe, so events out of order leave the latest one', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'pro');
      stripe.updateSubscription(subscription.id, { status: 'past_due' });
      const failed = stripe.signedEvent('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        customer: subscription.customer,
        subscription: subscription.id,
      });
      stripe.cancelSubscription(subscription.id);
      const deleted = stripe.signedEvent('customer.subscription.deleted', subscription);
      // Stripe delivers the deletion first and the older failure after it.
      expect((await webhook(deleted.payload, deleted.signature)).statusCode).toBe(200);
      expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
      expect(await user.summary()).toMatchObject({ status: 'canceled', subscribedPlan: 'pro' });
      // Canceled during the trial: the trial's plan applies until it ends.
      expect((await user.summary()).plan).toBe('pro');
    });

    it('keeps the plan while a payment is retried, and re-checks on demand once fixed', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'enterprise');
      stripe.updateSubscription(subscription.id, { status: 'past_due' });
      const event = stripe.signedEvent('invoice.payment_failed', {
        id: 'in_retrying',
        object: 'invoice',
        customer: subscription.customer,
        subscription: subscription.id,
      });
      await webhook(event.payload, event.signature);
      expect(await user.summary()).toMatchObject({ status: 'past_due', plan: 'enterprise' });
      stripe.updateSubscription(subscription.id, { status: 'active' });
      const refreshed = await user.call('POST', '/api/v1/billing/refresh');
      expect(refreshed.json<BillingResponse>()).toMatchObject({
        status: 'active',
        plan: 'enterprise',
      });
    });

    it('opens the Customer Portal and lists invoices from Stripe', async () => {
      const user = await account();
      expect((await user.call('POST', '/api/v1/billing/portal')).statusCode).toBe(400);
      expect((await user.call('GET', '/api/v1/billing/invoices')).json()).toEqual({ invoices: [] });
      const subscription = await subscribe(user, 'starter');
      const portal = await user.call('POST', '/api/v1/billing/portal');
      expect(portal.statusCode).toBe(200);
      expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/`));
      expect(stripe.requests.at(-1)!.body).toMatchObject({
        customer: subscription.customer,
        return_url: 'http://localhost:3000/dashboard/billing',
      });
      stripe.addInvoice(subscription.customer, { status: 'open', total: 1500 });
      const invoices = (await user.call('GET', '/api/v1/billing/invoices')).json<{
        invoices: { total: number; currency: string; status: string; hostedUrl: string | null }[];
      }>().invoices;
      expect(invoices.map((i) => [i.status, i.total])).toEqual([
        ['open', 1500],
        ['paid', expect.any(Number)],
      ]);
      // Choosing another plan while subscribed goes to the portal, not to a second Checkout.
      const change = await user.call('POST', '/api/v1/billing/checkout', { plan: 'pro' });
      expect(change.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    });

    it('answers a clear 502 when Stripe fails, and works again after', async () => {
      const user = await account();
      stripe.failNext('POST', '/v1/customers', 500, {
        type: 'api_error',
        message: 'An unknown error occurred',
      });
      stripe.failNext('POST', '/v1/customers', 500, {
        type: 'api_error',
        message: 'An unknown error occurred',
      });
      stripe.failNext('POST', '/v1/customers', 500, {
        type: 'api_error',
        message: 'An unknown error occurred',
      });
      const failed = await user.call('POST', '/api/v1/billing/checkout', { plan: 'starter' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json<{ message: string }>().message).toBe(
        'Stripe did not answer as expected (An unknown error occurred). Try again in a minute.',
      );
      expect(
        (await user.call('POST', '/api/v1/billing/checkout', { plan: 'starter' })).statusCode,
      ).toBe(200);
    });

    it('pauses the newest monitors and slows the fast ones when a trial ends, once, and says which', async () => {
      const user = await account();
      for (let n = 1; n <= 7; n++) {
        const res = await user.call('POST', '/api/v1/monitors', {
          type: 'http',
          name: `Shop ${n}`,
          url: `https://93.184.215.${n}/`,
          intervalSeconds: 30,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const row = await workspaceRow(user.workspaceId);
      const at = (days: number) => new Date(row.trialEndsAt!.getTime() + days * DAY_MS);
      const billingAt = (now: Date) =>
        createBilling({
          db: h().db,
          bus: h().bus,
          settings: h().config.billing,
          publicUrl: 'http://localhost:3000',
          log: pino({ level: 'silent' }),
          now: () => now,
        });
      // The day before the end nothing changes; the countdown says one day.
      const dayBefore = billingAt(at(-0.5));
      expect(await dayBefore.sweepTrials()).toBe(0);
      expect((await dayBefore.summary(user.workspaceId)).trial?.daysLeft).toBe(1);

      const after = billingAt(at(0.01));
      await after.sweepTrials();
      const list = await h()
        .db.select({
          name: monitors.name,
          paused: monitors.paused,
          interval: monitors.intervalSeconds,
        })
        .from(monitors)
        .where(eq(monitors.workspaceId, user.workspaceId));
      const byName = Object.fromEntries(list.map((m) => [m.name, m]));
      expect(list).toHaveLength(7);
      for (const n of [1, 2, 3, 4, 5])
        expect(byName[`Shop ${n}`]).toEqual({ name: `Shop ${n}`, paused: false, interval: 300 });
      for (const n of [6, 7])
        expect(byName[`Shop ${n}`]).toEqual({ name: `Shop ${n}`, paused: true, interval: 300 });
      const notices = await h()
        .db.select()
        .from(notifications)
        .where(eq(notifications.workspaceId, user.workspaceId));
      expect(notices.map((n) => [n.event, n.title, n.body])).toEqual([
        [
          'plan',
          'Your workspace is now on Free',
          'Paused because Free allows 5 active monitors (nothing was deleted): Shop 6, Shop 7. Now checked every 5 minutes, the shortest interval on Free: Shop 1, Shop 2, Shop 3, Shop 4, Shop 5, Shop 6, Shop 7. Upgrade at /dashboard/billing to restore them.',
        ],
      ]);
      expect(await after.summary(user.workspaceId)).toMatchObject({ plan: 'free', trial: null });
      // Looked at again, an ended trial changes nothing more.
      await billingAt(at(1)).sweepTrials();
      // The audit log has the change once, made by Tocsin, with what it did to the monitors.
      const audit = await h()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.workspaceId, user.workspaceId), eq(auditLog.targetType, 'billing')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'billing.plan-changed',
        actorType: 'system',
        actorId: null,
        targetName: 'Free',
      });
      expect(audit[0]!.changes).toMatchObject({
        plan: { after: 'free' },
        pausedMonitors: { before: null, after: ['Shop 6', 'Shop 7'] },
      });
      expect(
        await h()
          .db.select()
          .from(notifications)
          .where(eq(notifications.workspaceId, user.workspaceId)),
      ).toHaveLength(1);
    });

    it('gives back what a plan took when one with room comes, but not what a person paused', async () => {
      const user = await account();
      const ids: Record<string, string> = {};
      for (let n = 1; n <= 7; n++) {
        const res = await user.call('POST', '/api/v1/monitors', {
          type: 'http',
          name: `Site ${n}`,
          url: `https://93.184.215.${n}/`,
          intervalSeconds: 30,
        });
        ids[`Site ${n}`] = res.json<{ id: string }>().id;
      }
      const row = await workspaceRow(user.workspaceId);
      await createBilling({
        db: h().db,
        bus: h().bus,
        settings: h().config.billing,
        publicUrl: 'http://localhost:3000',
        log: pino({ level: 'silent' }),
        now: () => new Date(row.trialEndsAt!.getTime() + 60_000),
      }).sweepTrials();
      const monitor = async (name: string) =>
        (await user.call('GET', `/api/v1/monitors/${ids[name]}`)).json<Monitor>();
      expect(await monitor('Site 7')).toMatchObject({
        paused: true,
        pausedByPlan: true,
        intervalSeconds: 300,
        intervalBeforePlan: 30,
      });

      // Paused by hand on Free, and resumed by hand within its limits, at Free's interval.
      expect((await user.call('POST', `/api/v1/monitors/${ids['Site 5']}/pause`)).statusCode).toBe(
        200,
      );
      expect((await user.call('POST', `/api/v1/monitors/${ids['Site 6']}/resume`)).statusCode).toBe(
        200,
      );
      expect(await monitor('Site 6')).toMatchObject({ paused: false, pausedByPlan: false });
      // A new interval chosen by hand is the one to keep; saving the form unchanged is not.
      const edit = (name: string, intervalSeconds: number) =>
        user.call('PATCH', `/api/v1/monitors/${ids[name]}`, { name, intervalSeconds });
      expect((await edit('Site 1', 600)).statusCode).toBe(200);
      expect((await edit('Site 2', 300)).statusCode).toBe(200);

      // Starter: 25 monitors, every minute at most.
      await subscribe(user, 'starter');
      const list = await h()
        .db.select({
          name: monitors.name,
          paused: monitors.paused,
          interval: monitors.intervalSeconds,
          before: monitors.intervalBeforePlan,
        })
        .from(monitors)
        .where(eq(monitors.workspaceId, user.workspaceId))
        .orderBy(monitors.name);
      expect(list).toEqual([
        { name: 'Site 1', paused: false, interval: 600, before: null },
        { name: 'Site 2', paused: false, interval: 60, before: 30 },
        { name: 'Site 3', paused: false, interval: 60, before: 30 },
        { name: 'Site 4', paused: false, interval: 60, before: 30 },
        { name: 'Site 5', paused: true, interval: 60, before: 30 },
        { name: 'Site 6', paused: false, interval: 60, before: 30 },
        { name: 'Site 7', paused: false, interval: 60, before: 30 },
      ]);
      const notices = await h()
        .db.select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.workspaceId, user.workspaceId));
      const notice = notices.find((n) => n.title.endsWith('Starter'));
      expect([notice!.title, notice!.body]).toEqual([
        'Your workspace is now on Starter',
        'Resumed, as Starter has room for them: Site 7. Checked as often as you chose again, or as Starter allows: Site 2, Site 3, Site 4, Site 5, Site 6, Site 7.',
      ]);
      expect(await monitor('Site 7')).toMatchObject({ paused: false, pausedByPlan: false });
    });

    it("keeps each workspace's raw checks as long as its plan says", async () => {
      const nowMs = Date.now();
      const minute = (daysAgo: number) => Math.floor((nowMs - daysAgo * DAY_MS) / 60_000);
      const ages = [3, 10, 40, 100];
      const seqOf: Record<string, number> = {};
      for (const plan of ['free', 'pro', null] as const) {
        const user = await account();
        await h()
          .db.update(workspaces)
          .set({ enforcedPlan: plan })
          .where(eq(workspaces.id, user.workspaceId));
        const res = await user.call('POST', '/api/v1/monitors', {
          type: 'http',
          name: `On ${plan}`,
          url: 'https://93.184.215.14/',
          intervalSeconds: 300,
        });
        const [row] = await h()
          .db.select({ seq: monitors.seq })
          .from(monitors)
          .where(eq(monitors.id, res.json<{ id: string }>().id));
        seqOf[String(plan)] = row!.seq;
        await h()
          .db.insert(checkMinutes)
          .values(
            ages.map((days) => ({
              monitorSeq: row!.seq,
              minute: minute(days),
              downMs: 0,
              observedMs: 60_000,
              checks: 1,
              failures: 0,
              degraded: 0,
              hist: [],
              raw: new Uint8Array([1]),
            })),
          );
      }
      // Every hour before this one is summed, so the retention alone decides.
      await h()
        .db.insert(rollupMarks)
        .values({ level: 'hour', until: Math.floor(nowMs / 3_600_000) })
        .onConflictDoUpdate({
          target: rollupMarks.level,
          set: { until: Math.floor(nowMs / 3_600_000) },
        });
      const retention = rawRetention(h().config.billing);
      expect(retention).toMatchObject({ days: 30, byPlan: { free: 7, pro: 90, enterprise: 365 } });
      // In batches of two, as a downgrade's months of checks go in batches.
      expect(await pruneMinutes(h().db, retention, nowMs, 2)).toBe(3 + 1 + 2);
      const kept = async (plan: string) =>
        (
          await h()
            .db.select({ minute: checkMinutes.minute })
            .from(checkMinutes)
            .where(eq(checkMinutes.monitorSeq, seqOf[plan]!))
            .orderBy(desc(checkMinutes.minute))
        ).map((r) => r.minute);
      expect(await kept('free')).toEqual([minute(3)]);
      expect(await kept('pro')).toEqual([minute(3), minute(10), minute(40)]);
      // A workspace no plan was applied to yet keeps the instance's RESULT_RETENTION_DAYS.
      expect(await kept('null')).toEqual([minute(3), minute(10)]);
    });

    it('pauses the newest monitors beyond the new limit on a downgrade', async () => {
      const user = await account();
      const subscription = await subscribe(user, 'pro');
      await h()
        .db.update(workspaces)
        .set({ trialEndsAt: new Date(Date.now() - 1000) })
        .where(eq(workspaces.id, user.workspaceId));
      for (let n = 1; n <= 6; n++) {
        await user.call('POST', '/api/v1/monitors', {
          type: 'http',
          name: `Api ${n}`,
          url: `https://93.184.215.${n}/`,
          intervalSeconds: 300,
        });
      }
      stripe.cancelSubscription(subscription.id);
      const event = stripe.signedEvent('customer.subscription.deleted', subscription);
      await webhook(event.payload, event.signature);
      const paused = await h()
        .db.select({ name: monitors.name })
        .from(monitors)
        .where(eq(monitors.workspaceId, user.workspaceId));
      expect(paused).toHaveLength(6);
      const rows = await h()
        .db.select()
        .from(monitors)
        .where(eq(monitors.workspaceId, user.workspaceId));
      expect(rows.filter((m) => m.paused).map((m) => m.name)).toEqual(['Api 6']);
      expect(await user.summary()).toMatchObject({ plan: 'free', status: 'canceled' });
    });
  },
  {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: PRICES.starter,
    STRIPE_PRICE_STARTER_YEARLY: PRICES.starterYearly,
    STRIPE_PRICE_PRO: PRICES.pro,
    STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
    STRIPE_API_URL: stripe.url,
  },
);

describeEachDatabase('billing on a self-hosted instance', (h) => {
  it('is off: the page says so with the configured limits, and Stripe routes answer 404', async () => {
    const cookie = await signUpCookie(h().app);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      h().app.inject({ method, url, headers: { cookie }, payload });
    expect((await call('GET', '/api/v1/billing')).json()).toMatchObject({
      enabled: false,
      plan: 'self-hosted',
      trial: null,
      limits: { monitors: null, smsPerMonth: null, callsPerMonth: null, channels: null },
      checkout: { starter: [], pro: [], enterprise: [] },
    });
    const checkout = await call('POST', '/api/v1/billing/checkout', { plan: 'pro' });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json<{ message: string }>().message).toBe(
      'Billing is off on this instance: it is self-hosted',
    );
    expect((await call('POST', '/api/v1/billing/portal')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/billing/invoices')).statusCode).toBe(404);
    const hook = await h().app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
