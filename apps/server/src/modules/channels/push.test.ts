import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downMessage,
  localProviders,
  testSendContext,
  upMessage,
} from '../../test/alert-fixtures.js';
import { startReceiver, type Receiver } from '../../test/receiver.js';
import { DeliveryError } from './http.js';
import { PushSubscriptionGoneError, pushPayload, sendWebPush } from './push.js';

// The reference implementation of RFC 8188 (web-push encrypts with it); it ships no types.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
};

/** A browser's side of a subscription: the key pair and auth secret it keeps to itself. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

/** Checks an ES256 JWT against a raw P-256 public key (base64url), as push services do. */
function verifyJwt(token: string, publicKey: string) {
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    valid,
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')),
  };
}

describe('web push', () => {
  let receiver: Receiver;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@example.com' };
  const browser = browserKeys();
  const subscription = () => ({
    endpoint: `${receiver.url}/push/v2/sub-abc123`,
    p256dh: browser.p256dh,
    auth: browser.auth,
  });
  const ctx = () =>
    testSendContext(receiver.url, { providers: { ...localProviders(receiver.url), vapid } });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('posts the alert encrypted to the browser and signed with the VAPID key', async () => {
    receiver.script({ status: 201, headers: { location: `${receiver.url}/push/m/msg-1` } });
    const message = downMessage();
    const sent = await sendWebPush(subscription(), message, ctx());
    expect(sent).toEqual({ statusCode: 201, providerId: `${receiver.url}/push/m/msg-1` });

    const req = receiver.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/push/v2/sub-abc123');
    expect(req.headers.ttl).toBe(String(24 * 60 * 60));
    expect(req.headers.urgency).toBe('high');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers['content-type']).toBe('application/octet-stream');
    expect(req.headers['content-length']).toBe(String(req.raw.length));

    const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
      String(req.headers.authorization),
    );
    expect(auth).not.toBeNull();
    const [, token, k] = auth as unknown as [string, string, string];
    expect(k).toBe(vapid.publicKey);
    const jwt = verifyJwt(token, vapid.publicKey);
    expect(jwt.valid).toBe(true);
    expect(jwt.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(jwt.claims.aud).toBe(new URL(receiver.url).origin);
    expect(jwt.claims.sub).toBe(vapid.subject);
    const now = Date.now() / 1000;
    expect(jwt.claims.exp).toBeGreaterThan(now);
    expect(jwt.claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    // Another key pair's public key does not verify the token.
    expect(verifyJwt(token, webpush.generateVAPIDKeys().publicKey).valid).toBe(false);

    // Only the browser's private key and auth secret open the body.
    const plain = ece.decrypt(req.raw, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(pushPayload(message));
    expect(pushPayload(message)).toEqual({
      title: 'Checkout API is down',
      body: message.summary,
      tag: 'inc_1',
      url: 'https://tocsin.example.com/dashboard/incidents/inc_1',
      acknowledgeUrl: 'https://tocsin.example.com/api/ack/signed-token',
      event: 'down',
      renotify: true,
    });
    const stranger = browserKeys();
    expect(() =>
      ece.decrypt(req.raw, {
        version: 'aes128gcm',
        privateKey: stranger.ecdh,
        authSecret: stranger.authSecret,
      }),
    ).toThrow();
  });

  it("sends a recovery with normal urgency and a 1 h TTL, under the down alert's tag", async () => {
    receiver.script({ status: 201 });
    const message = upMessage();
    const sent = await sendWebPush(subscription(), message, ctx());
    expect(sent).toEqual({ statusCode: 201, providerId: undefined });
    const req = receiver.requests.at(-1)!;
    expect(req.headers.ttl).toBe(String(60 * 60));
    expect(req.headers.urgency).toBe('normal');
    const plain = ece.decrypt(req.raw, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.authSecret,
    });
    const payload = JSON.parse(plain.toString('utf8'));
    expect(payload).toEqual(pushPayload(message));
    expect(payload).toMatchObject({ tag: pushPayload(downMessage()).tag, acknowledgeUrl: null });
    expect(payload.renotify).toBe(false);
  });

  it('tags an alert without an incident by its delivery key', () => {
    const message = downMessage({
      event: 'certificate',
      incident: null,
      deliveryKey: 'cert_1.user_1.certificate.0',
    });
    expect(pushPayload(message).tag).toBe('cert_1.user_1.certificate.0');
  });

  it('reports a subscription the push service no longer knows (404, 410) as gone', async () => {
    for (const status of [404, 410]) {
      receiver.script({ status, body: 'push subscription has unsubscribed or expired' });
      const error = await sendWebPush(subscription(), downMessage(), ctx()).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PushSubscriptionGoneError);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ retryable: false, statusCode: status });
    }
  });

  it('classifies answers: 413 final, 429 retryable with Retry-After, 5xx retryable', async () => {
    receiver.script({ status: 413 });
    const tooLarge = await sendWebPush(subscription(), downMessage(), ctx()).catch(
      (e: unknown) => e,
    );
    expect(tooLarge).toBeInstanceOf(DeliveryError);
    expect(tooLarge).not.toBeInstanceOf(PushSubscriptionGoneError);
    expect(tooLarge).toMatchObject({ retryable: false, statusCode: 413 });

    receiver.script({ status: 429, headers: { 'retry-after': '30' } });
    await expect(sendWebPush(subscription(), downMessage(), ctx())).rejects.toMatchObject({
      retryable: true,
      statusCode: 429,
      retryAfterMs: 30_000,
    });

    receiver.script({ status: 500, body: 'internal error' });
    const failed = await sendWebPush(subscription(), downMessage(), ctx()).catch((e: unknown) => e);
    expect(failed).not.toBeInstanceOf(PushSubscriptionGoneError);
    expect(failed).toMatchObject({ retryable: true, statusCode: 500 });
  });

  it('refuses an endpoint on a private address unless private targets are allowed', async () => {
    const { createAlertHttp } = await import('./http.js');
    const { createTargetResolver } = await import('../../lib/network/target-guard.js');
    const guarded = testSendContext(receiver.url, {
      providers: { ...localProviders(receiver.url), vapid },
      http: createAlertHttp({ guard: createTargetResolver({ allowPrivate: false }) }),
    });
    const before = receiver.requests.length;
    await expect(sendWebPush(subscription(), downMessage(), guarded)).rejects.toMatchObject({
      retryable: false,
      message: expect.stringMatching(/loopback/),
    });
    expect(receiver.requests.length).toBe(before);
  });
});
