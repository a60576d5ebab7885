import { zonedTime } from '../../lib/zoned-time.js';
import type { AlertMessage } from './types.js';

const EVENT_EMOJI: Record<AlertMessage['event'], string> = {
  down: '🔴',
  up: '🟢',
  degraded: '🟠',
  certificate: '🔐',
  test: '🔔',
};

/** A colour per event for the kinds that take one (Slack attachments, Discord embeds, Teams). */
export const EVENT_COLOR: Record<AlertMessage['event'], string> = {
  down: '#dc2626',
  up: '#16a34a',
  degraded: '#d97706',
  certificate: '#d97706',
  test: '#2563eb',
};

export const eventEmoji = (message: AlertMessage) => EVENT_EMOJI[message.event];

/** "Checkout API is down (reminder 2)" */
export function headline(message: AlertMessage): string {
  const prefix = message.escalated ? 'Escalated: ' : '';
  const suffix = message.reminder > 0 ? ` (reminder ${message.reminder})` : '';
  return `${prefix}${message.title}${suffix}`;
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Label/value facts every rich format shows (Slack fields, Teams FactSet, Discord fields). */
export function facts(message: AlertMessage): { label: string; value: string }[] {
  // A person's alert names its times in their zone; a channel's keep the ISO form.
  const when = (at: string) => (message.timeZone ? zonedTime(at, message.timeZone) : at);
  const out = [{ label: 'Monitor', value: message.monitor.name }];
  if (message.monitor.target) out.push({ label: 'Target', value: message.monitor.target });
  const cause = message.cause;
  if (cause?.statusCode) out.push({ label: 'Status code', value: String(cause.statusCode) });
  if (cause?.message) out.push({ label: 'Error', value: cause.message });
  if (cause?.regions?.length) {
    const seen = cause.regions.map((r) => `${r.region} ${r.status ?? 'no answer'}`);
    out.push({ label: 'Regions', value: seen.join(', ') });
  }
  if (message.incident) {
    out.push({ label: 'Started', value: when(message.incident.startedAt) });
    if (message.event === 'up' || message.incident.resolvedAt)
      out.push({ label: 'Down for', value: formatDuration(message.incident.durationSeconds) });
  }
  if (message.certificate) {
    out.push({ label: 'Certificate', value: message.certificate.subject });
    out.push({ label: 'Expires', value: when(message.certificate.validTo) });
  }
  return out;
}

/** The plain-text body: SMS, Telegram, ntfy, Pushover, the email's text part. */
export function plainText(message: AlertMessage, options: { links?: boolean } = {}): string {
  const lines = [`${eventEmoji(message)} ${headline(message)}`, message.summary];
  if (message.cause?.excerpt) lines.push(`Response: ${message.cause.excerpt}`);
  if (options.links !== false) {
    lines.push(`View: ${message.links.view}`);
    if (message.links.acknowledge) lines.push(`Acknowledge: ${message.links.acknowledge}`);
  }
  return lines.join('\n');
}

/** Short enough for one SMS segment where it can be: title, reason, acknowledge link. */
export function smsText(message: AlertMessage): string {
  const parts = [`Tocsin: ${headline(message)}.`];
  if (message.cause?.message) parts.push(message.cause.message.slice(0, 80));
  if (message.links.acknowledge) parts.push(`Ack: ${message.links.acknowledge}`);
  return parts.join(' ');
}

/** Cuts to at most `max` characters with an ellipsis, never between the halves of an emoji. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let cut = max - 1;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Escapes text for the small HTML subsets of Telegram, Pushover and Google Chat cards. */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => HTML_ESCAPES[c]!);

/** Escapes, then clips to `max` escaped characters, never inside an entity or an emoji. */
export function escapeClipped(text: string, max: number) {
  const escaped = escapeText(text);
  if (escaped.length <= max) return escaped;
  let out = '';
  for (const char of text) {
    const piece = HTML_ESCAPES[char] ?? char;
    if (out.length + piece.length > max - 1) break;
    out += piece;
  }
  return `${out}…`;
}

/**
 * Chat text with mentions made inert: a monitor's name or a server's status text could otherwise
 * say @channel or @all and page a whole team. A zero-width space after `@` keeps it readable.
 */
export const withoutMentions = (text: string) => text.replace(/@(?=[\w.-])/g, '@\u200b');
