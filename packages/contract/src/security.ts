import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';

/** Body of POST /api/v1/me/password. */
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changePasswordResponse = z.object({
  /** How many other sessions were signed out. */
  endedSessions: z.number().int().min(0),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** One signed-in session of the person; never its token. */
export const accountSession = z.object({
  id: z.string(),
  /** 'Chrome on macOS', from the user agent; 'Unknown browser' when it names none. */
  browser: z.string(),
  /** 'Desktop', 'Mobile', 'Tablet' ... ; null when the user agent does not say. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last used, to within 5 minutes. */
  lastActiveAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionListResponse = z.object({ items: z.array(accountSession) });
export type SessionListResponse = z.infer<typeof sessionListResponse>;

export const sessionIdParams = z.object({ id: z.string().min(1).max(128) });

export const endSessionsResponse = z.object({
  /** How many sessions were signed out. */
  ended: z.number().int().min(0),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponse>;
