import { roleDescriptions, roleNames, type WorkspaceRole } from '@tocsin/contract';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../lib/mailer.js';

/** "3 December 2026 at 09:15 UTC". */
const expiry = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;

export interface InvitationMail {
  to: string;
  inviter: string;
  workspaceName: string;
  role: WorkspaceRole;
  url: string;
  expiresAt: Date;
}

/** The invitation to join a workspace: who, where, which role, the link and when it stops. */
export function invitationEmail(mail: InvitationMail): MailMessage {
  const role = roleNames[mail.role];
  const intro = `${mail.inviter} invited you to join the workspace "${mail.workspaceName}" on Tocsin, as ${role}.`;
  const what = `${role}: ${roleDescriptions[mail.role]}`;
  const validity = `The link works once and expires on ${expiry(mail.expiresAt)}. If you have no Tocsin account yet, create one with this email address to accept.`;
  const ignore =
    'If you were not expecting this, ignore this email: nothing happens unless you accept.';
  const paragraphs = [intro, what, validity, ignore];
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const url = escapeHtml(mail.url);
  const button = `<p style="margin:24px 0"><a href="${url}" style="background:#dc2626;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Accept the invitation</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${url}</p>`;
  return {
    to: mail.to,
    subject: `${mail.inviter} invited you to ${mail.workspaceName} on Tocsin`,
    text: `${intro}\n\n${what}\n\nAccept the invitation: ${mail.url}\n\n${validity}\n\n${ignore}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">Join ${escapeHtml(mail.workspaceName)} on Tocsin</h1>${body.slice(0, body.indexOf('</p>') + 4)}${button}${body.slice(body.indexOf('</p>') + 4)}<p style="font-size:12px;color:#777;margin-top:32px">Tocsin uptime monitoring</p></body></html>`,
  };
}
