import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { alertRules, deliveries, profiles, users, workspaceMembers } from '../../db/schema.js';
import { confirmDown, memberWithMonitor } from '../../test/alerted-member.js';
import { confirmEmailOf, describeEachDatabase, newUser, signUpCookie } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';

const twilio = await startReceiver((req) => ({
  status: 201,
  body: { sid: `${req.path.endsWith('/Calls.json') ? 'CA' : 'SM'}${'0'.repeat(32)}` },
}));
afterAll(() => twilio.close());

const rulesBody = (rules: object) => ({
  channelIds: [],
  notifyMembers: false,
  events: { down: true, recovery: true, degraded: false, certificateDays: null },
  reminderMinutes: null,
  escalation: null,
  ...rules,
});

describeEachDatabase(
  'alerts to members chosen by name',
  (h) => {
    /** Someone who signed up on their own, with email alerts on (the default). */
    async function person(firstName: string) {
      const { email } = newUser();
      await signUpCookie(h().app, { email, firstName, lastName: 'Stone' });
      await confirmEmailOf(h(), email);
      const [user] = await h().db.select().from(users).where(eq(users.email, email));
      return { userId: user!.id, email };
    }

    /** An owner with a monitor, and Bob added to their workspace as a member. */
    async function team() {
      const owner = await memberWithMonitor(h());
      const [ownerUser] = await h().db.select().from(users).where(eq(users.email, owner.email));
      const bob = await person('Bob');
      await h()
        .db.insert(workspaceMembers)
        .values({ workspaceId: owner.workspaceId, userId: bob.userId, role: 'member' });
      return { ...owner, ownerId: ownerUser!.id, bob };
    }

    async function setRules(t: Awaited<ReturnType<typeof team>>, rules: object, expected = 200) {
      const res = await t.api('PUT', `/api/v1/monitors/${t.monitorId}/alerts`, rulesBody(rules));
      expect(res.statusCode, res.body).toBe(expected);
      return res;
    }

    async function emailedAfterDown(t: Awaited<ReturnType<typeof team>>) {
      const incident = await confirmDown(h(), {
        workspaceId: t.workspaceId,
        monitorId: t.monitorId,
        startedAt: new Date(),
      });
      const rows = await h()
        .db.select({ kind: deliveries.kind, recipient: deliveries.recipient })
        .from(deliveries)
        .where(eq(deliveries.incidentId, incident.id));
      return { incident, emailed: rows.filter((r) => r.kind === 'email').map((r) => r.recipient) };
    }

    it('emails every member when the rule says all members', async () => {
      const t = await team();
      await setRules(t, { notifyMembers: true, memberIds: [t.bob.userId] });
      const { emailed } = await emailedAfterDown(t);
      expect(emailed.sort()).toEqual([t.email, t.bob.email].sort());
    });

    it('emails only the members the rule names', async () => {
      const t = await team();
      const saved = await setRules(t, { notifyMembers: false, memberIds: [t.bob.userId] });
      expect(saved.json()).toMatchObject({ notifyMembers: false, memberIds: [t.bob.userId] });
      const read = await t.api('GET', `/api/v1/monitors/${t.monitorId}/alerts`);
      expect(read.json()).toMatchObject({ memberIds: [t.bob.userId] });
      const { emailed } = await emailedAfterDown(t);
      expect(emailed).toEqual([t.bob.email]);
    });

    it('emails no member when the rule names nobody and not all members', async () => {
      const t = await team();
      await setRules(t, { notifyMembers: false, memberIds: [] });
      const { emailed } = await emailedAfterDown(t);
      expect(emailed).toEqual([]);
    });

    it('refuses a person who is not a member of the workspace, naming their place in the list', async () => {
      const t = await team();
      const stranger = await person('Eve');
      const res = await setRules(
        t,
        { memberIds: [t.bob.userId, stranger.userId, 'no-such-user'] },
        400,
      );
      expect(res.json()).toMatchObject({
        code: 'validation-failed',
        issues: [
          { path: 'memberIds.1', message: 'is not a member of this workspace' },
          { path: 'memberIds.2', message: 'is not a member of this workspace' },
        ],
      });
      const read = await t.api('GET', `/api/v1/monitors/${t.monitorId}/alerts`);
      expect(read.json()).toMatchObject({ notifyMembers: true, memberIds: [] });
    });

    it('refuses a non-member in the alerts of a new monitor, and creates no monitor', async () => {
      const t = await team();
      const stranger = await person('Eve');
      const res = await t.api('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Payments',
        url: 'http://127.0.0.1:9/pay',
        intervalSeconds: 60,
        timeoutSeconds: 5,
        alerts: rulesBody({ memberIds: [stranger.userId] }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        issues: [{ path: 'alerts.memberIds.0', message: 'is not a member of this workspace' }],
      });
      const list = await t.api('GET', '/api/v1/monitors');
      expect(list.json<{ items: { name: string }[] }>().items.map((m) => m.name)).toEqual([
        'Checkout',
      ]);
      const created = await t.api('POST', '/api/v1/monitors', {
        type: 'http',
        name: 'Payments',
        url: 'http://127.0.0.1:9/pay',
        intervalSeconds: 60,
        timeoutSeconds: 5,
        alerts: rulesBody({ memberIds: [t.bob.userId] }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const rules = await t.api('GET', `/api/v1/monitors/${id}/alerts`);
      expect(rules.json()).toMatchObject({ memberIds: [t.bob.userId] });
    });

    it('skips a named member who has left the workspace, and keeps their id in the rules', async () => {
      const t = await team();
      await setRules(t, { memberIds: [t.bob.userId, t.ownerId] });
      await h()
        .db.delete(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, t.workspaceId),
            eq(workspaceMembers.userId, t.bob.userId),
          ),
        );
      const { emailed } = await emailedAfterDown(t);
      expect(emailed).toEqual([t.email]);
      const read = await t.api('GET', `/api/v1/monitors/${t.monitorId}/alerts`);
      expect(read.json()).toMatchObject({ memberIds: [t.bob.userId, t.ownerId] });
    });

    /** Rules as stored before members could be chosen: no memberIds at all. */
    async function storeOldRules(t: Awaited<ReturnType<typeof team>>, notifyMembers: boolean) {
      await h()
        .db.update(alertRules)
        .set({ rules: rulesBody({ notifyMembers }) as never })
        .where(eq(alertRules.monitorId, t.monitorId));
    }

    it('reads rules saved before members could be chosen as all members or nobody, as they said', async () => {
      const t = await team();
      await storeOldRules(t, true);
      const read = await t.api('GET', `/api/v1/monitors/${t.monitorId}/alerts`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ notifyMembers: true, memberIds: [] });
      expect((await emailedAfterDown(t)).emailed.sort()).toEqual([t.email, t.bob.email].sort());

      const quiet = await team();
      await storeOldRules(quiet, false);
      expect((await emailedAfterDown(quiet)).emailed).toEqual([]);
    });

    it('saves rules sent without memberIds, as a client that predates them would', async () => {
      const t = await team();
      const saved = await setRules(t, { notifyMembers: false });
      expect(saved.json()).toMatchObject({ notifyMembers: false, memberIds: [] });
    });

    it("says on the incident why a chosen member's SMS and call could not go", async () => {
      const t = await team();
      const [profile] = await h()
        .db.select()
        .from(profiles)
        .where(eq(profiles.userId, t.bob.userId));
      await h()
        .db.update(profiles)
        .set({
          phone: null,
          phoneNumber: null,
          settings: {
            ...profile!.settings,
            emailNotifications: false,
            smsNotifications: true,
            phoneNotifications: true,
          },
        })
        .where(eq(profiles.userId, t.bob.userId));
      await setRules(t, { memberIds: [t.bob.userId] });
      const { incident } = await emailedAfterDown(t);
      const timeline = (await t.api('GET', `/api/v1/incidents/${incident.id}`)).json<{
        timeline: { kind: string; text: string }[];
      }>().timeline;
      const why = 'not sent: there is no phone number in their profile.';
      expect(
        timeline
          .filter((e) => e.kind === 'notification-failed')
          .map((e) => e.text)
          .sort(),
      ).toEqual([`Phone call to Bob Stone ${why}`, `SMS to Bob Stone ${why}`]);
    });
  },
  {
    ALLOW_PRIVATE_TARGETS: 'true',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: twilio.url,
  },
);
