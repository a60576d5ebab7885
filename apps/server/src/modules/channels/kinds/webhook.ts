import { createHmac } from 'node:crypto';
import { expectSuccess } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** The JSON every generic webhook receives; documented for users in the API docs. */
export function webhookPayload(message: AlertMessage) {
  return {
    type: message.event === 'test' ? 'test' : `monitor.${message.event}`,
    timestamp: message.at,
    data: {
      title: message.title,
      summary: message.summary,
      reminder: message.reminder,
      escalated: message.escalated,
      monitor: message.monitor,
      incident: message.incident,
      cause: message.cause,
      certificate: message.certificate,
      links: message.links,
    },
  };
}

/**
 * Standard Webhooks signature: HMAC-SHA256 over `id.timestamp.body` with the secret's bytes
 * (the base64 after `whsec_`), sent as `v1,<base64>`.
 */
export function signStandardWebhook(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export const webhook: ChannelModule<'webhook'> = {
  kind: 'webhook',
  async send(config, message, ctx) {
    const body = JSON.stringify(webhookPayload(message));
    // The same id on every retry, so receivers can drop duplicates (the spec's idempotency key).
    const id = `msg_${message.deliveryKey}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
    };
    if (config.secret)
      headers['webhook-signature'] = signStandardWebhook(config.secret, id, timestamp, body);
    const res = await ctx.http.request({ url: config.url, headers, body, userSupplied: true });
    expectSuccess('The webhook', res);
    return { statusCode: res.status };
  },
};
