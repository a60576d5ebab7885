import type { ChannelConfig } from '@tocsin/contract';
import { clip, facts, headline } from '../format.js';
import { postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

const SUMMARY_MAX = 1024;

/**
 * PagerDuty folds every event with the same dedup_key into one alert: one key per incident means a
 * retried or repeated trigger updates the open alert instead of paging again, and `up` resolves
 * it. A test gets its own key so it never joins (or resolves) a real incident.
 */
export function pagerdutyDedupKey(message: AlertMessage) {
  return message.event === 'test' ? message.deliveryKey : message.incidentKey;
}

/** An Events API v2 event: `up` resolves the incident's alert, every other event triggers it. */
export function pagerdutyEvent(
  config: ChannelConfig<'pagerduty'>,
  message: AlertMessage,
  clientUrl: string,
) {
  const keys = { routing_key: config.routingKey, dedup_key: pagerdutyDedupKey(message) };
  if (message.event === 'up') return { ...keys, event_action: 'resolve' as const };
  const reason = message.cause?.message;
  const warning = message.event === 'degraded' || message.event === 'certificate';
  return {
    ...keys,
    event_action: 'trigger' as const,
    payload: {
      summary: clip(reason ? `${headline(message)}: ${reason}` : headline(message), SUMMARY_MAX),
      source: message.monitor.target || message.monitor.name,
      severity: warning ? ('warning' as const) : config.severity,
      timestamp: message.at,
      component: message.monitor.name,
      custom_details: {
        ...Object.fromEntries(facts(message).map((f) => [f.label, f.value])),
        cause: message.cause,
      },
    },
    links: [{ href: message.links.view, text: 'View in Tocsin' }],
    client: 'Tocsin',
    client_url: clientUrl,
  };
}

/** A 400 says `{ status: 'invalid event', message, errors: [...] }`; the errors name the field. */
function pagerdutyError(body: string) {
  const answer = JSON.parse(body) as { message?: unknown; errors?: unknown };
  const errors = Array.isArray(answer.errors) ? answer.errors.map(String) : [];
  const said = [typeof answer.message === 'string' ? answer.message : '', errors.join('; ')];
  return said.filter(Boolean).join(': ') || undefined;
}

export const pagerduty: ChannelModule<'pagerduty'> = {
  kind: 'pagerduty',
  async send(config, message, ctx) {
    const event = pagerdutyEvent(config, message, ctx.publicUrl);
    // 202 when enqueued; 400 is a bad event (not worth a retry), 429 and 5xx pass with time.
    const res = await postJson(
      ctx.http,
      'PagerDuty',
      {
        url: `${ctx.providers.pagerdutyUrl.replace(/\/+$/, '')}/v2/enqueue`,
        json: event,
        userSupplied: false,
      },
      pagerdutyError,
    );
    let dedupKey: unknown;
    try {
      dedupKey = (JSON.parse(res.body) as { dedup_key?: unknown }).dedup_key;
    } catch {
      dedupKey = undefined;
    }
    return {
      statusCode: res.status,
      providerId: typeof dedupKey === 'string' ? dedupKey : event.dedup_key,
    };
  },
};
