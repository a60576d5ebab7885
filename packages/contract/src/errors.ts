import { z } from 'zod';

/**
 * Stable error codes the API answers with. The web turns a code into the exact text of the seed's
 * error catalogue (section 8); codes without a seed row carry their own message.
 */
export const errorCodes = [
  'invalid-credential',
  'invalid-email',
  'user-disabled',
  'too-many-requests',
  'network-request-failed',
  'email-already-in-use',
  'weak-password',
  'password-too-common',
  'password-too-long',
  'operation-not-allowed',
  'terms-not-accepted',
  'invalid-token',
  'validation-failed',
  'unauthenticated',
  'forbidden',
  'not-found',
  /** The request clashes with what is stored, e.g. a name that must be unique is taken. */
  'conflict',
  'plan-limit',
  'invalid-origin',
  'unsupported-media-type',
  /** A body over the size the route takes (an uploaded photo over 5 MB). */
  'payload-too-large',
  /**
   * A sensitive change (password, email, second factor, deletion) from a session signed in more
   * than 10 minutes ago: the person confirms their password first (POST /api/v1/me/reauthenticate).
   */
  'reauthentication-required',
  /** A wrong or used code from the authenticator app or the recovery codes. */
  'invalid-two-factor-code',
  /** The sign-in's second step ran out (10 minutes, or too many wrong codes): sign in again. */
  'two-factor-expired',
  /** The workspace requires two-factor authentication and the member has not turned it on. */
  'two-factor-required',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The login table of the seed's error catalogue, word for word. */
const loginMessages: Partial<Record<string, string>> = {
  'invalid-credential': 'Invalid email or password',
  'wrong-password': 'Invalid email or password',
  'user-not-found': 'Invalid email or password',
  'invalid-email': 'Please enter a valid email address',
  'user-disabled': 'This account has been disabled. Please contact support.',
  'too-many-requests': 'Too many failed login attempts. Please try again later.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
};

/** The signup table of the seed's error catalogue, word for word. */
const signupMessages: Partial<Record<string, string>> = {
  'email-already-in-use': 'This email is already registered. Please sign in instead.',
  'invalid-email': 'Please enter a valid email address.',
  'weak-password': 'Password should be at least 6 characters long.',
  'operation-not-allowed': 'Email/password accounts are not enabled. Please contact support.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
};

export const DEFAULT_LOGIN_ERROR = 'An error occurred during login';
export const DEFAULT_SIGNUP_ERROR = 'An error occurred during signup';

/** The text a login form shows for an error: the catalogue's, else the server's, else the default. */
export function loginErrorMessage(code: string | undefined, serverMessage?: string): string {
  return (code && loginMessages[code]) || serverMessage || DEFAULT_LOGIN_ERROR;
}

/** The text a signup form shows for an error: the catalogue's, else the server's, else the default. */
export function signupErrorMessage(code: string | undefined, serverMessage?: string): string {
  return (code && signupMessages[code]) || serverMessage || DEFAULT_SIGNUP_ERROR;
}
