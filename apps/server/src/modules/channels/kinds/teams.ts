import { facts, headline } from '../format.js';
import { postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** Adaptive Cards name colours by role, not by value; Teams picks the shade for its theme. */
const CARD_COLOR: Record<AlertMessage['event'], string> = {
  down: 'attention',
  up: 'good',
  degraded: 'warning',
  certificate: 'warning',
  test: 'accent',
};

/**
 * An Adaptive Card in the message envelope the Workflows webhook template expects: headline,
 * summary, facts, and the links as OpenUrl actions. Texts are cut well below Teams' 28 KB per
 * message.
 */
export function teamsMessage(message: AlertMessage) {
  const actions = [{ type: 'Action.OpenUrl', title: 'View in Tocsin', url: message.links.view }];
  if (message.links.acknowledge)
    actions.push({ type: 'Action.OpenUrl', title: 'Acknowledge', url: message.links.acknowledge });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: headline(message).slice(0, 300),
              weight: 'bolder',
              size: 'medium',
              color: CARD_COLOR[message.event],
              wrap: true,
            },
            { type: 'TextBlock', text: message.summary.slice(0, 3000), wrap: true },
            {
              type: 'FactSet',
              facts: facts(message).map((f) => ({ title: f.label, value: f.value.slice(0, 1000) })),
            },
          ],
          actions,
        },
      },
    ],
  };
}

/** "TriggerInputSchemaMismatch: The input body for trigger 'manual' ... did not match ..." */
function workflowsError(body: string): string | undefined {
  const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
  if (typeof error?.message !== 'string') return undefined;
  return typeof error.code === 'string' ? `${error.code}: ${error.message}` : error.message;
}

export const teams: ChannelModule<'teams'> = {
  kind: 'teams',
  async send(config, message, ctx) {
    // 202 only means the flow was started: a card the flow fails to post shows in its run history,
    // not here.
    const res = await postJson(
      ctx.http,
      'Teams',
      { url: config.webhookUrl, json: teamsMessage(message), userSupplied: true },
      workflowsError,
    );
    return { statusCode: res.status };
  },
};
