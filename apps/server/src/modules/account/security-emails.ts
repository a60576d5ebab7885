import type { MailMessage } from '../../lib/mailer.js';
import { layout } from '../auth/index.js';
import { describeUserAgent } from './user-agent.js';

export interface SecurityNotice {
  subject: string;
  /** The mail's heading, e.g. 'Your password was changed'. */
  title: string;
  /** What happened and what it means, one paragraph each. */
  lines: string[];
  when: Date;
  /** The browser and device that made the change, in words ('Chrome 131 on macOS'). */
  device?: string | null;
  ip?: string | null;
  /** Where to act if it was not them (the sign-in or reset page). */
  actionUrl?: string;
  actionLabel?: string;
}

const NOT_YOU = 'If this was not you, reset your password now and contact support.';

/** '26 November 2026 at 12:30 UTC': mails go out in one zone, named. */
const timeInWords = (when: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(when)} UTC`;

/**
 * A notice of a sensitive change to the account (password, email, second factor, passkeys,
 * deletion): what happened, when, from which browser and address, and what to do if it was not
 * the person.
 */
export function securityNoticeEmail(to: string, notice: SecurityNotice): MailMessage {
  const details = [
    `When: ${timeInWords(notice.when)}`,
    ...(notice.device ? [`Browser: ${notice.device}`] : []),
    ...(notice.ip ? [`Address: ${notice.ip}`] : []),
  ];
  const paragraphs = [...notice.lines, details.join('\n'), NOT_YOU];
  const action = notice.actionUrl
    ? { label: notice.actionLabel ?? 'Open Tocsin', url: notice.actionUrl }
    : undefined;
  const link = action ? `\n\n${action.label}: ${action.url}` : '';
  return {
    to,
    subject: notice.subject,
    text: `${paragraphs.join('\n\n')}${link}\n`,
    html: layout(notice.title, [...notice.lines, ...details, NOT_YOU], action),
  };
}

/** When, from which browser and address a request made a change: for a notice about it. */
export function changedBy(request: { headers: Record<string, unknown>; ip: string }) {
  const agent = request.headers['user-agent'];
  return {
    when: new Date(),
    device: describeUserAgent(typeof agent === 'string' ? agent : null).browser,
    ip: request.ip,
  };
}
