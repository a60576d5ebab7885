import { EVENT_COLOR, clip, facts, headline } from '../format.js';
import { expectSuccess } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

/** Discord rejects the whole message when one of these is exceeded, so we cut rather than fail. */
export const DISCORD_LIMITS = {
  content: 2000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  /** Title, description and every field's name and value together. */
  embedTotal: 6000,
};

/** Values up to this length sit side by side; longer ones (an error message) take the full row. */
const INLINE_MAX = 40;
const SUMMARY_RESERVE = 500;

/**
 * One embed with the facts as fields; `content` is what the notification shows. Mentions are
 * switched off: a monitor's name or an error text could otherwise ping @everyone. The facts get
 * their share of the embed's total first and the summary what is left, at least SUMMARY_RESERVE.
 */
export function discordMessage(message: AlertMessage) {
  const title = clip(headline(message), DISCORD_LIMITS.title);
  const ack = message.links.acknowledge ? `\n\n[Acknowledge](${message.links.acknowledge})` : '';
  let budget = DISCORD_LIMITS.embedTotal - title.length - ack.length - SUMMARY_RESERVE;
  const fields: { name: string; value: string; inline: boolean }[] = [];
  for (const f of facts(message).slice(0, DISCORD_LIMITS.fields)) {
    const name = clip(f.label, DISCORD_LIMITS.fieldName);
    const value = clip(f.value, Math.min(DISCORD_LIMITS.fieldValue, budget - name.length)) || '-';
    if (budget - name.length - value.length < 0) break;
    budget -= name.length + value.length;
    fields.push({ name, value, inline: f.value.length <= INLINE_MAX });
  }
  const room = Math.min(DISCORD_LIMITS.description - ack.length, budget + SUMMARY_RESERVE);
  return {
    username: 'Tocsin',
    content: clip(headline(message), DISCORD_LIMITS.content),
    embeds: [
      {
        title,
        description: `${clip(message.summary, room)}${ack}`,
        url: message.links.view,
        color: parseInt(EVENT_COLOR[message.event].slice(1), 16),
        fields,
        timestamp: message.at,
      },
    ],
    allowed_mentions: { parse: [] },
  };
}

/** `wait=true` makes Discord answer with the message (its id) and report a message it dropped. */
export function discordExecuteUrl(webhookUrl: string): string {
  if (!URL.canParse(webhookUrl)) return webhookUrl;
  const url = new URL(webhookUrl);
  url.searchParams.set('wait', 'true');
  return url.toString();
}

interface DiscordAnswer {
  /** The created message (with wait=true). */
  id?: unknown;
  /** Errors and 429s. */
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  retry_after?: unknown;
}

function readAnswer(body: string): DiscordAnswer | null {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** "Invalid Form Body (50035): {...}": the code and, for a rejected payload, which field. */
function discordError(answer: DiscordAnswer | null): string | undefined {
  if (typeof answer?.message !== 'string') return undefined;
  const code = typeof answer.code === 'number' && answer.code !== 0 ? ` (${answer.code})` : '';
  const errors = answer.errors ? `: ${JSON.stringify(answer.errors)}` : '';
  return `${answer.message}${code}${errors}`;
}

export const discord: ChannelModule<'discord'> = {
  kind: 'discord',
  async send(config, message, ctx) {
    const res = await ctx.http.request({
      url: discordExecuteUrl(config.webhookUrl),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(discordMessage(message)),
      userSupplied: true,
    });
    const answer = readAnswer(res.body);
    // A 429's body gives the wait in seconds with a fraction; the Retry-After header rounds it.
    const headers =
      res.status === 429 && typeof answer?.retry_after === 'number'
        ? { ...res.headers, 'retry-after': String(answer.retry_after) }
        : res.headers;
    expectSuccess('Discord', { ...res, headers }, () => discordError(answer));
    return {
      statusCode: res.status,
      providerId: typeof answer?.id === 'string' ? answer.id : undefined,
    };
  },
};
