import { DeliveryError } from '../http.js';
import { EVENT_COLOR, facts, headline, plainText } from '../format.js';
import type { AlertMessage, ChannelModule } from '../types.js';
import { escapeHtml } from '../../../lib/html.js';

/** The alert email: subject, a text part and an HTML part with the same facts and links. */
export function alertEmail(message: AlertMessage) {
  const color = EVENT_COLOR[message.event];
  const rows = facts(message)
    .map(
      (f) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(f.label)}</td><td style="padding:4px 0">${escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  const button = (href: string, label: string, bg: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:${bg};color:#fff;text-decoration:none;font-weight:600">${label}</a>`;
  const excerpt = message.cause?.excerpt
    ? `<p style="color:#6b7280;margin:16px 0 4px">Response</p><pre style="white-space:pre-wrap;background:#f3f4f6;padding:8px;border-radius:6px;font-size:12px">${escapeHtml(message.cause.excerpt)}</pre>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;margin:0;padding:24px">
<div style="max-width:560px;margin:auto;border-top:4px solid ${color};padding-top:16px">
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(headline(message))}</h1>
<p style="margin:0 0 16px">${escapeHtml(message.summary)}</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>${excerpt}
<p style="margin:20px 0 0">${button(message.links.view, 'View in Tocsin', '#111827')}${
    message.links.acknowledge ? button(message.links.acknowledge, 'Acknowledge', color) : ''
  }</p>
<p style="color:#9ca3af;font-size:12px;margin-top:24px">You receive this because you are on this monitor's alert list in Tocsin.</p>
</div></body></html>`;
  return { subject: `[Tocsin] ${headline(message)}`, text: plainText(message), html };
}

/** SMTP replies: 4xx and lost connections are worth another try, 5xx (no such mailbox ...) not. */
export function classifyMailError(error: unknown): DeliveryError {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const code = e.responseCode;
  const text = (e.message ?? String(error)).replace(/\s+/g, ' ').slice(0, 300);
  if (typeof code === 'number')
    return new DeliveryError(`The mail server refused the message: ${text}`, {
      retryable: code < 500,
      statusCode: code,
    });
  return new DeliveryError(`Could not reach the mail server: ${e.code ?? text}`, {
    retryable: true,
  });
}

export async function sendAlertEmail(
  to: string[],
  message: AlertMessage,
  mailer: { send(m: { to: string; subject: string; text: string; html: string }): Promise<void> },
) {
  try {
    await mailer.send({ to: to.join(', '), ...alertEmail(message) });
  } catch (error) {
    throw classifyMailError(error);
  }
  return {};
}

export const email: ChannelModule<'email'> = {
  kind: 'email',
  send: (config, message, ctx) => sendAlertEmail(config.to, message, ctx.mailer),
};
