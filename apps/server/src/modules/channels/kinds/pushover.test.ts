import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { pushover, pushoverForm } from './pushover.js';

const config = {
  userKey: 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG',
  appToken: 'azGDORePK8gMaC0QOYAMyEEuzJnyUi',
};
const accepted = {
  status: 200,
  body: { status: 1, request: '647d2300-702c-4b38-8b2f-d56326ae460b' },
};

describe('Pushover channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('posts the form to /1/messages.json: HTML body, dashboard URL, high priority when down', async () => {
    receiver.script(accepted);
    const sent = await pushover.send(config, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 200, providerId: '647d2300-702c-4b38-8b2f-d56326ae460b' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/1/messages.json');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req.form())).toEqual({
      token: 'azGDORePK8gMaC0QOYAMyEEuzJnyUi',
      user: 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG',
      title: 'Checkout API is down',
      message:
        'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.\n' +
        '<i>&lt;h1&gt;Service Unavailable&lt;/h1&gt;</i>\n' +
        '<a href="https://tocsin.example.com/api/ack/signed-token">Acknowledge</a>',
      url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
      url_title: 'View in Tocsin',
      priority: '1',
      timestamp: String(Date.UTC(2026, 10, 23, 10, 0, 2) / 1000),
      html: '1',
    });
  });

  it('sends recoveries and other events at normal priority, without an acknowledge link', async () => {
    receiver.script(accepted);
    await pushover.send(config, upMessage(), testSendContext(receiver.url));
    const form = receiver.requests.at(-1)!.form();
    expect(form.get('priority')).toBe('0');
    expect(form.get('message')).toBe(
      'Checkout API is up again after 4 min 10 s.\n<i>&lt;h1&gt;Service Unavailable&lt;/h1&gt;</i>',
    );
    expect(form.get('timestamp')).toBe(String(Date.UTC(2026, 10, 23, 10, 4, 10) / 1000));
    expect(pushoverForm(config, downMessage({ event: 'degraded' })).get('priority')).toBe('0');
    expect(pushoverForm(config, downMessage({ event: 'test' })).get('priority')).toBe('0');
  });

  it('escapes user text and keeps the message within 1024 characters, markup included', () => {
    const form = pushoverForm(
      config,
      downMessage({
        title: `<b>${'t'.repeat(300)}`,
        summary: `A&B <prod> ${'&'.repeat(3000)}`,
        cause: null,
        links: {
          view: 'https://tocsin.example.com/x',
          acknowledge: 'https://t.example/ack?a=1&b="2"',
        },
      }),
    );
    const message = form.get('message')!;
    expect(message.length).toBeLessThanOrEqual(1024);
    expect(message.startsWith('A&amp;B &lt;prod&gt; &amp;')).toBe(true);
    expect(message).toMatch(
      /(&amp;)+…\n<a href="https:\/\/t\.example\/ack\?a=1&amp;b=&quot;2&quot;">Acknowledge<\/a>$/,
    );
    expect(form.get('title')).toHaveLength(250);
  });

  it("does not resend after a 4xx, and shows Pushover's errors", async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 400,
      body: {
        user: 'invalid',
        errors: ['user identifier is not a valid user, group, or subscribed user key'],
        status: 0,
        request: '5042853c-402d-4a18-abcb-168734a801de',
      },
    });
    const error = await pushover.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      retryable: false,
      statusCode: 400,
      message:
        'Pushover answered 400: user identifier is not a valid user, group, or subscribed user key',
    });
    receiver.script({
      status: 400,
      body: {
        token: 'invalid',
        errors: ['application token is invalid, see https://pushover.net/api'],
        status: 0,
        request: 'e460545a-8e5c-4c8a-a4b4-a1f38c2d4b1a',
      },
    });
    await expect(pushover.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      message: 'Pushover answered 400: application token is invalid, see https://pushover.net/api',
    });
  });

  it('retries on 429 (quota) and 5xx', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 429,
      body: { status: 0, errors: ['message limit reached'], request: 'r-429' },
    });
    await expect(pushover.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      message: 'Pushover answered 429: message limit reached',
    });
    receiver.script({ status: 500, body: 'Internal Server Error' });
    await expect(pushover.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 500,
      message: 'Pushover answered 500: Internal Server Error',
    });
  });
});
