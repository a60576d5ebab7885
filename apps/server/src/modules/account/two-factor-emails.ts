import type { MailMessage } from '../../lib/mailer.js';
import { securityNoticeEmail } from './security-emails.js';

export type TwoFactorChange = 'enabled' | 'disabled' | 'codes-regenerated' | 'recovery-code-used';

const notices: Record<TwoFactorChange, { subject: string; title: string; done: string }> = {
  enabled: {
    subject: 'Two-factor authentication is on for your Tocsin account',
    title: 'Two-factor authentication is on',
    done: 'Signing in to your Tocsin account now asks for a code from your authenticator app after the password. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
  },
  disabled: {
    subject: 'Two-factor authentication is off for your Tocsin account',
    title: 'Two-factor authentication is off',
    done: 'Your Tocsin account no longer asks for a code after the password, and its recovery codes no longer work.',
  },
  'codes-regenerated': {
    subject: 'New recovery codes for your Tocsin account',
    title: 'New recovery codes',
    done: 'Ten new recovery codes were made for your Tocsin account. The previous codes no longer work.',
  },
  'recovery-code-used': {
    subject: 'A recovery code was used to sign in to your Tocsin account',
    title: 'A recovery code was used',
    done: 'Someone signed in to your Tocsin account with its password and one of its recovery codes instead of the authenticator app. That code no longer works. If you have lost your phone, make new recovery codes in Settings once you have set up the app again.',
  },
};

/** Tells the owner of an account that its second factor changed, with what to do if it was not them. */
export function twoFactorNoticeEmail(
  to: string,
  change: TwoFactorChange,
  settingsUrl: string,
  from: { device?: string | null; ip?: string | null } = {},
): MailMessage {
  const { subject, title, done } = notices[change];
  return securityNoticeEmail(to, {
    subject,
    title,
    lines: [done],
    when: new Date(),
    ...from,
    actionUrl: settingsUrl,
    actionLabel: 'Open Settings',
  });
}
