import { escapeClipped, eventEmoji, headline } from '../format.js';
import { expectSuccess } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

const TEXT_MAX = 4096;

/**
 * The sendMessage body: bold headline, summary and the response excerpt as HTML, the links as
 * buttons. The text stays within 4096 characters even counted before Telegram parses the tags.
 */
export function telegramMessage(chatId: string, message: AlertMessage) {
  const title = `<b>${escapeClipped(`${eventEmoji(message)} ${headline(message)}`, 300)}</b>`;
  const excerpt = message.cause?.excerpt
    ? `\n<pre>${escapeClipped(message.cause.excerpt, 1000)}</pre>`
    : '';
  const room = TEXT_MAX - title.length - excerpt.length - 1;
  const buttons = [{ text: 'View in Tocsin', url: message.links.view }];
  if (message.links.acknowledge)
    buttons.push({ text: 'Acknowledge', url: message.links.acknowledge });
  return {
    // A string: numeric ids may exceed 2^53, and @channelusername is a string anyway.
    chat_id: chatId,
    text: `${title}\n${escapeClipped(message.summary, room)}${excerpt}`,
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    reply_markup: { inline_keyboard: [buttons] },
  };
}

interface TelegramAnswer {
  ok?: boolean;
  result?: { message_id?: number };
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

function readAnswer(body: string): TelegramAnswer | undefined {
  try {
    return JSON.parse(body) as TelegramAnswer;
  } catch {
    return undefined;
  }
}

/**
 * The bot token is part of the URL path, so a proxy's echo, a client error or a stack trace could
 * carry it; error text reaches the logs and the channel's delivery log, so it is scrubbed here.
 */
function scrubbed(error: unknown, secrets: string[]) {
  const scrub = (text: string) =>
    secrets.reduce((out, secret) => (secret ? out.split(secret).join('[bot token]') : out), text);
  if (!(error instanceof Error)) return new Error(scrub(String(error)));
  error.message = scrub(error.message);
  if (error.stack) error.stack = scrub(error.stack);
  return error;
}

/** Telegram explains itself in `description`; a group upgraded to a supergroup has a new id. */
function telegramError(answer: TelegramAnswer | undefined) {
  const said = answer?.description;
  const moved = answer?.parameters?.migrate_to_chat_id;
  if (said === undefined) return undefined;
  return moved ? `${said} (the group is now a supergroup with chat id ${moved})` : said;
}

export const telegram: ChannelModule<'telegram'> = {
  kind: 'telegram',
  async send(config, message, ctx) {
    // Tokens look like 123456:ABC-DEF…; anything that could end the path segment is encoded.
    const token = encodeURIComponent(config.botToken).replace(/%3A/gi, ':');
    try {
      const res = await ctx.http.request({
        url: `${ctx.providers.telegramUrl.replace(/\/+$/, '')}/bot${token}/sendMessage`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(telegramMessage(config.chatId, message)),
        userSupplied: false,
      });
      const answer = readAnswer(res.body);
      const retryAfter = answer?.parameters?.retry_after;
      // Flood control (429) gives its wait in the body, in seconds: parameters.retry_after.
      const headers =
        typeof retryAfter === 'number'
          ? { ...res.headers, 'retry-after': String(retryAfter) }
          : res.headers;
      expectSuccess('Telegram', { ...res, headers }, () => telegramError(answer));
      const id = answer?.result?.message_id;
      return { statusCode: res.status, providerId: id === undefined ? undefined : String(id) };
    } catch (error) {
      throw scrubbed(error, [...new Set([config.botToken, token])]);
    }
  },
};
