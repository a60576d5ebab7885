import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downMessage,
  localProviders,
  testSendContext,
  upMessage,
} from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { opsgenie, opsgenieRequest } from './opsgenie.js';

const API_KEY = 'eb243592-faa2-4ba2-a551-1afdf565c889';
const config = { apiKey: API_KEY, region: 'us' as const, priority: 'P1' as const };
const accepted = {
  status: 202,
  body: {
    result: 'Request will be processed',
    took: 0.302,
    requestId: '43a29c5c-3dbf-4fa4-9c26-f4f71023e120',
  },
};

describe('Opsgenie channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('creates an alert aliased by the incident, with the GenieKey header', async () => {
    receiver.script(accepted);
    const sent = await opsgenie.send(config, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 202, providerId: '43a29c5c-3dbf-4fa4-9c26-f4f71023e120' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v2/alerts');
    expect(req.headers.authorization).toBe(`GenieKey ${API_KEY}`);
    expect(req.headers['content-type']).toBe('application/json');
    const body = req.json() as Record<string, unknown>;
    expect(body).toEqual({
      message: 'Checkout API is down',
      alias: 'tocsin-inc_1',
      description: expect.stringContaining('HTTP 503 Service Unavailable'),
      priority: 'P1',
      source: 'Tocsin',
      tags: ['tocsin', 'down'],
      details: {
        Monitor: 'Checkout API',
        Target: 'https://shop.example.com/api/health',
        'Status code': '503',
        Error: 'HTTP 503 Service Unavailable',
        Started: '2026-11-23T10:00:00.000Z',
      },
      entity: 'Checkout API',
    });
    expect(body.description).toContain('Acknowledge: https://tocsin.example.com/api/ack/');
  });

  it('closes the alert by its URL-encoded alias when the monitor is up', async () => {
    receiver.script(accepted);
    await opsgenie.send(
      config,
      upMessage({ incidentKey: 'tocsin inc/1' }),
      testSendContext(receiver.url),
    );
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v2/alerts/tocsin%20inc%2F1/close');
    expect(req.query.get('identifierType')).toBe('alias');
    expect(req.headers.authorization).toBe(`GenieKey ${API_KEY}`);
    expect(req.json()).toEqual({
      source: 'Tocsin',
      note: 'Checkout API is up again after 4 min 10 s.',
    });
  });

  it('sends EU accounts to the EU endpoint', async () => {
    receiver.script(accepted);
    const ctx = testSendContext(receiver.url, {
      providers: localProviders('http://127.0.0.1:9', { opsgenieEuUrl: `${receiver.url}/eu/` }),
    });
    await opsgenie.send({ ...config, region: 'eu' }, downMessage(), ctx);
    expect(receiver.requests.at(-1)!.path).toBe('/eu/v2/alerts');
  });

  it('keeps within the field limits, and gives a test its own alias', () => {
    const long = downMessage({ title: 'x'.repeat(500), summary: 'y'.repeat(20_000) });
    const { json } = opsgenieRequest(config, long, localProviders('https://api.opsgenie.com'));
    expect(json).toMatchObject({ message: expect.any(String), description: expect.any(String) });
    expect((json as { message: string }).message).toHaveLength(130);
    expect((json as { description: string }).description).toHaveLength(15_000);
    const test = opsgenieRequest(
      config,
      downMessage({ event: 'test', deliveryKey: 'test.chan_1.1' }),
      localProviders('https://api.opsgenie.com'),
    );
    expect(test.json).toMatchObject({ alias: 'test.chan_1.1', tags: ['tocsin', 'test'] });
  });

  it('does not retry a rejected key or a rejected alert (401, 403, 422)', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 401,
      body: { message: 'Could not authenticate', took: 0.0, requestId: 'r-401' },
    });
    await expect(opsgenie.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 401,
      message: 'Opsgenie answered 401: Could not authenticate',
    });
    receiver.script({
      status: 403,
      body: { message: 'You do not have the permission', took: 0.001, requestId: 'r-403' },
    });
    await expect(opsgenie.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 403,
    });
    receiver.script({
      status: 422,
      body: {
        message: 'Request body is not processable. Please check the errors.',
        errors: { message: 'Message can not be empty.' },
        took: 0.001,
        requestId: 'r-422',
      },
    });
    const error = await opsgenie.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      retryable: false,
      statusCode: 422,
      message:
        'Opsgenie answered 422: Request body is not processable. Please check the errors. message: Message can not be empty.',
    });
  });

  it('retries when rate limited (429) or when Opsgenie fails (5xx)', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 429,
      body: { message: 'Request rate limit exceeded', took: 0.0, requestId: 'r-429' },
    });
    await expect(opsgenie.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      message: 'Opsgenie answered 429: Request rate limit exceeded',
    });
    receiver.script({
      status: 500,
      body: { message: 'Internal Server Error', took: 0.0, requestId: 'r-500' },
    });
    await expect(opsgenie.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 500,
    });
  });
});
