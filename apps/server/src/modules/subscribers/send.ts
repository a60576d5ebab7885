import { statusUpdateNames } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { statusSubscribers, type SubscriberMessage } from '../../db/schema.js';
import {
  DeliveryError,
  expectSuccess,
  classifyMailError,
  signStandardWebhook,
  sendPush,
  type SecretBox,
  type SendContext,
  type SendResult,
} from '../channels/index.js';
import { updateMail } from './mail.js';
import type { SubscriberTokens } from './tokens.js';

export interface SubscriberSendDeps {
  db: Db;
  secrets: SecretBox;
  tokens: SubscriberTokens;
}

/** The JSON a webhook subscriber receives for every update (documented in docs/status-pages.md). */
export function subscriberWebhookPayload(m: SubscriberMessage) {
  return {
    type: 'status.update' as const,
    timestamp: m.update.at,
    page: m.page,
    post: m.post,
    update: { id: m.update.id, status: m.update.status, body: m.update.body, at: m.update.at },
  };
}

/** Where a subscriber's unsubscribe link points: the page's own address. */
export const unsubscribeUrl = (pageUrl: string, token: string) =>
  `${pageUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The webhook's signing secret, sealed at rest like channel secrets. */
export const sealWebhookSecret = (box: SecretBox, secret: string) => ({
  sealed: box.seal({ secret }),
});

/**
 * Sends one update to one subscriber, by the subscriber's kind. A subscriber who left since the
 * fan-out has nothing to receive; a push subscription the push service no longer knows throws
 * PushSubscriptionGoneError, and the dispatcher removes the subscriber.
 */
export async function sendToSubscriber(
  deps: SubscriberSendDeps,
  ctx: SendContext,
  subscriberId: string,
  m: SubscriberMessage,
  deliveryKey: string,
): Promise<SendResult> {
  const [sub] = await deps.db
    .select()
    .from(statusSubscribers)
    .where(eq(statusSubscribers.id, subscriberId));
  if (!sub || !sub.confirmedAt)
    throw new DeliveryError('The subscriber unsubscribed', { retryable: false });
  if (sub.kind === 'email') {
    const mail = updateMail(sub.address, m, unsubscribeUrl(m.page.url, deps.tokens.of(sub.id)));
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      throw classifyMailError(error);
    }
    return {};
  }
  if (sub.kind === 'webhook') {
    const sealed = sub.secret?.sealed;
    const secret = sealed ? deps.secrets.open(sealed).secret : undefined;
    if (typeof secret !== 'string')
      throw new DeliveryError('The webhook has no signing secret', { retryable: false });
    const body = JSON.stringify(subscriberWebhookPayload(m));
    // The same id on every retry, so receivers can drop duplicates.
    const id = `msg_${deliveryKey}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await ctx.http.request({
      url: sub.address,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signStandardWebhook(secret, id, timestamp, body),
      },
      body,
      userSupplied: true,
    });
    expectSuccess('The webhook', res);
    return { statusCode: res.status };
  }
  const keys = sub.secret ?? {};
  if (!keys.p256dh || !keys.auth)
    throw new DeliveryError('The push subscription has no keys', { retryable: false });
  const status = statusUpdateNames[m.update.status] ?? m.update.status;
  return sendPush(
    { endpoint: sub.address, p256dh: keys.p256dh, auth: keys.auth },
    {
      title: `${m.page.name}: ${m.post.title}`,
      body: `${status}: ${m.update.body.slice(0, 200)}`,
      // One notification per post: a later update replaces the earlier one.
      tag: `status-post-${m.post.id}`,
      url: m.page.url,
    },
    ctx,
    { ttlSeconds: 24 * 60 * 60, urgency: 'normal' },
  );
}
