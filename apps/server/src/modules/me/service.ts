import {
  AVATAR_PATH,
  canonicalTimeZone,
  DEFAULT_SETTINGS,
  type MeResponse,
  type UpdateProfileInput,
  type UpdateSettingsInput,
} from '@tocsin/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { avatars, profiles, users } from '../../db/schema.js';
import { e164OrRefuse } from '../../lib/phone.js';
import type { WorkspaceMembership } from '../../plugins/session.js';

type Account = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'emailVerified'
  | 'name'
  | 'image'
  | 'twoFactorEnabled'
  | 'createdAt'
  | 'updatedAt'
>;

export interface NewProfile {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The profile row written at sign-up: display name 'First Last', the seed's default settings. */
export async function createProfile(tx: Db | Tx, userId: string, input: NewProfile) {
  await tx
    .insert(profiles)
    .values({
      userId,
      displayName: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      phoneNumber: input.phone,
      photoUrl: null,
      settings: DEFAULT_SETTINGS,
    })
    .onConflictDoNothing();
}

/** Reads the profile, creating it with the defaults when the account has none (seed section 4). */
async function ensureProfile(db: Db, account: Account) {
  const [found] = await db.select().from(profiles).where(eq(profiles.userId, account.id));
  if (found) return found;
  const [created] = await db
    .insert(profiles)
    .values({ userId: account.id, displayName: '', settings: DEFAULT_SETTINGS })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(profiles).where(eq(profiles.userId, account.id)))[0]!;
}

export async function getMe(
  db: Db,
  account: Account,
  workspace: WorkspaceMembership,
): Promise<MeResponse> {
  const profile = await ensureProfile(db, account);
  return toMe(account, profile, workspace);
}

export async function updateProfile(
  db: Db,
  account: Account,
  workspace: WorkspaceMembership,
  input: UpdateProfileInput,
): Promise<MeResponse> {
  const { photoURL, ...rest } = input;
  // An empty phone clears it; any other is stored as E.164 or refused, like at sign-up.
  for (const field of ['phone', 'phoneNumber'] as const) {
    const value = rest[field];
    if (value) rest[field] = e164OrRefuse(value, field);
  }
  // Stored under the runtime's own name, so emails and the browser agree on it.
  if (rest.timeZone) rest.timeZone = canonicalTimeZone(rest.timeZone);
  const stored = await ensureProfile(db, account);
  // A new first or last name renames the person 'First Last', as at sign-up, unless the same
  // request names the display name itself.
  const renamed =
    rest.displayName === undefined && (rest.firstName !== undefined || rest.lastName !== undefined)
      ? [rest.firstName ?? stored.firstName, rest.lastName ?? stored.lastName]
          .filter(Boolean)
          .join(' ')
      : undefined;
  if (renamed !== undefined) rest.displayName = renamed;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ ...rest, ...(photoURL !== undefined ? { photoUrl: photoURL } : {}) })
      .where(eq(profiles.userId, account.id))
      .returning();
    // The account's name follows, so mails and the session greet the person by the new one.
    if (rest.displayName) {
      await tx
        .update(users)
        .set({ name: rest.displayName, updatedAt: new Date() })
        .where(eq(users.id, account.id));
    }
    // Removing the photo removes the stored upload too.
    if (photoURL === null) await tx.delete(avatars).where(eq(avatars.userId, account.id));
    return updated!;
  });
  return toMe({ ...account, name: rest.displayName || account.name }, row, workspace);
}

export async function updateSettings(
  db: Db,
  account: Account,
  workspace: WorkspaceMembership,
  input: UpdateSettingsInput,
): Promise<MeResponse> {
  await ensureProfile(db, account);
  // Merged in SQL so two toggles saved at once from two tabs both stick.
  const [row] = await db
    .update(profiles)
    .set({ settings: sql`${profiles.settings} || ${JSON.stringify(input)}::jsonb` })
    .where(eq(profiles.userId, account.id))
    .returning();
  return toMe(account, row!, workspace);
}

/**
 * A photo Tocsin serves itself, or none: an address on another site, stored before uploads
 * replaced links, would tell that site about every page that shows it.
 */
function ownPhoto(url: string | null): string | null {
  return url?.startsWith(`${AVATAR_PATH}/`) ? url : null;
}

function toMe(
  account: Account,
  profile: typeof profiles.$inferSelect,
  workspace: WorkspaceMembership,
): MeResponse {
  return {
    profile: {
      id: account.id,
      email: account.email,
      emailVerified: account.emailVerified,
      // The profile's values win; the account's fill what the profile lacks (seed section 3).
      displayName: profile.displayName || account.name,
      photoURL: ownPhoto(profile.photoUrl) ?? ownPhoto(account.image),
      phoneNumber: profile.phoneNumber,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      timeZone: profile.timeZone,
      subscriptionStatus: workspace.subscriptionStatus,
      twoFactorEnabled: account.twoFactorEnabled,
      createdAt: account.createdAt.toISOString(),
      updatedAt: (profile.updatedAt > account.updatedAt
        ? profile.updatedAt
        : account.updatedAt
      ).toISOString(),
    },
    settings: { ...DEFAULT_SETTINGS, ...profile.settings },
    workspace: {
      id: workspace.id,
      name: workspace.name,
      role: workspace.role,
      requireTwoFactor: workspace.requireTwoFactor,
    },
  };
}
