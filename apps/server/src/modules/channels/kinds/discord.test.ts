import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downMessage, testSendContext, upMessage } from '../../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { DeliveryError } from '../http.js';
import { discord, discordMessage, DISCORD_LIMITS } from './discord.js';
import { clip } from '../format.js';

describe('discord channel', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const webhookPath = '/api/webhooks/123456789012345678/webhook-token';

  it('executes the webhook with wait=true, keeping the thread_id, and returns the message id', async () => {
    receiver.script({ status: 200, body: { id: '1180000000000000001', channel_id: '42' } });
    const sent = await discord.send(
      { webhookUrl: `${receiver.url}${webhookPath}?thread_id=9876` },
      downMessage(),
      testSendContext(receiver.url),
    );
    expect(sent).toEqual({ statusCode: 200, providerId: '1180000000000000001' });
    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(webhookPath);
    expect(req.query.get('thread_id')).toBe('9876');
    expect(req.query.get('wait')).toBe('true');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.json()).toEqual({
      username: 'Tocsin',
      content: 'Checkout API is down',
      embeds: [
        {
          title: 'Checkout API is down',
          description:
            'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.' +
            '\n\n[Acknowledge](https://tocsin.example.com/api/ack/signed-token)',
          url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
          color: 0xdc2626,
          fields: [
            { name: 'Monitor', value: 'Checkout API', inline: true },
            { name: 'Target', value: 'https://shop.example.com/api/health', inline: true },
            { name: 'Status code', value: '503', inline: true },
            { name: 'Error', value: 'HTTP 503 Service Unavailable', inline: true },
            { name: 'Started', value: '2026-11-23T10:00:00.000Z', inline: true },
          ],
          timestamp: '2026-11-23T10:00:02.000Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it('adds wait=true to a URL without a query, and leaves out the acknowledge link when up', async () => {
    receiver.script({ status: 200, body: { id: '1180000000000000002' } });
    await discord.send(
      { webhookUrl: `${receiver.url}${webhookPath}` },
      upMessage(),
      testSendContext(receiver.url),
    );
    const req = receiver.requests.at(-1)!;
    expect([...req.query]).toEqual([['wait', 'true']]);
    const embed = (req.json() as ReturnType<typeof discordMessage>).embeds[0]!;
    expect(embed.description).toBe('Checkout API is up again after 4 min 10 s.');
    expect(embed.color).toBe(0x16a34a);
    expect(embed.fields.at(-1)).toEqual({ name: 'Down for', value: '4 min 10 s', inline: true });
  });

  it('cuts every part to Discord limits, the embed within 6000 characters in total', () => {
    const long = 'x'.repeat(5000);
    const body = discordMessage(
      downMessage({
        title: long,
        summary: long,
        monitor: { id: 'mon_1', name: long, target: long },
        cause: { statusCode: 503, errorKind: 'http-status', message: long, excerpt: null },
      }),
    );
    const embed = body.embeds[0]!;
    expect(body.content.length).toBeLessThanOrEqual(DISCORD_LIMITS.content);
    expect(embed.title).toHaveLength(DISCORD_LIMITS.title);
    expect(embed.title.endsWith('…')).toBe(true);
    expect(embed.description.length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    expect(embed.description).toMatch(/…\n\n\[Acknowledge\]\(https:\/\/tocsin\.example\.com/);
    for (const field of embed.fields) {
      expect(field.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
      expect(field.inline).toBe(field.value.length <= 40);
    }
    expect(embed.fields[0]!.value).toHaveLength(DISCORD_LIMITS.fieldValue);
    const total =
      embed.title.length +
      embed.description.length +
      embed.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal);
    expect(embed.description.length).toBeGreaterThanOrEqual(500);
  });

  it('never cuts between the halves of an emoji', () => {
    expect(clip('ab🔴cd', 4)).toBe('ab…');
    expect(clip('abc🔴', 4)).toBe('abc…');
    expect(clip('short', 10)).toBe('short');
  });

  it('classifies answers: Discord error JSON in the text, 429 waits for the body retry_after', async () => {
    const config = { webhookUrl: `${receiver.url}${webhookPath}` };
    const ctx = testSendContext(receiver.url);

    receiver.script({
      status: 400,
      body: {
        message: 'Invalid Form Body',
        code: 50035,
        errors: { embeds: { 0: { url: { _errors: [{ code: 'URL_TYPE_INVALID_URL' }] } } } },
      },
    });
    const bad = await discord.send(config, downMessage(), ctx).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(DeliveryError);
    expect(bad).toMatchObject({ retryable: false, statusCode: 400 });
    expect((bad as Error).message).toMatch(
      /^Discord answered 400: Invalid Form Body \(50035\): .*URL_TYPE_INVALID_URL/,
    );

    receiver.script({ status: 404, body: { message: 'Unknown Webhook', code: 10015 } });
    await expect(discord.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: false,
      statusCode: 404,
      message: 'Discord answered 404: Unknown Webhook (10015)',
    });

    receiver.script({
      status: 429,
      headers: { 'retry-after': '2' },
      body: { message: 'You are being rate limited.', retry_after: 1.337, global: false },
    });
    await expect(discord.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 1337,
      message: 'Discord answered 429: You are being rate limited.',
    });

    // A 429 from Discord's edge carries no JSON: the header still counts.
    receiver.script({ status: 429, headers: { 'retry-after': '5' }, body: 'error code: 1015' });
    await expect(discord.send(config, downMessage(), ctx)).rejects.toMatchObject({
      retryable: true,
      retryAfterMs: 5000,
    });

    for (const status of [500, 502]) {
      receiver.script({ status, body: 'upstream error' });
      await expect(discord.send(config, downMessage(), ctx)).rejects.toMatchObject({
        retryable: true,
        statusCode: status,
      });
    }
  });
});
