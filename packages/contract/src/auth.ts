import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.email().max(254);
const personName = z.string().trim().min(1).max(100);
const phone = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^\+?[0-9 ().-]+$/, 'Enter a phone number of digits, spaces, +, (, ), . or -');

/** Body of POST /api/auth/sign-up/email as the web sends it. */
export const signUpInput = z.object({
  firstName: personName,
  lastName: personName,
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  phone,
  acceptTerms: z.literal(true),
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** Body of POST /api/auth/sign-in/email. */
export const signInInput = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.infer<typeof signInInput>;

/** Body of POST /api/auth/request-password-reset. */
export const forgotPasswordInput = z.object({
  email,
  redirectTo: z.string().max(200).optional(),
});

/** Body of POST /api/auth/reset-password. */
export const resetPasswordInput = z.object({
  token: z.string().min(1).max(200),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

/** How long a password-reset link stays valid. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** Session lifetime with "Remember me" checked. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** Server lifetime of a session without "Remember me" (its cookie also ends with the browser). */
export const SHORT_SESSION_SECONDS = 24 * 60 * 60;
