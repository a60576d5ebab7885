import type WebPush from 'web-push';
import { lazyRequire } from '../../lib/lazy.js';
import { headline } from './format.js';
import { DeliveryError, expectSuccess } from './http.js';
import type { AlertMessage, SendContext, SendResult } from './types.js';

const webpush = lazyRequire<typeof WebPush>('web-push');

/** A browser's push subscription as Tocsin stores it: the push service URL and its keys. */
export interface WebPushSubscription {
  endpoint: string;
  /** The browser's P-256 public key (base64url), the payload is encrypted to it. */
  p256dh: string;
  /** The browser's 16-byte auth secret (base64url). */
  auth: string;
}

/**
 * The push service says the subscription no longer exists (404, 410): the browser unsubscribed
 * or the subscription expired. Retrying cannot help; the caller deletes the subscription.
 */
export class PushSubscriptionGoneError extends DeliveryError {
  constructor(message: string, statusCode: number) {
    super(message, { retryable: false, statusCode });
    this.name = 'PushSubscriptionGoneError';
  }
}

/** The JSON the service worker (apps/web/public/sw.js) turns into a notification. */
export function pushPayload(message: AlertMessage) {
  return {
    title: headline(message),
    body: message.summary,
    // One notification per incident: the recovery replaces the down alert and its reminders.
    tag: message.incident?.id ?? message.deliveryKey,
    url: message.links.view,
    acknowledgeUrl: message.links.acknowledge,
    event: message.event,
    // A recovery updates the notification quietly; everything else alerts again.
    renotify: message.event !== 'up',
  };
}

/** How a push is sent: how long the push service keeps it, and whether it may wake a phone. */
export interface PushOptions {
  ttlSeconds: number;
  urgency: 'high' | 'normal';
}

/**
 * Sends one alert to one browser subscription (RFC 8030, payload encrypted per RFC 8291, signed
 * with VAPID).
 */
export function sendWebPush(
  subscription: WebPushSubscription,
  message: AlertMessage,
  ctx: SendContext,
): Promise<SendResult> {
  const down = message.event === 'down';
  return sendPush(subscription, pushPayload(message), ctx, {
    // An outage is still worth showing a day later; other news goes stale within the hour.
    ttlSeconds: down ? 24 * 60 * 60 : 60 * 60,
    // High urgency lets the push service wake a phone that is saving battery.
    urgency: down ? 'high' : 'normal',
  });
}

/**
 * Sends a JSON payload to one browser subscription. web-push only builds the request: it goes out
 * through the alert HTTP client, since the endpoint came from a browser and must pass the SSRF
 * guard like any user-supplied URL.
 */
export async function sendPush(
  subscription: WebPushSubscription,
  payload: object,
  ctx: SendContext,
  options: PushOptions,
): Promise<SendResult> {
  const { subject, publicKey, privateKey } = ctx.providers.vapid;
  let details: ReturnType<typeof WebPush.generateRequestDetails>;
  try {
    details = webpush().generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    throw new DeliveryError(`Could not build the push message: ${(error as Error).message}`, {
      retryable: false,
    });
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // The HTTP client sets the length of the body it actually sends.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const res = await ctx.http.request({
    url: details.endpoint,
    method: 'POST',
    headers,
    body: details.body ?? undefined,
    userSupplied: true,
  });

  const service = `The push service (${new URL(subscription.endpoint).host})`;
  if (res.status === 404 || res.status === 410) {
    throw new PushSubscriptionGoneError(
      `${service} answered ${res.status}: the subscription is gone`,
      res.status,
    );
  }
  if (res.status === 413) {
    throw new DeliveryError(`${service} answered 413: the payload is too large`, {
      retryable: false,
      statusCode: 413,
    });
  }
  expectSuccess(service, res);
  const location = res.headers.location;
  return {
    statusCode: res.status,
    providerId: Array.isArray(location) ? location[0] : location,
  };
}
