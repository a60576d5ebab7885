import { statusUpdateNames } from '@tocsin/contract';
import type { SubscriberMessage } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../lib/mailer.js';

const wrap = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;margin:0;padding:24px"><div style="max-width:560px;margin:auto">${body}</div></body></html>`;

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#111827;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;

/** The mail with the link that confirms an email subscription (double opt-in). */
export function confirmationMail(to: string, pageName: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: `Confirm your subscription to ${pageName} status updates`,
    text: `Someone, hopefully you, asked to receive ${pageName}'s status updates at this address.\n\nConfirm here: ${confirmUrl}\n\nIf it was not you, ignore this mail: nothing is sent until the link is opened and confirmed.`,
    html: wrap(
      `<h1 style="font-size:20px">Confirm your subscription</h1><p>Someone, hopefully you, asked to receive <strong>${escapeHtml(pageName)}</strong>'s status updates at this address.</p><p>${button(confirmUrl, 'Confirm subscription')}</p><p style="color:#6b7280;font-size:13px">If it was not you, ignore this mail: nothing is sent until the link is confirmed.</p>`,
    ),
  };
}

/**
 * A post's update as a subscriber reads it: the markdown as text, the sanitised HTML, and the
 * one-click unsubscribe of RFC 8058 (a POST to the link unsubscribes, with no cookie or form).
 */
export function updateMail(to: string, m: SubscriberMessage, unsubscribeUrl: string): MailMessage {
  const status = statusUpdateNames[m.update.status] ?? m.update.status;
  const affects = m.post.components.length ? `Affects: ${m.post.components.join(', ')}` : '';
  const window =
    m.post.scheduledStart && m.post.scheduledEnd
      ? `Scheduled from ${m.post.scheduledStart} to ${m.post.scheduledEnd} (UTC)`
      : '';
  const facts = [affects, window].filter(Boolean);
  return {
    to,
    subject: `[${m.page.name}] ${m.post.title}: ${status}`,
    text: [
      `${m.post.title}`,
      `${status} · ${m.update.at}`,
      ...facts,
      '',
      m.update.body,
      '',
      `Status page: ${m.page.url}`,
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join('\n'),
    html: wrap(
      `<p style="color:#6b7280;margin:0">${escapeHtml(m.page.name)} status</p><h1 style="font-size:20px;margin:4px 0 8px">${escapeHtml(m.post.title)}</h1><p style="margin:0 0 8px"><strong>${escapeHtml(status)}</strong> · ${escapeHtml(m.update.at)}</p>${facts.map((f) => `<p style="color:#6b7280;margin:0 0 8px">${escapeHtml(f)}</p>`).join('')}<div>${m.update.html}</div><p style="margin-top:20px">${button(m.page.url, 'View the status page')}</p><p style="color:#9ca3af;font-size:12px;margin-top:24px">You receive this because you subscribed to ${escapeHtml(m.page.name)}'s status updates. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
