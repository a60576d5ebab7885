import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { webhook } from './webhook.js';

const SECRET = `whsec_${Buffer.from('a-webhook-signing-secret-of-32-bytes!').toString('base64')}`;

describe('webhook channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('posts the event as JSON, signed as Standard Webhooks specifies', async () => {
    receiver.script({ status: 204 });
    const sent = await webhook.send(
      { url: `${receiver.url}/hooks/tocsin?team=ops`, secret: SECRET },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent.statusCode).toBe(204);
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hooks/tocsin');
    expect(req.query.get('team')).toBe('ops');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['webhook-id']).toBe('msg_inc_1.chan_1.down.0');
    // The independent implementation accepts the signature and returns the payload.
    const verified = new Webhook(SECRET).verify(req.body, {
      'webhook-id': String(req.headers['webhook-id']),
      'webhook-timestamp': String(req.headers['webhook-timestamp']),
      'webhook-signature': String(req.headers['webhook-signature']),
    }) as { type: string; data: { monitor: { name: string }; links: { acknowledge: string } } };
    expect(verified.type).toBe('monitor.down');
    expect(verified.data.monitor.name).toBe('Checkout API');
    expect(verified.data.links.acknowledge).toMatch(/\/api\/ack\//);
    // A tampered body does not verify.
    expect(() =>
      new Webhook(SECRET).verify(req.body.replace('Checkout', 'Checkin'), {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      }),
    ).toThrow();
  });

  it('keeps the same webhook-id on a retry, so receivers can drop the duplicate', async () => {
    receiver.script({ status: 200 });
    const ctx = testSendContext(receiver.url);
    const config = { url: `${receiver.url}/hooks`, secret: SECRET };
    await webhook.send(config, downMessage(), ctx);
    await webhook.send(config, downMessage(), ctx);
    const [a, b] = receiver.requests.slice(-2);
    expect(a!.headers['webhook-id']).toBe(b!.headers['webhook-id']);
  });

  it('classifies answers: 5xx and 429 retryable (with Retry-After), 4xx not', async () => {
    const config = { url: `${receiver.url}/hooks`, secret: SECRET };
    const ctx = testSendContext(receiver.url);
    receiver.script({ status: 503, body: 'maintenance' });
    await expect(webhook.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 503,
      message: 'The webhook answered 503: maintenance',
    });
    receiver.script({ status: 429, headers: { 'retry-after': '7' } });
    await expect(webhook.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      retryAfterMs: 7000,
    });
    receiver.script({ status: 410, body: 'gone' });
    const error = await webhook.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ retryable: false, statusCode: 410 });
  });

  it('gives up on a receiver that hangs, as a retryable timeout', async () => {
    receiver.script({ hang: true });
    const ctx = testSendContext(receiver.url);
    const slow = {
      ...ctx,
      http: {
        request: (r: never) => ctx.http.request({ ...(r as object), timeoutMs: 300 } as never),
      },
    };
    await expect(
      webhook.send({ url: `${receiver.url}/hooks` }, downMessage(), slow),
    ).rejects.toMatchObject({
      retryable: true,
      message: expect.stringMatching(/did not answer within 0.3 s/),
    });
  });

  it('refuses a private address unless private targets are allowed (SSRF guard)', async () => {
    const { createAlertHttp } = await import('../http.js');
    const { createTargetResolver } = await import('../../../lib/network/target-guard.js');
    const ctx = testSendContext(receiver.url, {
      http: createAlertHttp({ guard: createTargetResolver({ allowPrivate: false }) }),
    });
    const before = receiver.requests.length;
    await expect(
      webhook.send({ url: `${receiver.url}/hooks` }, downMessage(), ctx),
    ).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/loopback address; alerts may only go to public addresses/),
    });
    expect(receiver.requests.length).toBe(before);
  });
});
