import { escapeText, facts, headline } from '../format.js';
import { postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** A Block Kit message: header, summary, facts as fields, buttons; `text` is the notification. */
export function slackMessage(message: AlertMessage) {
  const fields = facts(message)
    .slice(0, 10)
    .map((f) => ({ type: 'mrkdwn', text: `*${f.label}*\n${escapeText(f.value.slice(0, 1900))}` }));
  const buttons = [
    {
      type: 'button',
      text: { type: 'plain_text', text: 'View in Tocsin' },
      url: message.links.view,
    },
  ];
  if (message.links.acknowledge) {
    buttons.push({
      type: 'button',
      text: { type: 'plain_text', text: 'Acknowledge' },
      url: message.links.acknowledge,
      ...{ style: 'danger' },
    });
  }
  return {
    // mrkdwn: escaped as Slack asks, so a `<!channel>` in a server's answer stays text.
    text: escapeText(`${headline(message)}: ${message.summary}`),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: headline(message).slice(0, 150) } },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: escapeText(message.summary.slice(0, 3000)) },
      },
      { type: 'section', fields },
      { type: 'actions', elements: buttons },
    ],
  };
}

export const slack: ChannelModule<'slack'> = {
  kind: 'slack',
  async send(config, message, ctx) {
    // Slack answers errors in plain text: invalid_payload, no_service, channel_is_archived ...
    const res = await postJson(ctx.http, 'Slack', {
      url: config.webhookUrl,
      json: slackMessage(message),
      userSupplied: true,
    });
    return { statusCode: res.status };
  },
};
