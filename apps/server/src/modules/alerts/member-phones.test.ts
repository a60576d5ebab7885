import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { deliveries, profiles, users } from '../../db/schema.js';
import { confirmDown, memberWithMonitor } from '../../test/alerted-member.js';
import { describeEachDatabase } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';

const twilio = await startReceiver((req) => ({
  status: 201,
  body: { sid: `${req.path.endsWith('/Calls.json') ? 'CA' : 'SM'}${'0'.repeat(32)}` },
}));
afterAll(() => twilio.close());

// Profiles written before sign-up and PATCH /api/v1/me stored numbers in E.164 kept whatever the
// person typed; alerts to them must reach the number they meant or say why they cannot.
describeEachDatabase(
  "SMS and calls to a member's own phone",
  (h) => {
    /** A member whose profile holds `storedPhone` as an old row would, with SMS and calls on. */
    async function memberWithStoredPhone(storedPhone: string) {
      const member = await memberWithMonitor(h());
      const [user] = await h().db.select().from(users).where(eq(users.email, member.email));
      await h()
        .db.update(profiles)
        .set({ phone: storedPhone, phoneNumber: storedPhone })
        .where(eq(profiles.userId, user!.id));
      await member.api('PATCH', '/api/v1/me/settings', {
        emailNotifications: false,
        smsNotifications: true,
        phoneNotifications: true,
      });
      return member;
    }

    const confirmDownNow = (workspaceId: string, monitorId: string) =>
      confirmDown(h(), { workspaceId, monitorId, startedAt: new Date() });

    it('texts and calls a number stored with spaces and a (0) at its E.164 form', async () => {
      const { workspaceId, monitorId } = await memberWithStoredPhone('+44 (0)20 7946 0018');
      const incident = await confirmDownNow(workspaceId, monitorId);
      const rows = await h()
        .db.select({ kind: deliveries.kind, recipient: deliveries.recipient })
        .from(deliveries)
        .where(eq(deliveries.incidentId, incident.id));
      expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
        { kind: 'sms', recipient: '+442079460018' },
        { kind: 'voice', recipient: '+442079460018' },
      ]);
      const before = twilio.requests.length;
      await h().alerting.dispatcher.runOnce();
      const sent = twilio.requests.slice(before).map((r) => r.form().get('To'));
      expect(sent).toEqual(['+442079460018', '+442079460018']);
    });

    it.each([
      ['without a country code', '555 0100'],
      ['that is not a valid number', '+1 555 0100'],
    ])(
      'sends nothing to a number %s, and says so on the incident and in the inbox',
      async (_label, storedPhone) => {
        const { api, workspaceId, monitorId } = await memberWithStoredPhone(storedPhone);
        const incident = await confirmDownNow(workspaceId, monitorId);
        expect(
          await h().db.select().from(deliveries).where(eq(deliveries.incidentId, incident.id)),
        ).toEqual([]);
        const why = `not sent: the phone number in their profile, ${storedPhone}, is not a valid number in international form (+ and the country code, like +1 415 555 0123).`;
        const expected = [`Phone call to Ada Lovelace ${why}`, `SMS to Ada Lovelace ${why}`];
        const timeline = (await api('GET', `/api/v1/incidents/${incident.id}`)).json<{
          timeline: { kind: string; text: string }[];
        }>().timeline;
        const failedOnIncident = timeline.filter((e) => e.kind === 'notification-failed');
        expect(failedOnIncident.map((e) => e.text).sort()).toEqual(expected);
        const inbox = (await api('GET', '/api/v1/notifications')).json<{
          items: { event: string; title: string; body: string }[];
        }>().items;
        const failed = inbox.filter((n) => n.event === 'delivery-failed');
        expect(failed.map((n) => n.body).sort()).toEqual(expected);
        expect(failed.every((n) => n.title === 'An alert could not be delivered')).toBe(true);
      },
    );
  },
  {
    ALLOW_PRIVATE_TARGETS: 'true',
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: twilio.url,
  },
);
