import { pino } from 'pino';
import type { AlertSettings } from '../config.js';
import { createMailer } from '../lib/mailer.js';
import { createTargetResolver } from '../lib/network/target-guard.js';
import { createAlertHttp } from '../modules/channels/http.js';
import type { AlertMessage, SendContext } from '../modules/channels/types.js';

/** A down alert as the planner builds it, for channel tests; override what a test looks at. */
export function downMessage(overrides: Partial<AlertMessage> = {}): AlertMessage {
  return {
    event: 'down',
    reminder: 0,
    escalated: false,
    title: 'Checkout API is down',
    summary:
      'Checkout API has been down since 2026-11-23 10:00:00 UTC: HTTP 503 Service Unavailable.',
    at: '2026-11-23T10:00:02.000Z',
    monitor: { id: 'mon_1', name: 'Checkout API', target: 'https://shop.example.com/api/health' },
    incident: {
      id: 'inc_1',
      startedAt: '2026-11-23T10:00:00.000Z',
      confirmedAt: '2026-11-23T10:00:02.000Z',
      resolvedAt: null,
      durationSeconds: 2,
    },
    cause: {
      statusCode: 503,
      errorKind: 'http-status',
      message: 'HTTP 503 Service Unavailable',
      excerpt: '<h1>Service Unavailable</h1>',
    },
    certificate: null,
    links: {
      view: 'https://tocsin.example.com/dashboard/incidents/inc_1',
      acknowledge: 'https://tocsin.example.com/api/ack/signed-token',
    },
    incidentKey: 'tocsin-inc_1',
    deliveryKey: 'inc_1.chan_1.down.0',
    ...overrides,
  };
}

/** The same incident, resolved. */
export function upMessage(overrides: Partial<AlertMessage> = {}): AlertMessage {
  const down = downMessage();
  return downMessage({
    event: 'up',
    title: 'Checkout API is up',
    summary: 'Checkout API is up again after 4 min 10 s.',
    at: '2026-11-23T10:04:10.000Z',
    incident: { ...down.incident!, resolvedAt: '2026-11-23T10:04:10.000Z', durationSeconds: 250 },
    links: { view: down.links.view, acknowledge: null },
    deliveryKey: 'inc_1.chan_1.up.0',
    ...overrides,
  });
}

/** Provider settings pointing every provider at `baseUrl` (a local receiver). */
export function localProviders(baseUrl: string, overrides: Partial<AlertSettings> = {}) {
  return {
    smsProvider: 'twilio' as const,
    twilio: {
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'twilio-auth-token-0123456789',
      from: '+15005550006',
      apiUrl: baseUrl,
    },
    vonage: { apiKey: 'vonage-key', apiSecret: 'vonage-secret', from: 'Tocsin', apiUrl: baseUrl },
    pagerdutyUrl: baseUrl,
    opsgenieUrl: baseUrl,
    opsgenieEuUrl: baseUrl,
    telegramUrl: baseUrl,
    pushoverUrl: baseUrl,
    vapid: {
      publicKey:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      privateKey: 'tUxbf-Ew5fAf1ImHzBRG0kkKkTZWWTTHxJ2yOJQBNXU',
      subject: 'mailto:alerts@example.com',
    },
    ...overrides,
  };
}

/** What a channel's send gets in tests: private targets allowed (receivers are on 127.0.0.1). */
export function testSendContext(
  baseUrl: string,
  overrides: Partial<SendContext> = {},
): SendContext {
  return {
    http: createAlertHttp({ guard: createTargetResolver({ allowPrivate: true }) }),
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'Tocsin <alerts@example.com>',
      dataDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    }),
    providers: localProviders(baseUrl),
    publicUrl: 'https://tocsin.example.com',
    callbackUrl: (path) => `https://tocsin.example.com${path}`,
    ...overrides,
  };
}
