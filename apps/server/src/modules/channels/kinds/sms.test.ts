import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, localProviders, testSendContext } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { smsText } from '../format.js';
import { DeliveryError } from '../http.js';
import { sms } from './sms.js';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-0123456789';
const TO = '+14155550123';

/** A 400 exactly as Twilio's REST API sends it for a number it cannot text. */
const twilioInvalidTo = {
  code: 21211,
  message: "The 'To' number +14155550123 is not a valid phone number.",
  more_info: 'https://www.twilio.com/docs/errors/21211',
  status: 400,
};

const vonageFailure = (status: string, errorText: string) => ({
  'message-count': '1',
  messages: [{ status, 'error-text': errorText }],
});

describe('sms channel through Twilio', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('creates a message with a form POST as the account, and returns its SID', async () => {
    receiver.script({
      status: 201,
      body: {
        sid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
        account_sid: SID,
        to: TO,
        from: '+15005550006',
        status: 'queued',
        num_segments: '1',
        error_code: null,
        error_message: null,
      },
    });
    const sent = await sms.send({ to: TO }, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 201, providerId: 'SM1f0e8ae6ade43cb3c0ce4525424e404f' });

    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`,
    );
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = req.form();
    expect([...form.keys()].sort()).toEqual(['Body', 'From', 'To']);
    expect(form.get('To')).toBe(TO);
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toBe(smsText(downMessage()));
    expect(form.get('Body')).toContain('Ack: https://tocsin.example.com/api/ack/signed-token');
  });

  it("puts Twilio's message and code in a non-retryable error for an invalid number", async () => {
    receiver.script({ status: 400, body: twilioInvalidTo });
    const error = await sms
      .send({ to: TO }, downMessage(), testSendContext(receiver.url))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      retryable: false,
      statusCode: 400,
      message:
        "Twilio answered 400: The 'To' number +14155550123 is not a valid phone number. (code 21211)",
    });
  });

  it('does not retry wrong credentials (401, code 20003)', async () => {
    receiver.script({
      status: 401,
      body: {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      },
    });
    await expect(
      sms.send({ to: TO }, downMessage(), testSendContext(receiver.url)),
    ).rejects.toMatchObject({ retryable: false, statusCode: 401, message: /Authenticate/ });
  });

  it('retries 429 (with Retry-After) and 5xx', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 429,
      headers: { 'retry-after': '3' },
      body: {
        code: 20429,
        message: 'Too Many Requests',
        more_info: 'https://www.twilio.com/docs/errors/20429',
        status: 429,
      },
    });
    await expect(sms.send({ to: TO }, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 3000,
      message: 'Twilio answered 429: Too Many Requests (code 20429)',
    });
    receiver.script({ status: 500, body: 'Internal Server Error' });
    await expect(sms.send({ to: TO }, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 500,
    });
  });
});

describe('sms channel through Vonage', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const vonageContext = () =>
    testSendContext(receiver.url, {
      providers: localProviders(receiver.url, { smsProvider: 'vonage' }),
    });

  it('posts the documented form and returns the message-id', async () => {
    receiver.script({
      status: 200,
      body: {
        'message-count': '1',
        messages: [
          {
            to: '14155550123',
            'message-id': '0A0000000123ABCD1',
            status: '0',
            'remaining-balance': '3.14159265',
            'message-price': '0.03330000',
            network: '12345',
          },
        ],
      },
    });
    const sent = await sms.send({ to: TO }, downMessage(), vonageContext());
    expect(sent).toEqual({ statusCode: 200, providerId: '0A0000000123ABCD1' });

    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/sms/json');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.authorization).toBeUndefined();
    const form = req.form();
    expect([...form.keys()].sort()).toEqual(['api_key', 'api_secret', 'from', 'text', 'to']);
    expect(form.get('api_key')).toBe('vonage-key');
    expect(form.get('api_secret')).toBe('vonage-secret');
    expect(form.get('from')).toBe('Tocsin');
    expect(form.get('to')).toBe('14155550123');
    expect(form.get('text')).toBe(smsText(downMessage()));
  });

  it('sends text outside ASCII as type=unicode', async () => {
    receiver.script({
      body: { 'message-count': '1', messages: [{ status: '0', 'message-id': 'X1' }] },
    });
    const message = downMessage({ title: 'Kasse München is down' });
    await sms.send({ to: TO }, message, vonageContext());
    const form = receiver.requests.at(-1)!.form();
    expect(form.get('type')).toBe('unicode');
    expect(form.get('text')).toContain('Kasse München is down');
  });

  it('reads failures from the 200 answer: throttled and internal errors retryable', async () => {
    receiver.script({ status: 200, body: vonageFailure('1', 'Throughput Rate Exceeded') });
    await expect(sms.send({ to: TO }, downMessage(), vonageContext())).rejects.toMatchObject({
      retryable: true,
      message: 'Vonage refused the message: Throughput Rate Exceeded (status 1)',
    });
    receiver.script({ status: 200, body: vonageFailure('5', 'Internal Error') });
    await expect(sms.send({ to: TO }, downMessage(), vonageContext())).rejects.toMatchObject({
      retryable: true,
    });
  });

  it('does not retry a bad request or bad credentials', async () => {
    receiver.script({ status: 200, body: vonageFailure('2', 'Missing to param') });
    const missing = await sms
      .send({ to: TO }, downMessage(), vonageContext())
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DeliveryError);
    expect(missing).toMatchObject({ retryable: false, message: /Missing to param \(status 2\)/ });
    receiver.script({ status: 200, body: vonageFailure('4', 'Bad Credentials') });
    await expect(sms.send({ to: TO }, downMessage(), vonageContext())).rejects.toMatchObject({
      retryable: false,
      message: /Bad Credentials \(status 4\)/,
    });
  });

  it('fails the delivery when any part of a long message was refused', async () => {
    receiver.script({
      body: {
        'message-count': '2',
        messages: [
          { status: '0', 'message-id': 'P1' },
          { status: '9', 'error-text': 'Quota Exceeded - rejected' },
        ],
      },
    });
    await expect(sms.send({ to: TO }, downMessage(), vonageContext())).rejects.toMatchObject({
      retryable: false,
      message: /Quota Exceeded/,
    });
  });

  it('retries an HTTP-level 5xx from Vonage', async () => {
    receiver.script({ status: 502, body: 'Bad Gateway' });
    await expect(sms.send({ to: TO }, downMessage(), vonageContext())).rejects.toMatchObject({
      retryable: true,
      statusCode: 502,
    });
  });
});

describe('sms channel without a provider', () => {
  const none = localProviders('http://127.0.0.1:9', {
    smsProvider: null,
    twilio: null,
    vonage: null,
  });

  it('says, without setting names, who must set up SMS, and sends nothing', async () => {
    const reason = sms.unavailable!(none);
    expect(reason).toBe(
      'SMS needs a Twilio or Vonage account, which an administrator of this server sets up (see the self-hosting guide, SMS and phone calls).',
    );
    expect(reason).not.toMatch(/[A-Z]+_[A-Z]+/);
    const error = await sms
      .send({ to: TO }, downMessage(), testSendContext('http://127.0.0.1:9', { providers: none }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ retryable: false, message: reason });
  });

  it('is available with either provider', () => {
    expect(sms.unavailable!(localProviders('http://127.0.0.1:9'))).toBeNull();
    expect(
      sms.unavailable!(
        localProviders('http://127.0.0.1:9', { smsProvider: 'vonage', twilio: null }),
      ),
    ).toBeNull();
  });
});
