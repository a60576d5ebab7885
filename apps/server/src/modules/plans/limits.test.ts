import { plans } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { workspaces } from '../../db/schema.js';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

// Public addresses as IP literals: creating a monitor needs no DNS, and nothing connects to them.
const target = (n: number) => `https://93.184.215.${n}/health`;

/** Stripe settings that turn billing on; these tests never reach Stripe. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_limitsTestsNeverCallStripe',
  STRIPE_WEBHOOK_SECRET: 'whsec_limitsTestsNeverCallStripe',
  STRIPE_PRICE_STARTER: 'price_starterMonthly',
  STRIPE_PRICE_PRO: 'price_proMonthly',
  STRIPE_PRICE_ENTERPRISE: 'price_enterpriseMonthly',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

describeEachDatabase(
  "the plan's limits",
  (h) => {
    async function account(onPlan: 'trial' | 'free') {
      const cookie = await signUpCookie(h().app);
      const me = await h().app.inject({ url: '/api/v1/me', headers: { cookie } });
      const workspaceId = me.json<{ workspace: { id: string } }>().workspace.id;
      if (onPlan === 'free') {
        await h()
          .db.update(workspaces)
          .set({ trialEndsAt: new Date(Date.now() - 1000), enforcedPlan: 'free' })
          .where(eq(workspaces.id, workspaceId));
      }
      const call = (method: string, url: string, payload?: object) =>
        h().app.inject({ method: method as 'POST', url, headers: { cookie }, payload });
      const monitor = (n: number, extra: object = {}) =>
        call('POST', '/api/v1/monitors', {
          type: 'http',
          name: `Site ${n}`,
          url: target(n),
          intervalSeconds: 300,
          ...extra,
        });
      return { call, monitor, workspaceId };
    }

    it('counts active monitors: the last one the Free plan allows, then a clear refusal', async () => {
      const { call, monitor } = await account('free');
      const allowed = plans.free.limits.monitors!;
      const ids: string[] = [];
      for (let n = 1; n <= allowed; n++) {
        const res = await monitor(n);
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json<{ id: string }>().id);
      }
      const refused = await monitor(allowed + 1);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        code: 'plan-limit',
        message: `Your Free plan allows ${allowed} active monitors, and ${allowed} are running. Upgrade your plan for more.`,
      });
      expect((await call('GET', '/api/v1/monitors')).json<{ total: number }>().total).toBe(allowed);

      // A paused monitor makes room; resuming it again is refused while the room is taken.
      const pause = await call('POST', '/api/v1/monitors/bulk', { action: 'pause', ids: [ids[0]] });
      expect(pause.statusCode, pause.body).toBe(200);
      expect((await monitor(allowed + 1)).statusCode).toBe(201);
      const resume = await call('POST', '/api/v1/monitors/bulk', {
        action: 'resume',
        ids: [ids[0]],
      });
      expect(resume.statusCode).toBe(402);
      expect(resume.json<{ code: string }>().code).toBe('plan-limit');
    });

    it("refuses an interval below the plan's minimum, naming it, on create and on edit", async () => {
      const { call, monitor } = await account('free');
      const fastest = plans.free.limits.minIntervalSeconds;
      const tooFast = await monitor(20, { intervalSeconds: fastest - 1 });
      expect(tooFast.statusCode).toBe(402);
      expect(tooFast.json()).toEqual({
        code: 'plan-limit',
        message: 'Your Free plan checks at most every 5 minutes. Upgrade your plan for more.',
        issues: [
          { path: 'intervalSeconds', message: 'Your Free plan checks at most every 5 minutes.' },
        ],
      });
      const ok = await monitor(21, { intervalSeconds: fastest });
      expect(ok.statusCode).toBe(201);
      const id = ok.json<{ id: string }>().id;
      const edit = await call('PATCH', `/api/v1/monitors/${id}`, { intervalSeconds: 60 });
      expect(edit.statusCode).toBe(402);
      // Editing anything else keeps the monitor as it is.
      expect((await call('PATCH', `/api/v1/monitors/${id}`, { name: 'Renamed' })).statusCode).toBe(
        200,
      );
      // A heartbeat is pinged, not checked: its period is the job's, not the plan's.
      const heartbeat = await call('POST', '/api/v1/monitors', {
        type: 'heartbeat',
        name: 'Every minute job',
        periodSeconds: 60,
        graceSeconds: 30,
      });
      expect(heartbeat.statusCode, heartbeat.body).toBe(201);
    });

    it('gives a new account the Pro trial: 10-second checks are refused, 30-second ones are not', async () => {
      const { monitor } = await account('trial');
      const res = await monitor(30, { intervalSeconds: 10 });
      expect(res.statusCode).toBe(402);
      expect(res.json<{ message: string }>().message).toBe(
        'Your Pro trial checks at most every 30 seconds. Upgrade your plan for more.',
      );
      expect((await monitor(31, { intervalSeconds: 30 })).statusCode).toBe(201);
    });

    it('counts notification channels', async () => {
      const { call } = await account('free');
      const allowed = plans.free.limits.channels!;
      const channel = (n: number) =>
        call('POST', '/api/v1/channels', {
          kind: 'webhook',
          name: `Hook ${n}`,
          config: { url: `https://93.184.215.${n}/hook` },
        });
      for (let n = 1; n <= allowed; n++) expect((await channel(n)).statusCode).toBe(201);
      const refused = await channel(allowed + 1);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<{ message: string }>().message).toBe(
        `Your Free plan allows ${allowed} notification channels. Upgrade your plan for more.`,
      );
    });

    it('lets two requests at once take only the last free place', async () => {
      const { monitor, call } = await account('free');
      const allowed = plans.free.limits.monitors!;
      for (let n = 1; n < allowed; n++) expect((await monitor(40 + n)).statusCode).toBe(201);
      const both = await Promise.all([monitor(50), monitor(51)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 402]);
      expect((await call('GET', '/api/v1/monitors')).json<{ total: number }>().total).toBe(allowed);
    });
  },
  stripeEnv,
);

describeEachDatabase(
  'self-hosted limits',
  (h) => {
    it('apply from the configuration, named as the instance’s', async () => {
      const cookie = await signUpCookie(h().app);
      const create = (n: number) =>
        h().app.inject({
          method: 'POST',
          url: '/api/v1/monitors',
          headers: { cookie },
          payload: { type: 'http', name: `Box ${n}`, url: target(n), intervalSeconds: 10 },
        });
      expect((await create(1)).statusCode).toBe(201);
      expect((await create(2)).statusCode).toBe(201);
      const refused = await create(3);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<{ message: string }>().message).toBe(
        'This instance allows 2 active monitors, and 2 are running. Ask the administrator of this instance to raise it.',
      );
    });
  },
  { LIMIT_MONITORS: '2' },
);
