import { pushEndpoints } from '@tocsin/contract';
import { call, isApiError } from './api-client';

/** Where this browser stands on push alerts: no support, else the notification permission. */
export type PushSupport = 'unsupported' | NotificationPermission;

/** Why push cannot be turned on in this browser; failures of the API itself stay ApiErrors. */
export class PushError extends Error {
  override readonly name = 'PushError';

  constructor(
    readonly code: 'push-unsupported' | 'push-denied',
    message: string,
  ) {
    super(message);
  }
}

/** Served from the site's root (apps/web/public), so the worker's scope is the whole app. */
const WORKER_URL = '/sw.js';

/**
 * 'unsupported' covers browsers without the Push API and pages outside a secure context; iOS only
 * offers push to sites added to the home screen.
 */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !window.isSecureContext ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** This browser's subscription, if any; neither registers the worker nor asks for permission. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and registers the
 * subscription with the API. Call it from a click handler: browsers only show the permission
 * prompt in answer to a user gesture, so the prompt comes before any network round trip.
 */
export async function subscribeToPush(): Promise<PushSubscription> {
  if (pushSupport() === 'unsupported') {
    throw new PushError('push-unsupported', 'This browser cannot receive push notifications.');
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushError('push-denied', 'Notifications are blocked for this site.');
  }

  const [{ publicKey }] = await Promise.all([
    call(pushEndpoints.key),
    navigator.serviceWorker.register(WORKER_URL),
  ]);
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = base64UrlToBytes(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    // Subscribed under keys the server no longer uses: push services refuse a second key.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });

  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new PushError('push-unsupported', 'This browser gave a subscription without keys.');
  }
  await call(pushEndpoints.subscribe, {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  return subscription;
}

/** Stops alerts to this browser: the server forgets the subscription, then the browser drops it. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await call(pushEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    // Already unknown to the server (a 404 or 410 from the push service removed it).
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

/** The VAPID key arrives as unpadded base64url; pushManager.subscribe wants its bytes. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array) {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}
