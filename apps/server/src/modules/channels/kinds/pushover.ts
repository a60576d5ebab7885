import type { ChannelConfig } from '@tocsin/contract';
import { clip, escapeClipped, escapeText, headline } from '../format.js';
import { expectSuccess } from '../http.js';
import type { AlertMessage, ChannelModule } from '../types.js';

const MESSAGE_MAX = 1024;
const TITLE_MAX = 250;
const attribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * The form for /1/messages.json. With html=1 the acknowledge link can be a tappable word in the
 * body while `url` carries the dashboard; the body stays within Pushover's 1024 characters with its
 * markup. A down alert is high priority (1), which sounds even in the user's quiet hours.
 */
export function pushoverForm(
  config: Pick<ChannelConfig<'pushover'>, 'appToken' | 'userKey'>,
  message: AlertMessage,
) {
  const ack = message.links.acknowledge
    ? `\n<a href="${attribute(message.links.acknowledge)}">Acknowledge</a>`
    : '';
  const excerpt = message.cause?.excerpt
    ? `\n<i>${escapeClipped(message.cause.excerpt, 300)}</i>`
    : '';
  const room = MESSAGE_MAX - ack.length - excerpt.length;
  return new URLSearchParams({
    token: config.appToken,
    user: config.userKey,
    title: clip(headline(message), TITLE_MAX),
    message: `${escapeClipped(message.summary, room)}${excerpt}${ack}`,
    url: message.links.view,
    url_title: 'View in Tocsin',
    priority: message.event === 'down' ? '1' : '0',
    timestamp: String(Math.floor(Date.parse(message.at) / 1000)),
    html: '1',
  });
}

/** A 4xx answers `{ status: 0, errors: [...], request }`; the errors say which field is wrong. */
function pushoverError(body: string) {
  const answer = JSON.parse(body) as { errors?: unknown };
  return Array.isArray(answer.errors) ? answer.errors.map(String).join('; ') : undefined;
}

export const pushover: ChannelModule<'pushover'> = {
  kind: 'pushover',
  async send(config, message, ctx) {
    const res = await ctx.http.request({
      url: `${ctx.providers.pushoverUrl.replace(/\/+$/, '')}/1/messages.json`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: pushoverForm(config, message).toString(),
      userSupplied: false,
    });
    // Pushover asks not to resend after a 4xx (a bad key stays bad); 429 and 5xx may pass later.
    expectSuccess('Pushover', res, pushoverError);
    let request: unknown;
    try {
      request = (JSON.parse(res.body) as { request?: unknown }).request;
    } catch {
      request = undefined;
    }
    return {
      statusCode: res.status,
      providerId: typeof request === 'string' ? request : undefined,
    };
  },
};
