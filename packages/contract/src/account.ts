import { z } from 'zod';

/**
 * How long a sign-in (or a confirmation of the password since) lets a session make sensitive
 * changes: the password, the email, the second factor, passkeys, deleting the account.
 */
export const FRESH_AUTH_SECONDS = 10 * 60;

export const reauthenticateInput = z.object({
  password: z.string().min(1, 'Enter your password').max(128),
});
export type ReauthenticateInput = z.infer<typeof reauthenticateInput>;

export const reauthenticateResponse = z.object({
  /** Until when sensitive changes are allowed without asking again. */
  freshUntil: z.string(),
});
