import { eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import {
  accountExports,
  auditLog,
  checkDays,
  incidentEvents,
  monitors,
  sessions,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { confirmDown } from '../../test/alerted-member.js';
import { cookieFrom, describeEachDatabase, newUser, nextIp } from '../../test/harness.js';
import { startStripeApi } from '../../test/stripe-api.js';

const SECRET_KEY = 'sk_test_tocsinAccountDeletion0123456789';
const WEBHOOK_SECRET = 'whsec_tocsinAccountDeletionSecret';
const PRICE = 'price_starterMonthly';

const stripe = await startStripeApi({
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
  prices: [{ id: PRICE, interval: 'month', unitAmount: 1500 }],
});
afterAll(() => stripe.close());
const port = new URL(stripe.url).port;
const stripeClient = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http' });
const statusAtStripe = async (id: string) => (await stripeClient.subscriptions.retrieve(id)).status;

describeEachDatabase(
  'deleting your account',
  (h) => {
    async function person(overrides: Record<string, unknown> = {}) {
      const body = newUser(overrides);
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: nextIp(),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const cookie = cookieFrom(res);
      const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        h().app.inject({ method, url, headers: { cookie }, payload, remoteAddress: nextIp() });
      const me = (await call('GET', '/api/v1/me')).json<{
        profile: { id: string };
        workspace: { id: string };
      }>();
      return {
        email: body.email,
        password: body.password,
        cookie,
        call,
        id: me.profile.id,
        workspaceId: me.workspace.id,
      };
    }
    type Person = Awaited<ReturnType<typeof person>>;
    const remove = (p: Person, confirmEmail = p.email) =>
      p.call('DELETE', '/api/v1/me', { confirmEmail });

    /** Pays for a plan as a customer does: Checkout, then Stripe's webhook. */
    async function subscribe(p: Person) {
      const res = await p.call('POST', '/api/v1/billing/checkout', { plan: 'starter' });
      expect(res.statusCode, res.body).toBe(200);
      const sessionId = new URL(res.json<{ url: string }>().url).pathname.split('/').pop()!;
      const { session, subscription } = stripe.completeCheckout(sessionId);
      const event = stripe.signedEvent('checkout.session.completed', session);
      const hook = await h().app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
      expect(hook.statusCode).toBe(200);
      return subscription;
    }

    /** The session as if it signed in 11 minutes ago. */
    const age = (p: Person) =>
      h()
        .db.update(sessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.userId, p.id));

    it('refuses a mistyped email and a session that signed in over 10 minutes ago', async () => {
      const p = await person();
      const wrong = await remove(p, 'someone.else@example.com');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'validation-failed',
        issues: [{ path: 'confirmEmail' }],
      });
      const empty = await remove(p, '   ');
      expect(empty.statusCode).toBe(400);

      await age(p);
      const stale = await remove(p);
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ code: 'reauthentication-required' });
      expect(await h().db.select().from(users).where(eq(users.id, p.id))).toHaveLength(1);

      // Confirming the password opens the way again.
      const confirmed = await p.call('POST', '/api/v1/me/reauthenticate', { password: p.password });
      expect(confirmed.statusCode).toBe(200);
      expect((await remove(p, p.email.toUpperCase())).statusCode).toBe(200);
    });

    it('refuses while the person is the only owner of a workspace others are in, naming it', async () => {
      const owner = await person();
      const member = await person();
      const team = await owner.call('POST', '/api/v1/workspaces', { name: 'Night shift' });
      expect(team.statusCode, team.body).toBe(201);
      const teamId = team.json<{ id: string }>().id;
      await h()
        .db.insert(workspaceMembers)
        .values({ workspaceId: teamId, userId: member.id, role: 'member' });

      const preview = (await owner.call('GET', '/api/v1/me/deletion')).json<{
        blocking: { name: string; members: number }[];
        deleted: { name: string }[];
      }>();
      expect(preview.blocking).toEqual([
        expect.objectContaining({ name: 'Night shift', members: 2 }),
      ]);
      expect(preview.deleted.map((w) => w.name)).toHaveLength(1);

      const refused = await remove(owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(
        /only owner of "Night shift".*Transfer ownership/,
      );
      expect(await h().db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);

      // Once the member is owner, the account goes and the team stays, with the departure logged.
      await h()
        .db.update(workspaceMembers)
        .set({ role: 'owner' })
        .where(eq(workspaceMembers.userId, member.id));
      expect((await remove(owner)).statusCode).toBe(200);
      const [kept] = await h().db.select().from(workspaces).where(eq(workspaces.id, teamId));
      expect(kept).toBeDefined();
      const log = await h().db.select().from(auditLog).where(eq(auditLog.workspaceId, teamId));
      expect(log.find((e) => e.action === 'member.left')).toMatchObject({
        targetId: owner.id,
        actorId: owner.id,
      });
      expect(
        await h()
          .db.select()
          .from(workspaceMembers)
          .where(eq(workspaceMembers.workspaceId, teamId)),
      ).toEqual([expect.objectContaining({ userId: member.id, role: 'owner' })]);
    });

    it('deletes the personal workspace and its data, cancels its subscription, ends every session and lets the email sign up again', async () => {
      const p = await person();
      const second = await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: nextIp(),
        payload: { email: p.email, password: p.password },
      });
      const otherCookie = cookieFrom(second);
      const monitor = await p.call('POST', '/api/v1/monitors', {
        name: 'Nightly backup',
        type: 'heartbeat',
        periodSeconds: 3600,
        graceSeconds: 60,
      });
      expect(monitor.statusCode, monitor.body).toBe(201);
      const monitorId = monitor.json<{ id: string }>().id;
      const [{ seq }] = (await h()
        .db.select({ seq: monitors.seq })
        .from(monitors)
        .where(eq(monitors.id, monitorId))) as [{ seq: number }];
      await h().db.insert(checkDays).values({
        monitorSeq: seq,
        day: 20_000,
        downMs: 0,
        observedMs: 86_400_000,
        checks: 24,
        failures: 0,
        degraded: 0,
        hist: [],
      });
      expect((await p.call('POST', '/api/v1/me/export')).statusCode).toBe(202);
      const subscription = await subscribe(p);
      expect(await statusAtStripe(subscription.id)).toMatch(/^(active|trialing)$/);

      const res = await remove(p);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['set-cookie']).toMatch(/better-auth\.session_token=; Path=\/; Max-Age=0/);

      expect(await statusAtStripe(subscription.id)).toBe('canceled');
      expect(
        stripe.requests.some(
          (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${String(subscription.id)}`,
        ),
      ).toBe(true);
      expect(await h().db.select().from(users).where(eq(users.id, p.id))).toEqual([]);
      expect(await h().db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);
      expect(
        await h().db.select().from(workspaces).where(eq(workspaces.id, p.workspaceId)),
      ).toEqual([]);
      expect(await h().db.select().from(monitors).where(eq(monitors.id, monitorId))).toEqual([]);
      expect(await h().db.select().from(checkDays).where(eq(checkDays.monitorSeq, seq))).toEqual(
        [],
      );
      expect(
        await h().db.select().from(accountExports).where(eq(accountExports.userId, p.id)),
      ).toEqual([]);
      for (const cookie of [p.cookie, otherCookie]) {
        const me = await h().app.inject({ url: '/api/v1/me', headers: { cookie } });
        expect(me.statusCode).toBe(401);
      }
      const goodbye = await h().smtp.waitFor(p.email, /account was deleted/);
      expect(goodbye.text).toMatch(/sign up again/);

      const signIn = await h().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: nextIp(),
        payload: { email: p.email, password: p.password },
      });
      expect(signIn.statusCode).toBe(401);
      const again = await person({ email: p.email });
      expect(again.id).not.toBe(p.id);
      const [workspace] = await h()
        .db.select()
        .from(workspaces)
        .where(inArray(workspaces.id, [again.workspaceId]));
      expect(workspace).toMatchObject({ stripeSubscriptionId: null });
    });

    /** Every text and JSON column of every table that holds `text`, in any case: `table.column`. */
    async function whereTextIs(text: string) {
      // Both drivers answer a raw statement with its rows in `rows`.
      const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
      const columns = rowsOf<{ table: string; column: string }>(
        await h().db.execute(sql`
        select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`),
      );
      expect(columns.length).toBeGreaterThan(50);
      const found: string[] = [];
      for (const { table, column } of columns) {
        const rows = rowsOf<{ n: number }>(
          await h().db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)}
                where strpos(lower(${sql.identifier(column)}::text), ${text.toLowerCase()}) > 0`,
          ),
        );
        if (rows[0]!.n > 0) found.push(`${table}.${column}`);
      }
      return found;
    }

    it('leaves the address in no table at once: links, invitations, audit logs, timelines, inboxes', async () => {
      const owner = await person();
      const team = await owner.call('POST', '/api/v1/workspaces', { name: 'Night shift' });
      const teamId = team.json<{ id: string }>().id;
      const p = await person();
      // Invited by the owner (the invitation and its audit entry hold the address), and joined.
      const invited = await owner.call('POST', '/api/v1/invitations', {
        email: p.email,
        role: 'member',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const mail = await h().smtp.waitFor(p.email, /invited you/);
      const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      expect((await p.call('POST', '/api/v1/invitations/accept', { token })).statusCode).toBe(200);
      // Invited to another workspace too, and not answered yet.
      const other = await person();
      await other.call('POST', '/api/v1/invitations', { email: p.email, role: 'viewer' });
      // A reset link, a change of address waiting for its link, and the sign-up's confirmation
      // link noted (the person never confirmed the address).
      await h().app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: nextIp(),
        payload: { email: p.email },
      });
      const moving = await p.call('POST', '/api/v1/me/email', {
        newEmail: `elsewhere.${crypto.randomUUID()}@example.com`,
      });
      expect(moving.statusCode, moving.body).toBe(202);
      // The team's monitor goes down: its members are alerted, and this one's address, not
      // confirmed, is named in the incident's timeline and in everyone's inbox.
      const monitor = await owner.call('POST', '/api/v1/monitors', {
        name: 'Checkout',
        type: 'heartbeat',
        periodSeconds: 3600,
        graceSeconds: 60,
      });
      const monitorId = monitor.json<{ id: string }>().id;
      await owner.call('PUT', `/api/v1/monitors/${monitorId}/alerts`, {
        channelIds: [],
        notifyMembers: true,
        events: { down: true, recovery: true, degraded: false, certificateDays: null },
        reminderMinutes: null,
        escalation: null,
      });
      const [{ workspaceId }] = (await h()
        .db.select({ workspaceId: monitors.workspaceId })
        .from(monitors)
        .where(eq(monitors.id, monitorId))) as [{ workspaceId: string }];
      expect(workspaceId).toBe(teamId);
      const incident = await confirmDown(h(), { workspaceId, monitorId, startedAt: new Date() });
      const before = await whereTextIs(p.email);
      expect(before).toEqual(
        expect.arrayContaining([
          'users.email',
          'verifications.value',
          'workspace_invitations.email',
          'audit_log.target_name',
          'incident_events.text',
          'notifications.body',
        ]),
      );

      expect((await remove(p)).statusCode).toBe(200);
      expect(await whereTextIs(p.email)).toEqual([]);
      // What the team keeps names the person instead.
      const log = await h().db.select().from(auditLog).where(eq(auditLog.workspaceId, teamId));
      expect(log.find((e) => e.action === 'member.invited')).toMatchObject({
        targetName: 'Ada Lovelace',
        changes: { email: { after: 'Ada Lovelace' } },
      });
      const timeline = await h()
        .db.select({ text: incidentEvents.text })
        .from(incidentEvents)
        .where(eq(incidentEvents.incidentId, incident.id));
      expect(timeline.map((e) => e.text).join('\n')).toContain('Email to Ada Lovelace not sent');
    });

    it('deletes nothing when Stripe cannot cancel the subscription', async () => {
      const p = await person();
      await subscribe(p);
      stripe.failNext('DELETE', '/v1/subscriptions', 500, {
        type: 'api_error',
        message: 'Something went wrong on our end.',
      });
      stripe.failNext('DELETE', '/v1/subscriptions', 500, {
        type: 'api_error',
        message: 'Something went wrong on our end.',
      });
      stripe.failNext('DELETE', '/v1/subscriptions', 500, {
        type: 'api_error',
        message: 'Something went wrong on our end.',
      });
      const res = await remove(p);
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toMatch(/Try again in a minute/);
      expect(await h().db.select().from(users).where(eq(users.id, p.id))).toHaveLength(1);
    });
  },
  {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_STARTER: PRICE,
    STRIPE_PRICE_PRO: PRICE,
    STRIPE_PRICE_ENTERPRISE: PRICE,
    STRIPE_API_URL: stripe.url,
  },
);
