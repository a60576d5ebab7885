import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { mattermost, mattermostMessage } from './mattermost.js';

describe('mattermost channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const hookPath = '/hooks/xr3j5x3p4pfk7kcnqa7rxbgaeh';

  it('posts a Slack-compatible attachment to the incoming webhook and takes 200 "ok"', async () => {
    receiver.script({ status: 200, body: 'ok' });
    const sent = await mattermost.send(
      { webhookUrl: `${receiver.url}${hookPath}?team=ops` },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent).toEqual({ statusCode: 200 });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(hookPath);
    expect(req.query.get('team')).toBe('ops');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json()).toEqual({
      username: 'Tocsin',
      text: 'Checkout API is down',
      attachments: [
        {
          fallback:
            'Checkout API is down: Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.',
          color: '#dc2626',
          title: 'Checkout API is down',
          title_link: 'https://tocsin.example.com/dashboard/incidents/inc_1',
          text:
            'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.' +
            '\n\n[Acknowledge](https://tocsin.example.com/api/ack/signed-token)',
          fields: [
            { short: true, title: 'Monitor', value: 'Checkout API' },
            { short: true, title: 'Target', value: 'https://shop.example.com/api/health' },
            { short: true, title: 'Status code', value: '503' },
            { short: true, title: 'Error', value: 'HTTP 503 Service Unavailable' },
            { short: true, title: 'Started', value: '2026-11-23T10:00:00.000Z' },
          ],
        },
      ],
    });
  });

  it('leaves out the acknowledge link once up; long values take the full width', () => {
    const up = mattermostMessage(upMessage()).attachments[0]!;
    expect(up.text).toBe('Checkout API is up again after 4 min 10 s.');
    expect(up.color).toBe('#16a34a');
    const long = mattermostMessage(
      downMessage({
        cause: {
          statusCode: null,
          errorKind: 'tls',
          message: 'certificate has expired (CERT_HAS_EXPIRED) for shop.example.com',
          excerpt: null,
        },
      }),
    ).attachments[0]!;
    expect(long.fields.find((f) => f.title === 'Error')).toMatchObject({ short: false });
  });

  it('classifies answers: the AppError message in the text, 429 and 5xx retryable', async () => {
    const config = { webhookUrl: `${receiver.url}${hookPath}` };
    const ctx = testSendContext(receiver.url);

    receiver.script({
      status: 400,
      body: {
        id: 'web.incoming_webhook.invalid.app_error',
        message: 'Invalid webhook.',
        detailed_error: '',
        request_id: 'k1f8tb5ntfgjbfqk5xjqz9d7ah',
        status_code: 400,
      },
    });
    const bad = await mattermost.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DeliveryError);
    expect(bad).toMatchObject({
      retryable: false,
      statusCode: 400,
      message: 'Mattermost answered 400: Invalid webhook.',
    });

    // The rate limiter answers in plain text, with Retry-After.
    receiver.script({ status: 429, headers: { 'retry-after': '3' }, body: 'limit exceeded\n' });
    await expect(mattermost.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 3000,
      message: 'Mattermost answered 429: limit exceeded',
    });

    for (const status of [500, 502]) {
      receiver.script({
        status,
        body: {
          id: 'app.post.save.app_error',
          message: 'Unable to save the post.',
          status_code: status,
        },
      });
      await expect(mattermost.send(config, downMessage(), ctx)).rejects.toMatchObject({
        retryable: true,
        statusCode: status,
      });
    }
  });
});
