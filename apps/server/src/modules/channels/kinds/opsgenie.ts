import type { ChannelConfig } from '@tocsin/contract';
import { clip, facts, headline, plainText } from '../format.js';
import { postJson } from '../http.js';
import type { ProviderSettings } from '../providers.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/**
 * The alias is Opsgenie's de-duplication key: one per incident, so a retried create only raises the
 * open alert's count and `up` can close it by alias. A test gets its own, so it never joins (or is
 * closed with) a real incident.
 */
export function opsgenieAlias(message: AlertMessage) {
  return message.event === 'test' ? message.deliveryKey : message.incidentKey;
}

/**
 * What to POST: `up` closes the incident's alert by alias, every other event creates it. An
 * account answers only on its own region's endpoint.
 */
export function opsgenieRequest(
  config: ChannelConfig<'opsgenie'>,
  message: AlertMessage,
  providers: Pick<ProviderSettings, 'opsgenieUrl' | 'opsgenieEuUrl'>,
) {
  const base = (config.region === 'eu' ? providers.opsgenieEuUrl : providers.opsgenieUrl).replace(
    /\/+$/,
    '',
  );
  const alias = opsgenieAlias(message);
  if (message.event === 'up') {
    return {
      url: `${base}/v2/alerts/${encodeURIComponent(alias)}/close?identifierType=alias`,
      json: { source: 'Tocsin', note: clip(message.summary, 25_000) },
    };
  }
  // Opsgenie's limits: message 130, alias and entity 512, description 15,000, details 8,000 in all.
  return {
    url: `${base}/v2/alerts`,
    json: {
      message: clip(headline(message), 130),
      alias,
      description: clip(plainText(message), 15_000),
      priority: config.priority,
      source: 'Tocsin',
      tags: ['tocsin', message.event],
      details: Object.fromEntries(facts(message).map((f) => [f.label, clip(f.value, 500)])),
      entity: clip(message.monitor.name, 512),
    },
  };
}

/** Errors come as `{ message, took, requestId }`; a 422 adds `errors`, naming each bad field. */
function opsgenieError(body: string) {
  const answer = JSON.parse(body) as { message?: unknown; errors?: unknown };
  const said = typeof answer.message === 'string' ? answer.message : '';
  const errors =
    answer.errors && typeof answer.errors === 'object'
      ? Object.entries(answer.errors).map(([field, why]) => `${field}: ${String(why)}`)
      : [];
  return [said, errors.join('; ')].filter(Boolean).join(' ') || undefined;
}

export const opsgenie: ChannelModule<'opsgenie'> = {
  kind: 'opsgenie',
  async send(config, message, ctx) {
    const { url, json } = opsgenieRequest(config, message, ctx.providers);
    // 202 means queued; 401/403/422 will fail again as they are, 429 and 5xx may pass later.
    const res = await postJson(
      ctx.http,
      'Opsgenie',
      { url, json, headers: { authorization: `GenieKey ${config.apiKey}` }, userSupplied: false },
      opsgenieError,
    );
    let requestId: unknown;
    try {
      requestId = (JSON.parse(res.body) as { requestId?: unknown }).requestId;
    } catch {
      requestId = undefined;
    }
    return {
      statusCode: res.status,
      providerId: typeof requestId === 'string' ? requestId : undefined,
    };
  },
};
