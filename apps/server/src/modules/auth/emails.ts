import type { MailMessage } from '../../lib/mailer.js';
import { escapeHtml } from '../../lib/html.js';

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#dc2626;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#777;margin-top:32px">Tocsin uptime monitoring</p></body></html>`;
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  const intro = 'Someone asked to reset the password of your Tocsin account.';
  const validity = 'The link below works once and expires in 1 hour.';
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Tocsin password',
    text: `${intro}\n\n${validity}\n\n${url}\n\n${ignore}\n`,
    html: layout('Reset your password', [intro, validity, ignore], {
      label: 'Choose a new password',
      url,
    }),
  };
}

export function passwordChangedEmail(to: string, loginUrl: string): MailMessage {
  const done =
    'The password of your Tocsin account was just changed, and every session was signed out.';
  const warn = 'If this was not you, reset your password now and contact support.';
  return {
    to,
    subject: 'Your Tocsin password was changed',
    text: `${done}\n\n${warn}\n\nSign in: ${loginUrl}\n`,
    html: layout('Your password was changed', [done, warn], { label: 'Sign in', url: loginUrl }),
  };
}
