import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { googleChat, googleChatMessage } from './google-chat.js';

describe('google chat channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const spacePath = '/v1/spaces/AAAAbcdEfg/messages';
  const spaceQuery = '?key=AIzaSy-chat-key&token=abc-DEF_123%3D';

  it('posts a cards v2 message to the space webhook, keeping key and token', async () => {
    receiver.script({
      status: 200,
      body: { name: 'spaces/AAAAbcdEfg/messages/xyz.xyz', text: 'Checkout API is down' },
    });
    const sent = await googleChat.send(
      { webhookUrl: `${receiver.url}${spacePath}${spaceQuery}` },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent).toEqual({ statusCode: 200, providerId: 'spaces/AAAAbcdEfg/messages/xyz.xyz' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(spacePath);
    expect(req.query.get('key')).toBe('AIzaSy-chat-key');
    expect(req.query.get('token')).toBe('abc-DEF_123=');
    expect(req.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(req.json()).toEqual({
      text: '🔴 Checkout API is down\nCheckout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.',
      cardsV2: [
        {
          cardId: 'tocsin-down',
          card: {
            header: { title: 'Checkout API is down', subtitle: 'Checkout API' },
            sections: [
              {
                widgets: [
                  { decoratedText: { topLabel: 'Monitor', text: 'Checkout API', wrapText: true } },
                  {
                    decoratedText: {
                      topLabel: 'Target',
                      text: 'https://shop.example.com/api/health',
                      wrapText: true,
                    },
                  },
                  { decoratedText: { topLabel: 'Status code', text: '503', wrapText: true } },
                  {
                    decoratedText: {
                      topLabel: 'Error',
                      text: 'HTTP 503 Service Unavailable',
                      wrapText: true,
                    },
                  },
                  {
                    decoratedText: {
                      topLabel: 'Started',
                      text: '2026-11-23T10:00:00.000Z',
                      wrapText: true,
                    },
                  },
                  {
                    buttonList: {
                      buttons: [
                        {
                          text: 'View in Tocsin',
                          onClick: {
                            openLink: {
                              url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
                            },
                          },
                        },
                        {
                          text: 'Acknowledge',
                          onClick: {
                            openLink: { url: 'https://tocsin.example.com/api/ack/signed-token' },
                          },
                        },
                      ],
                    },
                  },
                ],
              },
            ],
          },
        },
      ],
    });
  });

  it('offers no acknowledge button once up, and keeps card text from becoming markup', () => {
    const up = googleChatMessage(upMessage());
    const widgets = up.cardsV2[0]!.card.sections[0]!.widgets;
    expect(widgets.at(-1)).toEqual({
      buttonList: {
        buttons: [
          {
            text: 'View in Tocsin',
            onClick: { openLink: { url: 'https://tocsin.example.com/dashboard/incidents/inc_1' } },
          },
        ],
      },
    });
    expect(up.text.startsWith('🟢 Checkout API is up\n')).toBe(true);

    const html = googleChatMessage(
      downMessage({
        cause: {
          statusCode: 500,
          errorKind: 'http-status',
          message: 'Expected <b>ok</b> & got <a href="x">error</a>',
          excerpt: null,
        },
      }),
    );
    expect(html.cardsV2[0]!.card.sections[0]!.widgets).toContainEqual({
      decoratedText: {
        topLabel: 'Error',
        text: 'Expected &lt;b&gt;ok&lt;/b&gt; &amp; got &lt;a href="x"&gt;error&lt;/a&gt;',
        wrapText: true,
      },
    });
  });

  it("classifies answers: Google's error.message in the text, 429 and 5xx retryable", async () => {
    const config = { webhookUrl: `${receiver.url}${spacePath}${spaceQuery}` };
    const ctx = testSendContext(receiver.url);

    receiver.script({
      status: 400,
      body: {
        error: {
          code: 400,
          message:
            'Invalid JSON payload received. Unknown name "widget" at \'cards_v2[0].card.sections[0]\': Cannot find field.',
          status: 'INVALID_ARGUMENT',
        },
      },
    });
    const bad = await googleChat.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DeliveryError);
    expect(bad).toMatchObject({
      retryable: false,
      statusCode: 400,
      message:
        'Google Chat answered 400: Invalid JSON payload received. Unknown name "widget" at \'cards_v2[0].card.sections[0]\': Cannot find field.',
    });

    receiver.script({
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'The caller does not have permission',
          status: 'PERMISSION_DENIED',
        },
      },
    });
    await expect(googleChat.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      message: 'Google Chat answered 403: The caller does not have permission',
    });

    receiver.script({
      status: 429,
      headers: { 'retry-after': '30' },
      body: {
        error: {
          code: 429,
          message:
            "Resource has been exhausted (e.g. check quota). Quota exceeded for quota metric 'Write requests'.",
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    });
    await expect(googleChat.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 30_000,
      message: expect.stringMatching(/^Google Chat answered 429: Resource has been exhausted/),
    });

    for (const status of [500, 502]) {
      receiver.script({
        status,
        body: {
          error: { code: status, message: 'Internal error encountered.', status: 'INTERNAL' },
        },
      });
      await expect(googleChat.send(config, downMessage(), ctx)).rejects.toMatchObject({
        retryable: true,
        statusCode: status,
      });
    }
  });
});
