import { expect, it } from 'vitest';
import { describeEachDatabase, signUpCookie } from '../../test/harness.js';

describeEachDatabase('notification channels (private targets refused)', (h) => {
  it('refuses a webhook on a private address under its field, in words about alerts', async () => {
    const cookie = await signUpCookie(h().app);
    const create = (url: string) =>
      h().app.inject({
        method: 'POST',
        url: '/api/v1/channels',
        headers: { cookie },
        payload: { kind: 'webhook', name: 'Intranet hook', config: { url } },
      });
    const res = await create('http://10.0.0.7/hooks/tocsin');
    expect(res.statusCode).toBe(400);
    const message =
      '10.0.0.7 is a private address; alerts may only go to public addresses (an administrator of this server can allow private addresses: see the self-hosting guide)';
    expect(res.json()).toMatchObject({ message, issues: [{ path: 'config.url', message }] });
    const list = await h().app.inject({ url: '/api/v1/channels', headers: { cookie } });
    expect(JSON.stringify(list.json())).not.toContain('10.0.0.7');
  });
});

// Creating a channel sends nothing: the provider's address only has to be configured.
const twilio = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_URL: 'http://127.0.0.1:9',
};

describeEachDatabase(
  'SMS and call channels',
  (h) => {
    it('stores an SMS or call number as E.164, and refuses one no provider could reach', async () => {
      const cookie = await signUpCookie(h().app);
      const create = (kind: 'sms' | 'voice', to: string) =>
        h().app.inject({
          method: 'POST',
          url: '/api/v1/channels',
          headers: { cookie },
          payload: { kind, name: 'On-call phone', config: { to } },
        });
      for (const kind of ['sms', 'voice'] as const) {
        const refused = await create(kind, '+1 555 0100');
        expect(refused.statusCode, kind).toBe(400);
        expect(refused.json(), kind).toMatchObject({
          issues: [
            { path: 'config.to', message: expect.stringMatching(/not a valid phone number/) },
          ],
        });
      }
      const saved = await create('voice', '+1 (415) 555-0123');
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ config: { to: '+14155550123' } });
      const list = await h().app.inject({ url: '/api/v1/channels', headers: { cookie } });
      expect(list.json().items).toHaveLength(1);
    });
  },
  twilio,
);
