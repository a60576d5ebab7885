import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { pagerduty, pagerdutyEvent } from './pagerduty.js';

const ROUTING_KEY = 'R0ut1ngKey0123456789abcdefABCDEF';
const config = { routingKey: ROUTING_KEY, severity: 'critical' as const };
const accepted = (dedupKey: string) => ({
  status: 202,
  body: { status: 'success', message: 'Event processed', dedup_key: dedupKey },
});

describe('PagerDuty channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('triggers an Events API v2 alert keyed by the incident', async () => {
    receiver.script(accepted('tocsin-inc_1'));
    const sent = await pagerduty.send(config, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 202, providerId: 'tocsin-inc_1' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v2/enqueue');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json()).toEqual({
      routing_key: ROUTING_KEY,
      dedup_key: 'tocsin-inc_1',
      event_action: 'trigger',
      payload: {
        summary: 'Checkout API is down: HTTP 503 Service Unavailable',
        source: 'https://shop.example.com/api/health',
        severity: 'critical',
        timestamp: '2026-11-23T10:00:02.000Z',
        component: 'Checkout API',
        custom_details: {
          Monitor: 'Checkout API',
          Target: 'https://shop.example.com/api/health',
          'Status code': '503',
          Error: 'HTTP 503 Service Unavailable',
          Started: '2026-11-23T10:00:00.000Z',
          cause: {
            statusCode: 503,
            errorKind: 'http-status',
            message: 'HTTP 503 Service Unavailable',
            excerpt: '<h1>Service Unavailable</h1>',
          },
        },
      },
      links: [
        { href: 'https://tocsin.example.com/dashboard/incidents/inc_1', text: 'View in Tocsin' },
      ],
      client: 'Tocsin',
      client_url: 'https://tocsin.example.com',
    });
  });

  it('sends the same dedup_key for every trigger of an incident, so a retry opens nothing new', async () => {
    receiver.script(accepted('tocsin-inc_1'));
    const ctx = testSendContext(receiver.url);
    await pagerduty.send(config, downMessage(), ctx);
    await pagerduty.send(
      config,
      downMessage({ reminder: 1, deliveryKey: 'inc_1.chan_1.down.1' }),
      ctx,
    );
    const [first, reminder] = receiver.requests.slice(-2).map((r) => r.json() as never);
    expect(first).toMatchObject({ event_action: 'trigger', dedup_key: 'tocsin-inc_1' });
    expect(reminder).toMatchObject({ event_action: 'trigger', dedup_key: 'tocsin-inc_1' });
  });

  it('resolves the alert with the incident key when the monitor is up', async () => {
    receiver.script(accepted('tocsin-inc_1'));
    await pagerduty.send(config, upMessage(), testSendContext(receiver.url));
    expect(receiver.requests.at(-1)!.json()).toEqual({
      routing_key: ROUTING_KEY,
      dedup_key: 'tocsin-inc_1',
      event_action: 'resolve',
    });
  });

  it('keys a test by its delivery, so it never joins a real incident', () => {
    const event = pagerdutyEvent(
      config,
      downMessage({ event: 'test', deliveryKey: 'test.chan_1.1' }),
      'https://tocsin.example.com',
    );
    expect(event).toMatchObject({ event_action: 'trigger', dedup_key: 'test.chan_1.1' });
  });

  it('sends degraded and certificate events as warnings, and caps the summary at 1024', () => {
    const degraded = pagerdutyEvent(
      config,
      downMessage({ event: 'degraded', title: 'x'.repeat(2000), cause: null }),
      'https://tocsin.example.com',
    );
    expect(degraded).toMatchObject({ payload: { severity: 'warning' } });
    expect('payload' in degraded && degraded.payload.summary.length).toBe(1024);
    const certificate = pagerdutyEvent(
      { ...config, severity: 'error' },
      downMessage({ event: 'certificate' }),
      'https://tocsin.example.com',
    );
    expect(certificate).toMatchObject({ payload: { severity: 'warning' } });
    const down = pagerdutyEvent({ ...config, severity: 'error' }, downMessage(), '');
    expect(down).toMatchObject({ payload: { severity: 'error' } });
  });

  it('reports an invalid event with its errors, and does not retry it', async () => {
    receiver.script({
      status: 400,
      body: {
        status: 'invalid event',
        message: 'Event object is invalid',
        errors: ["Length of 'routing_key' is incorrect (should be 32 characters)"],
      },
    });
    const error = await pagerduty
      .send(config, downMessage(), testSendContext(receiver.url))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      retryable: false,
      statusCode: 400,
      message:
        "PagerDuty answered 400: Event object is invalid: Length of 'routing_key' is incorrect (should be 32 characters)",
    });
  });

  it('retries when throttled (429) or when PagerDuty fails (5xx)', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({ status: 429, body: '', headers: { 'retry-after': '30' } });
    await expect(pagerduty.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 30_000,
    });
    receiver.script({ status: 500, body: 'Internal Server Error' });
    await expect(pagerduty.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 500,
      message: 'PagerDuty answered 500: Internal Server Error',
    });
    receiver.script({ status: 503, body: '<html>upstream unavailable</html>' });
    await expect(pagerduty.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 503,
    });
  });
});
