import { EXPORT_LINK_DAYS } from '@tocsin/contract';
import type { MailMessage } from '../../lib/mailer.js';
import { layout } from '../auth/index.js';

export function exportReadyEmail(to: string, url: string): MailMessage {
  const ready = 'The export of your Tocsin data you asked for is ready.';
  const how = `The link works for ${EXPORT_LINK_DAYS} days, and only while you are signed in to Tocsin as ${to}.`;
  const what =
    'It is a gzipped JSON file: your profile and settings, and the monitors, alert rules, channels (without their secrets), maintenance windows, incidents, daily results and audit log of the workspaces you own.';
  return {
    to,
    subject: 'Your Tocsin data export is ready',
    text: `${ready}\n\n${how}\n\n${url}\n\n${what}\n`,
    html: layout('Your data export is ready', [ready, how, what], {
      label: 'Download your data',
      url,
    }),
  };
}

export function goodbyeEmail(to: string, deleted: string[], signUpUrl: string): MailMessage {
  const done = 'Your Tocsin account has been deleted, and every session of it signed out.';
  const workspaces = deleted.length
    ? `Deleted with it, with their monitors, channels, incidents and history: ${deleted.join(', ')}. Their paid plans, if any, were cancelled.`
    : 'No workspace was deleted with it: the teams you were in keep their data.';
  const again =
    'You can sign up again with this address at any time; nothing of the old account comes back.';
  return {
    to,
    subject: 'Your Tocsin account was deleted',
    text: `${done}\n\n${workspaces}\n\n${again}\n\n${signUpUrl}\n`,
    html: layout('Goodbye from Tocsin', [done, workspaces, again]),
  };
}
