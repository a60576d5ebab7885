import { z } from 'zod';

/** How long the link that confirms an address at sign-up stays valid. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** How long the link that confirms a new address stays valid. */
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;
/** A new confirmation link can be asked for this long after the last one. */
export const VERIFICATION_RESEND_SECONDS = 60;
/** At most this many confirmation links an hour, per person and per address. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

/** GET /api/v1/me/email-verification: whether the address is confirmed, and the last link sent. */
export const emailVerificationStatus = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** When the last confirmation link was mailed; null when none was (accounts made before). */
  sentAt: z.iso.datetime().nullable(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatus>;

/** The token of a link from one of Tocsin's mails (a signed token, or an id and a secret). */
const linkToken = z.string().trim().min(1, 'The link has no token').max(2048);

/** POST /api/v1/email-verification/confirm: the token from the sign-up link. */
export const confirmEmailVerificationInput = z.object({ token: linkToken }).strict();
export const confirmEmailVerificationResponse = z.object({
  email: z.string(),
  /** True when the address had already been confirmed (a link opened twice). */
  alreadyConfirmed: z.boolean(),
});
export type ConfirmEmailVerificationResponse = z.infer<typeof confirmEmailVerificationResponse>;

/** POST /api/v1/me/email: mail a confirmation link to the new address. */
export const changeEmailInput = z
  .object({
    newEmail: z
      .email('Enter a valid email address')
      .max(254)
      .transform((e) => e.trim().toLowerCase()),
  })
  .strict();
export type ChangeEmailInput = z.input<typeof changeEmailInput>;
/** The same answer whether or not the address belongs to another account. */
export const changeEmailResponse = z.object({
  sentTo: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponse>;

/** POST /api/v1/email-change/confirm: the token from the link mailed to the new address. */
export const confirmEmailChangeInput = z.object({ token: linkToken }).strict();
export const confirmEmailChangeResponse = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponse>;
