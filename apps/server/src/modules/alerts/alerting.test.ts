import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { channels, deliveries, incidents, type AlertMessage } from '../../db/schema.js';
import { fakeClock } from '../../test/clock.js';
import { confirmEmailOf, describeEachDatabase, signUpCookie } from '../../test/harness.js';
import { createMailer } from '../../lib/mailer.js';
import { startReceiver } from '../../test/receiver.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createAlerting } from './alerting.js';
import { createTargetResolver } from '../../lib/network/target-guard.js';
import { createLocalRunner } from '../engine/runner.js';
import { createEngine } from '../engine/engine.js';
import { createDatabaseResultSink } from '../engine/result-sink.js';
import { activeMaintenance } from '../maintenance/maintenance.js';
import { utc } from './message.js';
import { freePort, until } from '../../test/wait.js';

const receiver = await startReceiver();
afterAll(() => receiver.close());

/** PagerDuty as its Events API behaves: one incident per dedup_key, however often triggered. */
const pagerduty = new Map<string, { status: 'triggered' | 'resolved'; triggers: number }>();
const twilio: { path: string; form: URLSearchParams }[] = [];
const hooks: { path: string; body: unknown; headers: http.IncomingHttpHeaders; raw: string }[] = [];
beforeEach(() => {
  receiver.reply((req) => {
    if (req.path === '/v2/enqueue') {
      const event = req.json() as { dedup_key: string; event_action: string };
      const known = pagerduty.get(event.dedup_key);
      if (event.event_action === 'trigger')
        pagerduty.set(event.dedup_key, {
          status: 'triggered',
          triggers: (known?.triggers ?? 0) + 1,
        });
      else if (known) known.status = 'resolved';
      return {
        status: 202,
        body: { status: 'success', message: 'Event processed', dedup_key: event.dedup_key },
      };
    }
    if (req.path.includes('/Accounts/')) {
      twilio.push({ path: req.path, form: req.form() });
      const prefix = req.path.endsWith('/Calls.json') ? 'CA' : 'SM';
      return { status: 201, body: { sid: `${prefix}${'0'.repeat(32)}`, status: 'queued' } };
    }
    hooks.push({ path: req.path, body: req.json(), headers: req.headers, raw: req.body });
    return { status: 200, body: 'ok' };
  });
});

let healthy = true;
let target: http.Server;
let targetPort = 0;
beforeAll(async () => {
  target = http.createServer((_req, res) => {
    res.writeHead(healthy ? 200 : 503).end(healthy ? 'ok' : 'maintenance');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetPort = (target.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => target.close(resolve)));

const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
const TWILIO_TOKEN = 'twilio-auth-token-for-tests';

/** Twilio's request signature, computed here as its docs describe (not with Tocsin's code). */
function twilioSignature(url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', TWILIO_TOKEN).update(data).digest('base64');
}

const SECRET = `whsec_${Buffer.from('standard-webhooks-secret-for-tests!!').toString('base64')}`;

describeEachDatabase(
  'alerting',
  (h) => {
    let cookie = '';
    let email = '';
    let workspaceId = '';
    const api = async (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
    ) =>
      h().app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    beforeAll(async () => {
      email = `oncall.${Date.now()}@example.com`;
      cookie = await signUpCookie(h().app, { email });
      await confirmEmailOf(h(), email);
      workspaceId = (await api('GET', '/api/v1/me')).json<{ workspace: { id: string } }>().workspace
        .id;
    });

    async function newMonitor(name: string) {
      const res = await api('POST', '/api/v1/monitors', {
        type: 'http',
        name,
        url: `http://127.0.0.1:${targetPort}/${name.toLowerCase().replace(/\W+/g, '-')}`,
        intervalSeconds: 10,
        timeoutSeconds: 5,
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    }

    async function newChannel(body: object) {
      const res = await api('POST', '/api/v1/channels', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string; signingSecret?: string }>();
    }

    async function setRules(monitorId: string, rules: object) {
      const res = await api('PUT', `/api/v1/monitors/${monitorId}/alerts`, {
        channelIds: [],
        notifyMembers: false,
        events: { down: true, recovery: true, degraded: false, certificateDays: null },
        reminderMinutes: null,
        escalation: null,
        ...rules,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    /** What the engine does when a failure is confirmed: the incident and its plan, in one transaction. */
    async function confirmDown(monitorId: string, now = new Date()) {
      return h().db.transaction(async (tx) => {
        const [incident] = await tx
          .insert(incidents)
          .values({
            id: crypto.randomUUID(),
            workspaceId,
            monitorId,
            startedAt: new Date(now.getTime() - 2000),
            confirmedAt: now,
            causeKind: 'http-status',
            cause: {
              status: 'down',
              errorKind: 'http-status',
              message: 'HTTP 503 Service Unavailable',
              statusCode: 503,
              timings: { total: 3 },
              bytesRead: 11,
              remoteAddress: '127.0.0.1',
              checkedAt: now.toISOString(),
              certificate: null,
              details: null,
            },
          })
          .returning();
        const maintenance = await activeMaintenance(tx, workspaceId, monitorId, now);
        await h().alerting.planner.incidentOpened(tx, {
          incident: incident!,
          failures: 2,
          maintenance,
          now,
        });
        return incident!;
      });
    }

    async function resolveIncident(incidentId: string, now = new Date()) {
      await h().db.transaction(async (tx) => {
        const [row] = await tx
          .update(incidents)
          .set({ status: 'resolved', resolvedAt: now })
          .where(eq(incidents.id, incidentId))
          .returning();
        await h().alerting.planner.incidentResolved(tx, { incident: row!, now });
      });
    }

    // An incident's deliveries are alerts; only a subscriber's carry a status page update.
    const deliveriesOf = async (incidentId: string) =>
      (await h().db.select().from(deliveries).where(eq(deliveries.incidentId, incidentId))).map(
        (r) => ({ ...r, message: r.message as AlertMessage }),
      );
    const detail = async (incidentId: string) =>
      (await api('GET', `/api/v1/incidents/${incidentId}`)).json<{
        status: string;
        acknowledgedBy: string | null;
        timeline: { kind: string; text: string }[];
        deliveries: {
          target: string;
          event: string;
          status: string;
          attempts: { ok: boolean; statusCode: number | null; error: string | null }[];
        }[];
      }>();

    /** Runs the dispatcher until every delivery of the incident is final (or the time is up). */
    async function drain(incidentId: string, timeoutMs = 10_000) {
      return until(
        async () => {
          await h().alerting.dispatcher.runOnce();
          return deliveriesOf(incidentId);
        },
        (rows) =>
          rows.length > 0 && rows.every((r) => r.status === 'delivered' || r.status === 'failed'),
        { timeoutMs },
      );
    }

    it('keeps channel secrets encrypted, never returns them, and keeps them on an edit that leaves them out', async () => {
      const created = await newChannel({
        kind: 'slack',
        name: '#ops',
        config: { webhookUrl: `${receiver.url}/slack/T000/B000/XXXXSECRETXXXX` },
      });
      expect(JSON.stringify(created)).not.toContain('XXXXSECRETXXXX');
      expect(created).toMatchObject({ secretsSet: ['webhookUrl'], config: {} });
      const [row] = await h().db.select().from(channels).where(eq(channels.id, created.id));
      expect(row!.secrets).toMatch(/^v1\./);
      expect(row!.secrets).not.toContain('XXXXSECRETXXXX');
      const listed = await api('GET', '/api/v1/channels');
      expect(listed.body).not.toContain('XXXXSECRETXXXX');
      const renamed = await api('PATCH', `/api/v1/channels/${created.id}`, {
        name: '#ops-alerts',
        config: { webhookUrl: '' },
      });
      expect(renamed.json()).toMatchObject({ name: '#ops-alerts', secretsSet: ['webhookUrl'] });
      const test = await api('POST', `/api/v1/channels/${created.id}/test`);
      expect(test.statusCode).toBe(202);
      const deliveryId = test.json<{ id: string }>().id;
      const done = await until(
        async () => {
          await h().alerting.dispatcher.runOnce();
          return (await api('GET', `/api/v1/deliveries/${deliveryId}`)).json<{ status: string }>();
        },
        (d) => d.status === 'delivered',
      );
      expect(done).toMatchObject({ status: 'delivered', event: 'test' });
      expect(hooks.at(-1)!.path).toBe('/slack/T000/B000/XXXXSECRETXXXX');
    });

    it("refuses bad channel input with the field named, and hides other workspaces' channels", async () => {
      const bad = await api('POST', '/api/v1/channels', {
        kind: 'pagerduty',
        name: 'PD',
        config: { routingKey: 'short' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'validation-failed',
        message: 'config.routingKey: The integration key is 32 letters and digits',
      });
      const other = await signUpCookie(h().app);
      const mine = await newChannel({
        kind: 'webhook',
        name: 'Mine',
        config: { url: `${receiver.url}/mine` },
      });
      const peek = await h().app.inject({
        method: 'GET',
        url: `/api/v1/channels/${mine.id}`,
        headers: { cookie: other },
      });
      expect(peek.statusCode).toBe(404);
      const kinds = (await api('GET', '/api/v1/channels/kinds')).json<{
        items: { kind: string; available: boolean }[];
      }>();
      expect(kinds.items).toHaveLength(14);
      expect(kinds.items.every((k) => k.available)).toBe(true);
    });

    it('alerts a signed webhook, PagerDuty and the member by email on down, and resolves them all on recovery', async () => {
      const monitorId = await newMonitor('Checkout API');
      const hook = await newChannel({
        kind: 'webhook',
        name: 'Ops hook',
        config: { url: `${receiver.url}/hook`, secret: SECRET },
      });
      const pd = await newChannel({
        kind: 'pagerduty',
        name: 'On-call',
        config: { routingKey: 'R0123456789abcdef0123456789abcde' },
      });
      await setRules(monitorId, { channelIds: [hook.id, pd.id], notifyMembers: true });
      const before = hooks.length;
      const incident = await confirmDown(monitorId);
      const sent = await drain(incident.id);
      expect(sent.map((d) => [d.kind, d.status]).sort()).toEqual([
        ['email', 'delivered'],
        ['pagerduty', 'delivered'],
        ['webhook', 'delivered'],
      ]);
      const hookCall = hooks.slice(before).find((x) => x.path === '/hook')!;
      const verified = new Webhook(SECRET).verify(hookCall.raw, {
        'webhook-id': String(hookCall.headers['webhook-id']),
        'webhook-timestamp': String(hookCall.headers['webhook-timestamp']),
        'webhook-signature': String(hookCall.headers['webhook-signature']),
      });
      expect(verified).toMatchObject({
        type: 'monitor.down',
        data: { monitor: { name: 'Checkout API' } },
      });
      const mail = await h().smtp.waitFor(email, /Checkout API is down/);
      expect(mail.text).toContain('HTTP 503 Service Unavailable');
      expect(mail.html).toContain('Acknowledge');
      expect(pagerduty.get(`tocsin-${incident.id}`)).toEqual({ status: 'triggered', triggers: 1 });

      await resolveIncident(incident.id);
      const all = await drain(incident.id);
      expect(
        all
          .filter((d) => d.event === 'up')
          .map((d) => d.kind)
          .sort(),
      ).toEqual(['email', 'pagerduty', 'webhook']);
      expect(pagerduty.get(`tocsin-${incident.id}`)!.status).toBe('resolved');
      const unread = async () =>
        (await api('GET', '/api/v1/notifications?filter=unread')).json<{
          items: { title: string; incidentId: string | null }[];
          unread: number;
        }>();
      expect((await unread()).items.map((n) => n.title)).toEqual(
        expect.arrayContaining(['Checkout API is down', 'Checkout API is up']),
      );
      const timeline = (await detail(incident.id)).timeline.map((e) => e.kind);
      expect(timeline[0]).toBe('detected');
      expect(timeline[1]).toBe('confirmed');
      expect(timeline.filter((k) => k === 'notification-sent')).toHaveLength(6);
      expect(timeline.at(-1) === 'resolved' || timeline.includes('resolved')).toBe(true);
      // Opening the incident is reading what the inbox said of it.
      expect((await unread()).items.filter((n) => n.incidentId === incident.id)).toEqual([]);
    });

    it('delivers once after a provider 500, with both attempts on the incident', async () => {
      const monitorId = await newMonitor('Flaky provider');
      const hook = await newChannel({
        kind: 'webhook',
        name: 'Flaky',
        config: { url: `${receiver.url}/flaky` },
      });
      await setRules(monitorId, { channelIds: [hook.id] });
      let calls = 0;
      receiver.reply((req) => {
        if (req.path !== '/flaky') return { status: 200 };
        calls += 1;
        return calls === 1
          ? { status: 500, body: 'upstream exploded' }
          : { status: 200, body: 'ok' };
      });
      const incident = await confirmDown(monitorId);
      await drain(incident.id);
      expect(calls).toBe(2);
      const [d] = (await detail(incident.id)).deliveries;
      expect(d).toMatchObject({ status: 'delivered' });
      expect(d!.attempts.map((a) => [a.ok, a.statusCode])).toEqual([
        [false, 500],
        [true, 200],
      ]);
      expect(d!.attempts[0]!.error).toBe('The webhook answered 500: upstream exploded');
      const kinds = (await detail(incident.id)).timeline.map((e) => e.kind);
      expect(kinds).toContain('notification-retrying');
      expect(kinds).toContain('notification-sent');
    });

    it('gives up on a provider that hangs after the timeout, and delivers on the retry', async () => {
      const monitorId = await newMonitor('Hanging provider');
      const hook = await newChannel({
        kind: 'webhook',
        name: 'Slow',
        config: { url: `${receiver.url}/slow` },
      });
      await setRules(monitorId, { channelIds: [hook.id] });
      let calls = 0;
      receiver.reply((req) => {
        if (req.path !== '/slow') return { status: 200 };
        calls += 1;
        return calls === 1 ? { hang: true } : { status: 204 };
      });
      const incident = await confirmDown(monitorId);
      await drain(incident.id);
      const [d] = (await detail(incident.id)).deliveries;
      expect(d).toMatchObject({ status: 'delivered' });
      expect(d!.attempts.map((a) => [a.ok, a.error])).toEqual([
        [false, expect.stringMatching(/did not answer within 1 s/)],
        [true, null],
      ]);
    });

    it('keeps an email while the SMTP server is down and delivers it once the server is back', async () => {
      const port = await freePort();
      const log = pino({ level: 'silent' });
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Tocsin <alerts@example.com>',
        dataDir: h().config.dataDir,
        log,
      });
      // The dispatcher's time, for its retries.
      const time = fakeClock(Date.now());
      const own = createAlerting({
        config: h().config,
        db: h().db,
        bus: h().bus,
        mailer,
        log,
        guard: createTargetResolver({ allowPrivate: true }),
        plan: h().services.plan,
        dispatcher: { retryBaseMs: 200 },
        clock: time.clock,
      });
      const monitorId = await newMonitor('Mail outage');
      await setRules(monitorId, { notifyMembers: true });
      const incident = await confirmDown(monitorId);
      // Three seconds of the dispatcher's time, looking every 100 ms.
      await time.advanceTo(Date.now());
      for (let look = 0; look < 30; look += 1) {
        await own.dispatcher.runOnce();
        await time.advance(100);
      }
      const [waiting] = await deliveriesOf(incident.id);
      expect(waiting).toMatchObject({ status: 'pending', kind: 'email' });
      expect(waiting!.attempts).toBeGreaterThanOrEqual(3);
      expect(waiting!.lastError).toMatch(
        /Could not reach the mail server: ECONNREFUSED|ESOCKET|ECONNECTION/,
      );
      const sink = await startSmtpSink(port);
      try {
        const [row] = await until(
          async () => {
            await time.advance(100);
            await own.dispatcher.runOnce();
            return deliveriesOf(incident.id);
          },
          (rows) => rows[0]?.status === 'delivered',
          { timeoutMs: 15_000 },
        );
        expect(row!.attempts).toBeGreaterThanOrEqual(4);
        expect(sink.messages.filter((m) => m.subject.includes('Mail outage is down'))).toHaveLength(
          1,
        );
      } finally {
        mailer.close();
        await sink.close();
      }
    });

    it('gives a 4xx up at once, says so on the incident and in the inbox', async () => {
      const monitorId = await newMonitor('Gone hook');
      const hook = await newChannel({
        kind: 'webhook',
        name: 'Deleted endpoint',
        config: { url: `${receiver.url}/gone` },
      });
      await setRules(monitorId, { channelIds: [hook.id] });
      receiver.reply(() => ({ status: 410, body: 'no such hook' }));
      const incident = await confirmDown(monitorId);
      const [row] = await drain(incident.id);
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'The webhook answered 410: no such hook',
      });
      const failed = (await detail(incident.id)).timeline.find(
        (e) => e.kind === 'notification-failed',
      );
      expect(failed!.text).toBe(
        'Down alert by webhook to Deleted endpoint failed: The webhook answered 410: no such hook',
      );
      const inbox = (await api('GET', '/api/v1/notifications')).json<{
        items: { title: string; body: string }[];
      }>();
      expect(inbox.items[0]).toMatchObject({
        title: 'An alert could not be delivered',
        body: failed!.text,
      });
    });

    it('holds alerts during maintenance and sends them when the window ends with the monitor still down', async () => {
      const monitorId = await newMonitor('Maintained');
      const hook = await newChannel({
        kind: 'webhook',
        name: 'Maint',
        config: { url: `${receiver.url}/maint` },
      });
      await setRules(monitorId, { channelIds: [hook.id] });
      const now = new Date();
      const window = await api('POST', '/api/v1/maintenance-windows', {
        kind: 'once',
        name: 'Database upgrade',
        monitorIds: [monitorId],
        startsAt: new Date(now.getTime() - 60_000).toISOString(),
        endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
      });
      expect(window.statusCode, window.body).toBe(201);
      expect(window.json()).toMatchObject({ active: true });
      const incident = await confirmDown(monitorId);
      await h().alerting.dispatcher.runOnce();
      expect(await deliveriesOf(incident.id)).toEqual([]);
      const held = await detail(incident.id);
      expect(held.timeline.map((e) => e.text)).toContain(
        'Alerts held: maintenance window "Database upgrade". They go out when it ends if the monitor is still down.',
      );
      await h().alerting.sweeper.sweep();
      expect(await deliveriesOf(incident.id)).toEqual([]);
      await api('DELETE', `/api/v1/maintenance-windows/${window.json<{ id: string }>().id}`);
      await h().alerting.sweeper.sweep();
      const [row] = await drain(incident.id);
      expect(row).toMatchObject({ status: 'delivered', event: 'down' });
    });

    it("sends nothing to a member's email when their email notifications are off", async () => {
      const monitorId = await newMonitor('Quiet');
      await setRules(monitorId, { notifyMembers: true });
      await api('PATCH', '/api/v1/me/settings', { emailNotifications: false });
      const incident = await confirmDown(monitorId);
      expect(await deliveriesOf(incident.id)).toEqual([]);
      await api('PATCH', '/api/v1/me/settings', { emailNotifications: true });
      const incident2 = await confirmDown(await newMonitor('Loud'));
      expect((await deliveriesOf(incident2.id)).map((d) => d.kind)).toEqual(['email']);
    });

    it('reminds while down and unacknowledged, escalates after M minutes, and stops both once acknowledged', async () => {
      const monitorId = await newMonitor('Escalating');
      const first = await newChannel({
        kind: 'webhook',
        name: 'Primary',
        config: { url: `${receiver.url}/primary` },
      });
      const second = await newChannel({
        kind: 'webhook',
        name: 'Manager',
        config: { url: `${receiver.url}/manager` },
      });
      await setRules(monitorId, {
        channelIds: [first.id],
        reminderMinutes: 5,
        escalation: { afterMinutes: 10, channelIds: [second.id] },
      });
      const t0 = new Date(Date.now() - 11 * 60_000);
      const incident = await confirmDown(monitorId, t0);
      await h().alerting.sweeper.sweep(new Date(t0.getTime() + 4 * 60_000));
      expect(await deliveriesOf(incident.id)).toHaveLength(1);
      await h().alerting.sweeper.sweep(new Date(t0.getTime() + 5 * 60_000));
      await h().alerting.sweeper.sweep(new Date(t0.getTime() + 5 * 60_000));
      await h().alerting.sweeper.sweep(new Date(t0.getTime() + 10 * 60_000 + 1000));
      const rows = await deliveriesOf(incident.id);
      const summary = rows
        .map((r) => `${r.target}/${r.message.reminder}/${r.message.escalated}`)
        .sort();
      expect(summary).toEqual([
        'Webhook: Manager/0/true',
        'Webhook: Primary/0/false',
        'Webhook: Primary/1/false',
        'Webhook: Primary/2/false',
      ]);
      const notifiedOf = async () =>
        (await api('GET', '/api/v1/notifications?filter=unread'))
          .json<{ items: { incidentId: string | null }[] }>()
          .items.filter((n) => n.incidentId === incident.id);
      expect(await notifiedOf()).not.toEqual([]);
      const ack = await api('POST', `/api/v1/incidents/${incident.id}/acknowledge`);
      expect(ack.json()).toMatchObject({ acknowledgedBy: 'Ada Lovelace' });
      // Acknowledging it is reading what the inbox said of it.
      expect(await notifiedOf()).toEqual([]);
      await h().alerting.sweeper.sweep(new Date(t0.getTime() + 60 * 60_000));
      expect(await deliveriesOf(incident.id)).toHaveLength(4);
      const text = (await detail(incident.id)).timeline.map((e) => e.text);
      expect(text).toContain('Acknowledged by Ada Lovelace (dashboard).');
      expect(text).toContain('Not acknowledged after 10 min: escalated to Webhook: Manager.');
    });

    it('acknowledges from the link in an alert: the page posts a form, as a browser does', async () => {
      const incident = await confirmDown(await newMonitor('Linked'));
      const token = h().alerting.ack.sign(incident.id);
      const page = await h().app.inject({ url: `/api/ack/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<form method="post" action="/api/ack/${token}">`);
      // Opening the page (a mail scanner does) acknowledges nothing.
      expect((await detail(incident.id)).acknowledgedBy).toBeNull();

      const press = (headers: Record<string, string>, at = token) =>
        h().injectAsIs({
          method: 'POST',
          url: `/api/ack/${at}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: '',
        });
      const elsewhere = await press({ origin: 'http://localhost:3001' });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.body).toContain('Not acknowledged');
      expect((await detail(incident.id)).acknowledgedBy).toBeNull();

      const pressed = await press({ origin: h().config.publicUrl });
      expect(pressed.statusCode).toBe(200);
      expect(pressed.body).toContain('<h1>Acknowledged</h1>');
      expect((await detail(incident.id)).acknowledgedBy).toBe('someone with the alert link');
      const again = await press({});
      expect(again.body).toContain('It was acknowledged already by someone with the alert link.');

      const tampered = await press({ origin: h().config.publicUrl }, `${token.slice(0, -2)}xx`);
      expect(tampered.statusCode).toBe(404);
      expect(tampered.body).toContain('Link not valid');
    });

    it('sends SMS up to the hourly cap, then email instead, and says so', async () => {
      const sms = await newChannel({
        kind: 'sms',
        name: 'On-call phone',
        config: { to: '+1 (415) 555-0123' },
      });
      const first = await newMonitor('Capped one');
      const second = await newMonitor('Capped two');
      await setRules(first, { channelIds: [sms.id] });
      await setRules(second, { channelIds: [sms.id] });
      const before = twilio.length;
      const a = await confirmDown(first);
      const b = await confirmDown(second);
      await drain(a.id);
      const rows = await drain(b.id);
      expect(twilio.length - before).toBe(1);
      expect(twilio.at(-1)!.form.get('To')).toBe('+14155550123');
      expect(twilio.at(-1)!.form.get('Body')).toMatch(/^Tocsin: Capped one is down\./);
      expect(rows.map((r) => [r.kind, r.status, r.recipient])).toEqual([
        ['email', 'delivered', email],
      ]);
      const note = (await detail(b.id)).timeline.find((e) => e.kind === 'fallback');
      expect(note!.text).toBe(
        `The limit of 1 SMS an hour was reached: SMS: On-call phone went by email to ${email} instead.`,
      );
      await h().smtp.waitFor(email, /Capped two is down/);
    });

    it('calls, and acknowledges when the callee presses 1 (Twilio-signed callbacks only)', async () => {
      const voice = await newChannel({
        kind: 'voice',
        name: 'Night phone',
        config: { to: '+14155550199' },
      });
      const monitorId = await newMonitor('Called');
      await setRules(monitorId, { channelIds: [voice.id] });
      const incident = await confirmDown(monitorId);
      await drain(incident.id);
      const call = twilio.at(-1)!;
      expect(call.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Calls.json`);
      const action = /action="([^"]+)"/.exec(call.form.get('Twiml')!)![1]!.replace(/&amp;/g, '&');
      const url = new URL(action);
      const params = { CallSid: 'CA123', Digits: '1', To: '+14155550199', From: '+15005550006' };
      const post = (signature: string, body = params) =>
        h().app.inject({
          method: 'POST',
          url: url.pathname,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': signature,
          },
          payload: new URLSearchParams(body).toString(),
        });
      expect((await post('forged')).statusCode).toBe(403);
      expect(
        (await post(twilioSignature(action, params), { ...params, Digits: '2' })).statusCode,
      ).toBe(403);
      const pressed = await post(twilioSignature(action, params));
      expect(pressed.statusCode).toBe(200);
      expect(pressed.headers['content-type']).toMatch(/text\/xml/);
      expect(pressed.body).toContain('The incident is acknowledged');
      expect((await detail(incident.id)).acknowledgedBy).toBe('the call to +14155550199');
    });

    it("calls up to the month's credits of the plan, then email instead, and says so", async () => {
      const voice = await newChannel({
        kind: 'voice',
        name: 'Credit phone',
        config: { to: '+14155550188' },
      });
      // Order-proof: other tests may have called already this month.
      const since = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const used = (
        await h()
          .db.select()
          .from(deliveries)
          .where(and(eq(deliveries.workspaceId, workspaceId), eq(deliveries.kind, 'voice')))
      ).filter((d) => d.createdAt >= since).length;
      const credits = Number(h().config.billing.selfHostedLimits.callsPerMonth);
      const incidentsDown = [];
      for (let i = 0; i <= credits - used; i++) {
        const monitorId = await newMonitor(`Credit ${i}`);
        await setRules(monitorId, { channelIds: [voice.id] });
        incidentsDown.push(await confirmDown(monitorId));
      }
      const last = incidentsDown.at(-1)!;
      const rows = await drain(last.id);
      expect(rows.map((r) => [r.kind, r.recipient])).toEqual([['email', email]]);
      const next = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 1));
      const note = (await detail(last.id)).timeline.find((e) => e.kind === 'fallback');
      expect(note!.text).toBe(
        `This instance includes ${credits} phone calls a month, and they are used up until ${utc(next)}: Phone call: Credit phone went by email to ${email} instead.`,
      );
      const inbox = await api('GET', '/api/v1/notifications');
      expect(inbox.json<{ items: { event: string; body: string }[] }>().items).toContainEqual(
        expect.objectContaining({ event: 'fallback', body: note!.text }),
      );
      for (const incident of incidentsDown.slice(0, -1)) {
        expect((await drain(incident.id)).map((r) => r.kind)).toEqual(['voice']);
      }
    });

    it('acknowledges from the signed link only on POST, and refuses a forged one', async () => {
      const monitorId = await newMonitor('Linked');
      await setRules(monitorId, { notifyMembers: true });
      const incident = await confirmDown(monitorId);
      const [mail] = await deliveriesOf(incident.id);
      const link = new URL(mail!.message.links.acknowledge!);
      const page = await h().app.inject({ method: 'GET', url: link.pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Acknowledge the incident');
      // Its form must post with the page's Origin, not the `null` that no-referrer makes it.
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect((await detail(incident.id)).acknowledgedBy).toBeNull();
      const done = await h().app.inject({ method: 'POST', url: link.pathname });
      expect(done.body).toContain('Acknowledged');
      expect((await detail(incident.id)).acknowledgedBy).toBe('someone with the alert link');
      const again = await h().app.inject({ method: 'POST', url: link.pathname });
      expect(again.body).toContain('It was acknowledged already');
      const forged = link.pathname.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
      const other = link.pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await h().app.inject({ method: 'POST', url: other })).statusCode).toBe(404);
      expect((await h().app.inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    });

    it('runs the whole path through the engine: a target turns 503, an incident opens, the webhook hears it', async () => {
      const log = pino({ level: 'silent' });
      const sink = createDatabaseResultSink({ db: h().db, log, intervalMs: 200 });
      const engine = createEngine({
        db: h().db,
        bus: h().bus,
        sink,
        runner: createLocalRunner({ resolve: createTargetResolver({ allowPrivate: true }) }),
        log,
        concurrency: 20,
        recheckDelayMs: 50,
        alerts: h().alerting.planner,
      });
      h().alerting.dispatcher.start();
      await engine.start();
      try {
        healthy = true;
        const monitorId = await newMonitor('Engine path');
        const hook = await newChannel({
          kind: 'webhook',
          name: 'Engine hook',
          config: { url: `${receiver.url}/engine` },
        });
        await setRules(monitorId, { channelIds: [hook.id] });
        await until(
          async () =>
            (await api('GET', `/api/v1/monitors/${monitorId}`)).json<{ status: string }>().status,
          (s) => s === 'up',
        );
        healthy = false;
        await api('PATCH', `/api/v1/monitors/${monitorId}`, { name: 'Engine path' });
        const delivered = await until(
          () => Promise.resolve(hooks.filter((x) => x.path === '/engine')),
          (list) => list.length >= 1,
        );
        expect(delivered[0]!.body).toMatchObject({
          type: 'monitor.down',
          data: {
            monitor: { name: 'Engine path' },
            cause: { statusCode: 503, excerpt: 'maintenance' },
          },
        });
        healthy = true;
        await api('PATCH', `/api/v1/monitors/${monitorId}`, { name: 'Engine path' });
        await until(
          () => Promise.resolve(hooks.filter((x) => x.path === '/engine')),
          (list) => list.length >= 2,
        );
        expect(hooks.filter((x) => x.path === '/engine')[1]!.body).toMatchObject({
          type: 'monitor.up',
        });
      } finally {
        healthy = true;
        await engine.stop();
        await h().alerting.dispatcher.stop();
      }
    });
  },
  {
    ALLOW_PRIVATE_TARGETS: 'true',
    PAGERDUTY_EVENTS_URL: receiver.url,
    ALERT_TIMEOUT_SECONDS: '1',
    ALERT_SMS_PER_HOUR: '1',
    LIMIT_CALLS_PER_MONTH: '3',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: receiver.url,
  },
);
