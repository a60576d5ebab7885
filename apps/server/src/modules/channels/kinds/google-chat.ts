import { escapeText, eventEmoji, facts, headline } from '../format.js';
import { jsonField, postJson } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** Card text is HTML-formatted: an error text with `<` in it must not become markup. */
const escapeCardText = escapeText;

/**
 * A cards v2 message: headline and monitor in the header, one decoratedText per fact, the links as
 * buttons. `text` shows above the card and is what notifications and clients without cards show.
 */
export function googleChatMessage(message: AlertMessage) {
  const buttons = [{ text: 'View in Tocsin', onClick: { openLink: { url: message.links.view } } }];
  if (message.links.acknowledge)
    buttons.push({
      text: 'Acknowledge',
      onClick: { openLink: { url: message.links.acknowledge } },
    });
  return {
    // `<users/all>` in a monitor's name or a server's answer would mention everyone.
    text: `${eventEmoji(message)} ${headline(message)}\n${message.summary}`
      .replace(/<(?=users\/)/g, '<\u200b')
      .slice(0, 4000),
    cardsV2: [
      {
        cardId: `tocsin-${message.event}`,
        card: {
          header: { title: headline(message).slice(0, 200), subtitle: message.monitor.name },
          sections: [
            {
              widgets: [
                ...facts(message).map((f) => ({
                  decoratedText: {
                    topLabel: f.label,
                    text: escapeCardText(f.value.slice(0, 1000)),
                    wrapText: true,
                  },
                })),
                { buttonList: { buttons } },
              ],
            },
          ],
        },
      },
    ],
  };
}

export const googleChat: ChannelModule<'google-chat'> = {
  kind: 'google-chat',
  async send(config, message, ctx) {
    // Errors come as Google's JSON: { error: { code, message, status } }.
    const res = await postJson(
      ctx.http,
      'Google Chat',
      {
        url: config.webhookUrl,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        json: googleChatMessage(message),
        userSupplied: true,
      },
      jsonField('error', 'message'),
    );
    // The created message, "spaces/…/messages/…".
    let providerId: string | undefined;
    try {
      const { name } = JSON.parse(res.body) as { name?: unknown };
      providerId = typeof name === 'string' ? name : undefined;
    } catch {
      providerId = undefined;
    }
    return { statusCode: res.status, providerId };
  },
};
