import type { ChannelConfig } from '@tocsin/contract';
import { headline } from '../format.js';
import { jsonField, postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** ntfy priorities: 5 (max) breaks through do-not-disturb, 3 is an ordinary notification. */
const PRIORITY: Record<AlertMessage['event'], number> = {
  down: 5,
  up: 3,
  degraded: 4,
  certificate: 4,
  test: 3,
};

/** Tags that match an emoji short name are shown as that emoji before the title. */
const TAGS: Record<AlertMessage['event'], string[]> = {
  down: ['rotating_light'],
  up: ['white_check_mark'],
  degraded: ['warning'],
  certificate: ['warning'],
  test: ['bell'],
};

/**
 * A message published as JSON (the topic travels in the body, so the request goes to the server's
 * root URL); tapping it opens the dashboard, and the button acknowledges while the monitor is down.
 */
export function ntfyMessage(config: Pick<ChannelConfig<'ntfy'>, 'topic'>, message: AlertMessage) {
  const acknowledge = message.links.acknowledge;
  return {
    topic: config.topic,
    title: headline(message),
    message: message.summary,
    priority: PRIORITY[message.event],
    tags: TAGS[message.event],
    click: message.links.view,
    ...(acknowledge
      ? { actions: [{ action: 'view', label: 'Acknowledge', url: acknowledge, clear: true }] }
      : {}),
  };
}

export const ntfy: ChannelModule<'ntfy'> = {
  kind: 'ntfy',
  async send(config, message, ctx) {
    const headers: Record<string, string> = {};
    if (config.accessToken) headers.authorization = `Bearer ${config.accessToken}`;
    // The server is the user's (ntfy.sh or self-hosted), so it passes the SSRF guard. Errors are
    // `{ code, http, error, link }`: 401/403 for a protected topic, 429 when over the limits.
    const res = await postJson(
      ctx.http,
      'ntfy',
      { url: config.serverUrl, headers, json: ntfyMessage(config, message), userSupplied: true },
      jsonField('error'),
    );
    let id: unknown;
    try {
      id = (JSON.parse(res.body) as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    return { statusCode: res.status, providerId: typeof id === 'string' ? id : undefined };
  },
};
