import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downMessage,
  localProviders,
  testSendContext,
  upMessage,
} from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { telegram, telegramMessage } from './telegram.js';

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const config = { botToken: BOT_TOKEN, chatId: '-1001234567890' };
const sentMessage = {
  status: 200,
  body: { ok: true, result: { message_id: 4711, chat: { id: -1001234567890 }, date: 1795428002 } },
};

/** Everything an error shows when it is logged or stored. */
const errorText = (error: unknown) =>
  [String(error), (error as Error).message, (error as Error).stack ?? ''].join('\n');

describe('Telegram channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('sends an HTML message with the links as inline buttons', async () => {
    receiver.script(sentMessage);
    const sent = await telegram.send(config, downMessage(), testSendContext(receiver.url));
    expect(sent).toEqual({ statusCode: 200, providerId: '4711' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json()).toEqual({
      chat_id: '-1001234567890',
      text:
        '<b>🔴 Checkout API is down</b>\n' +
        'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.\n' +
        '<pre>&lt;h1&gt;Service Unavailable&lt;/h1&gt;</pre>',
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      reply_markup: {
        inline_keyboard: [
          [
            {
              text: 'View in Tocsin',
              url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
            },
            { text: 'Acknowledge', url: 'https://tocsin.example.com/api/ack/signed-token' },
          ],
        ],
      },
    });
  });

  it('offers only the view button once there is nothing to acknowledge', () => {
    const body = telegramMessage('@tocsin_alerts', upMessage());
    expect(body.chat_id).toBe('@tocsin_alerts');
    expect(body.reply_markup.inline_keyboard).toEqual([
      [{ text: 'View in Tocsin', url: 'https://tocsin.example.com/dashboard/incidents/inc_1' }],
    ]);
  });

  it('escapes &, < and > so user text cannot open tags', () => {
    const body = telegramMessage(
      '1',
      downMessage({
        title: 'A&B <prod> is down',
        summary: 'Body said </b><a href="x">',
        cause: null,
      }),
    );
    expect(body.text).toBe(
      '<b>🔴 A&amp;B &lt;prod&gt; is down</b>\nBody said &lt;/b&gt;&lt;a href="x"&gt;',
    );
  });

  it('keeps the text within 4096 characters without cutting an entity', () => {
    const body = telegramMessage(
      '1',
      downMessage({
        summary: '&'.repeat(10_000),
        cause: { statusCode: 503, errorKind: null, message: null, excerpt: '<'.repeat(5000) },
      }),
    );
    expect(body.text.length).toBeLessThanOrEqual(4096);
    expect(body.text).toMatch(/(&amp;)+…\n<pre>(&lt;)+…<\/pre>$/);
  });

  it('classifies Telegram errors: 400/401/403 final, 429 after retry_after, 5xx retryable', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' },
    });
    const notFound = await telegram.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(DeliveryError);
    expect(notFound).toMatchObject({
      retryable: false,
      statusCode: 400,
      message: 'Telegram answered 400: Bad Request: chat not found',
    });
    receiver.script({
      status: 403,
      body: {
        ok: false,
        error_code: 403,
        description: 'Forbidden: bot was kicked from the group chat',
      },
    });
    await expect(telegram.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 403,
    });
    receiver.script({
      status: 400,
      body: {
        ok: false,
        error_code: 400,
        description: 'Bad Request: group chat was upgraded to a supergroup chat',
        parameters: { migrate_to_chat_id: -1009876543210 },
      },
    });
    await expect(telegram.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('supergroup with chat id -1009876543210'),
    });
    receiver.script({
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 35',
        parameters: { retry_after: 35 },
      },
    });
    await expect(telegram.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 35_000,
      message: 'Telegram answered 429: Too Many Requests: retry after 35',
    });
    receiver.script({ status: 502, body: '<html><h1>502 Bad Gateway</h1></html>' });
    await expect(telegram.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 502,
    });
  });

  it('never puts the bot token in an error, whatever the answer echoes', async () => {
    const ctx = testSendContext(receiver.url);
    receiver.script({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    const unauthorized = await telegram.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ retryable: false, statusCode: 401 });
    expect(errorText(unauthorized)).not.toContain(BOT_TOKEN);

    // A proxy that echoes the path it could not route.
    receiver.reply((req) => ({ status: 404, body: `No route for POST ${req.path}` }));
    const echoed = await telegram.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(echoed).toMatchObject({ retryable: false, statusCode: 404 });
    expect(errorText(echoed)).toContain('/bot[bot token]/sendMessage');
    expect(errorText(echoed)).not.toContain(BOT_TOKEN);
    expect(errorText(echoed)).not.toContain('AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw');

    // The same for a token that has to be encoded in the path.
    const odd = { ...config, botToken: '42:tok/en?with#parts' };
    const encoded = await telegram.send(odd, downMessage(), ctx).catch((e: unknown) => e);
    expect(receiver.requests.at(-1)!.path).toBe('/bot42:tok%2Fen%3Fwith%23parts/sendMessage');
    expect(errorText(encoded)).not.toContain('tok/en?with#parts');
    expect(errorText(encoded)).not.toContain('tok%2Fen%3Fwith%23parts');
  });

  it('keeps the token out of timeouts and unreachable servers too', async () => {
    receiver.script({ hang: true });
    const ctx = testSendContext(receiver.url);
    const slow = {
      ...ctx,
      http: {
        request: (r: never) => ctx.http.request({ ...(r as object), timeoutMs: 300 } as never),
      },
    };
    const timeout = await telegram.send(config, downMessage(), slow).catch((e: unknown) => e);
    expect(timeout).toMatchObject({ retryable: true, message: expect.stringMatching(/0.3 s/) });
    expect(errorText(timeout)).not.toContain(BOT_TOKEN);

    const gone = await startReceiver();
    await gone.close();
    const unreachable = await telegram
      .send(
        config,
        downMessage(),
        testSendContext(receiver.url, { providers: localProviders(gone.url) }),
      )
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ retryable: true });
    expect(errorText(unreachable)).not.toContain(BOT_TOKEN);

    // Whatever the HTTP client throws, the token is scrubbed from it.
    const leaky = testSendContext(receiver.url, {
      http: {
        request: (r) => Promise.reject(new Error(`socket hang up while sending to ${r.url}`)),
      },
    });
    const thrown = await telegram.send(config, downMessage(), leaky).catch((e: unknown) => e);
    expect(errorText(thrown)).toContain('/bot[bot token]/sendMessage');
    expect(errorText(thrown)).not.toContain(BOT_TOKEN);
  });
});
