import type { MailMessage } from '../../lib/mailer.js';
import { layout } from '../auth/index.js';

const notYou =
  'If this was not you, someone may be using your account: change your password in Settings now.';

/** To the new address: the link that makes the change. */
export function confirmNewEmailMessage(to: string, oldEmail: string, url: string): MailMessage {
  const intro = `You asked to use this address for your Tocsin account instead of ${oldEmail}.`;
  const how =
    'Open the link below to confirm it. Nothing changes until you do; the link works once and for 1 hour.';
  const ignore = 'If you did not ask for this, ignore this email: the account stays as it is.';
  return {
    to,
    subject: 'Confirm your new email address for Tocsin',
    text: `${intro}\n\n${how}\n\n${url}\n\n${ignore}\n`,
    html: layout('Confirm your new email address', [intro, how, ignore], {
      label: 'Confirm my new address',
      url,
    }),
  };
}

/**
 * To the new address when another account already uses it: no link, and the person asking sees
 * the same answer as for a free address, so nobody learns which addresses have an account.
 */
export function addressInUseMessage(to: string): MailMessage {
  const intro =
    'Someone asked to move a Tocsin account to this address, but this address already belongs to a Tocsin account, so nothing was changed.';
  const next =
    'If it was you, sign in with this address instead, or use another address for the other account.';
  return {
    to,
    subject: 'This address already has a Tocsin account',
    text: `${intro}\n\n${next}\n`,
    html: layout('This address already has a Tocsin account', [intro, next]),
  };
}

/** To the old address when a change is asked for. */
export function emailChangeRequestedMessage(to: string, newEmail: string): MailMessage {
  const intro = `Someone signed in to your Tocsin account asked to change its email address to ${newEmail}.`;
  const how =
    'Nothing changes until the link sent to that address is opened. Until then, you keep signing in and receiving alerts here.';
  return {
    to,
    subject: 'A change of your Tocsin email address was requested',
    text: `${intro}\n\n${how}\n\n${notYou}\n`,
    html: layout('A change of email address was requested', [intro, how, notYou]),
  };
}

/** To the old address once the change is made. */
export function emailChangedMessage(to: string, newEmail: string): MailMessage {
  const intro = `The email address of your Tocsin account was changed to ${newEmail}.`;
  const how = 'You now sign in with that address, and alerts go there instead of here.';
  return {
    to,
    subject: 'Your Tocsin email address was changed',
    text: `${intro}\n\n${how}\n\n${notYou}\n`,
    html: layout('Your email address was changed', [intro, how, notYou]),
  };
}
