import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { teams, teamsMessage } from './teams.js';

describe('teams channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const workflowPath = '/workflows/0a1b2c3d/triggers/manual/paths/invoke';
  const workflowQuery = '?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=abc123';

  it('posts an Adaptive Card in the message envelope and takes 202 Accepted', async () => {
    receiver.script({ status: 202, body: '' });
    const sent = await teams.send(
      { webhookUrl: `${receiver.url}${workflowPath}${workflowQuery}` },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent).toEqual({ statusCode: 202 });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(workflowPath);
    expect(req.query.get('api-version')).toBe('2016-06-01');
    expect(req.query.get('sp')).toBe('/triggers/manual/run');
    expect(req.query.get('sig')).toBe('abc123');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json()).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              {
                type: 'TextBlock',
                text: 'Checkout API is down',
                weight: 'bolder',
                size: 'medium',
                color: 'attention',
                wrap: true,
              },
              {
                type: 'TextBlock',
                text: 'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.',
                wrap: true,
              },
              {
                type: 'FactSet',
                facts: [
                  { title: 'Monitor', value: 'Checkout API' },
                  { title: 'Target', value: 'https://shop.example.com/api/health' },
                  { title: 'Status code', value: '503' },
                  { title: 'Error', value: 'HTTP 503 Service Unavailable' },
                  { title: 'Started', value: '2026-11-23T10:00:00.000Z' },
                ],
              },
            ],
            actions: [
              {
                type: 'Action.OpenUrl',
                title: 'View in Tocsin',
                url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
              },
              {
                type: 'Action.OpenUrl',
                title: 'Acknowledge',
                url: 'https://tocsin.example.com/api/ack/signed-token',
              },
            ],
          },
        },
      ],
    });
  });

  it('offers no acknowledge action once the monitor is up, and colours by event', () => {
    const card = teamsMessage(upMessage()).attachments[0]!.content;
    expect(card.actions.map((a) => a.title)).toEqual(['View in Tocsin']);
    expect(card.body[0]).toMatchObject({ text: 'Checkout API is up', color: 'good' });
    const color = (event: 'degraded' | 'certificate' | 'test') =>
      teamsMessage(downMessage({ event })).attachments[0]!.content.body[0]!;
    expect(color('degraded')).toMatchObject({ color: 'warning' });
    expect(color('certificate')).toMatchObject({ color: 'warning' });
    expect(color('test')).toMatchObject({ color: 'accent' });
  });

  it('classifies answers: the Workflows error JSON in the text, 429 and 5xx retryable', async () => {
    const config = { webhookUrl: `${receiver.url}${workflowPath}${workflowQuery}` };
    const ctx = testSendContext(receiver.url);

    receiver.script({
      status: 400,
      body: {
        error: {
          code: 'TriggerInputSchemaMismatch',
          message:
            "The input body for trigger 'manual' of type 'Request' did not match its schema definition.",
        },
      },
    });
    const bad = await teams.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DeliveryError);
    expect(bad).toMatchObject({
      retryable: false,
      statusCode: 400,
      message:
        "Teams answered 400: TriggerInputSchemaMismatch: The input body for trigger 'manual' of type 'Request' did not match its schema definition.",
    });

    receiver.script({
      status: 401,
      body: {
        error: {
          code: 'DirectApiAuthorizationRequired',
          message: 'The request must be authenticated only by Shared Access scheme.',
        },
      },
    });
    await expect(teams.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 401,
      message: expect.stringMatching(/^Teams answered 401: DirectApiAuthorizationRequired: /),
    });

    receiver.script({
      status: 429,
      headers: { 'retry-after': '12' },
      body: { error: { code: 'WorkflowRequestsThrottled', message: 'Rate limit is exceeded.' } },
    });
    await expect(teams.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 12_000,
    });

    for (const status of [500, 502]) {
      receiver.script({ status, body: '<html><body>Bad Gateway</body></html>' });
      await expect(teams.send(config, downMessage(), ctx)).rejects.toMatchObject({
        retryable: true,
        statusCode: status,
      });
    }
  });
});
