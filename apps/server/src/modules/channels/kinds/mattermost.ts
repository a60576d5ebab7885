import { EVENT_COLOR, facts, headline, withoutMentions } from '../format.js';
import { jsonField, postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** Values up to this length share a row; longer ones (an error message) take the full width. */
const SHORT_MAX = 40;

/**
 * A Slack-compatible attachment, which Mattermost renders natively: the title links to Tocsin and,
 * since attachment buttons need an interactive integration, acknowledging is a Markdown link.
 */
export function mattermostMessage(alert: AlertMessage) {
  const message = {
    ...alert,
    title: withoutMentions(alert.title),
    summary: withoutMentions(alert.summary),
    monitor: { ...alert.monitor, name: withoutMentions(alert.monitor.name) },
  };
  const ack = message.links.acknowledge ? `\n\n[Acknowledge](${message.links.acknowledge})` : '';
  return {
    username: 'Tocsin',
    text: headline(message),
    attachments: [
      {
        fallback: `${headline(message)}: ${message.summary}`,
        color: EVENT_COLOR[message.event],
        title: headline(message),
        title_link: message.links.view,
        text: `${message.summary.slice(0, 3000)}${ack}`,
        fields: facts(message).map((f) => ({
          short: f.value.length <= SHORT_MAX,
          title: f.label,
          value: withoutMentions(f.value.slice(0, 1000)),
        })),
      },
    ],
  };
}

export const mattermost: ChannelModule<'mattermost'> = {
  kind: 'mattermost',
  async send(config, message, ctx) {
    // Success is 200 "ok"; errors are Mattermost's AppError JSON { id, message, status_code }.
    const res = await postJson(
      ctx.http,
      'Mattermost',
      { url: config.webhookUrl, json: mattermostMessage(message), userSupplied: true },
      jsonField('message'),
    );
    return { statusCode: res.status };
  },
};
