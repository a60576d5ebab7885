import { z } from 'zod';
import { workspaceRoleSchema } from './access.js';
import { personTimeZoneSchema } from './time-zone.js';

export const subscriptionStatuses = [
  'free',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  phoneNotifications: z.boolean(),
  pushNotifications: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The seed's defaults for a new user's settings. */
export const DEFAULT_SETTINGS: Settings = {
  emailNotifications: true,
  smsNotifications: false,
  phoneNotifications: false,
  pushNotifications: true,
};

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** IANA name; null follows the browser's own zone (and UTC in emails). */
  timeZone: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema,
  /** Whether sign-in asks for a code from an authenticator app after the password. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

export const workspaceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  /** Every member must use two-factor authentication to act in this workspace. */
  requireTwoFactor: z.boolean(),
});

export const meResponse = z.object({
  profile: profileSchema,
  settings: settingsSchema,
  workspace: workspaceSummarySchema,
});
export type MeResponse = z.infer<typeof meResponse>;

/** GET /api/v1/session: what GET /api/v1/me answers, or null for a visitor, always with a 200. */
export const sessionResponse = z.object({ me: meResponse.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

const optionalText = (max: number) => z.string().trim().max(max);

export const updateProfileInput = z
  .object({
    displayName: optionalText(200),
    firstName: optionalText(100).min(1),
    lastName: optionalText(100).min(1),
    phone: optionalText(32),
    phoneNumber: optionalText(32),
    photoURL: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    timeZone: personTimeZoneSchema,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const updateSettingsInput = settingsSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one setting to change');
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;
