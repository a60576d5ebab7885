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
  /** Whether the person confirmed the address through a mailed link; alerts wait until then. */
  emailVerified: z.boolean(),
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

export const PHOTO_URL_REFUSED =
  'A photo cannot be linked from another address: upload it in Settings (PUT /api/v1/me/avatar), or send null to remove it.';

/** What a first or last name may be: 1 to 100 characters once trimmed. */
const namePart = (which: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${which} name.`)
    .max(100, `Your ${which} name can be at most 100 characters.`);

/** The person's first and last name, as the profile card edits them. */
export const nameInput = z.object({ firstName: namePart('first'), lastName: namePart('last') });
export type NameInput = z.infer<typeof nameInput>;

export const updateProfileInput = z
  .object({
    displayName: optionalText(200),
    ...nameInput.shape,
    phone: optionalText(32),
    phoneNumber: optionalText(32),
    // Only null, which removes the photo: a photo is uploaded (PUT /api/v1/me/avatar) and served
    // by Tocsin, never linked from another site that would then see every page it is shown on.
    photoURL: z.null({ error: PHOTO_URL_REFUSED }),
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
