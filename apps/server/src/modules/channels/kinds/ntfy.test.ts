import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { ntfy, ntfyMessage } from './ntfy.js';

const published = {
  status: 200,
  body: {
    id: 'sPs71M8A2T',
    time: 1795428002,
    expires: 1795471202,
    event: 'message',
    topic: 'tocsin-ops',
    title: 'Checkout API is down',
    message: 'Checkout API has been down since 2026-11-23 10:00:00 UTC.',
  },
};

describe('ntfy channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('publishes JSON to the server root, with the access token as a bearer', async () => {
    receiver.script(published);
    const sent = await ntfy.send(
      {
        serverUrl: receiver.url,
        topic: 'tocsin-ops',
        accessToken: 'tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2',
      },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent).toEqual({ statusCode: 200, providerId: 'sPs71M8A2T' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer tk_AgQdq7mVBoFD37zQVN29RhuMzNIz2');
    expect(req.json()).toEqual({
      topic: 'tocsin-ops',
      title: 'Checkout API is down',
      message:
        'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.',
      priority: 5,
      tags: ['rotating_light'],
      click: 'https://tocsin.example.com/dashboard/incidents/inc_1',
      actions: [
        {
          action: 'view',
          label: 'Acknowledge',
          url: 'https://tocsin.example.com/api/ack/signed-token',
          clear: true,
        },
      ],
    });
  });

  it('sends no Authorization header to a public topic', async () => {
    receiver.script(published);
    await ntfy.send(
      { serverUrl: receiver.url, topic: 'tocsin-ops' },
      upMessage(),
      testSendContext(receiver.url),
    );
    const req = receiver.requests.at(-1)!;
    expect(req.headers.authorization).toBeUndefined();
    expect(req.json()).toEqual({
      topic: 'tocsin-ops',
      title: 'Checkout API is up',
      message: 'Checkout API is up again after 4 min 10 s.',
      priority: 3,
      tags: ['white_check_mark'],
      click: 'https://tocsin.example.com/dashboard/incidents/inc_1',
    });
  });

  it('sets priority and tags per event', () => {
    const of = (event: 'degraded' | 'certificate' | 'test') =>
      ntfyMessage({ topic: 't' }, downMessage({ event }));
    expect(of('degraded')).toMatchObject({ priority: 4, tags: ['warning'] });
    expect(of('certificate')).toMatchObject({ priority: 4, tags: ['warning'] });
    expect(of('test')).toMatchObject({ priority: 3, tags: ['bell'] });
  });

  it('reports ntfy errors: 401/403 final, 429 and 5xx retryable', async () => {
    const ctx = testSendContext(receiver.url);
    const config = { serverUrl: receiver.url, topic: 'tocsin-ops', accessToken: 'tk_revoked' };
    receiver.script({
      status: 403,
      body: {
        code: 40301,
        http: 403,
        error: 'forbidden',
        link: 'https://ntfy.sh/docs/publish/#authentication',
      },
    });
    const forbidden = await ntfy.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(DeliveryError);
    expect(forbidden).toMatchObject({
      retryable: false,
      statusCode: 403,
      message: 'ntfy answered 403: forbidden',
    });
    receiver.script({
      status: 401,
      body: { code: 40101, http: 401, error: 'unauthorized' },
    });
    await expect(ntfy.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 401,
    });
    receiver.script({
      status: 429,
      body: {
        code: 42908,
        http: 429,
        error: 'limit reached: too many messages',
        link: 'https://ntfy.sh/docs/publish/#limitations',
      },
    });
    await expect(ntfy.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      message: 'ntfy answered 429: limit reached: too many messages',
    });
    receiver.script({
      status: 500,
      body: { code: 50001, http: 500, error: 'internal server error' },
    });
    await expect(ntfy.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 500,
    });
  });

  it('refuses a server on a private address unless private targets are allowed (SSRF guard)', async () => {
    const { createAlertHttp } = await import('../http.js');
    const { createTargetResolver } = await import('../../../lib/network/target-guard.js');
    const ctx = testSendContext(receiver.url, {
      http: createAlertHttp({ guard: createTargetResolver({ allowPrivate: false }) }),
    });
    const before = receiver.requests.length;
    await expect(
      ntfy.send({ serverUrl: receiver.url, topic: 'tocsin-ops' }, downMessage(), ctx),
    ).rejects.toMatchObject({ retryable: false });
    expect(receiver.requests.length).toBe(before);
  });
});
