import { afterAll, expect, it } from 'vitest';
import { confirmEmailOf, describeEachDatabase, newUser, signUpCookie } from '../../test/harness.js';
import { startReceiver } from '../../test/receiver.js';
import { until } from '../../test/wait.js';

const twilio = await startReceiver((req) => ({
  status: 201,
  body: { sid: `SM${'0'.repeat(32)}`, path: req.path },
}));
afterAll(() => twilio.close());

describeEachDatabase('test alerts to your own contacts, on a server without SMS', (h) => {
  async function person() {
    const { email } = newUser();
    const cookie = await signUpCookie(h().app, { email });
    await confirmEmailOf(h(), email);
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      h().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { email, api };
  }

  it('says which of your paths can be tested, and why the others cannot', async () => {
    const { email, api } = await person();
    const res = await api('GET', '/api/v1/me/test-alerts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { path: 'email', target: email, available: true, reason: null, fix: null },
        {
          path: 'push',
          target: null,
          available: false,
          reason:
            'No browser is subscribed to push yet: turn on push in your notification settings, in each browser that should receive alerts.',
          fix: 'settings',
        },
        {
          path: 'sms',
          target: '+442079460018',
          available: false,
          reason:
            'This server has no SMS provider: an administrator must connect a Twilio or Vonage account to it.',
          fix: 'administrator',
        },
      ],
    });
    expect(res.body).not.toMatch(/TWILIO|VONAGE|SMS_PROVIDER/);
  });

  it('delivers a test to your own email through the outbox', async () => {
    const { email, api } = await person();
    const sent = await api('POST', '/api/v1/me/test-alerts', { path: 'email' });
    expect(sent.statusCode, sent.body).toBe(202);
    const [queued] = sent.json<{ items: { id: string; target: string; event: string }[] }>().items;
    expect(queued).toMatchObject({ target: `Email to ${email}`, event: 'test' });
    const done = await until(
      async () => {
        await h().alerting.dispatcher.runOnce();
        return (await api('GET', `/api/v1/deliveries/${queued!.id}`)).json<{ status: string }>();
      },
      (d) => d.status === 'delivered',
    );
    expect(done.status).toBe('delivered');
    const mail = await h().smtp.waitFor(email, /Test alert for your email/);
    expect(mail.text).toContain('If you can read it, alerts reach you here.');
  });

  it('refuses a path that cannot work, with the reason, and queues nothing', async () => {
    const { api } = await person();
    const sms = await api('POST', '/api/v1/me/test-alerts', { path: 'sms' });
    expect(sms.statusCode).toBe(400);
    expect(sms.json()).toMatchObject({
      code: 'validation-failed',
      message:
        'This server has no SMS provider: an administrator must connect a Twilio or Vonage account to it.',
    });
    await api('PATCH', '/api/v1/me/settings', { emailNotifications: false });
    const email = await api('POST', '/api/v1/me/test-alerts', { path: 'email' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      message: 'Email alerts are turned off in your notification settings.',
    });
    const unknown = await api('POST', '/api/v1/me/test-alerts', { path: 'carrier-pigeon' });
    expect(unknown.statusCode).toBe(400);
  });
});

describeEachDatabase(
  'test alerts to your own SMS',
  (h) => {
    it('needs SMS on in your settings and a number in your profile, then texts it', async () => {
      const cookie = await signUpCookie(h().app);
      const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        h().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      const sms = async () =>
        (await api('GET', '/api/v1/me/test-alerts'))
          .json<{ items: { path: string }[] }>()
          .items.find((i) => i.path === 'sms');

      expect(await sms()).toMatchObject({
        available: false,
        reason: 'SMS alerts are turned off in your notification settings.',
        fix: 'settings',
      });
      await api('PATCH', '/api/v1/me/settings', { smsNotifications: true });
      await api('PATCH', '/api/v1/me', { phoneNumber: '', phone: '' });
      expect(await sms()).toMatchObject({
        available: false,
        reason: 'There is no phone number in your profile.',
      });
      const saved = await api('PATCH', '/api/v1/me', { phoneNumber: '+1 415 555 0123' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await sms()).toMatchObject({ available: true, target: '+14155550123' });

      const sent = await api('POST', '/api/v1/me/test-alerts', { path: 'sms' });
      expect(sent.statusCode, sent.body).toBe(202);
      const id = sent.json<{ items: { id: string }[] }>().items[0]!.id;
      await until(
        async () => {
          await h().alerting.dispatcher.runOnce();
          return (await api('GET', `/api/v1/deliveries/${id}`)).json<{ status: string }>();
        },
        (d) => d.status === 'delivered',
      );
      const text = twilio.requests.find((r) => r.path.endsWith('/Messages.json'));
      expect(text?.form().get('To')).toBe('+14155550123');
      expect(text?.form().get('Body')).toMatch(/Test alert for your SMS/);
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
